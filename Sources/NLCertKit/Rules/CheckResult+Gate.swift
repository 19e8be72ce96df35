/// A result as the gate decides it: what `--fail-on` and the suppressions (config ignores,
/// baseline) make of the verdicts and the checklist, so that no format says fail where the
/// gate said pass.
extension CheckResult {
    /// Takes the suppressed findings out of their verdicts (a verdict left without findings
    /// passes, its reason saying what was suppressed and why) and folds the checklist again
    /// under `failOn`.
    func gated(failOn: Severity) -> CheckResult {
        var out = self
        if !suppressed.isEmpty { out.verdicts = Self.unsuppressed(verdicts, suppressed) }
        if !suppressed.isEmpty || failOn != .error {
            out.checklist = AdPositionBreakdown.annotate(
                out.refoldedChecklist(failOn: failOn), timeline: timeline, verdicts: out.verdicts)
        }
        return out
    }

    static func unsuppressed(_ verdicts: [RuleVerdict], _ suppressed: [SuppressedFinding]) -> [RuleVerdict] {
        var causes: [Finding: SuppressedFinding.Cause] = [:]
        for s in suppressed where causes[s.finding] == nil { causes[s.finding] = s.cause }
        var out = verdicts
        for i in out.indices where out[i].verdict == .fail && !out[i].findings.isEmpty {
            let hidden = out[i].findings.compactMap { causes[$0] }
            guard !hidden.isEmpty else { continue }
            out[i].findings = out[i].findings.filter { causes[$0] == nil }
            if out[i].findings.isEmpty {
                out[i].verdict = .pass
                out[i].reason = "suppressed: " + hidden.map(\.description).joined(separator: "; ")
            }
        }
        return out
    }

    /// The checklist folded again from the verdicts (each item keeps its id, title and rules),
    /// reading of each rule's verdicts only the ones that stand in for them all.
    func refoldedChecklist(failOn: Severity) -> [ChecklistVerdict] {
        // Verdicts come in runs per rule; a rule split over several runs keeps each run's.
        var byRule: [String: [Int]] = [:]
        verdicts.withUnsafeBufferPointer { all in
            var start = 0
            while start < all.count {
                var end = start + 1
                while end < all.count && all[end].ruleID == all[start].ruleID { end += 1 }
                byRule[all[start].ruleID, default: []] += RuleEngine.standIns(all, start..<end)
                start = end
            }
        }
        let enabled = Set(byRule.keys)
        return checklist.map { c in
            let item = ChecklistItem(id: c.id, title: c.title, ruleIDs: c.ruleIDs)
            if c.ruleIDs.allSatisfy({ byRule[$0] == nil }) { return c }
            return item.fold(
                c.ruleIDs.lazy.flatMap { (byRule[$0] ?? []).lazy.map { verdicts[$0] } }, enabled: enabled,
                failOn: failOn)
        }
    }
}

extension SuppressedFinding.Cause {
    /// `ignored: long URLs accepted (ticket 1234)`, `in the baseline`.
    public var description: String {
        switch self {
        case .ignore(let reason): return "ignored: " + reason
        case .baseline: return "in the baseline"
        }
    }
}
