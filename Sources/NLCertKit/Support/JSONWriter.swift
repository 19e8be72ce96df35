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
        var out: [UInt8] = []
        out.reserveCapacity(256)
        emit(value, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent)
        return String(decoding: out, as: UTF8.self)
    }

    static func quoted(_ string: String) -> String {
        var out: [UInt8] = []
        appendQuoted(string, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func formatNumber(_ d: Double) -> String {
        if d.isNaN || d.isInfinite { return "null" }
        if d.rounded() == d && abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }

    /// Writes into UTF-8 bytes: a report is millions of short pieces, and appending bytes costs a
    /// fraction of appending strings (which track their length and ASCII-ness as they grow).
    static func emit(_ value: JSONValue, into out: inout [UInt8], pretty: Bool, sortKeys: Bool, indent: Int) {
        switch value {
        case .null: out.appendUTF8("null")
        case .bool(let b): out.appendUTF8(b ? "true" : "false")
        case .number(let d): out.appendUTF8(formatNumber(d))
        case .string(let s): appendQuoted(s, into: &out)
        case .array(let items):
            if items.isEmpty {
                out.append(UInt8(ascii: "["))
                out.append(UInt8(ascii: "]"))
                return
            }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                emit(item, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                out.append(UInt8(ascii: "{"))
                out.append(UInt8(ascii: "}"))
                return
            }
            let ordered = sortKeys ? members.sorted { $0.key < $1.key } : members
            out.append(UInt8(ascii: "{"))
            for (i, member) in ordered.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                appendQuoted(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                emit(member.value, into: &out, pretty: pretty, sortKeys: sortKeys, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and two spaces per level.
    static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        var spaces = 2 * indent
        while spaces > 0 {
            let n = min(spaces, 64)
            sixtyFourSpaces.withUnsafeBufferPointer { out.append(contentsOf: $0.prefix(n)) }
            spaces -= n
        }
    }

    private static let sixtyFourSpaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    static func appendQuoted(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(s, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// What `EscapeTable.json` writes for each ASCII byte, `nil` where it keeps the byte: taken
    /// from the table itself, so the two cannot disagree.
    private static let asciiEscapes: [[UInt8]?] = (0..<0x80).map { b in
        let scalar = String(Unicode.Scalar(UInt8(b)))
        let escaped = TextEscaper.escape(scalar, .json)
        return escaped == scalar ? nil : Array(escaped.utf8)
    }

    /// `s` escaped for a JSON string, a byte at a time for ASCII; text with a non-ASCII byte
    /// the table may escape (the first byte of U+2028/9) takes the table's scalar walk.
    static func appendEscaped(_ s: String, into out: inout [UInt8]) {
        let mark = out.count
        let escapes = asciiEscapes
        let table = EscapeTable.json
        var s = s
        let done = s.withUTF8 { bytes -> Bool in
            var plainFrom = 0
            for i in bytes.indices {
                let b = bytes[i]
                if b >= 0x80 {
                    if table.mayEscape(b) { return false }
                    continue
                }
                guard let escape = escapes[Int(b)] else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom..<i]))
                out.append(contentsOf: escape)
                plainFrom = i + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainFrom...]))
            return true
        }
        if !done {
            out.removeSubrange(mark...)
            out.appendUTF8(TextEscaper.escape(s, .json))
        }
    }
}
