/// Lines the nlcert call recorder (`samples/ios/NielsenCallRecorder`) prints: a fixed prefix and
/// one line of the nlcert API trace, found anywhere in any console paste.
///
///     [nlcert-trace] {"ts": 1796026041789, "api": "play", "args": [{"channelName": "News"}]}
///
/// A bare trace line (`{"ts": …, "api": …}` with no prefix) pasted into a console is read too.
enum RecorderTraceLine {
    /// The prefix the recorder writes before each trace line.
    static let prefix = "[nlcert-trace] "

    /// The call on this line, `nil` when the line is not a trace line.
    static func interpret(_ message: String) -> [LogLineEvidence]? {
        let json: Substring
        if let marker = message.byteRange(of: prefix) {
            json = message[marker.upperBound...]
        } else if message.hasPrefix("{"), message.containsBytes("\"api\"") {
            json = Substring(message)
        } else {
            return nil
        }
        let bytes = Array(json.utf8)
        guard let (value, _) = JSONPrefixScanner.value(in: bytes, from: 0) else {
            return [.garbled("an nlcert trace line whose JSON is cut off or garbled")]
        }
        guard let api = value["api"]?.stringValue, !api.isEmpty else {
            return [.garbled("an nlcert trace line without an \"api\" name")]
        }
        var args: [JSONValue] = []
        if let given = value["args"] {
            guard let list = given.arrayValue else { return [.garbled("an nlcert trace line whose \"args\" is not an array")] }
            args = list
        }
        let time = value["ts"]?.doubleValue.map { Timestamp(epochMillis: $0, utcOffsetSeconds: 0, original: nil) }
        return [.call(LoggedCall(rawName: api, args: args, outcome: value["outcome"]?.stringValue, time: time, format: .apiTrace))]
    }
}
