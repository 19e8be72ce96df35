import Testing

@testable import NLCertKit

/// A pause nothing resumes (issue 9 §2): built from the corpus' h1 run with the pause's stop
/// ping removed and the last ping carrying only `PL…~PU:…:40` (the page was left while paused).
@Suite struct PauseNeverResumedTests {
    static func capture() throws -> Capture {
        let lines = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.urls.txt").split(separator: "\n").map(
            String.init)
        let edited = lines.filter { !$0.contains("evdata=PL%3A1796026043%3A0&") }.map {
            $0.replacingOccurrences(
                of: "evdata=PU%3A1796026084%3A40~RE%3A1796026105%3A40~ST%3A1796026145%3A80",
                with: "evdata=PL%3A1796026043%3A0~PU%3A1796026084%3A40")
        }
        #expect(edited.count == lines.count - 1)
        #expect(edited.contains { $0.contains("PU%3A1796026084%3A40&") })
        return try TextCaptureReader.read(text: edited.joined(separator: "\n"), path: "h1-left.urls.txt")
    }

    @Test func isEvidenceForEndMissingNotForPauseAndResume() throws {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(try Self.capture()), inputs: ["h1-left.urls.txt"])
        #expect(!r.findings.contains { $0.ruleID == "NL302" }, "\(r.findings.map(\.message))")
        let nl304 = r.findings.filter { $0.ruleID == "NL304" }
        #expect(nl304.count == 1 && nl304.first?.certainty == .inferred)
        #expect(nl304.first?.message.contains("pause at 40 that nothing resumed") == true, "\(nl304.map(\.message))")
        #expect(!r.findings.contains { $0.message.contains("resume") && $0.ruleID != "NL304" })
    }
}
