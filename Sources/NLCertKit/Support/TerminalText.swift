/// Makes capture-derived text safe to print on a terminal: control characters (ESC sequences
/// that could recolour, move the cursor or retitle the window, BEL, DEL, C1 controls, bidi
/// overrides), invisible format characters (zero-width space and joiners, U+FEFF, soft hyphen,
/// tag characters) and line or paragraph separators (U+2028, U+2029) are shown as visible
/// escapes instead of being interpreted or hidden (`EscapeTable.terminal`).
public enum TerminalText {
    public static func escape(_ s: String, keepNewlines: Bool = false) -> String {
        TextEscaper.escape(s, keepNewlines ? .terminalKeepingNewlines : .terminal)
    }

    static func isUnsafe(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> Bool {
        let v = scalar.value
        if keepNewlines && v == 0x0A { return false }
        if v < 0x20 || v == 0x7F { return true }
        if v >= 0x80 && v < 0xA0 { return true }
        // Bidirectional overrides and isolates can make text read differently than it is.
        if (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return true }
        guard v >= 0xA0 else { return false }
        // Invisible format characters (Cf: U+200B…U+200F, U+2060…, U+FEFF, U+00AD, tags) hide
        // text; line and paragraph separators break lines where the report shows none.
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
