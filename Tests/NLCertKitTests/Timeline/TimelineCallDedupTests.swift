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

/// `CallDeduplicator.KeptTimes` finds the free kept call nearest a copy's time through links
/// instead of a scan: it must take exactly the calls the scan takes.
@Suite struct KeptTimesTests {
    /// The scan it replaces: the free time with the smallest distance in the window, the
    /// earliest on a tie.
    static func scan(
        _ kept: inout [(time: Double, used: Bool)], _ t: Double, _ w: (before: Double, after: Double)
    )
        -> Bool
    {
        var best: Int?
        for j in kept.indices where !kept[j].used {
            let d = t - kept[j].time
            guard d >= -w.before, d <= w.after else { continue }
            if let b = best, abs(t - kept[b].time) <= abs(d) { continue }
            best = j
        }
        guard let best else { return false }
        kept[best].used = true
        return true
    }

    @Test func takesWhatTheScanTakes() {
        var seedless = Xorshift(state: 0x9E37_79B9_7F4A_7C15)
        for round in 0..<300 {
            let count = Int(seedless.next() % 40)
            // Times on a coarse grid, so ties and equal times are common.
            var times = (0..<count).map { _ in Double(seedless.next() % 20) / 4 }
            if round % 3 == 0 { times.sort() }
            var kept = KeptTimesBox()
            var reference: [(time: Double, used: Bool)] = times.sorted().map { ($0, false) }
            for t in times { kept.value.add(t) }
            kept.value.prepare()
            let window = round % 2 == 0 ? (before: 0.25, after: 1.0) : (before: 0.25, after: 10.0)
            for _ in 0..<Int(seedless.next() % 50) {
                let q = Double(seedless.next() % 24) / 4 - 0.5
                let expected = Self.scan(&reference, q, window)
                #expect(kept.value.absorb(q, window: window) == expected, "round \(round), time \(q)")
            }
            #expect(kept.value.absorbedTimes == reference.filter(\.used).map(\.time).sorted(), "round \(round)")
        }
    }

    /// Thousands of identical calls in two traces pair one to one.
    @Test func identicalCallsPairOneToOne() {
        let one = (0..<5_000).map { i in
            APICall(
                api: .play, rawName: "play", args: [], time: Timestamp(epochMillis: 1_796_026_040_000),
                location: SourceLocation(file: "a.calls.jsonl", line: i + 1), format: .apiTrace, ordinal: i)
        }
        var other = one.map { c -> APICall in
            var c = c
            c.location.file = "b.calls.jsonl"
            return c
        }
        other.append(other[0])
        let (kept, dropped) = CallDeduplicator.deduplicate(one + other)
        #expect(kept.count == 5_001)
        #expect(dropped.map(\.calls.count) == [5_000])
    }
}

struct KeptTimesBox {
    var value = CallDeduplicator.KeptTimes()
}

/// A small deterministic generator for property tests (the same cases on every run).
struct Xorshift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
}
