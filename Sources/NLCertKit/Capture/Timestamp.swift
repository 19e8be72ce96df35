/// A point in time read from a capture, kept with the offset it was written in.
public struct Timestamp: Sendable, Comparable {
    /// Milliseconds since 1970-01-01 UTC.
    public var epochMillis: Double {
        didSet { keepOriginal(epochMillis: oldValue, utcOffsetSeconds: utcOffsetSeconds) }
    }
    /// The UTC offset the source wrote, in seconds; `nil` when the source gave no zone (nlcert
    /// then assumed UTC and says so through a capture note).
    public var utcOffsetSeconds: Int? {
        get { storedOffset == Self.noOffset ? nil : Int(storedOffset) }
        set {
            let old = utcOffsetSeconds
            storedOffset = Self.stored(newValue)
            keepOriginal(epochMillis: epochMillis, utcOffsetSeconds: old)
        }
    }
    private var storedOriginal: String?
    /// `utcOffsetSeconds` in 32 bits, `noOffset` for none: every request holds a time, and an
    /// `Int?` made it 40 bytes instead of 32. Zones lie within a day of UTC; a value past
    /// ±68 years (no source writes one) is kept as the nearest that fits.
    private var storedOffset: Int32
    private static let noOffset = Int32.min
    /// The original text is exactly `iso8601` (`2026-11-30T08:07:14.501Z`, as HAR writers put
    /// it) and is not stored: a HAR holds one such time per request, a string of its own each.
    private var originalIsISO8601 = false

    private static func stored(_ offset: Int?) -> Int32 {
        guard let offset else { return noOffset }
        return max(noOffset + 1, Int32(clamping: offset))
    }

    /// The text as it appeared in the file, when there was one.
    public var original: String? {
        get { originalIsISO8601 ? iso8601 : storedOriginal }
        set {
            storedOriginal = newValue
            originalIsISO8601 = false
        }
    }

    public init(epochMillis: Double, utcOffsetSeconds: Int? = 0, original: String? = nil) {
        self.epochMillis = epochMillis
        self.storedOffset = Self.stored(utcOffsetSeconds)
        self.storedOriginal = original
    }

    /// Before the time moves (a clock alignment), an original text left to `iso8601` is written
    /// down as it was.
    private mutating func keepOriginal(epochMillis: Double, utcOffsetSeconds: Int?) {
        guard originalIsISO8601 else { return }
        storedOriginal = Timestamp(epochMillis: epochMillis, utcOffsetSeconds: utcOffsetSeconds).iso8601
        originalIsISO8601 = false
    }

    public var epochSeconds: Double { epochMillis / 1000 }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.epochMillis < b.epochMillis }

    /// The years a capture's times can fall in: 1990 up to (not including) 2100. Outside them a
    /// time is a wrong device clock or a damaged file (years 0000 or 9999, `ts` 1e300), and
    /// readers keep the evidence without it and say so in a note. Compared as a `Double`, so
    /// no value can trap.
    static let plausibleEpochMillis: Range<Double> = 631_152_000_000..<4_102_444_800_000

    /// Whether the time lies in `plausibleEpochMillis`.
    var isPlausible: Bool { Self.plausibleEpochMillis.contains(epochMillis) }
}

// MARK: - Parsing

extension Timestamp {
    /// Reads an ISO 8601 date-time as capture tools write it: `2026-11-30T08:07:14.501Z`,
    /// `…T16:58:59.303-07:00`, `….067544+00:00`, `…T11:56:26+01:00`, `….0256586-07:00`,
    /// `+0100` / `+01` zones, a space instead of `T`, and no zone at all (then
    /// `utcOffsetSeconds` is `nil` and the time was taken as UTC — callers should say so).
    /// Any number of fraction digits is accepted; precision below a microsecond is dropped.
    /// Returns `nil` when the text is not such a date-time or a field is out of range.
    static func parseISO8601(_ text: String) -> Timestamp? {
        // Read in place: every capture entry has a time to parse, and a copy of its bytes was an
        // allocation each.
        var copy = text
        return copy.withUTF8 { all in
            var n = all.count
            // Trailing white space is harmless; anything else left over is not.
            while n > 0, all[n - 1] == 0x20 || all[n - 1] == 0x09 { n -= 1 }
            return parseISO8601(UnsafeBufferPointer(rebasing: all[..<n]), text: text)
        }
    }

    /// `parseISO8601(text)` of `bytes`, the text's UTF-8 without trailing white space.
    private static func parseISO8601(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> Timestamp? {
        // A cursor struct, not nested functions over captured locals: those cost a runtime
        // exclusivity check per access, and every capture entry has a time to parse.
        var c = ISO8601Cursor(bytes: bytes)
        guard let year = c.digits(4), c.take(UInt8(ascii: "-")), let month = c.digits(2), c.take(UInt8(ascii: "-")),
            let day = c.digits(2)
        else { return nil }
        guard c.take(UInt8(ascii: "T")) || c.take(UInt8(ascii: "t")) || c.take(UInt8(ascii: " ")) else { return nil }
        guard let hour = c.digits(2), c.take(UInt8(ascii: ":")), let minute = c.digits(2) else { return nil }
        var second = 0
        var fractionMillis = 0.0
        if c.take(UInt8(ascii: ":")) {
            guard let s = c.digits(2) else { return nil }
            second = s
            if c.take(UInt8(ascii: ".")) || c.take(UInt8(ascii: ",")) {
                var scale = 100.0
                var any = false
                while c.i < c.bytes.count, c.bytes[c.i] >= 0x30, c.bytes[c.i] <= 0x39 {
                    if scale >= 0.001 { fractionMillis += Double(c.bytes[c.i] - 0x30) * scale }
                    scale /= 10
                    c.i += 1
                    any = true
                }
                guard any else { return nil }
            }
        }
        var offset: Int?
        if c.i < c.bytes.count {
            let sign = c.bytes[c.i]
            if sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") {
                c.i += 1
                offset = 0
            } else if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                c.i += 1
                guard let oh = c.digits(2), oh <= 23 else { return nil }
                var om = 0
                if c.take(UInt8(ascii: ":")) {
                    guard let m = c.digits(2) else { return nil }
                    om = m
                } else if c.i < c.bytes.count {
                    guard let m = c.digits(2) else { return nil }
                    om = m
                }
                guard om <= 59 else { return nil }
                let magnitude = oh * 3600 + om * 60
                offset = sign == UInt8(ascii: "-") ? -magnitude : magnitude
            } else {
                return nil
            }
        }
        guard c.i == c.bytes.count else { return nil }
        guard
            let local = epochMillis(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                fractionMillis: fractionMillis)
        else { return nil }
        var time = Timestamp(
            epochMillis: local - Double((offset ?? 0) * 1000), utcOffsetSeconds: offset, original: text)
        // `2026-11-30T08:07:14.501Z` exactly (no leap second, an upper-case `T`, three fraction
        // digits, `Z`, nothing after) is what `iso8601` writes back: it is not kept twice.
        if offset == 0, second <= 59, bytes.count == 24, text.utf8.count == 24, bytes[10] == UInt8(ascii: "T"),
            bytes[19] == UInt8(ascii: "."), bytes[23] == UInt8(ascii: "Z")
        {
            time.storedOriginal = nil
            time.originalIsISO8601 = true
        }
        return time
    }

    /// Reads epoch milliseconds written as digits (`1796026041789`, optionally with a fraction).
    /// Values before 2000 or after 2100 are refused, so that a stray number is not taken for a time.
    static func parseEpochMillis(_ text: String) -> Timestamp? {
        guard !text.isEmpty, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }),
            let value = Double(text), value >= 946_684_800_000, value < 4_102_444_800_000
        else { return nil }
        return Timestamp(epochMillis: value, utcOffsetSeconds: 0, original: text)
    }

    /// Milliseconds since the epoch for a calendar date and wall-clock time taken as UTC, or
    /// `nil` when a field is out of range (month 13, 31 April, 24:00 …). A leap second (`:60`)
    /// is folded into the next second.
    public static func epochMillis(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fractionMillis: Double = 0
    ) -> Double? {
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(year: year, month: month),
            (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
            fractionMillis >= 0, fractionMillis < 1000
        else { return nil }
        let days = CivilTime.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second
        return Double(seconds) * 1000 + fractionMillis
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The time as ISO 8601 with milliseconds, in the offset the source wrote (UTC, marked `Z`,
    /// when it gave none or gave `+00:00`): `2026-11-30T00:07:14.501-08:00`.
    public var iso8601: String {
        let offset = utcOffsetSeconds ?? 0
        let local = (epochMillis + Double(offset) * 1000).rounded(.down)
        // A time no clock writes (±300,000 years, NaN): say so rather than trap converting it.
        guard local.isFinite, abs(local) < 1e16 else { return storedOriginal ?? "(time out of range)" }
        let localMillis = Int(local)
        var days = localMillis / 86_400_000
        var rest = localMillis % 86_400_000
        if rest < 0 {
            rest += 86_400_000
            days -= 1
        }
        let (y, mo, d) = CivilTime.civil(fromDays: days)
        func pad(_ v: Int, _ width: Int) -> String {
            let s = String(v)
            return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
        }
        var text = "\(pad(y, 4))-\(pad(mo, 2))-\(pad(d, 2))T\(pad(rest / 3_600_000, 2)):"
        text += "\(pad(rest / 60_000 % 60, 2)):\(pad(rest / 1000 % 60, 2)).\(pad(rest % 1000, 3))"
        if offset == 0 { return text + "Z" }
        let sign = offset < 0 ? "-" : "+"
        return text + "\(sign)\(pad(abs(offset) / 3600, 2)):\(pad(abs(offset) / 60 % 60, 2))"
    }
}

extension Timestamp: Hashable {
    public static func == (a: Timestamp, b: Timestamp) -> Bool {
        guard a.epochMillis == b.epochMillis, a.utcOffsetSeconds == b.utcOffsetSeconds else { return false }
        // Equal times with their text left to `iso8601` have the same text.
        if a.originalIsISO8601 && b.originalIsISO8601 { return true }
        return a.original == b.original
    }

    /// The text is left out: equal timestamps still hash alike, and no text is formatted.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(epochMillis)
        hasher.combine(utcOffsetSeconds)
    }
}
