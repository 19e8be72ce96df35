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
        let mine = verdicts.filter { ruleIDs.contains($0.ruleID) }
        let active = ruleIDs.filter(enabled.contains)
        if active.isEmpty {
            return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .notChecked, detail: "its rules are off under this profile")
        }
        let failed = mine.filter { $0.verdict == .fail }
        if !failed.isEmpty {
            let names = Array(Set(failed.map(\.ruleID))).sorted()
            return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .fail, detail: "failed: " + names.joined(separator: ", "))
        }
        let unchecked = mine.filter { $0.verdict == .notChecked }
        if let first = unchecked.first {
            let names = Array(Set(unchecked.map(\.ruleID))).sorted().joined(separator: ", ")
            return ChecklistResult(
                id: id, title: title, ruleIDs: ruleIDs, verdict: .notChecked,
                detail: "not checked: \(names) — \(first.reason ?? CheckOutcome.needsCalls)")
        }
        let passed = mine.filter { $0.verdict == .pass }
        if !passed.isEmpty {
            let inferred = passed.contains { $0.evidence == .inferred }
            let names = Array(Set(passed.map(\.ruleID))).sorted().joined(separator: ", ")
            return ChecklistResult(
                id: id, title: title, ruleIDs: ruleIDs, verdict: .pass,
                detail: "passed: \(names)" + (inferred ? " (partly inferred from pings)" : ""))
        }
        let reason = mine.first?.reason.map { " — \($0)" } ?? ""
        return ChecklistResult(id: id, title: title, ruleIDs: ruleIDs, verdict: .notExercised, detail: "nothing in the capture exercises it" + reason)
    }
}
