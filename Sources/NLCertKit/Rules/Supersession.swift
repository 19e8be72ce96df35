/// One cause, one finding: when a rule that `supersedes` another finds a problem in the same
/// calls of a session as that other rule (a 35 s stall without stop is both "no stop while
/// buffering" and "a gap in the playheads"), the more specific rule reports it and the other's
/// finding is dropped; a verdict left without findings passes, its reason naming the rule that
/// reported the cause. Findings of the other rule elsewhere in the session stay.
struct Supersession: Sendable {
    /// (the more specific rule, the rule it reports for), as positions in the active rules.
    let pairs: [(winner: Int, loser: Int)]

    init(_ active: [PreparedRule]) {
        var position: [String: Int] = [:]
        for (i, r) in active.enumerated() where r.scope == .session { position[r.id] = i }
        pairs = active.indices.flatMap { w in
            active[w].scope == .session ? active[w].supersedes.compactMap { position[$0].map { (w, $0) } } : []
        }
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// Applies every pair to one session's verdicts (indexed as the active rules).
    func apply(to verdicts: inout [RuleVerdict?]) {
        for (w, l) in pairs {
            guard let winner = verdicts[w], !winner.findings.isEmpty, var loser = verdicts[l],
                !loser.findings.isEmpty
            else { continue }
            let places = Set(winner.findings.flatMap { $0.items.map(\.location) })
            let kept = loser.findings.filter { f in !f.items.contains { places.contains($0.location) } }
            guard kept.count < loser.findings.count else { continue }
            let note =
                "the same calls are reported under \(winner.ruleID) (\(winner.slug)), the more specific rule: "
                + (winner.findings.first?.message ?? "")
            loser.findings = kept
            if kept.isEmpty {
                loser.verdict = .pass
                loser.reason = note
            }
            verdicts[l] = loser
        }
    }
}
