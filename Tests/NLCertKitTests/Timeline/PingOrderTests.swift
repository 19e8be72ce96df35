import Testing

@testable import NLCertKit

/// Pings are ordered by `createtm`, then capture time, then capture order. Pings already in
/// that order (nearly every capture) stay as they are; any that are not are sorted, ties kept
/// in capture order.
@Suite struct PingOrderTests {
    static func ping(createtm: Int, ordinal: Int) -> Ping {
        var ping = PingDecoder.decode(
            url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&c61=createtm,\(createtm)&rnd=\(ordinal)")
        ping.request.ordinal = ordinal
        return ping
    }

    static func rnds(_ pings: [Ping]) -> [String] { pings.compactMap { $0.value("rnd") } }

    @Test func pingsInOrderStayAsTheyAre() {
        var pings = [100, 100, 105, 110, 110, 200].enumerated().map { Self.ping(createtm: $1, ordinal: $0) }
        TimelineBuilder.orderPings(&pings)
        #expect(Self.rnds(pings) == ["0", "1", "2", "3", "4", "5"])
    }

    @Test func pingsOutOfOrderAreSortedKeepingTiesInCaptureOrder() {
        var pings = [110, 100, 200, 100, 105, 110].enumerated().map { Self.ping(createtm: $1, ordinal: $0) }
        TimelineBuilder.orderPings(&pings)
        #expect(pings.compactMap(\.createTime) == [100, 100, 105, 110, 110, 200])
        #expect(Self.rnds(pings) == ["1", "3", "4", "0", "5", "2"])
    }

    /// Enough pings for the times to be read on several cores: blocks of a ping with
    /// `createtm` and one without (which takes the time of the ping before it, wherever the
    /// cores' runs begin), the blocks captured newest first.
    @Test func aPingWithoutCreateTimeKeepsItsPredecessorsTimeAcrossRuns() {
        let blocks = 5_000
        var pings: [Ping] = []
        for b in (0..<blocks).reversed() {
            let t = 1_800_000_000 + b
            pings.append(
                PingDecoder.decode(
                    url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&c61=createtm,\(t)&rnd=\(b)x"))
            pings.append(PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=\(b)y"))
        }
        for i in pings.indices { pings[i].request.ordinal = i }
        TimelineBuilder.orderPings(&pings)
        #expect(Self.rnds(pings) == (0..<blocks).flatMap { ["\($0)x", "\($0)y"] })
    }
}
