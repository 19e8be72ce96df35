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

    /// The raw text of the string value of `key` among the top-level members of the object in
    /// `bytes[0..<end]` (escapes left as they are), found without parsing the nested values, so
    /// nesting depth does not matter. `nil` when the key is missing or its value is no string.
    static func topLevelStringValue(of key: String, in bytes: [UInt8], end: Int) -> String? {
        guard let j = topLevelMember(key, in: bytes, end: end), bytes[j] == UInt8(ascii: "\"") else { return nil }
        let valueEnd = endOfString(bytes, from: j, end: end)
        return String(decoding: bytes[(j + 1)..<max(j + 1, valueEnd - 1)], as: UTF8.self)
    }

    /// Where the value of the first top-level member `key` of the object in `bytes[0..<end]`
    /// starts, or `nil` when no such member begins before `end`. `bytes` may stop anywhere inside
    /// the object (a prefix of a long line): only what is there is looked at.
    static func topLevelMember(_ key: String, in bytes: [UInt8], end: Int) -> Int? {
        let wanted = Array(key.utf8)
        let end = min(end, bytes.count)
        var depth = 0
        var i = 0
        var expectKey = false
        while i < end {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectKey = depth == 1 && b == UInt8(ascii: "{")
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                i += 1
            case UInt8(ascii: ","):
                expectKey = depth == 1
                i += 1
            case UInt8(ascii: "\""):
                let close = endOfString(bytes, from: i, end: end)
                if expectKey {
                    expectKey = false
                    var j = close
                    while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                    if j < end, bytes[j] == UInt8(ascii: ":"), Array(bytes[(i + 1)..<max(i + 1, close - 1)]) == wanted {
                        j += 1
                        while j < end, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
                        return j < end ? j : nil
                    }
                }
                i = close
            default:
                i += 1
            }
        }
        return nil
    }

    /// The index just past the closing quote of the string opening at `from` (or `end`).
    private static func endOfString(_ bytes: [UInt8], from: Int, end: Int) -> Int {
        var i = from + 1
        while i < end {
            if bytes[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
            i += 1
        }
        return end
    }

    /// Parses the JSON object or array starting at `start`; `nil` when it is cut off or invalid.
    static func value(in bytes: [UInt8], from start: Int) -> (value: JSONValue, end: Int)? {
        guard let end = endOfValue(in: bytes, from: start) else { return nil }
        guard let value = try? JSONParser.parse(bytes: Array(bytes[start..<end])) else { return nil }
        return (value, end)
    }
}
