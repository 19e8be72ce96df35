/// Escapes text for XML 1.0 attribute values and character data (`& < > " '`), and for CDATA
/// sections (a `]]>` inside is split across two sections). Characters XML 1.0 forbids even
/// as references (most C0 controls) and other hidden characters become visible `\u{…}` escapes.
public enum XMLText {
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count + 8)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
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

    /// A CDATA section holding `s` (newlines kept), split wherever `s` contains `]]>`.
    public static func cdata(_ s: String) -> String {
        var clean = ""
        for scalar in s.unicodeScalars {
            if scalar == "\n" || scalar == "\t" {
                clean.unicodeScalars.append(scalar)
            } else if VisibleText.isHidden(scalar) {
                clean += VisibleText.escape(scalar)
            } else {
                clean.unicodeScalars.append(scalar)
            }
        }
        return "<![CDATA[" + clean.replacing("]]>", with: "]]]]><![CDATA[>") + "]]>"
    }
}
