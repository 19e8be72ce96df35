/// What every renderer needs to know about one capture's result, worked out once: the verdict
/// under `--fail-on`, the counts, and the findings and verdicts grouped by viewing session.
struct ReportDigest {
    let result: CheckResult
    let failOn: Severity
    /// Capture-wide section first (when it has anything), then sessions by ordinal, each built
    /// when read.
    let sections: ReportSections
    /// The `#` of each ping in report rows (see `PingNumbers`), counted once for all sections.
    let pingNumbers: PingNumbers

    init(_ result: CheckResult, failOn: Severity) {
        pingNumbers = PingNumbers(result.timeline)
        self.result = result
        self.failOn = failOn
        sections = ReportSections(result)
    }

    /// Nielsen requests that belong to no viewing session (config, session pings, static
    /// pings): the report lists them under the capture.
    static func unsessioned(_ t: Timeline) -> [Int] {
        // A flag per ping, not a set of indices: a million pings' set took 30 MB while the
        // report was written.
        var inSession = [Bool](repeating: false, count: t.pings.count)
        for app in t.appSessions {
            for s in app.viewingSessions {
                for i in s.pingIndices where inSession.indices.contains(i) { inSession[i] = true }
            }
        }
        return t.pings.indices.filter { !inSession[$0] && t.pings[$0].kind.isNielsen }
    }

    /// FAIL when any unsuppressed finding is at or above `failOn`.
    var failed: Bool { result.findings.contains { $0.severity >= failOn } }

    var verdictWord: String { failed ? "FAIL" : "PASS" }

    /// The capture's name: its input files joined with ` + `.
    var title: String { result.inputs.isEmpty ? "(no input)" : result.inputs.joined(separator: " + ") }

    func count(_ severity: Severity) -> Int { result.count(severity) }

    /// `2 errors, 1 warning, 0 info`.
    var countsText: String { Self.countsText(errors: count(.error), warnings: count(.warning), infos: count(.info)) }

    static func countsText(errors: Int, warnings: Int, infos: Int) -> String {
        "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(infos) info"
    }

    /// How many rule verdicts have each outcome.
    func verdictCount(_ v: Verdict) -> Int { result.verdicts.countInPlace { $0.verdict == v } }

    /// Most severe first, then rule, session and time, so output never depends on input order.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        return findings.enumerated().sorted { a, b in
            let x = a.element
            let y = b.element
            if x.severity != y.severity { return x.severity > y.severity }
            if x.ruleID != y.ruleID { return x.ruleID < y.ruleID }
            if (x.sessionOrdinal ?? 0) != (y.sessionOrdinal ?? 0) {
                return (x.sessionOrdinal ?? 0) < (y.sessionOrdinal ?? 0)
            }
            if (x.time ?? 0) != (y.time ?? 0) { return (x.time ?? 0) < (y.time ?? 0) }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The finding's fingerprint, or — when the finding was built without one (a report read
    /// back from JSON, a hand-made result) — the one the rule engine would have given it.
    static func fingerprint(_ f: Finding, profile: String) -> String {
        if !f.fingerprint.isEmpty { return f.fingerprint }
        return Fingerprint.make(
            rule: f.ruleID, profile: profile, assetID: f.assetID, sessionOrdinal: f.sessionOrdinal, field: f.field)
    }

    /// The location annotations point at: the finding's first evidence item, else the first
    /// input file at line 1.
    func location(of f: Finding) -> SourceLocation {
        f.primaryLocation ?? SourceLocation(file: result.inputs.first ?? "-", line: 1, column: 1)
    }

    /// The rule descriptors for this result: the ones the engine put in it (the run's
    /// effective rules), else what the verdicts and findings say of the rule. Sorted by id.
    var ruleDescriptors: [RuleDescriptor] {
        var byID: [String: RuleDescriptor] = [:]
        for d in result.ruleDescriptors { byID[d.id] = d }
        for v in result.verdicts where byID[v.ruleID] == nil {
            byID[v.ruleID] = RuleDescriptor(id: v.ruleID, slug: v.slug, title: v.title, severity: v.severity)
        }
        for f in result.findings + result.suppressed.map(\.finding) where byID[f.ruleID] == nil {
            byID[f.ruleID] = RuleDescriptor(id: f.ruleID, slug: f.slug, title: f.slug, severity: f.severity)
        }
        return byID.values.sorted { $0.id < $1.id }
    }
}
