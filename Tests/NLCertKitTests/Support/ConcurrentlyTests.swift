import Synchronization
import Testing

@testable import NLCertKit

/// The stages that spread independent items over the cores must give what a plain loop gives,
/// in the same order, whatever the number of cores.
@Suite struct ConcurrentlyTests {
    @Test(arguments: [0, 1, 2, 63, 64, 65, 1_000, 10_007])
    func chunksCoverEveryItemOnceInOrder(count: Int) {
        let chunks = Concurrently.chunks(of: count)
        #expect(chunks.flatMap { Array($0) } == Array(0..<count))
        #expect(chunks.allSatisfy { !$0.isEmpty })
        if Concurrently.threads > 1 && count >= 64 { #expect(chunks.count > 1) }
    }

    /// The tapered chunks cover the same items as the chunks, in order; only each core's last
    /// chunk is cut, in four pieces within a piece of each other.
    @Test(arguments: [0, 1, 2, 63, 64, 65, 1_000, 10_007, 100_000])
    func taperedChunksCutOnlyTheLastChunks(count: Int) {
        let chunks = Concurrently.chunks(of: count)
        let tapered = Concurrently.taperedChunks(of: count)
        #expect(tapered.flatMap { Array($0) } == Array(0..<count))
        #expect(tapered.allSatisfy { !$0.isEmpty })
        guard chunks.count > Concurrently.threads else {
            #expect(tapered == chunks)
            return
        }
        let kept = chunks.count - Concurrently.threads
        #expect(Array(tapered.prefix(kept)) == Array(chunks.prefix(kept)))
        let pieces = tapered.dropFirst(kept)
        #expect(pieces.count == 4 * Concurrently.threads)
        let biggest = chunks.suffix(Concurrently.threads).map(\.count).max() ?? 0
        #expect(pieces.allSatisfy { $0.count <= (biggest + 3) / 4 })
    }

    @Test func mapKeepsInputOrder() {
        let items = (0..<50_000).map { "item-\($0)" }
        #expect(Concurrently.map(items) { $0.uppercased() } == items.map { $0.uppercased() })
        #expect(Concurrently.map([Int]()) { $0 + 1 }.isEmpty)
    }

    /// Each item sees the state its run's item just before left, the first of a run a fresh
    /// one; the runs are the chunks, so the results still come in input order.
    @Test(arguments: [0, 1, 63, 64, 10_007])
    func mapStateIsHandedOnWithinARun(count: Int) {
        let results = Concurrently.map(Array(0..<count), state: { Int?.none }) { item, previous in
            defer { previous = item }
            return (item: item, before: previous)
        }
        #expect(results.map(\.item) == Array(0..<count))
        let runStarts = Set(Concurrently.chunks(of: count).map(\.lowerBound))
        for r in results {
            #expect(r.before == (runStarts.contains(r.item) ? nil : r.item - 1), "item \(r.item)")
        }
    }

    /// Items changed in place by the transform are changed in the caller's list, each once,
    /// and the results still come in input order.
    /// Mapping indices: every index once, in order, with the state handed on within a run as
    /// for items (the runs are the chunks of the given minimum).
    @Test(arguments: [0, 1, 63, 4_095, 4_096, 10_007])
    func mapOverIndicesKeepsOrderAndRuns(count: Int) {
        let results = Concurrently.map(count: count, minimum: 4_096, state: { Int?.none }) { i, previous in
            defer { previous = i }
            return (index: i, before: previous)
        }
        #expect(results.map(\.index) == Array(0..<count))
        let runStarts = Set(Concurrently.chunks(of: count, minimum: 4_096).map(\.lowerBound))
        if Concurrently.threads > 1 && count >= 4_096 { #expect(runStarts.count > 1) }
        for r in results {
            #expect(r.before == (runStarts.contains(r.index) ? nil : r.index - 1), "index \(r.index)")
        }
    }

    @Test(arguments: [0, 1, 64, 10_007])
    func mapMayChangeItemsInPlace(count: Int) {
        var items = (0..<count).map { "item-\($0)" }
        let results = Concurrently.map(&items, state: {}) { item, _ -> String in
            defer { item = "" }
            return item.uppercased()
        }
        #expect(results == (0..<count).map { "ITEM-\($0)" })
        #expect(items == [String](repeating: "", count: count))
    }

    @Test func runCallsEveryTaskOnce() {
        let n = 1_000
        let hits = Mutex([Int](repeating: 0, count: n))
        Concurrently.run(n) { t in hits.withLock { $0[t] += 1 } }
        #expect(hits.withLock { $0 } == [Int](repeating: 1, count: n))
    }

    /// Two steps run side by side give both results, each its own, on one core or several.
    @Test func bothGivesEachStepsResult() {
        let (sum, words) = Concurrently.both({ (1...1000).reduce(0, +) }, { ["a", "b"].joined(separator: "+") })
        #expect(sum == 500_500)
        #expect(words == "a+b")
    }
}
