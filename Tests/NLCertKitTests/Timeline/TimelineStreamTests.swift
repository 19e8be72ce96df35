import Testing

@testable import NLCertKit

/// How API calls are cut into play streams and pings ordered, on small hand-built captures.
/// The expected grouping is the one the pings stage's brief and the DCR ping format's session and stream ids describe.
@Suite struct TimelineStreamTests {
    /// A trace from `(api, argument)` pairs, one second apart.
    static func calls(_ steps: [(String, JSONValue?)]) -> Capture {
        var capture = Capture()
        for (i, step) in steps.enumerated() {
            capture.calls.append(
                APICall(
                    api: APIName(platformName: step.0), rawName: step.0, args: step.1.map { [$0] } ?? [],
                    time: Timestamp(epochMillis: 1_796_026_000_000 + Double(i) * 1000),
                    location: SourceLocation(file: "trace.jsonl", line: i + 1), format: .apiTrace, ordinal: i))
        }
        return capture
    }

    static func content(_ asset: String) -> JSONValue { .obj(["type": "content", "assetid": .string(asset)]) }
    static func ad(_ type: String) -> JSONValue { .obj(["type": .string(type), "assetid": .string("AD-\(type)")]) }

    @Test func playAfterStopIsAResume() {
        let t = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("playheadPosition", 0), ("playheadPosition", 1),
                ("stop", 1), ("play", nil), ("playheadPosition", 2), ("end", 2),
            ]))
        #expect(t.viewingSessions.map(\.id) == ["stream-1"])
        #expect(t.viewingSessions.first?.callIndices.count == 8)
    }

    @Test func playAfterEndStartsANewStream() {
        let t = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("playheadPosition", 0), ("end", 0),
                ("play", nil), ("loadMetadata", Self.content("B")), ("playheadPosition", 0), ("end", 0),
            ]))
        #expect(t.viewingSessions.map(\.id) == ["stream-1", "stream-2"])
        #expect(t.viewingSessions.map(\.ordinal) == [1, 2])
        #expect(t.viewingSessions.map { $0.primaryAssetID } == ["A", "B"])
    }

    @Test func anotherAssetAfterEndStartsANewStreamButTheSameOneDoesNot() {
        let other = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("end", 0), ("loadMetadata", Self.content("B")),
            ]))
        #expect(other.viewingSessions.count == 2)
        let same = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("end", 0), ("loadMetadata", Self.content("A")),
            ]))
        #expect(same.viewingSessions.count == 1)
    }

    @Test func postrollAfterEndStaysInItsStream() throws {
        let t = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("playheadPosition", 0), ("playheadPosition", 1),
                ("end", 1), ("loadMetadata", Self.ad("postroll")), ("playheadPosition", 0), ("stop", 0),
            ]))
        #expect(t.viewingSessions.count == 1)
        let ad = try #require(t.viewingSessions.first?.ads.first)
        #expect(ad.position == .postroll)
        #expect(ad.certainty == .exact)
        #expect(ad.seconds == 1)
    }

    @Test func adBeforeAnyContentPlayheadIsAPrerollWhateverItsType() throws {
        // The declared type is kept apart from where the ad sits, so a rule can compare them.
        let t = TimelineBuilder.build(
            Self.calls([
                ("play", nil), ("loadMetadata", Self.content("A")), ("loadMetadata", Self.ad("midroll")),
                ("playheadPosition", 0),
            ]))
        let ad = try #require(t.viewingSessions.first?.ads.first)
        #expect(ad.position == .preroll)
        #expect(ad.type == "midroll")
    }

    @Test func initAndOptOutStayOutOfStreams() {
        let t = TimelineBuilder.build(
            Self.calls([
                ("init", nil), ("userOptOut", "nielsenappsdk://1"), ("play", nil), ("loadMetadata", Self.content("A")),
            ]))
        #expect(t.calls.count == 4)
        #expect(t.viewingSessions.count == 1)
        #expect(t.viewingSessions.first?.callIndices.count == 2)
    }

    @Test func pingsAreOrderedByCreatetmNotArrival() {
        // A queued App SDK ping (vtoff > 0) arrives after a later one: createtm decides.
        func ping(_ createtm: Int, _ arrival: Double, _ rnd: Int) -> CapturedRequest {
            CapturedRequest(
                url:
                    "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=s&c59=sesid,v&ai=A&c64=starttm,100&c61=createtm,\(createtm)&at=timer&rnd=\(rnd)",
                time: Timestamp(epochMillis: arrival * 1000),
                location: SourceLocation(file: "c.har", line: 1, entry: rnd),
                format: .har, ordinal: rnd)
        }
        let capture = Capture(requests: [ping(300, 301, 0), ping(200, 400, 1), ping(100, 402, 2)])
        let t = TimelineBuilder.build(capture)
        #expect(t.pings.compactMap(\.createTime) == [100, 200, 300])
        #expect(t.viewingSessions.count == 1)
        #expect(t.viewingSessions.first?.pingIndices == [0, 1, 2])
    }

    @Test func inPlacePermutationMatchesACopy() {
        // Every permutation of 5 elements, applied in place, equals building the reordered copy.
        func permutations(_ items: [Int]) -> [[Int]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { i -> [[Int]] in
                var rest = items
                let head = rest.remove(at: i)
                return permutations(rest).map { [head] + $0 }
            }
        }
        let values = ["a", "b", "c", "d", "e"]
        for order in permutations(Array(values.indices)) {
            var inPlace = values
            TimelineBuilder.permute(&inPlace, by: order)
            #expect(inPlace == order.map { values[$0] })
        }
    }

    @Test func staticPingsWithoutSesidBelongToNoViewingSession() throws {
        let line = try #require(
            try Fixtures.read("corpus/public-pings.txt").split(separator: "\n").first {
                $0.hasPrefix("http") && $0.contains("libero")
            })
        let capture = Capture(requests: [
            CapturedRequest(
                url: String(line), time: nil, location: SourceLocation(file: "p.txt", line: 1), format: .urlList,
                ordinal: 0)
        ])
        let t = TimelineBuilder.build(capture)
        #expect(t.viewingSessions.isEmpty)
        #expect(t.appSessions.first?.otherPingIndices == [0])
    }
}
