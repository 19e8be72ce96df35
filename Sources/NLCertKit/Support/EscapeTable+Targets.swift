/// Every escaping target as a table. Each keeps exactly what its target needs escaped and
/// shows hidden characters (controls, bidi overrides, zero-width and other invisible format
/// characters) as visible escapes, so a hostile capture value cannot hide, reorder or inject.
extension EscapeTable {
    /// Terminal output: controls, bidi overrides and isolates, invisible format characters and
    /// line or paragraph separators become `\n`, `\r`, `\t` or `\u{HEX}` (`TerminalText`).
    static let terminal = EscapeTable { terminalRule($0, keepNewlines: false) }
    /// As `terminal`, but a line feed stays a line break (multi-line messages).
    static let terminalKeepingNewlines = EscapeTable { terminalRule($0, keepNewlines: true) }

    /// HTML element content and quoted attribute values (`HTMLText`).
    static let html = EscapeTable { scalar in
        switch scalar {
        case "&": .text("&amp;")
        case "<": .text("&lt;")
        case ">": .text("&gt;")
        case "\"": .text("&quot;")
        case "'": .text("&#39;")
        case "\n", "\t": .keep
        default: hiddenRule(scalar)
        }
    }

    /// XML 1.0 attribute values and character data, line breaks and tabs as references (`XMLText`).
    static let xml = EscapeTable { scalar in
        switch scalar {
        case "&": .text("&amp;")
        case "<": .text("&lt;")
        case ">": .text("&gt;")
        case "\"": .text("&quot;")
        case "'": .text("&apos;")
        case "\n": .text("&#10;")
        case "\t": .text("&#9;")
        default: hiddenRule(scalar)
        }
    }

    /// The inside of an XML CDATA section: line breaks and tabs kept (`]]>` is split by `XMLText`).
    static let xmlCDATA = EscapeTable { scalar in
        scalar == "\n" || scalar == "\t" ? .keep : hiddenRule(scalar)
    }

    /// GitHub-flavoured Markdown shown literally: punctuation backslash-escaped, `< > &` as
    /// references, line breaks as spaces, hidden characters as `\\u\{HEX\}` (`MarkdownText`).
    static let markdown = EscapeTable { scalar in
        switch scalar {
        case "&": .text("&amp;")
        case "<": .text("&lt;")
        case ">": .text("&gt;")
        case "\n", "\r", "\t": .text(" ")
        case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "!", "|", "~", "$":
            .text("\\" + String(scalar))
        default:
            VisibleText.isHidden(scalar)
                ? .text("\\\\u\\{" + String(scalar.value, radix: 16, uppercase: true) + "\\}") : .keep
        }
    }

    /// Inside a Markdown code span: a backtick would end it, so it is shown as a similar quote.
    static let markdownCodeSpan = EscapeTable { $0 == "`" ? .text("ʼ") : .keep }

    /// A GitHub workflow command's message: GitHub's `escapeData` (`%`, CR, LF), hidden
    /// characters visible.
    static let gitHubData = EscapeTable { gitHubDataRule($0) }

    /// A GitHub workflow command's property: as `gitHubData`, plus `:` and `,` (`escapeProperty`).
    static let gitHubProperty = EscapeTable { scalar in
        switch scalar {
        case ":": .text("%3A")
        case ",": .text("%2C")
        default: gitHubDataRule(scalar)
        }
    }

    /// A JSON string's content per RFC 8259, with `< > &` and U+2028/9 as `\uXXXX` too, so JSON
    /// embedded in HTML or JavaScript cannot close a tag or a line (`JSONWriter`).
    static let json = EscapeTable(nonASCIILeadBytes: [0xE2]) { scalar in
        switch scalar {
        case "\"": .text("\\\"")
        case "\\": .text("\\\\")
        case "\n": .text("\\n")
        case "\r": .text("\\r")
        case "\t": .text("\\t")
        case "<", ">", "&", "\u{2028}", "\u{2029}": .jsonUnicode
        default: scalar.value < 0x20 || scalar.value == 0x7F ? .jsonUnicode : .keep
        }
    }

    /// Hidden characters (line breaks and tabs included) as `\u{HEX}`, everything else kept.
    static let visible = EscapeTable { hiddenRule($0) }

    private static func hiddenRule(_ scalar: Unicode.Scalar) -> ScalarEscape {
        VisibleText.isHidden(scalar) ? .visible : .keep
    }

    private static func gitHubDataRule(_ scalar: Unicode.Scalar) -> ScalarEscape {
        switch scalar {
        case "%": .text("%25")
        case "\r": .text("%0D")
        case "\n": .text("%0A")
        default: hiddenRule(scalar)
        }
    }

    private static func terminalRule(_ scalar: Unicode.Scalar, keepNewlines: Bool) -> ScalarEscape {
        guard TerminalText.isUnsafe(scalar, keepNewlines: keepNewlines) else { return .keep }
        switch scalar {
        case "\n": return .text("\\n")
        case "\r": return .text("\\r")
        case "\t": return .text("\\t")
        default: return .visible
        }
    }
}
