/// Escapes capture-derived text for HTML element content and quoted attribute values: `& < > " '`
/// become character references, and control, bidi-override and other invisible format
/// characters are shown as visible `\u{…}` escapes so a hostile value cannot hide or reorder text.
public enum HTMLText {
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if VisibleText.isHidden(scalar) {
                    out += VisibleText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
