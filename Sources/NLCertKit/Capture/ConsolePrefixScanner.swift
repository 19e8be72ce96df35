/// A cursor over one line's bytes with the small parsers the prefixes need. With `kindOnly`
/// it makes no strings (the message and the time's original text are left empty): what telling
/// a line's kind needs, for the lines of a long log that hold no evidence.
struct ConsolePrefixScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var kindOnly = false

    init(bytes: UnsafeBufferPointer<UInt8>, kindOnly: Bool = false) {
        self.bytes = bytes
        self.kindOnly = kindOnly
    }

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

    mutating func expect(_ ch: Unicode.Scalar) -> Bool {
        // A scalar literal, not a Character: no string machinery on every byte of a log.
        guard byte(index) == UInt8(ascii: ch) else { return false }
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

    func rest(from i: Int) -> String {
        if kindOnly { return "" }
        var j = i
        while let b = byte(j), b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") { j += 1 }
        guard j < bytes.count else { return "" }
        return String(decoding: bytes[j...], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String {
        kindOnly ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

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

    static func isLevel(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "V"), UInt8(ascii: "D"), UInt8(ascii: "I"), UInt8(ascii: "W"), UInt8(ascii: "E"),
            UInt8(ascii: "F"), UInt8(ascii: "A"):
            return true
        default: return false
        }
    }

    // MARK: prefixes

    /// `1796026039783<TAB>debug<TAB>…`, `1796026039783 https://…` and the corpus URL-list row.
    mutating func epochMillisPrefix() -> ConsoleLinePrefix? {
        guard let ms = digits(13), let sep = byte(index), sep == UInt8(ascii: "\t") || sep == UInt8(ascii: " ") else {
            return nil
        }
        let time = Timestamp(epochMillis: Double(ms), utcOffsetSeconds: 0, original: text(0..<13))
        // The URL-list row: exactly three tabs, the first right after the time, the second
        // more than 19 bytes after it.
        var tabs = (count: 0, second: 0, third: 0)
        for i in 13..<bytes.count where bytes[i] == UInt8(ascii: "\t") {
            tabs.count += 1
            if tabs.count == 2 { tabs.second = i }
            if tabs.count == 3 { tabs.third = i }
            if tabs.count > 3 { break }
        }
        if tabs.count == 3, bytes[13] == UInt8(ascii: "\t"), tabs.second - 13 > 19 {
            return ConsoleLinePrefix(kind: .urlListRow, time: time, message: text((tabs.third + 1)..<bytes.count))
        }
        return ConsoleLinePrefix(kind: .epochMillis, time: time, message: rest(from: index))
    }

    /// `1714658591.123  1234  5678 D Tag: …` (logcat -v epoch).
    /// A bare `1714658591 https://…` (epoch seconds in a URL list) is read the same way.
    mutating func epochSecondsPrefix() -> ConsoleLinePrefix? {
        guard let seconds = digits(10) else { return nil }
        let hasFraction = byte(index) == UInt8(ascii: ".")
        let millis = fraction()
        guard let sep = byte(index), sep == UInt8(ascii: " ") || sep == UInt8(ascii: "\t") else { return nil }
        let end = index
        let time = Timestamp(epochMillis: Double(seconds) * 1000 + millis, utcOffsetSeconds: 0, original: text(0..<end))
        let kind: ConsolePrefixKind = hasFraction && looksLikeLogcatBody(from: end) ? .logcatEpoch : .epochMillis
        return ConsoleLinePrefix(kind: kind, time: time, message: rest(from: end))
    }

    /// `2024-05-02T14:03:11.123Z`, `2024-05-02 14:03:11.123456-0400 MyApp[…]` (Xcode, log
    /// stream), `2024-05-02 14:03:11.123  1234  5678 D …` (logcat -v year).
    mutating func isoPrefix() -> ConsoleLinePrefix? {
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
        var prefix = ConsoleLinePrefix(kind: kind, time: time, message: rest(from: end))
        prefix.zoneMissing = offset == nil
        return prefix
    }

    /// `05-02 14:03:11.123  1234  5678 D Tag: …` and `05-02 14:03:11.123 D/Tag( 1234): …`,
    /// optionally with `-v zone`'s `+0000` after the time.
    mutating func monthDayPrefix(year: Int) -> ConsoleLinePrefix? {
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
        var prefix = ConsoleLinePrefix(kind: .logcat, time: time, message: rest(from: end))
        prefix.zoneMissing = offset == nil
        prefix.yearAssumed = true
        return prefix
    }

    /// `May  2 14:03:11 iPhone MyApp(NielsenAppApi)[123] <Notice>: …` (idevicesyslog).
    mutating func syslogPrefix(year: Int) -> ConsoleLinePrefix? {
        guard bytes.count > 15,
            let monthName = Optional(String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<3]), as: UTF8.self)),
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
        var prefix = ConsoleLinePrefix(kind: .syslog, time: time, message: rest(from: end))
        prefix.zoneMissing = true
        prefix.yearAssumed = true
        return prefix
    }

    /// `[ 05-02 14:03:11.123  1234: 5678 D/Tag ]` (logcat -v long; also with a year or epoch).
    mutating func longHeader(year: Int) -> ConsoleLinePrefix? {
        guard expect("["), expect(" "), bytes.last == UInt8(ascii: "]") else { return nil }
        let inner = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(bytes.count - 1)]), as: UTF8.self)
        var innerPrefix = ConsoleLinePrefix.parse(inner + " ", assumedYear: year)
        // The inner text is `time  pid: tid L/Tag`, which is not a logcat body; parse the time alone.
        if innerPrefix.kind == .none || innerPrefix.time == nil {
            var innerText = inner
            innerPrefix = innerText.withUTF8 { innerBytes in
                var sub = ConsolePrefixScanner(bytes: innerBytes)
                return Self.longHeaderTime(&sub, year: year) ?? innerPrefix
            }
        }
        guard innerPrefix.time != nil, inner.containsBytes("/") else { return nil }
        innerPrefix.kind = .logcatLongHeader
        innerPrefix.message = ""
        innerPrefix.tag = inner.split(separator: "/").last.map { String($0).trimmingSpaces() }
        return innerPrefix
    }

    /// The `MM-DD HH:MM:SS.mmm` time inside a `-v long` header.
    static func longHeaderTime(_ sub: inout ConsolePrefixScanner, year: Int) -> ConsoleLinePrefix? {
        guard let month = sub.digits(2), sub.expect("-"), let day = sub.digits(2), sub.expect(" "),
            let (h, m, s) = sub.clock()
        else { return nil }
        let millis = sub.fraction()
        let offset = sub.zone(allowSpace: true)
        guard
            let epoch = CivilTime.epochMillis(
                year: year, month: month, day: day, hour: h, minute: m, second: s,
                fractionMillis: millis, offsetSeconds: offset ?? 0)
        else { return nil }
        var prefix = ConsoleLinePrefix(
            kind: .logcat,
            time: Timestamp(epochMillis: epoch, utcOffsetSeconds: offset, original: sub.text(0..<sub.index)),
            message: "")
        prefix.zoneMissing = offset == nil
        prefix.yearAssumed = true
        return prefix
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
