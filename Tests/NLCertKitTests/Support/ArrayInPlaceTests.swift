import Testing

@testable import NLCertKit

/// Counting, finding and taking the first matches in place give what the predicate accepts,
/// elements holding references included, in order.
@Suite struct ArrayInPlaceTests {
    @Test func countsWhatThePredicateAccepts() {
        #expect([Int]().countInPlace { _ in true } == 0)
        #expect([3, 1, 4, 1, 5, 9, 2, 6].countInPlace { $0 % 2 == 1 } == 5)
        let words = ["error", "warning", "error", "info", "error"].map { [$0, String(repeating: $0, count: 9)] }
        #expect(words.countInPlace { $0[0] == "error" } == 3)
        #expect(words.countInPlace { $0[1].hasPrefix("info") } == 1)
    }

    @Test func takesTheFirstMatchesInOrderAndStopsAtTheLast() {
        let numbers = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
        #expect(numbers.firstInPlace(3) { $0 % 2 == 1 } == [3, 1, 1])
        #expect(numbers.firstInPlace(20) { $0 >= 5 } == [5, 9, 6, 5, 5])
        #expect(numbers.firstInPlace(0) { _ in true }.isEmpty)
        #expect(numbers.firstInPlace(4) { $0 > 9 }.isEmpty)
        // The pass stops at the last match taken: nothing after it is asked.
        var asked = 0
        _ = numbers.firstInPlace(2) {
            asked += 1
            return $0 == 1
        }
        #expect(asked == 4)
        let words = ["error", "warning", "error", "info"].map { [$0, String(repeating: $0, count: 9)] }
        #expect(words.firstInPlace(5) { $0[0] == "error" }.map { $0[1].count } == [45, 45])
    }

    @Test func findsWhetherAnyMatches() {
        #expect(![Int]().containsInPlace { _ in true })
        #expect([3, 1, 4].containsInPlace { $0 == 4 })
        #expect(![3, 1, 4].containsInPlace { $0 == 2 })
    }
}
