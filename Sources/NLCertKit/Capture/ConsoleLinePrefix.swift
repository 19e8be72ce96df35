/// The recognised start of one console or URL-list line: its kind, the time it carries (when
/// it carries one) and the rest of the line. Recognisers look for their markers anywhere in
/// `message`, so this type only has to find the time and where the prefix ends.
struct ConsoleLinePrefix: Sendable {
    var kind: ConsolePrefixKind
    var time: Timestamp?
    /// The line after the time (the whole line when there is no prefix).
    var message: String
    /// The prefix had a time but no zone; nlcert took it as UTC.
    var zoneMissing: Bool = false
    /// The prefix had no year; nlcert used `assumedYear`.
    var yearAssumed: Bool = false
    /// The logcat tag when it is not inside `message` (the header of `-v long`).
    var tag: String?

    /// Reads the prefix of `line`. `assumedYear` fills in formats that print no year (logcat,
    /// syslog); it must come from the capture itself, never from today's date.
    static func parse(_ line: String, assumedYear: Int) -> ConsoleLinePrefix {
        var line = line
        return line.withUTF8 { parse(bytes: $0, assumedYear: assumedYear, kindOnly: false) }
    }

    /// The kind of prefix a line's bytes open with, as `parse` would find it, without making
    /// any string: what the text reader counts for the lines that hold no evidence.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>, assumedYear: Int) -> ConsolePrefixKind {
        // A `-v long` header's inner time is parsed as text: only that one kind makes strings.
        parse(bytes: bytes, assumedYear: assumedYear, kindOnly: bytes.first != UInt8(ascii: "[")).kind
    }

    private static func parse(
        bytes b: UnsafeBufferPointer<UInt8>, assumedYear: Int, kindOnly: Bool
    )
        -> ConsoleLinePrefix
    {
        var scanner = ConsolePrefixScanner(bytes: b, kindOnly: kindOnly)
        if let result = scanner.epochMillisPrefix() { return result }
        scanner.index = 0
        if let result = scanner.epochSecondsPrefix() { return result }
        scanner.index = 0
        if let result = scanner.isoPrefix() { return result }
        scanner.index = 0
        if let result = scanner.monthDayPrefix(year: assumedYear) { return result }
        scanner.index = 0
        if let result = scanner.syslogPrefix(year: assumedYear) { return result }
        scanner.index = 0
        if let result = scanner.longHeader(year: assumedYear) { return result }
        scanner.index = 0
        let whole = kindOnly ? "" : String(decoding: b, as: UTF8.self)
        if scanner.isBriefPrefix() { return ConsoleLinePrefix(kind: .logcatBrief, time: nil, message: whole) }
        return ConsoleLinePrefix(kind: .none, time: nil, message: whole)
    }
}
