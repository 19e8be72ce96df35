/// One item of Nielsen's pre-certification checklist (`rules/checklist.json`) and the rules
/// that decide it.
public struct ChecklistItem: Sendable, Hashable {
    public var id: String
    public var title: String
    public var ruleIDs: [String]

    public init(id: String, title: String, ruleIDs: [String]) {
        self.id = id
        self.title = title
        self.ruleIDs = ruleIDs
    }

    /// Folds the verdicts of this item's rules: fail if any failed; pass only if something
    /// passed and nothing is not checked; otherwise not checked, else not exercised.
    public func fold(_ verdicts: [RuleVerdict], enabled: Set<String>) -> ChecklistResult {
        fold(verdicts.indices.lazy.map { verdicts[$0] }, enabled: enabled)
    }

    /// `fold` over any sequence of verdicts, in one pass and without copying them into lists
    /// (a capture with many sessions has hundreds of thousands).
    func fold<S: Sequence<RuleVerdict>>(_ verdicts: S, enabled: Set<String>) -> ChecklistResult {
        let active = ruleIDs.filter(enabled.contains)
        if active.isEmpty {
            return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .notChecked, detail: "its rules are off under this profile")
        }
        var failed: Set<String> = []
        var unchecked: Set<String> = []
        var firstUncheckedReason: String??
        var passed: Set<String> = []
        var inferred = false
        var firstReason: String??
        for v in verdicts where ruleIDs.contains(v.ruleID) {
            if firstReason == nil { firstReason = .some(v.reason) }
            switch v.verdict {
            case .fail:
                failed.insert(v.ruleID)
            case .notChecked:
                unchecked.insert(v.ruleID)
                if firstUncheckedReason == nil { firstUncheckedReason = .some(v.reason) }
            case .pass:
                passed.insert(v.ruleID)
                if v.evidence == .inferred { inferred = true }
            default:
                break
            }
        }
        if !failed.isEmpty {
            let names = failed.sorted()
            return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .fail, detail: "failed: " + names.joined(separator: ", "))
        }
        if let reason = firstUncheckedReason {
            let names = unchecked.sorted().joined(separator: ", ")
            return ChecklistResult(
                id: id, title: title, ruleIDs: ruleIDs, verdict: .notChecked,
                detail: "not checked: \(names) — \(reason ?? CheckOutcome.needsCalls)")
        }
        if !passed.isEmpty {
            let names = passed.sorted().joined(separator: ", ")
            return ChecklistResult(
                id: id, title: title, ruleIDs: ruleIDs, verdict: .pass,
                detail: "passed: \(names)" + (inferred ? " (partly inferred from pings)" : ""))
        }
        let reason = firstReason.flatMap { $0 }.map { " — \($0)" } ?? ""
        return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .notExercised, detail: "nothing in the capture exercises it" + reason)
    }
}
