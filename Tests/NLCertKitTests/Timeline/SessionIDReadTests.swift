import Testing

@testable import NLCertKit

/// The app and viewing session ids the grouping reads for every ping, on several cores and
/// sharing a string with the ping before where the bytes are the same, are the values each
/// ping gives read on its own.
@Suite struct SessionIDReadTests {
    /// 12,000 requests (enough for several runs): DCR pings whose ids change every few pings,
    /// session pings without `c59`, pings with an empty or no `sessionId`, pings with a
    /// percent-encoded id, with and without `createtm`, and requests not Nielsen's.
    static let pings: [Ping] = (0..<12_000).map { i in
        let app = i % 7 == 0 ? "" : "&sessionId=app\(i / 50)"
        let sesid = i % 11 == 0 ? "c59=sesid,a%2Db\(i / 9)" : "c59=sesid,s\(i / 9)"
        let created = i % 3 == 0 ? "&c61=createtm,\(1_700_000_000 + i)" : ""
        let url =
            i % 19 == 0
            ? "https://cdn.example.com/player.js?\(sesid)"
            : i % 13 == 0
                ? "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=session\(app)&rnd=\(i)"
                : "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr\(i % 17 == 0 ? "" : app)&\(sesid)\(created)&rnd=\(i)"
        return PingDecoder.decode(url: url)
    }

    @Test func groupingReadsAreEachPingsOwn() {
        let read = SessionGrouper.groupingReads(Self.pings)
        #expect(read.map(\.sesid) == Self.pings.map { $0.kind == .dcrPing ? $0.value("c59") : nil })
        #expect(read.map(\.sesid).contains("a-b1"))
        #expect(read.map(\.isNielsen) == Self.pings.map(\.kind.isNielsen))
        #expect(read.map(\.time) == Self.pings.map(\.time))
        #expect(read.contains { $0.time != nil } && read.contains { !$0.isNielsen })
    }

    @Test func appSessionIDsAreEachPingsOwn() {
        let read = SessionGrouper.appSessionIDs(Self.pings)
        #expect(read == Self.pings.map { p in p.value("sessionId").flatMap { $0.isEmpty ? nil : $0 } })
        #expect(read.contains(nil) && read.contains("app239"))
    }
}

/// Nielsen requests without an app session id join the app session of the next request that
/// has one (config comes before the session's pings), else of the one before.
@Suite struct MissingAppSessionIDTests {
    static func request(_ url: String, _ n: Int) -> CapturedRequest {
        CapturedRequest(
            url: url, time: Timestamp(epochMillis: 1_796_026_000_000 + Double(n) * 1000),
            location: SourceLocation(file: "t.har", line: n + 1), format: .har, ordinal: n)
    }

    static func ping(app: String, sesid: String, _ n: Int) -> String {
        "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=\(app)&c59=sesid,\(sesid)&rnd=\(n)"
    }

    @Test func requestsWithoutAnIDJoinTheNextAppSessionElseThePrevious() throws {
        let config = "https://cdn-gl.imrworldwide.com/conf/PXXXXXXXX.json"
        let urls = [
            config,  // 0: before A → A
            Self.ping(app: "A", sesid: "a1", 1),
            config,  // 2: between A and B → B
            Self.ping(app: "B", sesid: "b1", 3),
            config,  // 4: before A's second session → A
            Self.ping(app: "A", sesid: "a2", 5),
            config,  // 6: nothing after → the one before, A
        ]
        let timeline = TimelineBuilder.build(Capture(requests: urls.enumerated().map { Self.request($1, $0) }))
        try #require(timeline.pings.map(\.kind) == urls.map { $0 == config ? .config : .dcrPing })
        let others = Dictionary(uniqueKeysWithValues: timeline.appSessions.map { ($0.id, $0.otherPingIndices) })
        #expect(timeline.appSessions.map(\.id) == ["A", "B"])
        #expect(others["A"] == [0, 4, 6])
        #expect(others["B"] == [2])
    }
}
