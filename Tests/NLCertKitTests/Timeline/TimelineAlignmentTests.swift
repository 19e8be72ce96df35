import NLCertKit
import Testing

/// Clock alignment and de-duplication, on corpus captures whose clocks are moved on purpose.
@Suite struct TimelineAlignmentTests {
    /// The scenario's calls and ping URLs as if a device log had written them `shift` seconds
    /// off the capture clock ("Success making fetch to <url>" lines, log format).
    static func shiftedLog(_ name: String, shift: Double, withPings: Bool) throws -> Capture {
        let network = try TimelineTestCaptures.scenario(name, calls: false)
        let trace = try TimelineTestCaptures.scenario(name, urls: false)
        var capture = network
        for call in trace.calls {
            var c = call
            c.time?.epochMillis += shift * 1000
            c.location = SourceLocation(file: "device.log", line: c.location.line)
            c.format = .browserSDKLog
            capture.calls.append(c)
        }
        if withPings {
            for request in network.requests {
                var r = request
                r.time?.epochMillis += shift * 1000
                r.location = SourceLocation(file: "device.log", line: 1000 + r.ordinal)
                r.format = .browserSDKLog
                capture.requests.append(r)
            }
        }
        return capture
    }

    @Test func pingsInBothLogAndCaptureGiveTheOffset() throws {
        let capture = try Self.shiftedLog("b_ads_correct", shift: -3600, withPings: true)
        let timeline = TimelineBuilder.build(capture)
        #expect(timeline.alignment.method == .matchedPing)
        #expect(abs(timeline.alignment.offsetSeconds - 3600) < 0.001)
        #expect(timeline.alignment.matchedPings == 10)
        // The log's copies are dropped, the network copies kept.
        #expect(timeline.pings.count == 10)
        #expect(timeline.pings.allSatisfy { $0.request.format == .urlList })
        #expect(timeline.viewingSessions.count == 1)
        #expect(timeline.viewingSessions.first?.ads.map(\.position) == [.preroll, .midroll, .postroll])
    }

    @Test func withoutSharedPingsTheViewPingLinesUpTheClocks() throws {
        let capture = try Self.shiftedLog("a_vod_noads_correct", shift: 7200, withPings: false)
        let timeline = TimelineBuilder.build(capture)
        #expect(timeline.alignment.method == .structure)
        // The view ping follows the 2nd content playhead by the SDK's latency only.
        #expect(abs(timeline.alignment.offsetSeconds + 7200) < 1)
        #expect(timeline.viewingSessions.count == 1)
        #expect(timeline.viewingSessions.first?.hasCalls == true)
    }

    @Test func callsOnlyAndPingsOnlyNeedNoAlignment() throws {
        let callsOnly = TimelineBuilder.build(try TimelineTestCaptures.scenario("h1_pause_stop_play", urls: false))
        #expect(callsOnly.alignment.method == .none)
        #expect(callsOnly.viewingSessions.map(\.id) == ["stream-1"])
        let pingsOnly = TimelineBuilder.build(try TimelineTestCaptures.scenario("h1_pause_stop_play", calls: false))
        #expect(pingsOnly.alignment.method == .none)
        #expect(pingsOnly.calls.isEmpty)
    }
}
