/// Stable ordering of things that mostly, but not always, carry a time: an item without one
/// keeps its place after the item before it (a console paste without timestamps still has an
/// order).
enum TimeOrdering {
    /// The permutation that sorts `times` (ties and gaps keep input order).
    static func order(_ times: [Double?]) -> [Int] {
        var keys: [Double] = []
        keys.reserveCapacity(times.count)
        var last = -Double.infinity
        for t in times {
            if let t { last = t }
            keys.append(last)
        }
        return keys.indices.sorted { a, b in
            keys[a] != keys[b] ? keys[a] < keys[b] : a < b
        }
    }
}
