import Testing

@testable import NLCertKit

/// Report rows number pings among the timeline's Nielsen requests (what a reviewer counts in a
/// proxy's Nielsen filter): other requests the timeline keeps get no number.
@Suite struct PingNumbersTests {
    static func ping(_ kind: RequestKind, _ line: Int) -> Ping {
        Ping(
            request: CapturedRequest(
                url: "https://example.com/\(line)", time: nil, location: SourceLocation(file: "t.txt", line: line),
                format: .urlList, ordinal: line),
            kind: kind, scheme: "https", host: "example.com", path: "/")
    }

    @Test func nielsenRequestsAreCountedInTimelineOrder() {
        let kinds: [RequestKind] = [.config, .notNielsen, .dcrPing, .otherNielsen, .dcrPing, .sessionPing]
        let timeline = Timeline(pings: kinds.enumerated().map { Self.ping($0.element, $0.offset + 1) })
        let numbers = PingNumbers(timeline)
        // config 1, (not Nielsen: no number), dcr 2, other Nielsen traffic 3, dcr 4, session 5
        #expect((0..<kinds.count).map { numbers[$0] } == [1, nil, 2, 3, 4, 5])
        #expect(numbers[-1] == nil && numbers[kinds.count] == nil)
    }
}
