/// Decides which characters must never reach a report as themselves — controls, bidi overrides
/// and isolates, zero-width and other invisible format characters, noncharacters: the
/// hidden set of the HTML, Markdown, XML and GitHub escaping tables (`EscapeTable+Targets.swift`).
enum VisibleText {
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || v == 0x7F { return true }
        if v >= 0x80 && v < 0xA0 { return true }
        if (0x200B...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2060...0x2069).contains(v) {
            return true
        }
        if v == 0xFEFF || v == 0xFFFE || v == 0xFFFF { return true }
        return false
    }
}
