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
        let b = Array(line.utf8)
        var scanner = ConsolePrefixScanner(bytes: b)
        if let result = scanner.epochMillisPrefix(line) { return result }
        scanner.index = 0
        if let result = scanner.epochSecondsPrefix(line) { return result }
        scanner.index = 0
        if let result = scanner.isoPrefix(line) { return result }
        scanner.index = 0
        if let result = scanner.monthDayPrefix(line, year: assumedYear) { return result }
        scanner.index = 0
        if let result = scanner.syslogPrefix(line, year: assumedYear) { return result }
        scanner.index = 0
        if let result = scanner.longHeader(line, year: assumedYear) { return result }
        scanner.index = 0
        if scanner.isBriefPrefix() { return ConsoleLinePrefix(kind: .logcatBrief, time: nil, message: line) }
        return ConsoleLinePrefix(kind: .none, time: nil, message: line)
    }
}
