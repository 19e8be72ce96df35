/// The output formats of `nlcert check` (reference: reports.md).
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, markdown, html, junit, github, sarif, gitlab
}

/// How a report is rendered.
public struct ReportOptions: Sendable {
    /// Redact device and user identifiers (`c9 devid`, `c1 nuid`, `fp_id`, `c29 plid`, …).
    /// On by default for shareable formats; `--no-redact` turns it off.
    public var redact: Bool
    /// ANSI colour in text output (only when stdout is a TTY and `NO_COLOR` is unset).
    public var color: Bool

    public init(redact: Bool = true, color: Bool = false) {
        self.redact = redact
        self.color = color
    }
}

/// Renders check results. One `CheckResult` per capture; several captures make one report
/// with a verdict per capture and a summary.
public enum ReportRenderer {
    public static func render(_ results: [CheckResult], format: ReportFormat, options: ReportOptions) -> String {
        // Placeholder until the report stage lands: a plain listing.
        var out = ""
        for r in results {
            out += "\(r.inputs.joined(separator: " + ")): \(r.findings.isEmpty ? "PASS" : "FAIL")\n"
            for f in r.findings {
                out += "  \(f.severity.rawValue) \(f.ruleID) \(f.slug): \(TerminalText.escape(f.message))\n"
            }
        }
        return out
    }
}
