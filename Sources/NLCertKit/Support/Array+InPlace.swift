extension Array {
    /// How many elements satisfy `predicate`, each read where it lies. `count(where:)` hands
    /// the predicate a copy of every element: for a struct holding references (a verdict, a
    /// finding) that is a reference count up and down per element, over a million of them.
    func countInPlace(where predicate: (Element) -> Bool) -> Int {
        withUnsafeBufferPointer { all in
            var n = 0
            for i in all.indices where predicate(all[i]) { n += 1 }
            return n
        }
    }

    /// Whether an element satisfies `predicate`, each read where it lies (see
    /// `countInPlace(where:)`).
    func containsInPlace(where predicate: (Element) -> Bool) -> Bool {
        withUnsafeBufferPointer { all in all.indices.contains { predicate(all[$0]) } }
    }

    /// The first `limit` elements that satisfy `predicate`, in one pass that stops at the last
    /// of them, each read where it lies. `lazy.filter(…).prefix(n)` finds its first match twice
    /// (its start index is found again for the slice), and the `isEmpty` asked before it once
    /// more: over a million pings none of which matches, three whole passes.
    func firstInPlace(_ limit: Int, where predicate: (Element) -> Bool) -> [Element] {
        guard limit > 0 else { return [] }
        return withUnsafeBufferPointer { all in
            var found: [Element] = []
            for i in all.indices where predicate(all[i]) {
                found.append(all[i])
                if found.count == limit { break }
            }
            return found
        }
    }
}

extension Array where Element: BitwiseCopyable {
    /// The same elements in storage of exactly their count, when appending left room for more
    /// (a list grown one element at a time holds up to twice what it needs, and a timeline
    /// keeps such a list per session, content view and ad).
    func fitted() -> [Element] {
        guard capacity > count else { return self }
        return withUnsafeBufferPointer { Array($0) }
    }
}
