import Foundation
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert diff`: the broken corpus run (f2: playheads +10 per second) against the correct one
/// (a: +1 per second) of the same content.
@Suite struct DiffCommandTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) { CheckCommandTests.run(args) }
    static func corpus(_ name: String) -> String { Fixtures.path("corpus/browser-sdk/" + name) }

    static func check(_ scenario: String) throws -> CheckResult {
        let paths = [Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")]
        let capture = try CaptureReader.read(paths: paths, stdin: { [] }, filter: .nielsenTraffic)
        return try RuleEngine(ruleSet: RuleSet.builtIn(), profile: "dcr-video").check(
            TimelineBuilder.build(capture), inputs: paths)
    }

    static let brokenThenFixed = [
        "diff", corpus("f2_playhead_jumps_10.har"), corpus("a_vod_noads_correct.har"),
        "--log-before", corpus("f2_playhead_jumps_10.calls.jsonl"), "--log-after",
        corpus("a_vod_noads_correct.calls.jsonl"),
        "--format", "json",
    ]

    /// Fixed are exactly the findings of the broken run that the fixed run no longer has (by
    /// fingerprint) — among them the playhead-increment error f2's script is about; nothing new.
    @Test func brokenAgainstFixedListsTheFixedFindingsAndTheChangedCalls() throws {
        let r = Self.run(Self.brokenThenFixed)
        #expect(r.code == 0, "\(r.err)")
        let doc = try JSONParser.parse(r.out)
        let fixed = Set(doc["fixed"]?.arrayValue?.compactMap { $0["fingerprint"]?.stringValue } ?? [])
        let before = try Self.check("f2_playhead_jumps_10")
        let after = try Self.check("a_vod_noads_correct")
        let expected = Set(before.findings.map(\.fingerprint)).subtracting(after.findings.map(\.fingerprint))
        #expect(!expected.isEmpty)
        #expect(fixed == expected)
        #expect(doc["fixed"]?.arrayValue?.contains { $0["ruleId"]?.stringValue == "NL202" } == true)
        #expect(doc["new"]?.arrayValue?.isEmpty == true)
        #expect(doc["regression"] == .bool(false))
        // The scripts: f2 sends 31 playheads 0, 10, …, 300; a sends 151 playheads 0, 1, …, 150.
        let steps = doc["sessions"]?.arrayValue?.first?["steps"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(steps.contains("- playheads 0…300 (31)"))
        #expect(steps.contains("+ playheads 0…150 (151)"))
        #expect(steps.contains("  loadMetadata(content VID-HOLDOUT-0001)"))
    }

    @Test func theOtherWayRoundIsARegression() {
        let r = Self.run([
            "diff", Self.corpus("a_vod_noads_correct.har"), Self.corpus("f2_playhead_jumps_10.har"),
            "--log-before", Self.corpus("a_vod_noads_correct.calls.jsonl"), "--log-after",
            Self.corpus("f2_playhead_jumps_10.calls.jsonl"),
        ])
        #expect(r.code == 1)
        #expect(r.out.contains("REGRESSION"))
        #expect(r.out.contains("NL202"))
    }

    @Test func savedReportsCompareLikeTheirCaptures() throws {
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (scenario, name) in [("f2_playhead_jumps_10", "before.json"), ("a_vod_noads_correct", "after.json")] {
            let r = Self.run([
                "check", Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl"), "--format", "json",
                "-o", dir + "/" + name, "--exit-zero",
            ])
            #expect(r.code == 0, "\(r.err)")
        }
        let fromReports = Self.run(["diff", dir + "/before.json", dir + "/after.json", "--format", "json"])
        let fromCaptures = Self.run(Self.brokenThenFixed)
        let a = try JSONParser.parse(fromReports.out)
        let b = try JSONParser.parse(fromCaptures.out)
        #expect(a["fixed"] == b["fixed"])
        #expect(a["new"] == b["new"])
        #expect(a["sessions"]?.arrayValue?.first?["steps"] == b["sessions"]?.arrayValue?.first?["steps"])
    }

    @Test func markdownIsForAPullRequestComment() {
        var args = Self.brokenThenFixed
        args[args.count - 1] = "markdown"
        let md = Self.run(args).out
        #expect(md.hasPrefix("### nlcert diff"))
        #expect(md.contains("```diff\n"))
        #expect(md.contains("| C7 | fail | pass |"))
    }

    @Test func usageErrors() {
        #expect(Self.run(["diff", Self.corpus("a_vod_noads_correct.har")]).code == 2)
        #expect(Self.run(["diff", "a", "b", "--format", "html"]).code == 2)
        #expect(Self.run(["diff", "/no/such.har", Self.corpus("a_vod_noads_correct.har")]).code == 2)
    }

    @Test func alignedStepsKeepCommonLinesInPlace() {
        let lines = SequenceDiff.align(
            ["play", "load A", "heads 0…10", "stop", "end"], ["play", "load A", "heads 0…5", "end"])
        #expect(
            lines == [
                .same("play"), .same("load A"), .removed("heads 0…10"), .removed("stop"), .added("heads 0…5"),
                .same("end"),
            ])
        #expect(SequenceDiff.align([], ["x"]) == [.added("x")])
    }
}
