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

    /// An ad view keeps one ping without a list of its own, and its time and seconds without
    /// an optional's byte each: 88 bytes, not 104 and a 48-byte list.
    @Test func anAdKeepsItsPingsTimeAndSeconds() {
        for pings in [[], [0], [7], [3, 9], [1, 2, 3, 40]] as [[Int]] {
            for (time, seconds) in [(nil, nil), (0.0, 0), (1_796_026_040.5, 15)] as [(Double?, Int?)] {
                var ad = AdView(
                    position: .midroll, seconds: seconds, time: time, pingIndices: pings, certainty: .inferred)
                #expect(ad.pingIndices == pings && ad.time == time && ad.seconds == seconds)
                ad.pingIndices.append(99)
                #expect(ad.pingIndices == pings + [99])
                ad.pingIndices = pings
                #expect(
                    ad
                        == AdView(
                            position: .midroll, seconds: seconds, time: time, pingIndices: pings, certainty: .inferred))
                ad.time = nil
                ad.seconds = nil
                #expect(ad.time == nil && ad.seconds == nil)
                #expect(ad == AdView(position: .midroll, pingIndices: pings, certainty: .inferred))
            }
        }
        #expect(AdView(position: .preroll, time: 0, certainty: .exact) != AdView(position: .preroll, certainty: .exact))
        #expect(MemoryLayout<AdView>.stride == 88)
    }

    /// A finding is one reference to its fields: a copy (its verdict's, the result's list, a
    /// section's) shares them until one is changed, and the change is that copy's alone.
    @Test func aFindingIsCopiedByReference() {
        let a = Finding(
            ruleID: "NL201", slug: "playhead-cadence", severity: .error, message: "m", certainty: .inferred,
            sessionOrdinal: 2, time: 5, items: [EvidenceItem(location: .init(file: "a.har", line: 3), summary: "s")],
            fingerprint: "f")
        var b = a
        #expect(b.sharesStorage(with: a) && b == a)
        b.message = "changed"
        #expect(!b.sharesStorage(with: a) && b != a)
        #expect(a.message == "m" && b.message == "changed" && b.items == a.items && b.time == 5)
        b.message = "m"
        #expect(b == a && Set([a, b]).count == 1)
        #expect(MemoryLayout<Finding>.stride == 8)
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
        // 120 bytes, and one word for the ping a reader's carrier decoded from it (in place of
        // its URL, which a ping held as a delta does not keep).
        #expect(MemoryLayout<CapturedRequest>.stride == 128)
    }

    /// A request keeps its method and failure apart, each as given: a delivered GET holds none,
    /// and setting one keeps the other.
    @Test func aRequestKeepsItsMethodAndFailure() {
        var r = CapturedRequest(
            url: "https://x.test/", time: nil, location: SourceLocation(file: "f", line: 1), format: .har, ordinal: 0)
        #expect(r.method == "GET" && r.failure == nil)
        r.failure = "net::ERR_FAILED"
        #expect(r.method == "GET" && r.failure == "net::ERR_FAILED")
        r.method = "POST"
        #expect(r.method == "POST" && r.failure == "net::ERR_FAILED")
        r.failure = nil
        #expect(r.method == "POST" && r.failure == nil)
        var get = r
        get.method = "GET"
        #expect(get != r && get.method == "GET")
        let same = CapturedRequest(
            method: "POST", url: "https://x.test/", time: nil, location: SourceLocation(file: "f", line: 1),
            format: .har, ordinal: 0)
        #expect(same == r && same.hashValue == r.hashValue)
    }

    /// A ping keeps its port, or none.
    @Test func aPingKeepsItsPort() {
        for port in [nil, 0, 80, 443, 65_535, 99_999] as [Int?] {
            var ping = PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1")
            ping.port = port
            #expect(ping.port == port)
        }
        #expect(PingDecoder.decode(url: "https://secure-us.imrworldwide.com:8443/cgi-bin/gn?rnd=1").port == 8443)
        #expect(PingDecoder.decode(url: "https://secure-us.imrworldwide.com/cgi-bin/gn?rnd=1").port == nil)
    }

    /// An event keeps its ping, time and playhead, each of them or none.
    @Test func anEventKeepsItsPingTimeAndPlayhead() {
        for index in [nil, 0, 1, 1_000_000] as [Int?] {
            var e = TimelineEvent(kind: .viewPing, time: nil, certainty: .inferred, summary: "s", pingIndex: index)
            #expect(e.pingIndex == index)
            e.pingIndex = 9
            #expect(e.pingIndex == 9)
            e.pingIndex = nil
            #expect(e.pingIndex == nil)
        }
        for (time, position) in [(nil, nil), (0, 0), (1_796_026_040.5, nil), (nil, 12), (-1, -3.5)]
            as [(Double?, Double?)]
        {
            var e = TimelineEvent(kind: .seek, time: time, certainty: .exact, summary: "s", position: position)
            #expect(e.time == time && e.position == position)
            e.time = 7
            #expect(e.time == 7 && e.position == position)
            e.position = nil
            #expect(e.time == 7 && e.position == nil)
            e.time = nil
            #expect(e.time == nil && e.position == nil)
            #expect(e == TimelineEvent(kind: .seek, time: nil, certainty: .exact, summary: "s"))
        }
        #expect(MemoryLayout<TimelineEvent>.stride == 88)
    }

    /// A list grown one element at a time is handed on in storage of about its size: the same
    /// elements, a smaller capacity.
    @Test func aGrownListIsFitted() {
        var grown: [Int] = []
        for i in 0..<10 { grown.append(i * 7) }
        #expect(grown.capacity > grown.count + 2)
        let fitted = grown.fitted()
        #expect(fitted == grown && fitted.capacity < grown.capacity && fitted.capacity <= 12)
        let exact = Array(0..<4)
        #expect(exact.fitted() == exact)
    }
}
