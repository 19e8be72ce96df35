import NLCertKit
import Testing

/// Timelines from the browser's own HAR and the SDK's debug log of the corpus scenarios, read
/// with `CaptureReader`, alone and together with the API trace or each other.
@Suite struct TimelineHARTests {
    static func read(_ paths: [String]) throws -> Timeline {
        TimelineBuilder.build(try CaptureReader.read(paths: paths, stdin: { [] }))
    }

    @Test(arguments: Fixtures.scenarios)
    func harAndTraceShareAClock(scenario: String) throws {
        let timeline = try Self.read([Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")])
        #expect(abs(timeline.alignment.offsetSeconds) < 1)
        // Every script is one play stream: one viewing session holding both calls and pings.
        #expect(timeline.viewingSessions.count == 1)
        let session = try #require(timeline.viewingSessions.first)
        #expect(session.hasCalls)
        #expect(!session.pingIndices.isEmpty)
    }

    @Test func adPositionsFromTheHARAlone() throws {
        // The HAR lacks the page-leave ping but still holds the pings that count each ad.
        let timeline = try Self.read([Fixtures.corpus("b_ads_correct", "har")])
        let session = try #require(timeline.viewingSessions.first)
        #expect(session.ads.map(\.position.rawValue) == (try TimelineBuilderTests.scriptedAdTypes("b_ads_correct")))
        #expect(session.ads.allSatisfy { $0.certainty == .inferred })
    }

    @Test func harPlusURLListKeepsOneCopyOfEachPing() throws {
        let har = try CaptureReader.read(paths: [Fixtures.corpus("a_vod_noads_correct", "har")], stdin: { [] })
        let both = try Self.read([
            Fixtures.corpus("a_vod_noads_correct", "har"), Fixtures.corpus("a_vod_noads_correct", "urls.txt"),
        ])
        let harDCR = har.requests.map(PingDecoder.decode).filter { $0.kind == .dcrPing }.count
        // The URL list has every DCR ping of the HAR plus the one the HAR missed (page leave).
        let listDCR = try Fixtures.read("corpus/browser-sdk/a_vod_noads_correct.urls.txt").split(separator: "\n")
            .filter { $0.contains("prd=dcr") }.count
        #expect(listDCR >= harDCR)
        let kept = both.pings.filter { $0.kind == .dcrPing }
        #expect(kept.count == listDCR)
        #expect(kept.filter { $0.request.format == .har }.count == harDCR)
        #expect(both.notes.contains { $0.message.contains("also in a more direct capture") })
    }

    @Test func sdkLogAloneGivesCallsAndPingsOnOneClock() throws {
        let timeline = try Self.read([Fixtures.corpus("h1_pause_stop_play", "sdklog.txt")])
        #expect(timeline.hasCalls)
        #expect(timeline.alignment.offsetSeconds == 0)
        #expect(timeline.viewingSessions.count == 1)
        let session = try #require(timeline.viewingSessions.first)
        let scripted = try TimelineTestCaptures.scriptedCalls("h1_pause_stop_play")
        let stopAt = try #require(scripted.first { $0.api == "stop" }?.arg?.doubleValue)
        #expect(timeline.events(of: session).first { $0.kind == .pauseEvent }?.position == stopAt)
        #expect(timeline.events(of: session).first { $0.call?.api == .stop }?.position == stopAt)
    }

    @Test func sdkLogAndHARAreAlignedOnTheirCommonPings() throws {
        let timeline = try Self.read([
            Fixtures.corpus("b_ads_correct", "har"), Fixtures.corpus("b_ads_correct", "sdklog.txt"),
        ])
        #expect(timeline.alignment.method == .matchedPing)
        #expect(timeline.alignment.matchedPings > 0)
        // Same machine, same clock: only the time between the fetch and its log line remains.
        #expect(abs(timeline.alignment.offsetSeconds) < 1)
        #expect(timeline.viewingSessions.count == 1)
        #expect(timeline.viewingSessions.first?.ads.map(\.position) == [.preroll, .midroll, .postroll])
    }
}
