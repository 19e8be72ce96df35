/// A cursor over one line's bytes with the small parsers the prefixes need.
struct ConsolePrefixScanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(_ i: Int) -> UInt8? { i >= 0 && i < bytes.count ? bytes[i] : nil }

    static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 48 && $0 <= 57 } ?? false }

    /// Exactly `count` digits at the cursor, advancing past them.
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= bytes.count else { return nil }
        var value = 0
        for i in index..<(index + count) {
            guard Self.isDigit(bytes[i]) else { return nil }
            value = value * 10 + Int(bytes[i] - 48)
        }
        index += count
        return value
    }

    mutating func expect(_ ch: Character) -> Bool {
        guard let ascii = ch.asciiValue, byte(index) == ascii else { return false }
        index += 1
        return true
    }

    /// An optional `.fff…` fraction, in milliseconds, and its text.
    mutating func fraction() -> Double {
        guard byte(index) == UInt8(ascii: "."), Self.isDigit(byte(index + 1)) else { return 0 }
        index += 1
        var digits = 0
        var value = 0.0
        var scale = 100.0
        while let b = byte(index), Self.isDigit(b) {
            if digits < 9 {
                value += Double(b - 48) * scale
                scale /= 10
            }
            digits += 1
            index += 1
        }
        return value
    }

    mutating func skipSpaces() {
        while let b = byte(index), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { index += 1 }
    }

    /// `HH:MM:SS` at the cursor.
    mutating func clock() -> (Int, Int, Int)? {
        guard let h = digits(2), expect(":"), let m = digits(2), expect(":"), let s = digits(2) else { return nil }
        return (h, m, s)
    }

    /// `Z`, `+HH:MM`, `+HHMM` or `+HH` at the cursor (nil, cursor unchanged, when there is none).
    mutating func zone(allowSpace: Bool) -> Int? {
        let save = index
        if allowSpace { skipSpaces() }
        if expect("Z") { return 0 }
        guard let sign = byte(index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
            index = save
            return nil
        }
        index += 1
        guard let hh = digits(2) else {
            index = save
            return nil
        }
        _ = expect(":")
        let mm = digits(2) ?? 0
        // A zone must end the token.
        if let next = byte(index), next != UInt8(ascii: " "), next != UInt8(ascii: "\t") {
            index = save
            return nil
        }
        let seconds = (hh * 3600 + mm * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        return seconds
    }

    func rest(_ line: String, from i: Int) -> String {
        var j = i
        while let b = byte(j), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { j += 1 }
        guard j < bytes.count else { return "" }
        return String(decoding: bytes[j...], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The logcat body that follows a time: `  1234  5678 D Tag: …` (threadtime) or
    /// `D/Tag( 1234): …` (time).
    func looksLikeLogcatBody(from i: Int) -> Bool {
        var j = i
        while byte(j) == UInt8(ascii: " ") { j += 1 }
        if let level = byte(j), Self.isLevel(level), byte(j + 1) == UInt8(ascii: "/") { return true }
        // threadtime: pid, tid, level
        for _ in 0..<2 {
            guard Self.isDigit(byte(j)) else { return false }
            while Self.isDigit(byte(j)) { j += 1 }
            guard byte(j) == UInt8(ascii: " ") else { return false }
            while byte(j) == UInt8(ascii: " ") { j += 1 }
        }
        guard let level = byte(j), Self.isLevel(level) else { return false }
        return byte(j + 1) == UInt8(ascii: " ")
    }

    static func isLevel(_ b: UInt8) -> Bool { "VDIWEFA".utf8.contains(b) }

    // MARK: prefixes

    /// `1796026039783<TAB>debug<TAB>…`, `1796026039783 https://…` and the corpus URL-list row.
    mutating func epochMillisPrefix(_ line: String) -> ConsoleLinePrefix? {
        guard let ms = digits(13), let sep = byte(index), sep == UInt8(ascii: "\t") || sep == UInt8(ascii: " ") else {
            return nil
        }
        let time = Timestamp(epochMillis: Double(ms), utcOffsetSeconds: 0, original: text(0..<13))
        let tabs = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\t") }
        if tabs.count == 3, tabs[0] == 13, tabs[1] - tabs[0] > 19 {
            return ConsoleLinePrefix(kind: .urlListRow, time: time, message: text((tabs[2] + 1)..<bytes.count))
        }
        return ConsoleLinePrefix(kind: .epochMillis, time: time, message: rest(line, from: index))
    }

    /// `1714658591.123  1234  5678 D Tag: …` (logcat -v epoch).
    /// A bare `1714658591 https://…` (epoch seconds in a URL list) is read the same way.
    mutating func epochSecondsPrefix(_ line: String) -> ConsoleLinePrefix? {
        guard let seconds = digits(10) else { return nil }
        let hasFraction = byte(index) == UInt8(ascii: ".")
        let millis = fraction()
        guard let sep = byte(index), sep == UInt8(ascii: " ") || sep == UInt8(ascii: "\t") else { return nil }
        let end = index
        let time = Timestamp(epochMillis: Double(seconds) * 1000 + millis, utcOffsetSeconds: 0, original: text(0..<end))
        let kind: ConsolePrefixKind = hasFraction && looksLikeLogcatBody(from: end) ? .logcatEpoch : .epochMillis
        return ConsoleLinePrefix(kind: kind, time: time, message: rest(line, from: end))
    }

    /// `2024-05-02T14:03:11.123Z`, `2024-05-02 14:03:11.123456-0400 MyApp[…]` (Xcode, log
    /// stream), `2024-05-02 14:03:11.123  1234  5678 D …` (logcat -v year).
    mutating func isoPrefix(_ line: String) -> ConsoleLinePrefix? {
        guard let year = digits(4), expect("-"), let month = digits(2), expect("-"), let day = digits(2) else {
            return nil
        }
        guard let sep = byte(index), sep == UInt8(ascii: "T") || sep == UInt8(ascii: " ") else { return nil }
        index += 1
        guard let (h, m, s) = clock() else { return nil }
        let millis = fraction()
        let offset = zone(allowSpace: false)
        let end = index
        guard end == bytes.count || byte(end) == UInt8(ascii: " ") || byte(end) == UInt8(ascii: "\t") else {
            return nil
        }
        guard
            let epoch = CivilTime.epochMillis(
                year: year, month: month, day: day, hour: h, minute: m, second: s,
                fractionMillis: millis, offsetSeconds: offset ?? 0)
        else { return nil }
        let time = Timestamp(epochMillis: epoch, utcOffsetSeconds: offset, original: text(0..<end))
        let kind: ConsolePrefixKind
        if looksLikeLogcatBody(from: end) {
            kind = .logcatYear
        } else if offset != nil, sep == UInt8(ascii: " ") {
            kind = .appleConsole
        } else {
            kind = .isoTime
        }
        var prefix = ConsoleLinePrefix(kind: kind, time: time, message: rest(line, from: end))
        prefix.zoneMissing = offset == nil
        return prefix
    }

    /// `05-02 14:03:11.123  1234  5678 D Tag: …` and `05-02 14:03:11.123 D/Tag( 1234): …`,
    /// optionally with `-v zone`'s `+0000` after the time.
    mutating func monthDayPrefix(_ line: String, year: Int) -> ConsoleLinePrefix? {
        guard let month = digits(2), expect("-"), let day = digits(2), expect(" ") else { return nil }
        guard let (h, m, s) = clock() else { return nil }
        let millis = fraction()
        let offset = zone(allowSpace: true)
        let end = index
        guard looksLikeLogcatBody(from: end) else { return nil }
        guard
            let epoch = CivilTime.epochMillis(
                year: year, month: month, day: day, hour: h, minute: m, second: s,
                fractionMillis: millis, offsetSeconds: offset ?? 0)
        else { return nil }
        let time = Timestamp(epochMillis: epoch, utcOffsetSeconds: offset, original: text(0..<end))
        var prefix = ConsoleLinePrefix(kind: .logcat, time: time, message: rest(line, from: end))
        prefix.zoneMissing = offset == nil
        prefix.yearAssumed = true
        return prefix
    }

    /// `May  2 14:03:11 iPhone MyApp(NielsenAppApi)[123] <Notice>: …` (idevicesyslog).
    mutating func syslogPrefix(_ line: String, year: Int) -> ConsoleLinePrefix? {
        guard bytes.count > 15, let monthName = Optional(text(0..<3)),
            let month = CivilTime.month(abbreviation: monthName)
        else { return nil }
        index = 3
        guard expect(" ") else { return nil }
        if byte(index) == UInt8(ascii: " ") { index += 1 }
        var day = 0
        guard Self.isDigit(byte(index)) else { return nil }
        while let b = byte(index), Self.isDigit(b), day < 100 {
            day = day * 10 + Int(b - 48)
            index += 1
        }
        guard expect(" "), let (h, m, s) = clock() else { return nil }
        let millis = fraction()
        let end = index
        guard byte(end) == UInt8(ascii: " "),
            let epoch = CivilTime.epochMillis(
                year: year, month: month, day: day, hour: h, minute: m, second: s,
                fractionMillis: millis, offsetSeconds: 0)
        else { return nil }
        let time = Timestamp(epochMillis: epoch, utcOffsetSeconds: nil, original: text(0..<end))
        var prefix = ConsoleLinePrefix(kind: .syslog, time: time, message: rest(line, from: end))
        prefix.zoneMissing = true
        prefix.yearAssumed = true
        return prefix
    }

    /// `[ 05-02 14:03:11.123  1234: 5678 D/Tag ]` (logcat -v long; also with a year or epoch).
    mutating func longHeader(_ line: String, year: Int) -> ConsoleLinePrefix? {
        guard expect("["), expect(" "), bytes.last == UInt8(ascii: "]") else { return nil }
        let inner = String(decoding: bytes[index..<(bytes.count - 1)], as: UTF8.self)
        var innerPrefix = ConsoleLinePrefix.parse(inner + " ", assumedYear: year)
        // The inner text is `time  pid: tid L/Tag`, which is not a logcat body; parse the time alone.
        if innerPrefix.kind == .none || innerPrefix.time == nil {
            var sub = ConsolePrefixScanner(bytes: Array(inner.utf8))
            if let month = sub.digits(2), sub.expect("-"), let day = sub.digits(2), sub.expect(" "),
                let (h, m, s) = sub.clock()
            {
                let millis = sub.fraction()
                let offset = sub.zone(allowSpace: true)
                if let epoch = CivilTime.epochMillis(
                    year: year, month: month, day: day, hour: h, minute: m, second: s,
                    fractionMillis: millis, offsetSeconds: offset ?? 0)
                {
                    innerPrefix = ConsoleLinePrefix(
                        kind: .logcat,
                        time: Timestamp(
                            epochMillis: epoch, utcOffsetSeconds: offset, original: sub.text(0..<sub.index)),
                        message: "")
                    innerPrefix.zoneMissing = offset == nil
                    innerPrefix.yearAssumed = true
                }
            }
        }
        guard innerPrefix.time != nil, inner.containsBytes("/") else { return nil }
        innerPrefix.kind = .logcatLongHeader
        innerPrefix.message = ""
        innerPrefix.tag = inner.split(separator: "/").last.map { String($0).trimmingSpaces() }
        return innerPrefix
    }

    /// `D/Tag( 1234): …` at the start of the line.
    func isBriefPrefix() -> Bool {
        guard let level = byte(0), Self.isLevel(level), byte(1) == UInt8(ascii: "/") else { return false }
        var j = 2
        while let b = byte(j), b != UInt8(ascii: "(") {
            if b == UInt8(ascii: ":") || j > 200 { return false }
            j += 1
        }
        guard byte(j) == UInt8(ascii: "(") else { return false }
        j += 1
        while byte(j) == UInt8(ascii: " ") { j += 1 }
        guard Self.isDigit(byte(j)) else { return false }
        while Self.isDigit(byte(j)) { j += 1 }
        return byte(j) == UInt8(ascii: ")") && byte(j + 1) == UInt8(ascii: ":")
    }
}
