import Testing

@testable import NLCertKit

/// The year scan jumps to a needle's first punctuation byte with memchr; it must find exactly
/// the first occurrence a plain search finds, from any start.
@Suite struct TextYearScanTests {
    static func reference(_ needle: [UInt8], _ hay: [UInt8], from: Int) -> Int? {
        let start = max(0, from)
        guard needle.count <= hay.count, start <= hay.count - needle.count else { return nil }
        return (start...(hay.count - needle.count)).first { i in
            (0..<needle.count).allSatisfy { hay[i + $0] == needle[$0] }
        }
    }

    @Test func findsTheFirstOccurrenceAsAPlainSearchDoes() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("crndeatm=,%2C1".utf8)
        for _ in 0..<4000 {
            let hay = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let from = Int.random(in: 0...max(0, hay.count), using: &rng)
            for needle in TextYearScan.markers.map(\.needle) + [Array("rnd".utf8)] {
                let found = hay.withUnsafeBufferPointer { TextYearScan.firstIndex(of: needle, in: $0, from: from) }
                #expect(found == Self.reference(needle, hay, from: from), "\(String(decoding: hay, as: UTF8.self))")
            }
        }
    }

    @Test func readsTheYearFromTheFirstPingEpoch() {
        let text = Array("12-01 10:00:00.000 1 2 I X: c61=createtm,1796026039&rnd=1796026039000\n".utf8)
        let (year, source) = text.withUnsafeBufferPointer {
            TextYearScan.year(from: TextYearScan.hits(in: $0, final: true))
        }
        #expect(year == 2026 && source.contains("createtm"))
    }
}
