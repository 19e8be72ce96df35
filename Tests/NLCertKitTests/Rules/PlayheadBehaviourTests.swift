import Testing

@testable import NLCertKit

/// Playheads as the real Browser SDK integrations send them (issue 9 §2): measured against the
/// calls' own clock, a seek is no fault, one cause gives one finding, live playheads are Unix
/// seconds from a timer that may skip one, negative playheads are an error. Each capture is a
/// corpus API trace with its playheads edited as the scenario says; the expected verdicts come
/// from the corpus scripts and the guides, not from nlcert.
@Suite struct PlayheadBehaviourTests {
    /// One corpus trace call: epoch ms, API name, arguments.
    struct Call {
        var ts: Double
        var api: String
        var args: [JSONValue]
    }

    static func corpusCalls(_ scenario: String) throws -> [Call] {
        try Fixtures.read("corpus/browser-sdk/\(scenario).calls.jsonl").split(separator: "\n").map { line in
            let v = try JSONParser.parse(String(line))
            return Call(
                ts: v["ts"]?.doubleValue ?? 0, api: v["api"]?.stringValue ?? "", args: v["args"]?.arrayValue ?? [])
        }
    }

    static func check(_ calls: [Call], profile: String = "dcr-video") throws -> CheckResult {
        var capture = Capture()
        for (i, c) in calls.enumerated() {
            capture.calls.append(
                APICall(
                    api: APIName(platformName: c.api), rawName: c.api, args: c.args, time: Timestamp(epochMillis: c.ts),
                    location: SourceLocation(file: "edited.calls.jsonl", line: i + 1), format: .apiTrace, ordinal: i))
        }
        capture.files.append(CaptureFile(path: "edited.calls.jsonl", format: .apiTrace, callCount: calls.count))
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile)
        return engine.check(TimelineBuilder.build(capture), inputs: ["edited.calls.jsonl"])
    }

    static func failed(_ r: CheckResult, _ id: String) -> Bool { r.findings.contains { $0.ruleID == id } }

    static func describe(_ r: CheckResult) -> String {
        r.findings.map { "\($0.ruleID): \($0.message)" }.joined(separator: "; ")
    }

    /// a_vod_noads_correct's playheads mapped through `edit` (nil drops the call).
    static func vod(_ edit: (Double) -> Double?) throws -> [Call] {
        try corpusCalls("a_vod_noads_correct").compactMap { c in
            guard c.api == "setPlayheadPosition" || c.api == "end", let p = c.args.first?.doubleValue else { return c }
            guard let q = edit(p) else { return nil }
            return Call(ts: c.ts, api: c.api, args: [.number(q)])
        }
    }

    /// script.json: "flag: playhead jumps (not +1 per second)" — +10 per second is one
    /// finding, NL202, which names the wrong unit; the cadence is right (one call a second).
    @Test func tenPerSecondIsOneFindingNamingTheUnit() throws {
        let r = try Self.check(try Self.corpusCalls("f2_playhead_jumps_10"))
        let nl202 = r.findings.filter { $0.ruleID == "NL202" }
        #expect(nl202.count == 1 && nl202.allSatisfy { $0.certainty == .exact }, "\(Self.describe(r))")
        #expect(nl202.first?.message.contains("wrong unit") == true, "\(Self.describe(r))")
        #expect(!Self.failed(r, "NL201"), "\(Self.describe(r))")
    }

    /// A seek 9 → 50 without stop, then +1 per second: the user seeking, no violation.
    @Test func seekForwardWithoutStopIsNoViolation() throws {
        let r = try Self.check(try Self.vod { $0 >= 10 ? $0 + 40 : $0 })
        #expect(!Self.failed(r, "NL202") && !Self.failed(r, "NL201"), "\(Self.describe(r))")
        #expect(r.verdicts.contains { $0.ruleID == "NL202" && $0.verdict == .pass })
        // The seek is an exact event of the timeline.
        let seeks = r.timeline.viewingSessions.flatMap(r.timeline.events(of:)).filter { $0.kind == .seek }
        #expect(
            seeks.count == 1 && seeks.first?.certainty == .exact && seeks.first?.position == 50,
            "\(seeks.map(\.summary))")
        #expect(seeks.first?.summary == "seek forward 9 → 50 (+41 s)")
    }

    @Test func seekBackIsNoViolation() throws {
        let r = try Self.check(try Self.vod { $0 >= 60 ? $0 - 30 : $0 })
        #expect(!Self.failed(r, "NL202"), "\(Self.describe(r))")
        #expect(
            r.timeline.viewingSessions.flatMap(r.timeline.events(of:)).filter { $0.kind == .seek }.map(\.summary) == [
                "seek back 59 → 30 (−29 s)"
            ])
    }

    /// Playheads every 5 s (0, 5, 10, …): the cadence is wrong (NL201), the positions follow
    /// the time played (no NL202).
    @Test func everyFiveSecondsIsCadenceOnly() throws {
        let calls = try Self.corpusCalls("a_vod_noads_correct").filter { c in
            c.api != "setPlayheadPosition" || (c.args.first?.doubleValue ?? 0).truncatingRemainder(dividingBy: 5) == 0
        }
        let r = try Self.check(calls)
        #expect(Self.failed(r, "NL201"), "\(Self.describe(r))")
        #expect(!Self.failed(r, "NL202"), "\(Self.describe(r))")
    }

    /// h1 without its stop and play: the position stands (40, then 40 again 21 s later) with no
    /// call between. Calls cannot tell that from buffering, where the guides ask for no
    /// playheads and no stop under 30 s ("Interruptions during playback, Buffering state"): it
    /// is neither a playhead increment fault nor a cadence gap.
    @Test func repeatedPositionAfterAPauseWithoutStopIsNotAnIncrementFault() throws {
        let calls = try Self.corpusCalls("h1_pause_stop_play").filter { c in
            !(c.api == "stop" || (c.api == "play" && (c.args.first?.doubleValue ?? 0) > 0))
        }
        let r = try Self.check(calls)
        #expect(!Self.failed(r, "NL202"), "\(Self.describe(r))")
        #expect(!Self.failed(r, "NL201"), "\(Self.describe(r))")
    }

    /// Live: the playhead is the call's own Unix second; the timer skipped a second once
    /// (…N → …N+2, then on) and missed a tick once (a 2 s gap). Neither is a fault.
    @Test func liveTimerSkippingASecondIsNoFault() throws {
        var calls = try Self.corpusCalls("a_vod_noads_correct")
        var index = 0
        calls = calls.compactMap { c in
            guard c.api == "setPlayheadPosition" || c.api == "end" else { return c }
            index += 1
            if index == 40 { return nil }  // a missed tick: 2 s between calls
            let unix = (c.ts / 1000).rounded(.down) + (index >= 20 ? 1 : 0)  // …N → …N+2 at the 20th
            return Call(ts: c.ts, api: c.api, args: [.number(unix)])
        }
        let r = try Self.check(calls)
        for id in ["NL201", "NL202", "NL206"] {
            #expect(!Self.failed(r, id), "\(id): \(Self.describe(r))")
        }
        // Checked against the clock, as live (the metadata's length says 150: the playheads decide).
        #expect(r.verdicts.contains { $0.ruleID == "NL206" && $0.verdict == .pass && $0.certainty == .exact })
    }

    /// Nielsen's diagnostic tool checks every playhead is a non-negative integer.
    @Test func negativePlayheadsAreAnError() throws {
        var calls = try Self.corpusCalls("a_vod_noads_correct")
        let first = try #require(calls.firstIndex { $0.api == "setPlayheadPosition" })
        calls.insert(Call(ts: calls[first].ts - 2000, api: "setPlayheadPosition", args: [.number(-5)]), at: first)
        calls.insert(
            Call(ts: calls[first + 1].ts - 1000, api: "setPlayheadPosition", args: [.number(-1)]), at: first + 1)
        let r = try Self.check(calls)
        let nl208 = r.findings.filter { $0.ruleID == "NL208" }
        #expect(
            nl208.count == 1 && nl208.first?.severity == .error && nl208.first?.message.contains("-5") == true,
            "\(Self.describe(r))")
        #expect(!Self.failed(r, "NL202"), "\(Self.describe(r))")
    }

    /// evdata values are untrusted: Int.min / Int.max times, positions and jumps never trap.
    /// A value beyond any plausible one is read as absent, with a note at the ping that holds
    /// it, so the playhead rules are not checked rather than decided on it.
    @Test func extremeEvdataValuesDecideWithoutOverflow() throws {
        let capture = try TextCaptureReader.read(
            text: try Fixtures.read("behaviour/extreme-evdata.urls.txt"), path: "extreme-evdata.urls.txt")
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let timeline = TimelineBuilder.build(capture)
        let r = engine.check(timeline, inputs: ["extreme-evdata.urls.txt"])
        #expect(r.verdicts.contains { $0.ruleID == "NL202" })
        #expect(timeline.notes.contains { $0.message.contains("-9223372036854775808") && $0.location.line == 3 })
        #expect(r.verdicts.filter { $0.ruleID == "NL208" }.allSatisfy { $0.verdict != .pass })
    }
}
