import Testing
@testable import NLCertKit

/// Each corpus scenario's SDK debug log, checked on its own (no network capture): the errors
/// found are the ones the scenario's script expects (`expect` in `NAME.script.json`).
@Suite struct LogCheckTests {
    @Test(arguments: [
        ("a_vod_noads_correct", [String]()),  // "no violations"
        ("b_ads_correct", [String]()),  // "no violations"
        ("f2_playhead_jumps_10", ["NL202"]),  // "playhead jumps (not +1 per second)"
        ("g_long_fields", ["NL101", "NL103", "NL104"]),  // "assetid > 32 chars; program > 100 chars; title > 100 chars"
        ("h1_pause_stop_play", [String]()),  // "no violations (stop on pause; resume continues the playhead)"
    ])
    func logAloneFindsTheScriptedErrors(scenario: String, expected: [String]) throws {
        let errors = Set(expected)
        let relative = "corpus/browser-sdk/\(scenario).sdklog.txt"
        let capture = try TextCaptureReader.read(text: try Fixtures.read(relative), path: relative)
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: [relative])
        let failedErrors = Set(result.verdicts.filter { $0.verdict == .fail && $0.severity == .error }.map(\.ruleID))
        #expect(failedErrors == errors)
        // With the calls in hand, those rules are decided exactly.
        for verdict in result.verdicts where errors.contains(verdict.ruleID) && verdict.verdict == .fail {
            #expect(verdict.evidence == .exact)
        }
    }
}
