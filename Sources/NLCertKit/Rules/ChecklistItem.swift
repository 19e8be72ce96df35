/// One item of Nielsen's pre-certification checklist (`rules/checklist.json`) and the rules
/// that decide it.
public struct ChecklistItem: Sendable, Hashable {
    public var id: String
    public var title: String
    var ruleIDs: [String]

    public init(id: String, title: String, ruleIDs: [String]) {
        self.id = id
        self.title = title
        self.ruleIDs = ruleIDs
    }

    /// Folds the verdicts of this item's rules under the gate's `failOn`: fail when a rule
    /// failed with a finding at or above it; warn when rules failed only with warnings below
    /// it; otherwise not checked when a rule could not be decided; pass when something passed
    /// (findings of info below `failOn` are named as notes); else not exercised.
    public func fold(_ verdicts: [RuleVerdict], enabled: Set<String>, failOn: Severity = .error) -> ChecklistVerdict {
        fold(verdicts.indices.lazy.map { verdicts[$0] }, enabled: enabled, failOn: failOn)
    }

    /// The severity a failed verdict stands for: its most severe finding, else the rule's.
    static func severity(of v: RuleVerdict) -> Severity { v.findings.map(\.severity).max() ?? v.severity }

    /// `fold` over any sequence of verdicts, in one pass and without copying them into lists
    /// (a capture with many sessions has hundreds of thousands).
    func fold<S: Sequence<RuleVerdict>>(
        _ verdicts: S, enabled: Set<String>, failOn: Severity = .error
    ) -> ChecklistVerdict {
        let active = ruleIDs.filter(enabled.contains)
        if active.isEmpty {
            return result(.notChecked, "its rules are off under this profile")
        }
        var failed: Set<String> = []
        var warned: Set<String> = []
        var noted: Set<String> = []
        var unchecked: Set<String> = []
        var firstUncheckedReason: String??
        var passed: Set<String> = []
        var inferred = false
        var firstReason: String??
        for v in verdicts where ruleIDs.contains(v.ruleID) {
            if firstReason == nil { firstReason = .some(v.reason) }
            switch v.verdict {
            case .fail:
                let severity = Self.severity(of: v)
                if severity >= failOn {
                    failed.insert(v.ruleID)
                } else if severity == .warning {
                    warned.insert(v.ruleID)
                } else {
                    noted.insert(v.ruleID)
                }
            case .notChecked:
                unchecked.insert(v.ruleID)
                if firstUncheckedReason == nil { firstUncheckedReason = .some(v.reason) }
            case .pass:
                passed.insert(v.ruleID)
                if v.certainty == .inferred { inferred = true }
            default:
                break
            }
        }
        let notes = noted.subtracting(failed).subtracting(warned)
        let noteText = notes.isEmpty ? "" : "; notes (info): " + notes.sorted().joined(separator: ", ")
        if !failed.isEmpty {
            return result(.fail, "failed: " + failed.sorted().joined(separator: ", "))
        }
        if !warned.isEmpty {
            return result(
                .warn,
                "warnings: \(warned.sorted().joined(separator: ", ")) (below --fail-on \(failOn.rawValue))" + noteText)
        }
        if let reason = firstUncheckedReason {
            let names = unchecked.sorted().joined(separator: ", ")
            return result(.notChecked, "not checked: \(names) — \(reason ?? CheckDecision.needsCalls)" + noteText)
        }
        if !passed.isEmpty || !notes.isEmpty {
            let names = passed.subtracting(notes).sorted().joined(separator: ", ")
            if names.isEmpty {
                return result(.pass, "passed with notes (info): " + notes.sorted().joined(separator: ", "))
            }
            return result(.pass, "passed: \(names)" + (inferred ? " (partly inferred from pings)" : "") + noteText)
        }
        let reason = firstReason.flatMap { $0 }.map { " — \($0)" } ?? ""
        return result(.notExercised, "nothing in the capture exercises it" + reason)
    }

    private func result(_ verdict: Verdict, _ detail: String) -> ChecklistVerdict {
        ChecklistVerdict(id: id, title: title, ruleIDs: ruleIDs, verdict: verdict, detail: detail)
    }
}
