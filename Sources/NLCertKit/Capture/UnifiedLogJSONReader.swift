/// Reads Apple's unified log saved in its JSON style (`log show --style json`, `log stream
/// --style json`): one array, an object per message, pretty-printed over many lines. Each
/// object's `timestamp` and `eventMessage` are read as the line a text style would print, by
/// the text reader's own line reading, so every recogniser (the iOS SDK's frame, the nlcert
/// recorder, ping URLs) and every note work the same; a finding points at the object's line.
/// The array streams through the same scanner as a HAR, so memory follows the messages kept.
enum UnifiedLogJSONReader {
    static let hint =
        "the unified log export looks damaged or truncated: save it again (log show --style json … > file.json)"
    static let keys = JSONKeySet(["eventMessage", "timestamp"])

    static func read(
        source: ByteSource, bufferSize: Int = 1 << 20, filter: RequestFilter = .all
    ) throws(CaptureError)
        -> Capture
    {
        var s = JSONByteScanner(source: source, hint: hint, bufferSize: bufferSize)
        var acc = TextCaptureAccumulator(path: source.path, filter: filter)
        let patterns = IOSLogPatternSet.embedded
        var state = TextCaptureReader.LineState(year: 2000, yearSource: "the log's own timestamps", patterns: patterns)
        try s.skipByteOrderMark()
        try s.beginArray()
        var index = 0
        while try s.nextElement() {
            let (line, _) = s.location
            guard try s.peekValueStart() == UInt8(ascii: "{") else {
                throw CaptureError(
                    file: source.path, line: line, entry: index,
                    problem: "element \(index) of the unified log is not an object", hint: hint)
            }
            var message: String?
            var timestamp = ""
            try s.beginObject()
            while let key = try s.nextKey(among: keys) {
                switch key {
                case 0: message = try s.readString()
                case 1: timestamp = try s.readString() ?? ""
                default: try s.skipValue()
                }
            }
            index += 1
            guard let message else {
                acc.lineNote(
                    .info, line: line, kind: "a unified log object without an eventMessage",
                    "a unified log object without an \"eventMessage\" (an activity or a signpost) was passed over")
                continue
            }
            TextCaptureReader.readLogEvent(
                UnifiedLogEvent(message: message, timestamp: timestamp, column: 1), number: line,
                iosPatterns: patterns, state: &state, into: &acc)
            acc.settle()
        }
        try s.finish()
        return try TextCaptureReader.finish(&acc, path: source.path)
    }
}
