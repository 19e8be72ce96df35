import Testing

@testable import NLCertKit

/// Counting in place counts what the predicate accepts, elements holding references included.
@Suite struct ArrayInPlaceTests {
    @Test func countsWhatThePredicateAccepts() {
        #expect([Int]().countInPlace { _ in true } == 0)
        #expect([3, 1, 4, 1, 5, 9, 2, 6].countInPlace { $0 % 2 == 1 } == 5)
        let words = ["error", "warning", "error", "info", "error"].map { [$0, String(repeating: $0, count: 9)] }
        #expect(words.countInPlace { $0[0] == "error" } == 3)
        #expect(words.countInPlace { $0[1].hasPrefix("info") } == 1)
    }
}
