/// Renders check results in any `ReportFormat`. One `CheckResult` per capture; several captures
/// make one report with a verdict per capture and a summary.
public enum ReportRenderer {
    /// The main output of a report (for `github`, the annotations without the step summary).
    public static func render(_ results: [CheckResult], format: ReportFormat, options: ReportOptions) -> String {
        renderReport(results, format: format, options: options).content
    }

    /// The main output plus, for `github`, the step-summary Markdown.
    public static func renderReport(_ results: [CheckResult], format: ReportFormat, options: ReportOptions) -> RenderedReport {
        switch format {
        case .text: return RenderedReport(content: TextReportRenderer.render(results, options: options))
        case .json: return RenderedReport(content: JSONReport.render(results, options: options))
        case .markdown: return RenderedReport(content: MarkdownReportRenderer.render(results, options: options))
        case .html: return RenderedReport(content: HTMLReportRenderer.render(results, options: options))
        case .junit: return RenderedReport(content: JUnitReportRenderer.render(results, options: options))
        case .github: return GitHubReportRenderer.render(results, options: options)
        case .sarif: return RenderedReport(content: SARIFReportRenderer.render(results, options: options))
        case .gitlab: return RenderedReport(content: GitLabReportRenderer.render(results, options: options))
        }
    }

    /// One line for a CI log: `nlcert: FAIL — 2 captures, 3 errors, 1 warning, 0 info`.
    public static func summaryLine(_ results: [CheckResult], failOn: Severity) -> String {
        let digests = results.map { ReportDigest($0, failOn: failOn) }
        let failed = digests.contains(where: \.failed)
        let e = digests.reduce(0) { $0 + $1.count(.error) }
        let w = digests.reduce(0) { $0 + $1.count(.warning) }
        let n = digests.reduce(0) { $0 + $1.count(.info) }
        return "nlcert: \(failed ? "FAIL" : "PASS") — \(digests.count) capture\(digests.count == 1 ? "" : "s"), "
            + ReportDigest.countsText(errors: e, warnings: w, infos: n)
    }
}
