import Foundation
import Testing

@testable import NLCertKit

/// Where a Browser SDK ad break read from pings alone is placed. A ping counts the ads played
/// since the ping before it, so the break must be moved back to where it ran — or its place
/// said to be unknown, never drawn after the content's end. The oracle is the same run's API
/// trace: every capture here is the real Browser SDK driven by a script, and the trace holds
/// the exact time of each ad's `loadMetadata`.
@Suite struct AdPlacementTests {
    /// Browser runs with ads that have both a HAR and the trace of the same run.
    static let runs: [String] = {
        let sdk = Fixtures.path("sdk-corpus/browser")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sdk)) ?? []
        let sdkRuns = names.filter { $0.hasSuffix(".calls.jsonl") }.map {
            sdk + "/" + $0.dropLast(".calls.jsonl".count)
        }
        return ([Fixtures.corpus("b_ads_correct", "har").replacingOccurrences(of: ".har", with: "")] + sdkRuns)
            .filter { FileManager.default.fileExists(atPath: $0 + ".har") }.sorted()
    }()

    static func session(_ paths: [String]) throws -> (ViewingSession, Timeline)? {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let timeline = TimelineBuilder.build(capture)
        return timeline.viewingSessions.first.map { ($0, timeline) }
    }

    @Test func theRunsIncludeEveryAdPosition() throws {
        var positions: Set<AdPosition> = []
        for run in Self.runs {
            guard let (s, _) = try Self.session([run + ".calls.jsonl"]) else { continue }
            positions.formUnion(s.ads.map(\.position))
        }
        #expect(positions.isSuperset(of: [.preroll, .midroll, .postroll]))
    }

    @Test(arguments: runs)
    func aBreakFromPingsIsWhereTheTraceSaysTheAdRan(run: String) throws {
        guard let (fromPings, _) = try Self.session([run + ".har"]),
            let (fromCalls, callTimeline) = try Self.session([run + ".calls.jsonl"])
        else { return }
        let callTimes = fromCalls.callIndices.compactMap { callTimeline.calls[$0].time?.epochSeconds }.sorted()
        let callAds = fromCalls.ads.filter { !$0.callIndices.isEmpty }
        for ad in fromPings.ads where ad.callIndices.isEmpty {
            let time = try #require(ad.time)
            guard ad.placeKnown else {
                // Unknown is allowed; but the place must then not be claimed anywhere.
                continue
            }
            // The break starts with one of the trace's ads (of any position: the pings only
            // say before, inside or after the content), within the clocks' rounding.
            let nearest = callAds.compactMap(\.time).min { abs($0 - time) < abs($1 - time) }
            let gap = nearest.map { abs($0 - time) } ?? .infinity
            // The pings cannot show a pause inside the break (an ad stopped and resumed): they
            // take the break's ad seconds as one run, so it may sit off by that pause — the
            // longest wait between the trace's calls around it (a break's 30 s), less the
            // playhead second.
            let inside = callTimes.filter { abs($0 - time) <= 30 }
            let pause = zip(inside, inside.dropFirst()).map { $1 - $0 - 1 }.max() ?? 0
            #expect(
                gap <= 3 + max(0, pause),
                "\(run): \(ad.position) placed \(gap) s from the nearest ad of the trace (pause inside: \(pause) s)")
        }
    }

    /// clean.har's script: preroll, content 0..75, midroll, content 75..150, end, postroll.
    /// Read from pings alone, the midroll sits between the two content views and the postroll
    /// after the content's end — the midroll was drawn 62 s late, after the resumed view began.
    @Test func theSampleDrawsItsBreaksInScriptOrder() throws {
        let (s, _) = try #require(try Self.session([Fixtures.repoPath("samples/clean.har")]))
        let views = s.contentViews.compactMap(\.startTime).sorted()
        #expect(views.count == 2)
        let ads = Dictionary(s.ads.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
        let pre = try #require(ads[.preroll]?.time)
        let mid = try #require(ads[.midroll]?.time)
        let post = try #require(ads[.postroll]?.time)
        #expect(pre + 15 <= views[0] + 1, "the preroll ends as the content starts")
        #expect(mid > views[0] && mid + 15 <= views[1] + 1, "the midroll is between the two content views")
        #expect(post >= views[1] + 75, "the postroll follows the second half of the content")
        #expect(s.ads.allSatisfy { $0.placeKnown })
    }

    /// A break nothing pins says so in the text timeline, is left out of the picture, and the
    /// saved JSON report keeps that. fault_postroll_before_end's postroll was loaded before
    /// `end`, so its pings count it while the content still runs, with no view resumed after it.
    @Test func anUnpinnedBreakIsSaidToBeUnknown() throws {
        let har = Fixtures.path("sdk-corpus/browser/fault_postroll_before_end.har")
        let (s, timeline) = try #require(try Self.session([har]))
        let ad = try #require(s.ads.first { $0.callIndices.isEmpty })
        #expect(!ad.placeKnown)
        let text = TimelineText.render(timeline)
        #expect(text.contains("place unknown (counted at +"), "\(text)")
        let svg = try #require(
            SessionTimelineSVG.render(
                session: s, timeline: timeline, findings: [], redactor: Redactor(isEnabled: false)))
        // The legend's swatch is the one ad rectangle left: the break itself is not drawn.
        #expect(!svg.contains("class=\"tl-ad tl-inferred\""), "an ad of unknown place is not drawn")
        let result = try RuleEngine(ruleSet: RuleSet.builtIn()).check(timeline, inputs: [har])
        let json = ReportRenderer.render([result], format: .json, options: ReportOptions())
        #expect(json.contains("\"placeUnknown\":true") || json.contains("\"placeUnknown\": true"))
        let back = try JSONReportDecoder.decode(json)
        #expect(back.results.first?.timeline.viewingSessions.first?.ads.contains { !$0.placeKnown } == true)
    }
}
