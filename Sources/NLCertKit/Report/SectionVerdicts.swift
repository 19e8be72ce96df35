/// The rule verdicts of one report section, read in place from the result's own list: the
/// result holds them rule by rule, a section wants them session by session, and a copy per
/// section would hold every verdict of a large capture twice while the report is written.
struct SectionVerdicts: RandomAccessCollection {
    /// Every verdict of the result.
    private let all: [RuleVerdict]
    /// Positions in `all` of the result's verdicts, grouped by section (shared by all sections;
    /// 32 bits are enough: a verdict takes tens of bytes, so 2³² of them would not fit in memory,
    /// and a saved report is read only up to 1 GiB).
    private let order: [UInt32]
    /// This section's part of `order`.
    private let range: Range<Int>

    init(_ all: [RuleVerdict], order: [UInt32], range: Range<Int>) {
        self.all = all
        self.order = order
        self.range = range
    }

    /// No verdicts.
    init() {
        self.init([], order: [], range: 0..<0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> RuleVerdict { all[Int(order[range.lowerBound + position])] }

    /// The result's verdicts grouped by session ordinal (`nil` for the capture-wide ones), each
    /// group in the result's order.
    static func grouped(_ all: [RuleVerdict]) -> [Int?: SectionVerdicts] {
        // Ordinals are read in place: iterating copies each verdict (three reference counts, a
        // million verdicts over and over).
        let found = all.withUnsafeBufferPointer { verdicts -> (groups: [Int?: Range<Int>], order: [UInt32])? in
            // A counting sort over the groups' keys: `nil` is key 0, ordinal `o` is key
            // `o - lowest + 1` (ordinals are the session numbers 1…n, so the keys are few and dense).
            var lowest: Int?
            var highest: Int?
            for i in verdicts.indices {
                guard let o = verdicts[i].sessionOrdinal else { continue }
                lowest = Swift.min(lowest ?? o, o)
                highest = Swift.max(highest ?? o, o)
            }
            let base = lowest ?? 0
            let span = (highest ?? 0).subtractingReportingOverflow(base)
            // Ordinals spread far apart (a hand-made result): group by sorting instead.
            guard !span.overflow, span.partialValue < 4 * verdicts.count + 16 else { return nil }
            let key = { (i: Int) -> Int in verdicts[i].sessionOrdinal.map { $0 - base + 1 } ?? 0 }
            var next = [Int](repeating: 0, count: span.partialValue + 3)
            for i in verdicts.indices { next[key(i) + 1] += 1 }
            for k in 1..<next.count { next[k] += next[k - 1] }
            var groups: [Int?: Range<Int>] = [:]
            for k in 0..<(next.count - 1) where next[k] < next[k + 1] {
                groups[k == 0 ? nil : k - 1 + base] = next[k]..<next[k + 1]
            }
            var order = [UInt32](repeating: 0, count: verdicts.count)
            for i in verdicts.indices {
                let k = key(i)
                order[next[k]] = UInt32(truncatingIfNeeded: i)
                next[k] += 1
            }
            return (groups, order)
        }
        guard let found else { return sortedGroups(all) }
        return found.groups.mapValues { SectionVerdicts(all, order: found.order, range: $0) }
    }

    /// `grouped` for ordinals far apart: positions sorted by ordinal, then position.
    private static func sortedGroups(_ all: [RuleVerdict]) -> [Int?: SectionVerdicts] {
        // Capture-wide verdicts (no ordinal) first, then by ordinal, then by position.
        let positions = all.indices.sorted { a, b in
            let x = all[a].sessionOrdinal
            let y = all[b].sessionOrdinal
            guard x != y else { return a < b }
            guard let x else { return true }
            guard let y else { return false }
            return x < y
        }
        let order = positions.map { UInt32(truncatingIfNeeded: $0) }
        var groups: [Int?: Range<Int>] = [:]
        var start = 0
        while start < positions.count {
            let ordinal = all[positions[start]].sessionOrdinal
            var end = start + 1
            while end < positions.count, all[positions[end]].sessionOrdinal == ordinal { end += 1 }
            groups[ordinal] = start..<end
            start = end
        }
        return groups.mapValues { SectionVerdicts(all, order: order, range: $0) }
    }
}
