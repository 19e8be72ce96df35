/// Escapes capture-derived text for GitHub-flavoured Markdown so it shows literally: Markdown
/// punctuation is backslash-escaped (pipes included, so table cells stay cells), `< > &` become
/// character references (GitHub would otherwise pass some HTML through), line breaks become
/// spaces and hidden characters are made visible, their escape itself escaped (`\\u\{1B\}`)
/// so it survives Markdown (`EscapeTable.markdown`).
enum MarkdownText {
    static func escape(_ s: String) -> String {
        TextEscaper.escape(s, .markdown)
    }
}
