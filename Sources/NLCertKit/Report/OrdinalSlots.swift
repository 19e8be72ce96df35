/// Session ordinals numbered in ascending order, so that a report's parts group by section
/// with arrays, not hashing: slot 0 stands for "no ordinal" (the capture-wide section), slots
/// 1… for the ordinals in order. Ordinals close together (the session numbers 1…n a check
/// gives) are numbered by arithmetic; ordinals spread far apart (a hand-made or saved result)
/// through a sorted list of the ones that occur.
struct OrdinalSlots {
    /// The first ordinal of a dense range.
    private let lowest: Int
    /// The ordinals that occur, in order, when they are spread far apart; `nil` for a range.
    private let spread: [Int]?
    private let spreadSlots: [Int: Int]
    /// How many slots, slot 0 included.
    let count: Int

    /// The slots of the ordinals `visit` hands to its argument (it may be called twice).
    /// `items` is about how many it hands over: a range is used while it is at most a few
    /// times longer.
    init(items: Int, _ visit: ((Int) -> Void) -> Void) {
        var low: Int?
        var high: Int?
        visit { o in
            low = Swift.min(low ?? o, o)
            high = Swift.max(high ?? o, o)
        }
        guard let low, let high else {
            self.init(lowest: 0, spread: nil, count: 1)
            return
        }
        let span = high.subtractingReportingOverflow(low)
        if !span.overflow, span.partialValue < 4 * Swift.max(0, items) + 16 {
            self.init(lowest: low, spread: nil, count: span.partialValue + 2)
            return
        }
        var seen: Set<Int> = []
        visit { seen.insert($0) }
        self.init(lowest: 0, spread: seen.sorted(), count: seen.count + 1)
    }

    private init(lowest: Int, spread: [Int]?, count: Int) {
        self.lowest = lowest
        self.spread = spread
        var slots: [Int: Int] = [:]
        if let spread { for (k, o) in spread.enumerated() { slots[o] = k + 1 } }
        self.spreadSlots = slots
        self.count = count
    }

    /// The slot of `ordinal`, one of those visited (or `nil`, slot 0).
    @inline(__always)
    func slot(_ ordinal: Int?) -> Int {
        guard let ordinal else { return 0 }
        if spread != nil { return spreadSlots[ordinal] ?? 0 }
        return ordinal &- lowest &+ 1
    }

    /// The ordinal of `slot` (`nil` for slot 0).
    func ordinal(_ slot: Int) -> Int? {
        guard slot > 0 else { return nil }
        if let spread { return spread[slot - 1] }
        return lowest + slot - 1
    }

    /// Positions `0..<items` grouped by `slotOf`, each group in position order: `order` holds
    /// the positions, slot `k`'s at `starts[k]..<starts[k + 1]`. A counting sort: two passes,
    /// no hashing. 32-bit positions (a report lists far fewer than 2³² verdicts or findings).
    func group(items: Int, slotOf: (Int) -> Int) -> (order: [UInt32], starts: [Int]) {
        var starts = [Int](repeating: 0, count: count + 1)
        for i in 0..<items { starts[slotOf(i) + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        var next = starts
        var order = [UInt32](repeating: 0, count: items)
        for i in 0..<items {
            let k = slotOf(i)
            order[next[k]] = UInt32(truncatingIfNeeded: i)
            next[k] += 1
        }
        return (order, starts)
    }
}
