import Foundation
import Testing

@testable import NLCertKit

/// Where the parts of the HTML report land in a real browser at 1280×800: the verdict, then the
/// findings with evidence and fix, then the checklist, then the timelines — and the first finding
/// on the first screen. The report itself runs no script (its CSP forbids it), so a copy without
/// the CSP gets a measuring script that writes the positions into the title (its helper is not
/// called `top`: that name is the window's own and a `const` of it stops the script).
@Suite(
    .enabled(
        if: BrowserLocator.path != nil,
        "no Chromium found (install Debian's chromium, as .ci/run does, or set NLCERT_BROWSER)"))
struct BrowserReportOrderTests {
    static let probe = """
        <script>
        const pos = s => { const e = document.querySelector(s); return e ? Math.round(e.getBoundingClientRect().top + scrollY) : -1 };
        document.title = 'positions ' + JSON.stringify({verdict: pos('.verdict'), finding: pos('article.finding'),
          fix: pos('article.finding .fix'), checklist: pos('[id$="-checklist"]'), timeline: pos('svg.timeline'),
          campaign: pos('#campaign'), capture: pos('section.capture')});
        </script>
        """

    /// The report's parts' distances from the page top, as the browser laid them out.
    static func positions(_ html: String) throws -> [String: Int] {
        let dir = try BrowserReportTests.workDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let csp =
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLReportRenderer.contentSecurityPolicy)\">"
        #expect(html.contains(csp))
        let measured = html.replacingOccurrences(of: csp, with: "")
            .replacingOccurrences(of: "</body>", with: probe + "</body>")
        let file = dir + "/report.html"
        try measured.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try BrowserReportTests.chromium(
            ["--window-size=1280,800", "--dump-dom", URL(fileURLWithPath: file).absoluteString], in: dir)
        let title = try #require(
            run.stdout.range(of: "<title>positions ").flatMap { start in
                run.stdout[start.upperBound...].range(of: "</title>").map {
                    run.stdout[start.upperBound..<$0.lowerBound]
                }
            }, "the probe did not run")
        let json = try JSONParser.parse(String(title).replacingOccurrences(of: "&quot;", with: "\""))
        var out: [String: Int] = [:]
        for m in json.objectValue ?? [] { out[m.key] = m.value.intValue }
        return out
    }

    @Test func aFailingCaptureShowsVerdictFindingsChecklistThenTimelines() throws {
        let html = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions())
        let p = try Self.positions(html)
        let verdict = try #require(p["verdict"])
        let finding = try #require(p["finding"])
        let checklist = try #require(p["checklist"])
        let timeline = try #require(p["timeline"])
        #expect(verdict >= 0 && finding > verdict)
        #expect((p["fix"] ?? -1) > finding, "the fix is with its finding")
        #expect(finding < checklist, "findings come before the checklist: \(p)")
        #expect(checklist < timeline, "the checklist comes before the timelines: \(p)")
        #expect(finding < 800, "the first finding is on the first screen at 1280×800: \(p)")
    }

    @Test func theCampaignFollowsTheOverviewAndNamesItsCaptures() throws {
        let args = ["samples/clean.har", "samples/h1.har", "samples/h1.calls.jsonl"].map(Fixtures.repoPath)
        let r = CheckCommandTests.run(["check"] + args + ["--format", "html"])
        let p = try Self.positions(r.out)
        let campaign = try #require(p["campaign"])
        let capture = try #require(p["capture"])
        #expect(campaign > 0 && campaign < capture, "the campaign sits before the captures' detail: \(p)")
        // The matrix names each capture in its header, not only on hover.
        #expect(r.out.contains(">#1 clean.har</a></th>"))
        #expect(r.out.contains(">#2 h1.har + h1.calls.jsonl</a></th>"))
        #expect(r.out.contains("<td title=") && r.out.contains("<span class=\"pill v-pass\">pass</span>"))
    }
}
