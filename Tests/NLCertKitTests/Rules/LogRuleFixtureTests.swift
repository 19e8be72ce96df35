import Testing

@testable import NLCertKit

/// The three edited copies of `b_ads_correct.sdklog.txt` in `Fixtures/logs/` (see its README) are
/// meant to break exactly one sequence rule each. These tests pin the edit: read back, each log
/// differs from the original in the documented calls and nowhere else.
@Suite struct LogRuleFixtureTests {
    static func calls(_ relative: String) throws -> [APICall] {
        try TextCaptureReader.read(text: try Fixtures.read(relative), path: relative).calls
    }

    static let original = "corpus/browser-sdk/b_ads_correct.sdklog.txt"

    /// What a rule compares: API, arguments, time.
    static func shape(_ c: APICall) -> String {
        "\(c.api) \(c.args) \(c.time?.epochMillis ?? -1)"
    }

    @Test func prerollMetadataFirst() throws {
        // Seed 001: content metadata must come before any preroll (NL301).
        let base = try Self.calls(Self.original)
        let edited = try Self.calls("logs/b_ads_preroll_metadata_first.sdklog.txt")
        let play = try #require(edited.firstIndex { $0.api == .play })
        let firstMetadata = try #require(edited[(play + 1)...].first { $0.api == .loadMetadata })
        #expect(firstMetadata.metadataType == "preroll")
        #expect(base[play + 1].metadataType == "content")
        // Only the arguments of those two calls trade places; their times stay.
        #expect(edited.count == base.count)
        for i in edited.indices {
            switch i {
            case play + 1, play + 2:
                #expect(edited[i].args == base[play + 1 + (play + 2 - i)].args)
                #expect(edited[i].time == base[i].time)
            default:
                #expect(Self.shape(edited[i]) == Self.shape(base[i]))
            }
        }
    }

    @Test func midrollPlayheadsContinueTheContent() throws {
        // Seeds 000–002: each ad's playhead starts at 0 (NL203).
        let base = try Self.calls(Self.original)
        let edited = try Self.calls("logs/b_ads_midroll_playheads_continue.sdklog.txt")
        let midroll = try #require(edited.firstIndex { $0.metadataType == "midroll" })
        let stop = try #require(edited[midroll...].firstIndex { $0.api == .stop })
        let adPlayheads = edited[(midroll + 1)..<stop].map { $0.position ?? -1 }
        #expect(adPlayheads == (75...90).map(Double.init))
        // The content was stopped at 75 just before the break.
        #expect(edited[midroll - 1].api == .stop && edited[midroll - 1].position == 75)
        #expect(edited[stop].position == 90)
        #expect(edited.count == base.count)
        for i in edited.indices where !((midroll + 1)...stop).contains(i) {
            #expect(Self.shape(edited[i]) == Self.shape(base[i]))
        }
        for i in (midroll + 1)...stop {
            #expect(edited[i].position == (base[i].position ?? -100) + 75)
        }
    }

    @Test func noStopBetweenMidrollAndContent() throws {
        // Seeds 000–002: `stop` at the end of every ad before content resumes (NL302).
        let base = try Self.calls(Self.original)
        let edited = try Self.calls("logs/b_ads_no_stop_after_midroll.sdklog.txt")
        let midroll = try #require(edited.firstIndex { $0.metadataType == "midroll" })
        let resumed = try #require(edited[(midroll + 1)...].firstIndex { $0.metadataType == "content" })
        #expect(!edited[midroll..<resumed].contains { $0.api == .stop })
        // Exactly one call (the original's stop at the end of the midroll) is gone.
        let removed = try #require(base.indices.first { Self.shape(base[$0]) != Self.shape(edited[$0]) })
        #expect(base[removed].api == .stop)
        #expect(base[removed].position == 15)
        var expected = base.map(Self.shape)
        expected.remove(at: removed)
        #expect(edited.map(Self.shape) == expected)
    }

    /// The rule engine's verdicts for a log read on its own.
    static func verdicts(_ relative: String) throws -> [RuleVerdict] {
        let capture = try TextCaptureReader.read(text: try Fixtures.read(relative), path: relative)
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn())
        return engine.check(TimelineBuilder.build(capture), inputs: [relative]).verdicts
    }

    @Test(arguments: [
        ("logs/b_ads_preroll_metadata_first.sdklog.txt", "NL301"),
        ("logs/b_ads_midroll_playheads_continue.sdklog.txt", "NL203"),
        ("logs/b_ads_no_stop_after_midroll.sdklog.txt", "NL302"),
    ])
    func eachEditedLogFailsExactlyItsRule(log: String, rule: String) throws {
        let base = try Self.verdicts(Self.original)
        let edited = try Self.verdicts(log)
        let failedBefore = Set(base.filter { $0.verdict == .fail }.map(\.ruleID))
        let failedAfter = Set(edited.filter { $0.verdict == .fail }.map(\.ruleID))
        // The edit adds one failing rule and nothing else.
        #expect(failedAfter.subtracting(failedBefore) == [rule])
        #expect(failedBefore.subtracting(failedAfter).isEmpty)
        // Decided from the calls, exactly — not inferred from pings.
        let verdict = try #require(edited.first { $0.ruleID == rule && $0.verdict == .fail })
        #expect(verdict.certainty == .exact)
        #expect(verdict.findings.allSatisfy { $0.certainty == .exact })
        // The correct run passes the same rule.
        #expect(base.filter { $0.ruleID == rule }.allSatisfy { $0.verdict == .pass })
    }
}
