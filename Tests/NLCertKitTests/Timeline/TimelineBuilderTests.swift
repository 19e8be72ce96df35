import NLCertKit
import Testing

/// Timelines of the corpus scenarios. Expected values come from each scenario's `script.json`
/// (the calls the driver made), never from nlcert's own output.
@Suite struct TimelineBuilderTests {
    /// The ad types the script loads, in order (`preroll`, `midroll`, …).
    static func scriptedAdTypes(_ name: String) throws -> [String] {
        try TimelineTestCaptures.scriptedCalls(name).compactMap { call in
            guard call.api == "loadMetadata", let type = call.arg?["type"]?.stringValue, type != "content" else {
                return nil
            }
            return type
        }
    }

    /// A built timeline keeps no events (a million pings' took a third of a gigabyte): a
    /// session's follow from its calls and pings when asked, the same on every ask, with every
    /// call of the session in order. A session read back from a saved report gives the events
    /// it recorded.
    @Test func sessionEventsFollowFromItsCallsAndPingsWhenAsked() throws {
        let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("b_ads_correct"))
        let session = try #require(timeline.viewingSessions.first)
        #expect(timeline.viewingSessions.allSatisfy { $0.recordedEvents == nil })
        let events = timeline.events(of: session)
        #expect(events == timeline.events(of: session))
        #expect(events.compactMap(\.call) == session.callIndices.map { timeline.calls[$0] })
        let scriptedLoads = try TimelineTestCaptures.scriptedCalls("b_ads_correct").filter { $0.api == "loadMetadata" }
        #expect(events.filter { $0.call?.api == .loadMetadata }.count == scriptedLoads.count)
        #expect(events.contains { $0.certainty == .inferred && $0.kind == .viewPing })

        var saved = session
        saved.recordedEvents = Array(events.prefix(2))
        #expect(timeline.events(of: saved) == Array(events.prefix(2)))
    }

    @Test func adsScenarioIsOneViewingSessionWithAdsInScriptOrder() throws {
        let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("b_ads_correct"))
        #expect(timeline.viewingSessions.count == 1)
        let session = try #require(timeline.viewingSessions.first)
        let expected = try Self.scriptedAdTypes("b_ads_correct")
        #expect(expected == ["preroll", "midroll", "postroll"])
        #expect(session.ads.map(\.position.rawValue) == expected)
        #expect(session.ads.allSatisfy { $0.certainty == .exact })
        // Every ad is also counted by a browser ping (adl/noad on the next content ping).
        #expect(session.ads.allSatisfy { !$0.pingIndices.isEmpty })
        #expect(session.ordinal == 1)
    }

    @Test func adPositionsAreInferredFromPingsAlone() throws {
        let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("b_ads_correct", calls: false))
        #expect(timeline.viewingSessions.count == 1)
        let session = try #require(timeline.viewingSessions.first)
        #expect(session.ads.map(\.position.rawValue) == (try Self.scriptedAdTypes("b_ads_correct")))
        #expect(session.ads.allSatisfy { $0.certainty == .inferred && $0.count == 1 })
        #expect(!session.hasCalls)
    }

    @Test func contentResumesWhereItLeftOffAfterTheMidroll() throws {
        // Expected: the script's first content playhead after the midroll's stop.
        let scripted = try TimelineTestCaptures.scriptedCalls("b_ads_correct")
        let midroll = try #require(scripted.firstIndex { $0.arg?["type"]?.stringValue == "midroll" })
        let stop = try #require(scripted[midroll...].firstIndex { $0.api == "stop" })
        let resumed = try #require(scripted[stop...].first { $0.api == "setPlayheadPosition" }?.arg?.doubleValue)
        #expect(resumed == 75)

        let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("b_ads_correct"))
        let session = try #require(timeline.viewingSessions.first)
        let calls = timeline.events(of: session).compactMap(\.call)
        let midCall = try #require(calls.firstIndex { $0.metadataType == "midroll" })
        let stopCall = try #require(calls[midCall...].firstIndex { $0.api == .stop })
        let firstAfter = calls[stopCall...].first { $0.api == .playheadPosition }
        #expect(firstAfter?.position == resumed)
        // The content view that follows the midroll starts afresh (new c64) and is the one the
        // resumed playhead belongs to.
        #expect(session.contentViews.count == 3)
        #expect(session.contentViews.last?.callIndices.contains { timeline.calls[$0].position == resumed } == true)
    }

    @Test func pauseWithStopAndResumeWithPlay() throws {
        let scripted = try TimelineTestCaptures.scriptedCalls("h1_pause_stop_play")
        let stopAt = try #require(scripted.first { $0.api == "stop" }?.arg?.doubleValue)
        let playAgain = try #require(scripted.dropFirst().first { $0.api == "play" }?.arg?.doubleValue)

        let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("h1_pause_stop_play"))
        #expect(timeline.viewingSessions.count == 1)
        let session = try #require(timeline.viewingSessions.first)
        // Calls: stop and the resuming play stay in one stream.
        let calls = timeline.events(of: session).compactMap(\.call)
        #expect(calls.filter { $0.api == .play }.count == 2)
        #expect(calls.first { $0.api == .stop }?.position == stopAt)
        // Pings: evdata PU / RE at the same positions.
        let pause = timeline.events(of: session).first { $0.kind == .pauseEvent }
        let resume = timeline.events(of: session).first { $0.kind == .resumeEvent }
        #expect(pause?.position == stopAt)
        #expect(resume?.position == playAgain)
        #expect(pause?.certainty == .inferred)
    }

    @Test func cleanVODHasOneContentViewOfTheScriptedAsset() throws {
        let scripted = try TimelineTestCaptures.scriptedCalls("a_vod_noads_correct")
        let asset = try #require(scripted.first { $0.api == "loadMetadata" }?.arg?["assetid"]?.stringValue)
        for calls in [true, false] {
            let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario("a_vod_noads_correct", calls: calls))
            let session = try #require(timeline.viewingSessions.first)
            #expect(timeline.viewingSessions.count == 1)
            #expect(session.contentViews.map(\.assetID) == [asset])
            #expect(session.contentViews.first?.certainty == (calls ? .exact : .inferred))
            #expect(session.ads.isEmpty)
        }
    }

    @Test func sharedClockGivesNoOffset() throws {
        for name in Fixtures.scenarios {
            let timeline = TimelineBuilder.build(try TimelineTestCaptures.scenario(name))
            #expect(abs(timeline.alignment.offsetSeconds) < 1, "\(name)")
        }
    }

    @Test func everyRequestAndCallIsKept() throws {
        let capture = try TimelineTestCaptures.scenario("b_ads_correct")
        let timeline = TimelineBuilder.build(capture)
        #expect(timeline.pings.count == capture.requests.count)
        #expect(timeline.calls.count == capture.calls.count)
        // Calls come out in time order.
        let times = timeline.calls.compactMap { $0.time?.epochMillis }
        #expect(times == times.sorted())
        // Nielsen requests that are no viewing ping sit in the app session's other list.
        let app = try #require(timeline.appSessions.first)
        let otherKinds = Set(app.otherPingIndices.map { timeline.pings[$0].kind })
        #expect(otherKinds == [.config, .sessionPing, .idSync, .metadataPing])
    }
}
