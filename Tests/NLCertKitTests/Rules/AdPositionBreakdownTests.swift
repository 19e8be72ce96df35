import Testing

@testable import NLCertKit

/// The ad-metadata item's line per ad position (`AdPositionBreakdown.state`): a position fails
/// when a finding of a session with an ad there points at one of its ads' pings or calls, or
/// names one of its ads' assets; passes on a decided verdict of such a session; is "not
/// exercised" when no ad played there. Worked out on the corpus runs with ads and without.
@Suite struct AdPositionBreakdownTests {
    static func timeline() throws -> Timeline {
        TimelineBuilder.build(
            try CaptureReader.read(paths: [Fixtures.corpus("b_ads_correct", "har")], stdin: { [] }))
    }

    static func verdict(session: Int, _ verdict: Verdict, findings: [Finding] = []) -> RuleVerdict {
        RuleVerdict(
            ruleID: "NL110", slug: "ad-metadata", title: "t", severity: .error, sessionOrdinal: session,
            verdict: verdict, findings: findings)
    }

    static func finding(at location: NLCertKit.SourceLocation?, asset: String? = nil) -> Finding {
        Finding(
            ruleID: "NL110", slug: "ad-metadata", severity: .error, message: "m", certainty: .inferred,
            assetID: asset, items: location.map { [EvidenceItem(location: $0, reference: .none)] } ?? [])
    }

    @Test func aFindingAtAnAdOfThePositionFailsIt() throws {
        let timeline = try Self.timeline()
        let sessions = timeline.appSessions.flatMap(\.viewingSessions)
        let withPreroll = try #require(sessions.first { $0.ads.contains { $0.position == .preroll } })
        let preroll = try #require(withPreroll.ads.first { $0.position == .preroll })
        let adPing = try #require(preroll.pingIndices.first)
        let ordinal = withPreroll.ordinal
        let state = { (verdicts: [RuleVerdict]) in
            AdPositionBreakdown.state(of: .preroll, timeline: timeline, verdicts: verdicts)
        }
        #expect(state([Self.verdict(session: ordinal, .pass)]) == "pass")
        #expect(state([Self.verdict(session: ordinal, .notChecked)]) == "not checked")
        // Pointing at the preroll's ping, or naming its asset: failed.
        let atAd = Self.finding(at: timeline.pings[adPing].location)
        #expect(state([Self.verdict(session: ordinal, .fail, findings: [atAd])]) == "fail")
        if let asset = preroll.assetID {
            let named = Self.finding(at: nil, asset: asset)
            #expect(state([Self.verdict(session: ordinal, .fail, findings: [named])]) == "fail")
        }
        // Pointing elsewhere (a content ping of no ad): the position is not failed.
        let adPings = Set(sessions.flatMap { $0.ads.flatMap(\.pingIndices) })
        let other = try #require(timeline.pings.indices.first { !adPings.contains($0) })
        let elsewhere = Self.finding(at: timeline.pings[other].location)
        #expect(state([Self.verdict(session: ordinal, .fail, findings: [elsewhere])]) == "pass")
        // A finding of a session with no ad at the position does not count.
        #expect(state([Self.verdict(session: ordinal + 1000, .fail, findings: [atAd])]) == "not checked")
        let noAds = TimelineBuilder.build(
            try CaptureReader.read(paths: [Fixtures.corpus("a_vod_noads_correct", "har")], stdin: { [] }))
        #expect(
            AdPositionBreakdown.state(of: .preroll, timeline: noAds, verdicts: [Self.verdict(session: 1, .pass)])
                == "not exercised")
    }
}
