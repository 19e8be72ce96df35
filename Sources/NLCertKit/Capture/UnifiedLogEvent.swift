/// One message of Apple's unified log as `log show` / `log stream` write it in their JSON
/// styles (`--style json`, `--style ndjson`): the members nlcert reads — the text a console
/// prints (`eventMessage`), its time with the device's zone (`timestamp`, e.g.
/// `2026-12-01 10:00:10.123456+0100`) — and where the message stands in its line.
struct UnifiedLogEvent: Sendable, Hashable {
    var message: String
    var timestamp: String
    /// 1-based UTF-8 column of the message's value in its line (1 when not on one line).
    var column: Int

    /// The event a line holds when the line is one JSON object with a string `eventMessage`
    /// (`--style ndjson`); `nil` for any other line.
    init?(line: String) {
        let bytes = Array(line.utf8)
        guard let end = JSONPrefixScanner.endOfValue(in: bytes, from: 0),
            let at = JSONPrefixScanner.topLevelMember("eventMessage", in: bytes, end: end),
            let value = try? JSONParser.parse(bytes: Array(bytes[..<end])),
            let message = value["eventMessage"]?.stringValue
        else { return nil }
        self.init(message: message, timestamp: value["timestamp"]?.stringValue ?? "", column: at + 1)
    }

    init(message: String, timestamp: String, column: Int) {
        self.message = message
        self.timestamp = timestamp
        self.column = column
    }
}
