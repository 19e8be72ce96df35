import Testing

@testable import NLCertKit

/// The default terminal report: verdict line first, findings grouped by session, checklist,
/// colour only on request, and no capture string can drive the terminal.
@Suite struct ReportTextTests {
    @Test func verdictLineFirstThenSessionsThenChecklist() {
        let out = ReportRenderer.render([ReportSamples.result()], format: .text, options: ReportOptions())
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("FAIL  3 errors, 1 warning, 1 info  ·  profile dcr-video  ·  "))
        let capture = lines.firstIndex(of: "Capture") ?? -1
        let s1 = lines.firstIndex { $0.hasPrefix("Session 1 · VID-HOLDOUT-0001") } ?? -1
        let s2 = lines.firstIndex { $0.hasPrefix("Session 2 · VID-HOLDOUT-0001") } ?? -1
        let checklist = lines.firstIndex(of: "Pre-certification checklist") ?? -1
        #expect(0 < capture && capture < s1 && s1 < s2 && s2 < checklist)
        #expect(lines.contains("  error   NL202 playhead-increment  [exact]"))
        #expect(lines.contains("  error   NL302 stop-before-resume  [inferred]"))
        #expect(
            lines.contains(
                "          at captures/b_ads.calls.jsonl:53:1  playheadPosition(40) after playheadPosition(30)"))
        #expect(lines.contains { $0.hasPrefix("  C14  not exercised  ") })
        #expect(lines.contains { $0.hasPrefix("  C15  not checked    ") })
        #expect(!out.contains("\u{1B}"), "no colour unless asked")
    }

    @Test func passWhenNothingReachesFailOn() {
        let clean = ReportRenderer.render([ReportSamples.cleanResult()], format: .text, options: ReportOptions())
        #expect(clean.hasPrefix("PASS  0 errors, 0 warnings, 0 info"))
        // With --fail-on info the sample's info finding is enough to fail; with only warnings
        // and info findings and the default, it passes.
        var mild = ReportSamples.result()
        mild.findings = mild.findings.filter { $0.severity != .error }
        #expect(ReportRenderer.render([mild], format: .text, options: ReportOptions()).hasPrefix("PASS"))
        #expect(ReportRenderer.render([mild], format: .text, options: ReportOptions(failOn: .info)).hasPrefix("FAIL"))
    }

    @Test func colourOnlyWhenAskedAndCaptureTextCannotEscape() {
        var r = ReportSamples.cleanResult()
        r.findings = [
            Finding(
                ruleID: "NL104", slug: "title-too-long", severity: .error,
                message: "title \u{1B}]0;owned\u{7} \u{1B}[2J", certainty: .inferred, sessionOrdinal: 1)
        ]
        let plain = ReportRenderer.render([r], format: .text, options: ReportOptions())
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("title \\u{1B}]0;owned\\u{7} \\u{1B}[2J"))
        let colour = ReportRenderer.render([r], format: .text, options: ReportOptions(color: true))
        #expect(colour.contains("\u{1B}[31m"))
        #expect(!colour.contains("\u{1B}]0;"), "the capture's OSC sequence is still escaped")
    }

    @Test func severalCapturesEndWithASummaryLine() {
        let out = ReportRenderer.render(
            [ReportSamples.result(), ReportSamples.cleanResult()], format: .text, options: ReportOptions())
        let last = out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "FAIL  2 captures: 1 failed, 1 passed; 3 errors, 1 warning, 1 info")
    }
}
