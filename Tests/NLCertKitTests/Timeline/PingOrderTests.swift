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
}
