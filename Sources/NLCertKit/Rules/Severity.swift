/// How much a finding matters. Ordered: `info` < `warning` < `error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// The outcome of one rule for one viewing session (or for the capture, for 0xx/4xx rules).
public enum Verdict: String, Sendable, Hashable, CaseIterable {
    case pass
    case fail
    /// Nothing in the capture exercises the rule (no ads, no live content, …).
    case notExercised = "not-exercised"
    /// The evidence given cannot decide the rule; `RuleVerdict.reason` says which would.
    case notChecked = "not-checked"
    /// Checklist items only: findings below `--fail-on` (warnings), which do not fail the gate.
    case warn

    /// One rule's verdict over several scopes (its sessions): any fail → fail; else any not
    /// checked (the rule was not decided everywhere); else any pass; else not exercised; `nil`
    /// for no scope at all.
    public static func combined(_ verdicts: some Sequence<Verdict>) -> Verdict? {
        var seen: Set<Verdict> = []
        for v in verdicts { seen.insert(v) }
        if seen.isEmpty { return nil }
        for v in [Verdict.fail, .notChecked, .pass] where seen.contains(v) { return v }
        return .notExercised
    }
}
