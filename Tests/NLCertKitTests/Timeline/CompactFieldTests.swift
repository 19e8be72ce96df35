import Testing

@testable import NLCertKit

/// Fields every request, event and location holds are kept in fewer bytes than their types
/// (a sentinel instead of an optional's extra byte): what is set reads back, `nil` included,
/// and the values do take the sizes the comments promise.
@Suite struct CompactFieldTests {
    @Test func aLocationKeepsItsEntry() {
        for entry in [nil, 0, 1, 999_999, Int.max] as [Int?] {
            var l = NLCertKit.SourceLocation(file: "a.har", line: 3, column: 7, entry: entry)
            #expect(l.entry == entry)
            l.entry = 5
            #expect(l.entry == 5)
            l.entry = nil
            #expect(l.entry == nil)
        }
        #expect(
            NLCertKit.SourceLocation(file: "a", line: 1, entry: nil)
                != NLCertKit.SourceLocation(file: "a", line: 1, entry: 0))
        #expect(MemoryLayout<NLCertKit.SourceLocation>.stride == 40)
    }

    @Test func aTimeKeepsItsZone() {
        for offset in [nil, 0, 3600, -25_200, 19_800, 99 * 3600 + 59 * 60] as [Int?] {
            var t = Timestamp(epochMillis: 1_796_026_040_000, utcOffsetSeconds: offset)
            #expect(t.utcOffsetSeconds == offset)
            t.utcOffsetSeconds = -3600
            #expect(t.utcOffsetSeconds == -3600)
            t.utcOffsetSeconds = nil
            #expect(t.utcOffsetSeconds == nil)
        }
        // Moving the zone of a time read from ISO 8601 keeps the text it was read from.
        var t = Timestamp.parseISO8601("2026-11-30T08:07:14.501Z")
        let original = t?.original
        t?.utcOffsetSeconds = 3600
        #expect(t?.original == original && original != nil)
        #expect(MemoryLayout<CapturedRequest>.stride == 144)
    }

    @Test func anEventKeepsItsPing() {
        for index in [nil, 0, 1, 1_000_000] as [Int?] {
            var e = TimelineEvent(kind: .viewPing, time: nil, certainty: .inferred, summary: "s", pingIndex: index)
            #expect(e.pingIndex == index)
            e.pingIndex = 9
            #expect(e.pingIndex == 9)
            e.pingIndex = nil
            #expect(e.pingIndex == nil)
        }
        #expect(MemoryLayout<TimelineEvent>.stride == 104)
    }
}
