/// Escapes text for XML 1.0 attribute values and character data (`& < > " '`), and for CDATA
/// sections (a `]]>` inside is split across two sections). Characters XML 1.0 forbids even
/// as references (most C0 controls) and other hidden characters become visible `\u{…}` escapes
/// (`EscapeTable.xml`, `EscapeTable.xmlCDATA`).
enum XMLText {
    static func escape(_ s: String) -> String {
        TextEscaper.escape(s, .xml)
    }

    /// A CDATA section holding `s` (newlines kept), split wherever `s` contains `]]>`.
    static func cdata(_ s: String) -> String {
        let clean = TextEscaper.escape(s, .xmlCDATA)
        return "<![CDATA[" + clean.replacing("]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}
