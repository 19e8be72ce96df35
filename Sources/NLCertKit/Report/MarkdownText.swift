/// Escapes capture-derived text for GitHub-flavoured Markdown so it shows literally: Markdown
/// punctuation is backslash-escaped (pipes included, so table cells stay cells), `< > &` become
/// character references (GitHub would otherwise pass some HTML through), line breaks become
/// spaces and hidden characters are made visible.
public enum MarkdownText {
    private static let punctuation: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "!", "|", "~", "$",
    ]

    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\t": out += " "
            default:
                if punctuation.contains(scalar) {
                    out += "\\"
                    out.unicodeScalars.append(scalar)
                } else if VisibleText.isHidden(scalar) {
                    out += VisibleText.escape(scalar).replacingBackslashes()
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension String {
    /// `\u{1B}` → `\\u\{1B\}`, so the visible escape itself survives Markdown.
    fileprivate func replacingBackslashes() -> String {
        var out = ""
        for ch in self {
            if ch == "\\" || ch == "{" || ch == "}" { out += "\\" }
            out.append(ch)
        }
        return out
    }
}
