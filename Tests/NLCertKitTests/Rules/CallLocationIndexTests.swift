import Testing

@testable import NLCertKit

/// A finding's evidence points at calls by their index in the timeline; the index a scope builds
/// must find exactly the call a walk over the timeline finds.
@Suite struct CallLocationIndexTests {
    static func call(_ api: APIName, _ args: [JSONValue], line: Int, ordinal: Int) -> APICall {
        APICall(
            api: api, rawName: api.rawValue, args: args,
            time: Timestamp(epochMillis: Double(1_796_026_040_000 + ordinal)),
            location: SourceLocation(file: "t.calls.jsonl", line: line), format: .apiTrace, ordinal: ordinal)
    }

    @Test func findsTheEqualCallAtItsLocation() {
        // Lines 2 and 3 each hold two calls (an event tracker line expands to several).
        let calls = [
            Self.call(.play, [], line: 1, ordinal: 0),
            Self.call(.playheadPosition, [1], line: 2, ordinal: 1),
            Self.call(.playheadPosition, [2], line: 2, ordinal: 2),
            Self.call(.stop, [2], line: 3, ordinal: 3),
            Self.call(.playheadPosition, [3], line: 3, ordinal: 4),
        ]
        let timeline = Timeline(calls: calls)
        let whole = CallLocationIndex(timeline: timeline, indices: nil)
        for (i, c) in calls.enumerated() {
            #expect(whole.index(of: c) == i)
        }
        // A session holding calls 2…4 finds those, and not the others.
        let session = CallLocationIndex(timeline: timeline, indices: [2, 3, 4])
        #expect(session.index(of: calls[2]) == 2)
        #expect(session.index(of: calls[4]) == 4)
        #expect(session.index(of: calls[1]) == nil)
        #expect(session.index(of: calls[0]) == nil)
        // A call that is not in the timeline at all.
        #expect(whole.index(of: Self.call(.playheadPosition, [9], line: 2, ordinal: 9)) == nil)
    }
}
