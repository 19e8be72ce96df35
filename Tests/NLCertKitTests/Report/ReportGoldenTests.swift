import Foundation
import Testing

@testable import NLCertKit

/// Every format rendered from the hand-built sample (`ReportSamples`) and compared with a
/// golden file in `Fixtures/reports/golden/`. The goldens were read line by line against the
/// sample's facts when written; `NLCERT_UPDATE_GOLDEN=1` rewrites them after a deliberate
/// change, which must then be reviewed in the diff.
@Suite struct ReportGoldenTests {
    static let update = ProcessInfo.processInfo.environment["NLCERT_UPDATE_GOLDEN"] == "1"

    static func check(_ text: String, golden name: String) throws {
        let path = Fixtures.path("reports/golden/" + name)
        if update {
            try FileManager.default.createDirectory(
                atPath: Fixtures.path("reports/golden"), withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if expected != text {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first =
                zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(a.count, b.count)
            let want = first < a.count ? String(a[first]) : "<end>"
            let got = first < b.count ? String(b[first]) : "<end>"
            Issue.record(
                "\(name) differs from its golden at line \(first + 1):\n  golden: \(want.prefix(300))\n  output: \(got.prefix(300))"
            )
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func sampleMatchesGolden(format: ReportFormat) throws {
        let out = ReportRenderer.render([ReportSamples.result()], format: format, options: ReportOptions())
        try Self.check(out, golden: "sample." + format.fileExtension)
    }

    @Test func twoCapturesTextAndMarkdownMatchGolden() throws {
        let results = [ReportSamples.result(), ReportSamples.cleanResult()]
        try Self.check(ReportRenderer.render(results, format: .text, options: ReportOptions()), golden: "two-runs.txt")
        try Self.check(
            ReportRenderer.render(results, format: .markdown, options: ReportOptions()), golden: "two-runs.md")
    }

    @Test func githubStepSummaryMatchesGolden() throws {
        let out = ReportRenderer.renderReport(
            [ReportSamples.result()], format: .github, options: ReportOptions(annotationsPerLevel: 1))
        try Self.check(out.content, golden: "capped.github.txt")
        try Self.check(out.stepSummary ?? "<none>", golden: "capped.github-summary.md")
    }

    @Test(arguments: ReportFormat.allCases)
    func renderingIsDeterministic(format: ReportFormat) {
        let a = ReportRenderer.render([ReportSamples.result()], format: format, options: ReportOptions())
        let b = ReportRenderer.render([ReportSamples.result()], format: format, options: ReportOptions())
        #expect(a == b)
    }
}
