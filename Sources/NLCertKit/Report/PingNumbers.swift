/// Each ping's 1-based number among the timeline's Nielsen requests — the `#` report rows and
/// ping links show. Counted once per timeline: every section of a report asks, and counting
/// per section made reports quadratic in the number of sessions.
struct PingNumbers: Sendable {
    /// Per timeline index, the number; 0 for a request that is not Nielsen's.
    private let numbers: [Int]

    init(_ timeline: Timeline) {
        var n = 0
        numbers = timeline.pings.map { p in
            guard p.kind.isNielsen else { return 0 }
            n += 1
            return n
        }
    }

    /// The number of the ping at timeline index `index`, or `nil` when it is not a Nielsen
    /// request (or not in the timeline).
    subscript(index: Int) -> Int? {
        guard numbers.indices.contains(index), numbers[index] > 0 else { return nil }
        return numbers[index]
    }
}
