extension RuleEngine {
    /// Where each rule's verdicts start in the result: a session rule has one per session
    /// (one "not exercised" when there is none), a capture rule one.
    struct VerdictLayout {
        var start: [Int] = []
        var total = 0

        init(_ active: [PreparedRule], sessionCount: Int) {
            for p in active {
                start.append(total)
                total += p.scope == .session ? max(1, sessionCount) : 1
            }
        }

        /// Each rule's verdicts, one run of the result per rule id.
        func runs(_ active: [PreparedRule]) -> [String: Range<Int>] {
            var runs: [String: Range<Int>] = [:]
            for (r, p) in active.enumerated() {
                let end = r + 1 < start.count ? start[r + 1] : total
                runs[p.id] = (runs[p.id]?.lowerBound ?? start[r])..<end
            }
            return runs
        }
    }
}
