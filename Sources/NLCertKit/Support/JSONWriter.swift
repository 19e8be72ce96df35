/// Serialises `JSONValue` deterministically: keys in the order they were built (or sorted when
/// asked), numbers without a trailing `.0` when whole, and strings escaped per RFC 8259 with
/// `<`, `>` and `&` also escaped so that JSON embedded in HTML cannot close a tag.
public enum JSONWriter {
    public static func write(_ value: JSONValue, pretty: Bool = false, sortKeys: Bool = false) -> String {
        write(value, pretty: pretty, sortKeys: sortKeys, indent: 0)
    }

    /// `value` as it would be written `indent` levels deep inside a pretty document: for writers
    /// that stream a long array one element at a time.
    public static func write(_ value: JSONValue, pretty: Bool, sortKeys: Bool = false, indent: Int) -> String {
        var out = ""
        out.reserveCapacity(256)
        emit(value, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent)
        return out
    }

    static func quoted(_ string: String) -> String {
        var out = ""
        appendQuoted(string, into: &out)
        return out
    }

    static func formatNumber(_ d: Double) -> String {
        if d.isNaN || d.isInfinite { return "null" }
        if d.rounded() == d && abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }

    static func emit(_ value: JSONValue, into out: inout String, pretty: Bool, sortKeys: Bool, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += formatNumber(d)
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                if pretty { newline(&out, indent + 1) }
                emit(item, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            let ordered = sortKeys ? members.sorted { $0.key < $1.key } : members
            out += "{"
            for (i, member) in ordered.enumerated() {
                if i > 0 { out += "," }
                if pretty { newline(&out, indent + 1) }
                appendQuoted(member.key, into: &out)
                out += pretty ? ": " : ":"
                emit(member.value, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out += "}"
        }
    }

    /// Newline plus indentation, built once per depth instead of once per line.
    private static let indents: [String] = (0..<64).map { "\n" + String(repeating: "  ", count: $0) }

    static func newline(_ out: inout String, _ indent: Int) {
        if indent < indents.count {
            out += indents[indent]
        } else {
            out += "\n" + String(repeating: "  ", count: indent)
        }
    }

    static func appendQuoted(_ s: String, into out: inout String) {
        out += "\""
        TextEscaper.append(s, .json, into: &out)
        out += "\""
    }
}
