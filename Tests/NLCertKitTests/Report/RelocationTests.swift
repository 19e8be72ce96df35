import Testing

@testable import NLCertKit

/// Renaming the files a result points at (`CheckResult.relocate`): every location is renamed —
/// the findings', their verdicts' copies, the timeline's — and a finding held both in the
/// result's list and in its verdict is still one finding (one box, one evidence list), not one
/// per copy.
@Suite struct RelocationTests {
    /// A scenario whose script expects a violation: its result has findings.
    static func failingResult() throws -> CheckResult {
        let scenario = "f2_playhead_jumps_10"
        let paths = [Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")]
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        return try RuleEngine(ruleSet: try RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: paths)
    }

    static func storage(_ items: [EvidenceItem]) -> UnsafeRawPointer? {
        items.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    @Test func everyLocationIsRenamedAndEachFindingKeepsOneEvidenceList() throws {
        var result = try Self.failingResult()
        try #require(!result.findings.isEmpty)
        let rename = { (path: String) in "renamed/" + (path.split(separator: "/").last.map(String.init) ?? path) }
        result.relocate(rename)

        let verdictFindings = result.verdicts.flatMap(\.findings)
        for finding in result.findings + verdictFindings {
            for item in finding.items { #expect(item.location.file.hasPrefix("renamed/"), "\(item.location)") }
        }
        #expect(result.timeline.pings.allSatisfy { $0.location.file.hasPrefix("renamed/") })
        #expect(result.inputs.allSatisfy { $0.hasPrefix("renamed/") })
        // The result's list is its verdicts' findings, in order, each sharing its evidence list.
        #expect(result.findings == RuleEngine.orderedFindings(result.verdicts))
        for finding in result.findings where !finding.items.isEmpty {
            let copy = try #require(verdictFindings.first { $0 == finding })
            #expect(Self.storage(copy.items) == Self.storage(finding.items), "\(finding.ruleID)")
            #expect(copy.sharesStorage(with: finding), "\(finding.ruleID)")
        }
    }
}
