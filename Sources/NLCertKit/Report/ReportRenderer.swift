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
}
