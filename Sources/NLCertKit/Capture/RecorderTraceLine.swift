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
    static func interpret(_ message: String) -> [LogLineReading]? {
        let json: Substring
        if let marker = message.byteRange(of: prefix) {
            json = message[marker.upperBound...]
        } else if message.hasPrefix("{"), message.containsBytes("\"api\"") {
            json = Substring(message)
        } else {
            return nil
        }
        let bytes = Array(json.utf8)
        guard let end = JSONPrefixScanner.endOfValue(in: bytes, from: 0) else {
            return [.garbled("an nlcert trace line whose JSON is cut off or garbled")]
        }
        // The trace format is the capture stage's; its parser decides what a valid line is.
        let slice = String(decoding: bytes[0..<end], as: UTF8.self)
        let call: APICall
        do {
            call = try APITraceReader.parseLine(slice, location: SourceLocation(file: "", line: 0), ordinal: 0)
        } catch {
            return [.garbled("an nlcert trace line that is not valid (\(error.problem))")]
        }
        return [
            .call(
                LoggedCall(
                    rawName: call.rawName, args: call.args, outcome: call.outcome, time: call.time, format: .apiTrace))
        ]
    }
}
