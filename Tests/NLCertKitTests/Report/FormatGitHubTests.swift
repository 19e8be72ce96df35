import Testing

@testable import NLCertKit

/// GitHub workflow commands: escaping as GitHub's own toolkit does it, the most severe findings
/// annotated first and at most N per level, and the rest in the step summary.
@Suite struct FormatGitHubTests {
    @Test func escapesDataAndPropertiesLikeTheActionsToolkit() {
        #expect(GitHubReportRenderer.data("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReportRenderer.property("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        #expect(GitHubReportRenderer.data("\u{1B}[31mred") == "\\u{1B}[31mred")
    }

    @Test func hostileFileNamesAndMessagesCannotStartANewCommand() {
        var r = ReportSamples.cleanResult()
        r.findings = [
            Finding(
                ruleID: "NL104", slug: "title-too-long", severity: .error, message: "50% of\n::error::forged\r\n",
                certainty: .inferred,
                sessionOrdinal: 1,
                items: [EvidenceItem(location: SourceLocation(file: "a,b:c.har", line: 7, column: 3), summary: "")])
        ]
        let out = ReportRenderer.render([r], format: .github, options: ReportOptions())
        let lines = out.split(separator: "\n")
        #expect(lines.count == 2, "one annotation and the summary line")
        #expect(
            lines[0]
                == "::error file=a%2Cb%3Ac.har,line=7,col=3,title=NL104 title-too-long (inferred)::50%25 of%0A::error::forged%0D%0A"
        )
        #expect(!lines[1].hasPrefix("::"))
    }

    @Test func annotatesTheMostSevereFirstAndCapsEachLevel() {
        let rendered = ReportRenderer.renderReport(
            [ReportSamples.result()], format: .github, options: ReportOptions(annotationsPerLevel: 1))
        let lines = rendered.content.split(separator: "\n").map(String.init)
        // The sample has 3 errors, 1 warning, 1 info: with one per level, 3 annotations remain.
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 1)
        #expect(lines.filter { $0.hasPrefix("::notice ") }.count == 1)
        #expect(lines.first?.hasPrefix("::error ") == true)
        #expect(lines.last?.contains("2 more findings in the step summary") == true)
        let summary = rendered.stepSummary ?? ""
        #expect(summary.contains("2 findings are listed only below"))
        for rule in ["NL202", "NL203", "NL302", "NL003", "NL402"] {
            #expect(summary.contains("`\(rule)`"), "\(rule) in the summary")
        }
    }

    /// Without a step-summary file (the CLI asks only under `GITHUB_STEP_SUMMARY`) the Markdown
    /// is not rendered at all; the annotations are the same either way.
    @Test func theStepSummaryIsRenderedOnlyWhenWanted() {
        let with = ReportRenderer.renderReport([ReportSamples.result()], format: .github, options: ReportOptions())
        let without = ReportRenderer.renderReport(
            [ReportSamples.result()], format: .github, options: ReportOptions(stepSummary: false))
        #expect(with.stepSummary?.contains("# nlcert report") == true)
        #expect(without.stepSummary == nil)
        #expect(without.content == with.content)
    }

    @Test func withinTheCapEveryFindingIsAnnotatedAtItsLine() {
        let out = ReportRenderer.render([ReportSamples.result()], format: .github, options: ReportOptions())
        let annotations = out.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 5)
        #expect(
            annotations.contains {
                $0.hasPrefix("::error file=captures/b_ads.calls.jsonl,line=53,title=NL202 playhead-increment (exact)::")
            })
        #expect(annotations.contains { $0.hasPrefix("::notice file=captures/b_ads.calls.jsonl,line=2,") })
    }
}
