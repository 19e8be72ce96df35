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

    /// Scalars kept as they are go in runs, appended whole between the ones replaced (one at a
    /// time, they cost a few hundred instructions each: a report's section label with a `·`
    /// took 30,000). A run ends exactly at a scalar, which need not end a character (a
    /// combining mark after a replaced `<`).
    private static func appendEscaped(_ s: String, _ table: EscapeTable, into out: inout String) {
        let scalars = s.unicodeScalars
        var kept = scalars.startIndex
        var i = scalars.startIndex
        while i != scalars.endIndex {
            let scalar = scalars[i]
            let action = table.action(for: scalar)
            if case .keep = action {
                scalars.formIndex(after: &i)
                continue
            }
            if kept != i { out += Substring(scalars[kept..<i]) }
            switch action {
            case .keep: break
            case .text(let replacement): out += replacement
            case .visible: out += visibleForm(scalar)
            case .jsonUnicode: appendJSONUnicode(scalar.value, into: &out)
            }
            scalars.formIndex(after: &i)
            kept = i
        }
        if kept != scalars.endIndex { out += Substring(scalars[kept...]) }
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
