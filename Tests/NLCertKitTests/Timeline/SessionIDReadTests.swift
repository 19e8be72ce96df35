import Testing

@testable import NLCertKit

/// The app and viewing session ids the grouping reads for every ping, on several cores and
/// sharing a string with the ping before where the bytes are the same, are the values each
/// ping gives read on its own.
@Suite struct SessionIDReadTests {
    /// 12,000 requests (enough for several runs): DCR pings whose ids change every few pings,
    /// session pings without `c59`, pings with an empty or no `sessionId`, and pings with a
    /// percent-encoded id.
    static let pings: [Ping] = (0..<12_000).map { i in
        let app = i % 7 == 0 ? "" : "&sessionId=app\(i / 50)"
        let sesid = i % 11 == 0 ? "c59=sesid,a%2Db\(i / 9)" : "c59=sesid,s\(i / 9)"
        let url =
            i % 13 == 0
            ? "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=session\(app)&rnd=\(i)"
            : "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr\(i % 17 == 0 ? "" : app)&\(sesid)&rnd=\(i)"
        return PingDecoder.decode(url: url)
    }

    @Test func viewingSessionIDsAreEachDCRPingsOwn() {
        let read = SessionGrouper.viewingSessionIDs(Self.pings)
        #expect(read == Self.pings.map { $0.kind == .dcrPing ? $0.value("c59") : nil })
        #expect(read.contains("a-b1"))
    }

    @Test func appSessionIDsAreEachPingsOwn() {
        let read = SessionGrouper.appSessionIDs(Self.pings)
        #expect(read == Self.pings.map { p in p.value("sessionId").flatMap { $0.isEmpty ? nil : $0 } })
        #expect(read.contains(nil) && read.contains("app239"))
    }
}
