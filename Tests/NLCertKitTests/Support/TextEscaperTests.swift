import Testing

@testable import NLCertKit

/// One test per escaping table, each pinning the hostile cases: C0 and C1 controls, DEL, bidi
/// overrides and isolates, U+200B, U+FEFF, U+2028/U+2029, `< & " '` and Markdown punctuation.
/// Expected values follow each target's own rules (HTML and XML character references, RFC 8259
/// for JSON, GitHub's toolkit `escapeData`/`escapeProperty`, CommonMark backslash escapes).
@Suite struct TextEscaperTests {
    /// Text no table touches comes back as it is.
    @Test func plainTextIsReturnedWhole() {
        let plain = "secure-it.imrworldwide.com/cgi-bin/gn?prd=dcr 5 s é 日本"
        for table in [EscapeTable.terminal, .html, .xml, .xmlCDATA, .gitHubData, .json, .visible] {
            #expect(TextEscaper.escape(plain, table) == plain)
        }
    }

    /// The escaping loop appends runs of kept scalars whole: on random text from a palette of
    /// hostile and ordinary scalars — a combining mark or a zero-width joiner right after a
    /// scalar that is escaped, so that the two make one character — every table gives what
    /// writing each scalar's action one by one gives.
    @Test func runsOfKeptScalarsAreWhatScalarByScalarGives() {
        let palette: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "<", "&", "\"", "'", "*", "_", "`", "\n", "\r", "\t", "%", ":", ",", "\u{1B}", "\u{7F}",
            "\u{85}", "\u{AD}", "·", "é", "\u{301}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}", "\u{2028}",
            "\u{FEFF}", "日", "\u{1F600}", "\u{E0041}",
        ]
        func oneByOne(_ s: String, _ table: EscapeTable) -> String {
            var out = ""
            for scalar in s.unicodeScalars {
                switch table.action(for: scalar) {
                case .keep: out.unicodeScalars.append(scalar)
                case .text(let replacement): out += replacement
                case .visible: out += TextEscaper.visibleForm(scalar)
                case .jsonUnicode:
                    let digits = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                }
            }
            return out
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let tables: [EscapeTable] = [
            .terminal, .terminalKeepingNewlines, .html, .xml, .xmlCDATA, .markdown, .markdownCodeSpan, .gitHubData,
            .gitHubProperty, .json, .visible,
        ]
        for _ in 0..<400 {
            var text = String.UnicodeScalarView()
            for _ in 0..<(1 + next(40)) { text.append(palette[next(palette.count)]) }
            let s = String(text)
            for (k, table) in tables.enumerated() {
                #expect(TextEscaper.escape(s, table) == oneByOne(s, table), "table \(k): \(s.debugDescription)")
            }
        }
    }

    @Test func terminal() {
        let e = { TextEscaper.escape($0, .terminal) }
        #expect(e("a\u{1B}[31mb\u{7}") == #"a\u{1B}[31mb\u{7}"#)
        #expect(e("\u{7F}\u{85}\u{9B}") == #"\u{7F}\u{85}\u{9B}"#)
        #expect(e("a\u{202E}b\u{2066}c") == #"a\u{202E}b\u{2066}c"#)
        #expect(e("\u{200B}\u{FEFF}\u{AD}\u{E0041}") == #"\u{200B}\u{FEFF}\u{AD}\u{E0041}"#)
        #expect(e("a\u{2028}b\u{2029}") == #"a\u{2028}b\u{2029}"#)
        #expect(e("1\n2\r3\t4") == #"1\n2\r3\t4"#)
        #expect(e(#"<&"'>*_`"#) == #"<&"'>*_`"#)
        #expect(TextEscaper.escape("1\n2\r", .terminalKeepingNewlines) == "1\n2" + #"\r"#)
        #expect(TerminalText.escape("x\ny", keepNewlines: true) == "x\ny")
    }

    @Test func html() {
        let e = { TextEscaper.escape($0, .html) }
        #expect(e(#"<a href="x" title='y'>&</a>"#) == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
        #expect(e("a\nb\tc\rd") == "a\nb\tc" + #"\u{D}d"#)
        #expect(e("\u{1B}\u{7F}\u{85}") == #"\u{1B}\u{7F}\u{85}"#)
        #expect(
            e("\u{202E}\u{2069}\u{200B}\u{200F}\u{2060}\u{FEFF}\u{FFFE}")
                == #"\u{202E}\u{2069}\u{200B}\u{200F}\u{2060}\u{FEFF}\u{FFFE}"#)
        // Line and paragraph separators are whitespace to a browser: kept as they are.
        #expect(e("a\u{2028}b\u{2029}") == "a\u{2028}b\u{2029}")
        #expect(HTMLText.escape("<b>") == "&lt;b&gt;")
    }

    @Test func xml() {
        let e = { TextEscaper.escape($0, .xml) }
        #expect(e(#"<&"'>"#) == "&lt;&amp;&quot;&apos;&gt;")
        #expect(e("a\nb\tc") == "a&#10;b&#9;c")
        #expect(e("\u{0}\u{1B}\u{202D}\u{FEFF}\u{FFFF}") == #"\u{0}\u{1B}\u{202D}\u{FEFF}\u{FFFF}"#)
        #expect(XMLText.cdata("a]]>b\n\t<\u{1B}") == "<![CDATA[a]]]]><![CDATA[>b\n\t<" + #"\u{1B}]]>"#)
    }

    @Test func markdown() {
        let e = { TextEscaper.escape($0, .markdown) }
        #expect(e(#"\`*_{}[]()#+!|~$"#) == ##"\\\`\*\_\{\}\[\]\(\)\#\+\!\|\~\$"##)
        #expect(e("<b>&") == "&lt;b&gt;&amp;")
        #expect(e("a\nb\rc\td") == "a b c d")
        #expect(e("x\u{202E}y\u{200B}") == #"x\\u\{202E\}y\\u\{200B\}"#)
        #expect(e("\u{1B}\u{FEFF}") == #"\\u\{1B\}\\u\{FEFF\}"#)
        #expect(e(#""'.-:"#) == #""'.-:"#)
        #expect(TextEscaper.escape("a`b``c", .markdownCodeSpan) == "aʼbʼʼc")
    }

    @Test func gitHubWorkflowCommands() {
        #expect(TextEscaper.escape("100%\r\nok", .gitHubData) == "100%25%0D%0Aok")
        #expect(TextEscaper.escape("a:b,c", .gitHubData) == "a:b,c")
        #expect(TextEscaper.escape("\u{1B}\u{202E}\u{200B}\u{FEFF}", .gitHubData) == #"\u{1B}\u{202E}\u{200B}\u{FEFF}"#)
        #expect(TextEscaper.escape("a:b,c%\n\u{7}", .gitHubProperty) == "a%3Ab%2Cc%25%0A" + #"\u{7}"#)
    }

    @Test func json() {
        var out = ""
        TextEscaper.append("\"\\\n\r\t\u{1}\u{1F}\u{7F}", .json, into: &out)
        #expect(out == #"\"\\\n\r\t\u0001\u001f\u007f"#)
        #expect(TextEscaper.escape("<&>\u{2028}\u{2029}", .json) == #"\u003c\u0026\u003e\u2028\u2029"#)
        // JSON needs no more: C1 controls, bidi overrides and U+FEFF are valid string content.
        #expect(TextEscaper.escape("é\u{85}\u{202E}\u{FEFF}'", .json) == "é\u{85}\u{202E}\u{FEFF}'")
        #expect(JSONWriter.quoted("a<b") == #""a\u003cb""#)
    }

    /// The JSON writer escapes ASCII a byte at a time and hands text that may hold U+2028/9
    /// to the scalar walk: whatever the text (short strings kept inline, long ones, `€` whose
    /// first byte is that of U+2028, escapes at either end), it writes what the table says.
    @Test func jsonWriterEscapesAsTheTableDoes() {
        let pieces = [
            "a", "Z9", " ", "\"", "\\", "\n", "\u{1}", "\u{7F}", "<", ">", "&", "é", "€", "\u{2028}", "\u{2029}",
            "\u{2027}", "\u{202E}", "😀", "\u{85}", "%26", String(repeating: "x", count: 40),
        ]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let s = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            #expect(JSONWriter.quoted(s) == "\"" + TextEscaper.escape(s, .json) + "\"", "\(Array(s.unicodeScalars))")
        }
    }

    @Test func visible() {
        #expect(TextEscaper.escape("a\nb\t\u{202E}\u{2028}", .visible) == #"a\u{A}b\u{9}\u{202E}"# + "\u{2028}")
    }
}
