/// Escapes capture-derived text for HTML element content and quoted attribute values: `& < > " '`
/// become character references, and control, bidi-override and other invisible format
/// characters are shown as visible `\u{…}` escapes so a hostile value cannot hide or reorder text
/// (`EscapeTable.html`).
enum HTMLText {
    static func escape(_ s: String) -> String {
        TextEscaper.escape(s, .html)
    }
}
