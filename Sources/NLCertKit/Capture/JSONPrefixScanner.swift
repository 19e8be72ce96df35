/// Finds where a JSON object or array that starts inside a longer log line ends, without
/// parsing it: log messages put JSON in the middle of prose (`play API - {…} (took 2 ms)`), so
/// the reader first cuts the value out and then hands exactly that slice to `JSONParser`.
///
/// The scan is iterative (no recursion), so hostile nesting cannot exhaust the stack; the
/// parser that follows enforces its own depth limit.
enum JSONPrefixScanner {
    /// The index just past the value that starts at `start` (which must be `{` or `[`), or `nil`
    /// when the brackets never balance before the end of `bytes` (a cut-off line).
    static func endOfValue(in bytes: [UInt8], from start: Int) -> Int? {
        guard start >= 0, start < bytes.count, bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[")
        else { return nil }
        var depth = 0
        var inString = false
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if b == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if b == UInt8(ascii: "\"") { inString = false }
            } else {
                switch b {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
            }
            i += 1
        }
        return nil
    }

    /// Parses the JSON object or array starting at `start`; `nil` when it is cut off or invalid.
    static func value(in bytes: [UInt8], from start: Int) -> (value: JSONValue, end: Int)? {
        guard let end = endOfValue(in: bytes, from: start) else { return nil }
        guard let value = try? JSONParser.parse(bytes: Array(bytes[start..<end])) else { return nil }
        return (value, end)
    }
}
