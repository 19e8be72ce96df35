import Testing

@testable import NLCertKit

/// Duration-ping events say how many seconds the ping credits. Up to an hour the line is one
/// built once and shared; past it, or below zero, it is written out — either way it reads the same.
@Suite struct TimelineEventSummaryTests {
    static func summaries(credited: [Int], davty: Int = 1) throws -> [String] {
        let urls = credited.enumerated().map { i, seconds in
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=app1&c59=sesid,s1&ai=VID-1&at=timer"
                + "&davty=\(davty)&c27=cln,\(seconds)&c61=createtm,\(1_796_026_040 + i)&rnd=\(i)"
        }
        let capture = try CaptureReader.read(paths: ["-"], stdin: { Array(urls.joined(separator: "\n").utf8) })
        let timeline = TimelineBuilder.build(capture)
        return timeline.viewingSessions.flatMap(timeline.events(of:)).filter { $0.kind == .durationPing }.map(\.summary)
    }

    @Test func creditedSecondsReadTheSameInsideAndOutsideTheSharedLines() throws {
        let seconds = [0, 1, 60, 3599, 3600, 3601, 86_400, -5]
        #expect(try Self.summaries(credited: seconds) == seconds.map { "duration ping: \($0) s credited" })
    }

    @Test func theEndOfContentIsAddedToASharedLineWithoutChangingIt() throws {
        let over = try Self.summaries(credited: [60, 60], davty: 2)
        #expect(over == Array(repeating: "duration ping: 60 s credited, content over (davty=2)", count: 2))
        #expect(try Self.summaries(credited: [60]) == ["duration ping: 60 s credited"])
        #expect(TimelineEventFactory.creditedSummaries[60] == "duration ping: 60 s credited")
    }
}
