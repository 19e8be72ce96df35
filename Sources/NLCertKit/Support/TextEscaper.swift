/// The one escaping loop: walks the text's Unicode scalars once and writes what the target's
/// `EscapeTable` says for each — the scalar, a replacement, `\u{HEX}` or JSON's `\uXXXX`.
/// Text that needs no escaping is written whole.
enum TextEscaper {
    static func escape(_ s: String, _ table: EscapeTable) -> String {
        if table.isPlain(s) { return s }
        var out = ""
        out.reserveCapacity(s.utf8.count + 16)
        appendEscaped(s, table, into: &out)
        return out
    }

    /// Appends `s`, escaped, to `out`.
    static func append(_ s: String, _ table: EscapeTable, into out: inout String) {
        if table.isPlain(s) {
            out += s
        } else {
            appendEscaped(s, table, into: &out)
        }
    }

    private static func appendEscaped(_ s: String, _ table: EscapeTable, into out: inout String) {
        for scalar in s.unicodeScalars {
            switch table.action(for: scalar) {
            case .keep: out.unicodeScalars.append(scalar)
            case .text(let replacement): out += replacement
            case .visible: out += visibleForm(scalar)
            case .jsonUnicode: appendJSONUnicode(scalar.value, into: &out)
            }
        }
    }

    /// `\u{1B}`: the scalar's value in upper-case hex.
    static func visibleForm(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static let hex: [Character] = Array("0123456789abcdef")

    private static func appendJSONUnicode(_ v: UInt32, into out: inout String) {
        out += "\\u"
        out.append(hex[Int((v >> 12) & 0xF)])
        out.append(hex[Int((v >> 8) & 0xF)])
        out.append(hex[Int((v >> 4) & 0xF)])
        out.append(hex[Int(v & 0xF)])
    }
}
