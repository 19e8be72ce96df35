/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message` per finding,
/// the most severe first and at most `annotationsPerLevel` per level (GitHub shows about ten),
/// then a summary line. The full Markdown report goes to the step summary, with a note on how
/// many findings were not annotated.
enum GitHubReportRenderer {
    static func render(_ results: [CheckResult], options: ReportOptions) -> RenderedReport {
        var all: [(Finding, ReportDigest)] = []
        let digests = results.map { ReportDigest($0, failOn: options.failOn) }
        for d in digests { for f in d.result.findings { all.append((f, d)) } }
        let ordered = all.enumerated().sorted { a, b in
            let x = a.element.0
            let y = b.element.0
            if x.severity != y.severity { return x.severity > y.severity }
            return a.offset < b.offset
        }.map(\.element)
        let redactor = Redactor(isEnabled: options.redact)
        var out = ""
        var perLevel: [Severity: Int] = [:]
        var left = 0
        for (f, d) in ordered {
            let used = perLevel[f.severity, default: 0]
            guard used < options.annotationsPerLevel else {
                left += 1
                continue
            }
            perLevel[f.severity] = used + 1
            let loc = d.location(of: f)
            var props = "file=\(property(loc.file)),line=\(loc.line)"
            // GitHub counts columns in UTF-16 code units, as SARIF's columnKind does.
            let column = options.utf16Columns[loc] ?? loc.column
            if column > 1 { props += ",col=\(column)" }
            props += ",title=\(property("\(f.ruleID) \(f.slug) (\(f.certainty.rawValue))"))"
            var message = redactor.text(f.message)
            if !f.fix.isEmpty { message += "\nFix: " + f.fix }
            out += "::\(command(f.severity)) \(props)::\(data(message))\n"
        }
        var line = ReportRenderer.summaryLine(results, failOn: options.failOn)
        if left > 0 { line += "; \(left) more finding\(left == 1 ? "" : "s") in the step summary" }
        out += data(line) + "\n"
        guard options.stepSummary else { return RenderedReport(content: out) }
        var summary = MarkdownReportRenderer.render(results, options: options)
        if left > 0 {
            summary =
                "> [!NOTE]\n> GitHub shows about \(options.annotationsPerLevel) annotations per level; \(left) finding\(left == 1 ? " is" : "s are") listed only below.\n\n"
                + summary
        }
        return RenderedReport(content: out, stepSummary: summary)
    }

    private static func command(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Escapes a command's message: `%`, CR, LF (GitHub's `escapeData`).
    static func data(_ s: String) -> String {
        TextEscaper.escape(s, .gitHubData)
    }

    /// Escapes a command property: as `data`, plus `:` and `,` (GitHub's `escapeProperty`).
    static func property(_ s: String) -> String {
        TextEscaper.escape(s, .gitHubProperty)
    }
}
