import Testing

@testable import NLCertKit

/// `containsASCIIIgnoringCase` jumps between candidates with memchr; it must answer exactly as
/// the plain definition: some position where every byte, lowered if it is A–Z, equals the needle's.
@Suite struct ByteSearchTests {
    static func reference(_ haystack: String, _ needle: String) -> Bool {
        let h = Array(haystack.utf8)
        let n = Array(needle.utf8)
        guard !n.isEmpty else { return true }
        guard h.count >= n.count else { return false }
        func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }
        return (0...(h.count - n.count)).contains { i in (0..<n.count).allSatisfy { lower(h[i + $0]) == n[$0] } }
    }

    @Test func answersAsTheDefinitionOnRandomText() {
        var rng = SystemRandomNumberGenerator()
        let alphabet: [String] = ["i", "I", "m", "M", "r", "R", "w", "o", "n", "N", "d", "a", " ", ".", "é", "/", "1"]
        let needles = ["imrworld", "nmrodam", "i", "mr", "Imr", "", "é", "1i", "private"]
        for _ in 0..<3000 {
            let length = Int.random(in: 0...24, using: &rng)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            for needle in needles {
                #expect(text.containsASCIIIgnoringCase(needle) == Self.reference(text, needle), "\(text) / \(needle)")
            }
        }
        #expect("xx IMRWORLDWIDE.com".containsASCIIIgnoringCase("imrworld"))
        #expect("xx imrworl".containsASCIIIgnoringCase("imrworld") == false)
    }
}
