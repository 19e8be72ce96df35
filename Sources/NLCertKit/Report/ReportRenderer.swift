/// Renders check results in any `ReportFormat`. One `CheckResult` per capture; several captures
/// make one report with a verdict per capture and a summary, and — when a `CampaignResult` is
/// given — the campaign's verdict, checklist across captures and scenarios.
public enum ReportRenderer {
    /// The main output of a report (for `github`, the annotations without the step summary).
    public static func render(
        _ results: [CheckResult], campaign: CampaignResult? = nil, format: ReportFormat, options: ReportOptions
    ) -> String {
        renderReport(results, campaign: campaign, format: format, options: options).content
    }

    /// The main output plus, for `github`, the step-summary Markdown.
    public static func renderReport(
        _ results: [CheckResult], campaign: CampaignResult? = nil, format: ReportFormat, options: ReportOptions
    ) -> RenderedReport {
        if format == .junit {
            // The campaign is one more suite, counted in the root's totals.
            return RenderedReport(content: JUnitReportRenderer.render(results, campaign: campaign, options: options))
        }
        if format == .json, let campaign {
            // The campaign is one more member of the JSON document: written with it, not after.
            return RenderedReport(
                content: JSONReport.render(results, options: options, appending: jsonExtras(campaign, options: options))
            )
        }
        var report = renderCaptures(results, format: format, options: options)
        if let campaign { report = weave(campaign, into: report, format: format, results: results, options: options) }
        return report
    }

    /// The JSON report (with the campaign, when given) handed to `sink` in pieces of about a
    /// megabyte, as `renderReport` would write it whole: for a file or stdout, so that the
    /// report of a large capture is never held in memory at once.
    public static func writeJSON(
        _ results: [CheckResult], campaign: CampaignResult? = nil, options: ReportOptions,
        to sink: @escaping (String) -> Void
    ) {
        JSONReport.write(results, options: options, appending: jsonExtras(campaign, options: options), to: sink)
    }

    /// What a JSON report holds after its results: the campaign, when there is one.
    static func jsonExtras(_ campaign: CampaignResult?, options: ReportOptions) -> [JSONValue.JSONMember] {
        campaign.map { [.init("campaign", CampaignReport.json($0, gated: options.campaignGate))] } ?? []
    }

    static func renderCaptures(_ results: [CheckResult], format: ReportFormat, options: ReportOptions) -> RenderedReport
    {
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

    /// The text report (with the campaign, when given) handed to `sink` a piece at a time, as
    /// `render` would give it whole.
    public static func writeText(
        _ results: [CheckResult], campaign: CampaignResult? = nil, options: ReportOptions,
        to sink: (String) -> Void
    ) {
        TextReportRenderer.write(results, options: options, to: sink)
        if let campaign { sink(CampaignReport.text(campaign)) }
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

    /// Adds the campaign to a rendered report: its own line (or section) in every format, on
    /// top of the HTML report.
    static func weave(
        _ campaign: CampaignResult, into report: RenderedReport, format: ReportFormat, results: [CheckResult],
        options: ReportOptions
    ) -> RenderedReport {
        var report = report
        switch format {
        case .text:
            report.content += CampaignReport.text(campaign)
        case .markdown:
            report.content += CampaignReport.markdown(campaign)
        case .json:
            break  // written with the captures (`renderReport`)
        case .html:
            let section = CampaignReport.html(campaign, captureAnchors: results.indices.map { "c\($0 + 1)" })
            // After the captures' verdicts (the overview), before their findings and detail.
            let marker = "<section class=\"capture\""
            report.content =
                report.content.byteRange(of: marker) != nil
                ? report.content.inserting(section, before: marker)
                : report.content.inserting(section, after: "<main>\n")
        case .junit:
            break  // rendered with the captures (`renderReport`)
        case .github:
            report.content += CampaignReport.githubLine(campaign)
            if options.stepSummary {
                report.stepSummary = (report.stepSummary ?? "") + CampaignReport.markdown(campaign)
            }
        case .sarif:
            report.content = rewriteJSON(report.content) { CampaignReport.addingToSARIFRuns(campaign, $0) }
        case .gitlab:
            report.content = rewriteJSON(report.content) { CampaignReport.addingToCodeQuality(campaign, $0) }
        }
        return report
    }

    /// Parses a report this module wrote, changes it and writes it back the same way.
    static func rewriteJSON(_ text: String, _ change: (JSONValue) -> JSONValue) -> String {
        guard let value = try? JSONParser.parse(text) else { return text }
        return JSONWriter.write(change(value), pretty: true) + "\n"
    }
}

extension String {
    /// `self` with `text` inserted after the first `marker` (at the end when there is none).
    fileprivate func inserting(_ text: String, after marker: String) -> String {
        guard let r = byteRange(of: marker) else { return self + text }
        return String(self[..<r.upperBound]) + text + String(self[r.upperBound...])
    }

    /// `self` with `text` inserted before the first `marker` (at the end when there is none).
    fileprivate func inserting(_ text: String, before marker: String) -> String {
        guard let r = byteRange(of: marker) else { return self + text }
        return String(self[..<r.lowerBound]) + text + String(self[r.lowerBound...])
    }
}
