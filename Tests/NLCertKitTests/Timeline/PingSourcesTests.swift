import Testing

@testable import NLCertKit

/// What `PingSources` reads in one pass on every core is what the deduplicators asked of the
/// pings one question at a time: the ranks present, whether a rank spans several files, and
/// the file of the first less direct ping.
@Suite struct PingSourcesTests {
    /// `count` pings, the format and file of each given by `source(i)`.
    static func pings(_ count: Int, _ source: (Int) -> (SourceFormat, String)) -> [Ping] {
        (0..<count).map { i in
            let (format, file) = source(i)
            return PingDecoder.decode(
                CapturedRequest(
                    url: "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=\(i)", time: nil,
                    location: SourceLocation(file: file, line: i + 1), format: format, ordinal: i))
        }
    }

    /// The answers asked one question at a time, as the deduplicators did.
    static func expected(_ pings: [Ping]) -> (ranks: [Int], several: [Bool], lessDirect: String?) {
        let ranks = Set(pings.map { PingDeduplicator.rank($0.format) }).sorted()
        let several = (0..<3).map { rank in
            Set(pings.filter { PingDeduplicator.rank($0.format) == rank }.map(\.location.file)).count > 1
        }
        return (ranks, several, pings.first { PingDeduplicator.rank($0.format) > 0 }?.location.file)
    }

    static func check(_ pings: [Ping]) {
        let sources = PingSources(pings)
        let want = expected(pings)
        #expect(sources.ranks == want.ranks)
        #expect((0..<3).map { sources.spansSeveralFiles(rank: $0) } == want.several)
        #expect(sources.firstLessDirectFile == want.lessDirect)
    }

    @Test func oneHARHasOneRankInOneFile() {
        let pings = Self.pings(20_000) { _ in (.har, "a.har") }
        Self.check(pings)
        #expect(PingSources(pings).ranks == [0])
    }

    /// A second file that starts far into the pings (in another core's stretch), and a file
    /// that differs in one ping only, the last.
    @Test func aSecondFileIsSeenWhereverItStarts() {
        Self.check(Self.pings(20_000) { i in (.har, i < 15_000 ? "a.har" : "b.har") })
        Self.check(Self.pings(20_000) { i in (.har, i == 19_999 ? "b.har" : "a.har") })
        Self.check(Self.pings(20_000) { i in (.har, i == 0 ? "b.har" : "a.har") })
        #expect(
            PingSources(Self.pings(20_000) { i in (.har, i == 19_999 ? "b.har" : "a.har") }).spansSeveralFiles(rank: 0))
    }

    /// Each core's stretch starting with another file, where the stretches meet only in the
    /// merge.
    @Test func stretchesOfOneFileEachAreSeveralFiles() {
        let pings = Self.pings(20_000) { i in (.har, i < 10_000 ? "a.har" : "b.har") }
        Self.check(pings)
        #expect(PingSources(pings).spansSeveralFiles(rank: 0))
    }

    /// A URL list and a log after a HAR: the first less direct file is the first in capture
    /// order, whichever rank it is.
    @Test func theFirstLessDirectFileIsTheFirstInCaptureOrder() {
        let pings = Self.pings(20_000) { i in
            switch i {
            case ..<12_000: (.har, "a.har")
            case ..<16_000: (.logcat, "device.log")
            default: (.urlList, "pings.txt")
            }
        }
        Self.check(pings)
        #expect(PingSources(pings).firstLessDirectFile == "device.log")
        #expect(PingSources(pings).ranks == [0, 1, 2])
    }

    @Test func noPingsHaveNoSources() {
        let sources = PingSources([])
        #expect(sources.ranks.isEmpty && sources.firstLessDirectFile == nil)
        #expect(!sources.spansSeveralFiles(rank: 0) && !sources.spansSeveralFiles(rank: 7))
    }
}
