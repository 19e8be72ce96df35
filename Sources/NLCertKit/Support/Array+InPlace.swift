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
