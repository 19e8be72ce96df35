/// Hides accepted findings: config `ignore[]` entries and baseline fingerprints. Hidden
/// findings move to `suppressed` (reports can say so); an ignore entry that matched nothing in
/// any capture is reported as a warning, since it is probably stale or misspelt.
public enum Suppression {
    /// Applies ignores and the baseline to every result; returns the results and the ignore
    /// entries that matched nothing. Suppressed findings leave their verdicts too, and the
    /// checklist is folded again under `failOn` (see `CheckResult.gated`).
    public static func apply(
        _ results: [CheckResult], ignores: [IgnoreEntry], baseline: Set<String>, failOn: Severity = .error
    ) -> (results: [CheckResult], unmatched: [IgnoreEntry]) {
        var used = Set<Int>()
        var out: [CheckResult] = []
        for var result in results {
            // Nothing to hide: the findings stay as they are (a copy of a million-ping
            // capture's findings cost memory for nothing).
            guard !ignores.isEmpty || !baseline.isEmpty else {
                out.append(result.gated(failOn: failOn))
                continue
            }
            var kept: [Finding] = []
            for finding in result.findings {
                if let i = ignores.firstIndex(where: { $0.matches(finding) }) {
                    used.insert(i)
                    result.suppressed.append(
                        SuppressedFinding(finding: finding, cause: .ignore(reason: ignores[i].reason)))
                } else if baseline.contains(finding.fingerprint) {
                    result.suppressed.append(SuppressedFinding(finding: finding, cause: .baseline))
                } else {
                    kept.append(finding)
                }
            }
            result.findings = kept
            out.append(result.gated(failOn: failOn))
        }
        let unmatched = ignores.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        if !unmatched.isEmpty {
            for i in out.indices {
                out[i].warnings += unmatched.map {
                    "ignore entry \($0.description) (\"\($0.reason)\") matched no finding"
                }
            }
        }
        return (out, unmatched)
    }
}
