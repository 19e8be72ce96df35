import Testing

@testable import NLCertKit

/// Flows of the documented call contract that earlier versions judged wrongly, each built as
/// the guides describe it (a play, content metadata, a playhead a second, …) with the verdict
/// the guides give: a channel change without `end` is NL304 ("DCR Video iOS SDK — end": call end
/// when the user switches to other content); a live stream's playhead after an ad break is the
/// wall clock's, not where it left off ("Playhead position": live sends the current UTC second);
/// calling play again while playheads keep coming is no interruption; one stall or one stopped
/// stretch is one finding, under the more specific rule.
@Suite struct CallContractClassTests {
    typealias Call = PlayheadBehaviourTests.Call
    static let t0 = 1_796_026_041_000.0

    static func content(_ id: String, length: String = "600") -> JSONValue {
        .object([
            .init("type", .string("content")), .init("assetid", .string(id)), .init("program", .string("Program")),
            .init("title", .string("Episode \(id)")), .init("length", .string(length)),
            .init("airdate", .string("20240101 20:00:00")), .init("isfullepisode", .string("y")),
            .init("adloadtype", .string("2")), .init("segB", .string("b")), .init("segC", .string("c")),
            .init("crossId1", .string("X")), .init("crossId2", .string("o")),
        ])
    }

    static func ad(_ type: String, _ id: String) -> JSONValue {
        .object([.init("type", .string(type)), .init("assetid", .string(id)), .init("length", .string("15"))])
    }

    /// A flow written call by call on a clock that the playheads advance by a second each.
    struct Flow {
        var calls: [Call] = []
        var now = CallContractClassTests.t0

        mutating func call(_ api: String, _ args: [JSONValue] = [], after ms: Double = 100) {
            now += ms
            calls.append(Call(ts: now, api: api, args: args))
        }

        mutating func playheads(_ positions: some Sequence<Int>, first gap: Double = 1000) {
            var wait = gap
            for p in positions {
                call("setPlayheadPosition", [.number(Double(p))], after: wait)
                wait = 1000
            }
        }
    }

    static func errorsAndWarnings(_ flow: Flow) throws -> [String] {
        let r = try PlayheadBehaviourTests.check(flow.calls)
        return r.findings.filter { $0.severity >= .warning }.map(\.ruleID).sorted()
    }

    @Test func channelChangeWithoutEndIsNL304() throws {
        for playsAgain in [true, false] {
            var f = Flow()
            f.call("play", [.object([.init("channelName", .string("A"))])])
            f.call("loadMetadata", [Self.content("VID-A")])
            f.playheads(0...20)
            if playsAgain { f.call("play", [.object([.init("channelName", .string("B"))])], after: 500) }
            f.call("loadMetadata", [Self.content("VID-B")])
            f.playheads(0...10)
            f.call("end")
            let r = try PlayheadBehaviourTests.check(f.calls)
            #expect(try Self.errorsAndWarnings(f) == ["NL304"], "\(PlayheadBehaviourTests.describe(r))")
            #expect(r.findings.first { $0.ruleID == "NL304" }?.message.contains("VID-A") == true)
        }
    }

    @Test func channelChangeWithEndPasses() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...20)
        f.call("end", [.number(20)])
        f.call("play", [.object([.init("channelName", .string("B"))])], after: 500)
        f.call("loadMetadata", [Self.content("VID-B")])
        f.playheads(0...10)
        f.call("end", [.number(10)])
        #expect(try Self.errorsAndWarnings(f) == [])
    }

    @Test func liveStreamWithAnAdBreakResumesAtTheWallClock() throws {
        var f = Flow()
        let unix = Int(Self.t0 / 1000)
        f.call("play", [.object([.init("channelName", .string("Live"))])])
        f.call("loadMetadata", [Self.content("LIVE-1", length: "86400")])
        f.playheads(unix...(unix + 20))
        f.call("stop", after: 300)
        f.call("loadMetadata", [Self.ad("midroll", "AD-1")], after: 200)
        f.playheads(0...14)
        f.call("stop", after: 300)
        f.call("loadMetadata", [Self.content("LIVE-1", length: "86400")], after: 200)
        // The break took about 17 s of wall clock: the live playhead moved on by as much.
        let resume = Int(f.now / 1000) + 1
        f.playheads(resume...(resume + 10))
        f.call("end")
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(!PlayheadBehaviourTests.failed(r, "NL204"), "\(PlayheadBehaviourTests.describe(r))")
        #expect(try Self.errorsAndWarnings(f) == [])
    }

    @Test func playAgainWhilePlayheadsContinueIsNoInterruption() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...10)
        f.call("play", [.object([.init("channelName", .string("A"))])], after: 400)
        f.playheads(11...20, first: 600)
        f.call("end", [.number(20)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(!PlayheadBehaviourTests.failed(r, "NL302"), "\(PlayheadBehaviourTests.describe(r))")
    }

    @Test func aPauseWithoutStopBeforePlayIsStillNL302() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...10)
        f.call("play", [.object([.init("channelName", .string("A"))])], after: 12_000)
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(10...20)
        f.call("end", [.number(20)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(PlayheadBehaviourTests.failed(r, "NL302"), "\(PlayheadBehaviourTests.describe(r))")
    }

    @Test func aLongStallWithoutStopIsOneFindingUnderNL307() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...10)
        // 35 s with no playhead while the position ran on: a gap in the cadence and a stall.
        f.playheads(45...55, first: 35_000)
        f.call("end", [.number(55)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(PlayheadBehaviourTests.failed(r, "NL307"), "\(PlayheadBehaviourTests.describe(r))")
        #expect(!PlayheadBehaviourTests.failed(r, "NL201"), "\(PlayheadBehaviourTests.describe(r))")
        let nl201 = r.verdicts.first { $0.ruleID == "NL201" && $0.sessionOrdinal != nil }
        #expect(nl201?.reason?.contains("NL307") == true, "\(String(describing: nl201?.reason))")
    }

    @Test func playheadsAfterStopAreOneFindingUnderNL205() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...10)
        f.call("stop", after: 300)
        f.playheads(11...15, first: 700)
        f.call("end", [.number(15)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(PlayheadBehaviourTests.failed(r, "NL205"), "\(PlayheadBehaviourTests.describe(r))")
        #expect(!PlayheadBehaviourTests.failed(r, "NL303"), "\(PlayheadBehaviourTests.describe(r))")
    }

    /// "DCR Video iOS SDK — Interruptions during playback": when the stream resumes, loadMetadata
    /// and then the playheads. Playheads that come first — after a pause, or after an ad's stop,
    /// with the metadata late or never — are a resume without loadMetadata (NL303), one finding.
    @Test(arguments: [(10_000.0, true), (10_000.0, false), (700.0, true)])
    func aResumeWhosePlayheadsComeBeforeLoadMetadataIsNL303(pause: Double, lateLoad: Bool) throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...15)
        f.call("stop", after: 300)
        f.playheads(16...18, first: pause)
        if lateLoad { f.call("loadMetadata", [Self.content("VID-A")]) }
        f.playheads(19...30)
        f.call("end", [.number(30)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(try Self.errorsAndWarnings(f) == ["NL303"], "\(PlayheadBehaviourTests.describe(r))")
        let message = r.findings.first { $0.ruleID == "NL303" }?.message ?? ""
        #expect(message.contains("loadMetadata came only after 3 playhead(s)") == lateLoad, "\(message)")
    }

    /// "DCR Video iOS SDK — API Call sequence, Use Case 2": end, then the postroll. A postroll
    /// loaded before end is NL306 and nothing else.
    @Test func aPostrollLoadedBeforeEndIsNL306Only() throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A", length: "30")])
        f.playheads(0...30)
        f.call("stop", after: 300)
        f.call("loadMetadata", [Self.ad("postroll", "AD-POST")], after: 200)
        f.playheads(0...10)
        f.call("stop", after: 300)
        f.call("end", [.number(30)], after: 200)
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(try Self.errorsAndWarnings(f) == ["NL306"], "\(PlayheadBehaviourTests.describe(r))")
    }

    /// "DCR Video iOS SDK — Interruptions during playback, Buffering state": no playheads while
    /// the player buffers, and stop only once buffering passes 30 s. A 12 s stall where the
    /// position then goes on from where it stood is correct; the same stall past 30 s is NL307.
    @Test(arguments: [(12_000.0, [String]()), (35_000.0, ["NL307"])])
    func bufferingUnderThirtySecondsIsCorrect(stall: Double, expected: [String]) throws {
        var f = Flow()
        f.call("play", [.object([.init("channelName", .string("A"))])])
        f.call("loadMetadata", [Self.content("VID-A")])
        f.playheads(0...15)
        f.playheads(16...30, first: stall)
        f.call("end", [.number(30)])
        let r = try PlayheadBehaviourTests.check(f.calls)
        #expect(try Self.errorsAndWarnings(f) == expected, "\(PlayheadBehaviourTests.describe(r))")
    }
}
