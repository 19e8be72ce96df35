import Testing

@testable import NLCertKit

/// One run's calls read from both its API trace and its SDK debug log: the timeline keeps one
/// copy of each (the trace's). Expected calls come from each scenario's `script.json`.
@Suite struct TimelineCallDedupTests {
    static func timeline(_ scenario: String, _ exts: [String]) throws -> (Timeline, [String]) {
        let paths = exts.map { Fixtures.corpus(scenario, $0) }
        return (TimelineBuilder.build(try CaptureReader.read(paths: paths, stdin: { [] })), paths)
    }

    static func shape(_ calls: [APICall]) -> [String] {
        calls.map { $0.api.rawValue + " " + JSONWriter.write(.array($0.args)) }
    }

    @Test(arguments: Fixtures.scenarios)
    func traceAndLogGiveTheTracesCalls(scenario: String) throws {
        let (alone, _) = try Self.timeline(scenario, ["calls.jsonl"])
        let (both, _) = try Self.timeline(scenario, ["har", "calls.jsonl", "sdklog.txt"])
        #expect(Self.shape(both.calls) == Self.shape(alone.calls))
        #expect(both.calls.allSatisfy { $0.format == .apiTrace })
        // The script's calls, in order, between the trace's init line and the runner's
        // closing `_navigate_away` (an API nlcert does not know).
        let scripted = try TimelineTestCaptures.scriptedCalls(scenario).map { APIName(platformName: $0.api) }
        #expect(both.calls.map(\.api) == [.initialize] + scripted + [.other])
        // The log's copies are reported, not silently dropped.
        let note = both.notes.first { $0.location.file.hasSuffix(".sdklog.txt") && $0.message.contains("API call(s)") }
        #expect(note != nil)
    }

    @Test(arguments: Fixtures.scenarios)
    func traceAndLogGiveTheTracesVerdicts(scenario: String) throws {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn())
        let (withTrace, p1) = try Self.timeline(scenario, ["har", "calls.jsonl"])
        let (withBoth, p2) = try Self.timeline(scenario, ["har", "calls.jsonl", "sdklog.txt"])
        func summary(_ r: CheckResult) -> [String] {
            r.verdicts.map {
                "\($0.ruleID) \($0.sessionOrdinal ?? 0) \($0.verdict) \($0.certainty.map { "\($0)" } ?? "-") \($0.findings.count)"
            }.sorted()
        }
        #expect(summary(engine.check(withBoth, inputs: p2)) == summary(engine.check(withTrace, inputs: p1)))
    }

    static func c(_ file: String, _ line: Int, _ t: Double, _ api: APIName, _ p: Int, _ format: SourceFormat) -> APICall
    {
        APICall(
            api: api, rawName: api.rawValue, args: [.number(Double(p))], time: Timestamp(epochMillis: t * 1000),
            location: SourceLocation(file: file, line: line), format: format, ordinal: line)
    }

    @Test func copiesMatchOneToOneWithinTheWindow() {
        let trace = [
            Self.c("a.calls.jsonl", 1, 10, .playheadPosition, 0, .apiTrace),
            Self.c("a.calls.jsonl", 2, 11, .playheadPosition, 1, .apiTrace),
            Self.c("a.calls.jsonl", 3, 12, .playheadPosition, 1, .apiTrace),
            Self.c("a.calls.jsonl", 4, 5, .initialize, 7, .apiTrace),
        ]
        let log = [
            Self.c("a.sdklog.txt", 1, 10.002, .playheadPosition, 0, .browserSDKLog),
            Self.c("a.sdklog.txt", 2, 11.018, .playheadPosition, 1, .browserSDKLog),
            Self.c("a.sdklog.txt", 3, 20, .playheadPosition, 1, .browserSDKLog),  // no trace call near it
            Self.c("a.sdklog.txt", 4, 7.7, .initialize, 7, .browserSDKLog),  // init is logged ~2.7 s late
            Self.c("a.sdklog.txt", 5, 10.5, .playheadPosition, 2, .browserSDKLog),
        ]  // other argument
        // The log listed first: the trace still wins.
        let (kept, dropped) = CallDeduplicator.deduplicate(log + trace)
        #expect(kept.filter { $0.location.file == "a.sdklog.txt" }.map(\.location.line) == [3, 5])
        #expect(kept.filter { $0.location.file == "a.calls.jsonl" }.count == 4)  // the repeat inside the trace stays
        #expect(dropped.count == 1 && dropped.first?.file == "a.sdklog.txt" && dropped.first?.calls.count == 3)
        // One file alone is never touched, repeats included.
        #expect(CallDeduplicator.deduplicate(trace).kept.count == 4)
        #expect(CallDeduplicator.deduplicate(log).kept.count == 5)
    }

    @Test func aLogCopyBeforeTheTraceOrLateIsKept() {
        let trace = [Self.c("t.jsonl", 1, 10, .play, 0, .apiTrace)]
        let early = Self.c("l.txt", 1, 9.5, .play, 0, .logcat)
        let late = Self.c("l.txt", 2, 11.5, .play, 0, .logcat)
        #expect(CallDeduplicator.deduplicate(trace + [early, late]).kept.count == 3)
    }
}
