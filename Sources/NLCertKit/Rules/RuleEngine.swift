/// Runs the effective rules over a timeline: one verdict per rule and scope (each viewing
/// session, or the capture), evidence-aware. With the scope's API calls present a rule is
/// decided from them, exactly; otherwise from pings where the rule's evidence allows, and then
/// sequence/playhead findings are labelled inferred and capped in severity; otherwise the
/// verdict is "not checked" with the evidence that would decide it.
public struct RuleEngine: Sendable {
    public var ruleSet: RuleSet
    public var profile: String
    public var rules: [EffectiveRule]

    public init(ruleSet: RuleSet, profile: String = Profile.defaultName, overrides: [String: RuleOverride] = [:], configFile: String = ".nlcert.json")
        throws(RuleLoadError)
    {
        self.ruleSet = ruleSet
        self.profile = profile
        self.rules = try ruleSet.effectiveRules(profile: profile, overrides: overrides, configFile: configFile)
    }

    /// Checks one capture's timeline.
    ///
    /// Verdicts come out ordered by rule id and then session ordinal, as they are computed:
    /// each session's evidence lists are built once (sessions in ordinal order) and every rule
    /// then walks the sessions, so nothing is buffered or sorted afterwards.
    public func check(_ timeline: Timeline, inputs: [String]) -> CheckResult {
        // Enabled rules by id; equal ids (the loader rejects them) keep the rule set's order.
        let active = rules.enumerated().filter { $0.element.enabled }
            .sorted { $0.element.id != $1.element.id ? $0.element.id < $1.element.id : $0.offset < $1.offset }
            .map(\.element)
        let views = ScopeEvidence.views(of: timeline)
        let all = timeline.viewingSessions
        // Sessions by ordinal, ties in timeline order.
        let sessions = all.indices.sorted { (all[$0].ordinal, $0) < (all[$1].ordinal, $1) }.map { all[$0] }
        let hasSessionRules = active.contains { $0.function.scope == .session }
        let scopes = hasSessionRules ? sessions.map { ScopeEvidence(timeline: timeline, session: $0, views: views) } : []
        var captureScope: ScopeEvidence?
        var verdicts: [RuleVerdict] = []
        verdicts.reserveCapacity(active.count * max(1, sessions.count))
        for rule in active {
            switch rule.function.scope {
            case .capture:
                let scope = captureScope ?? ScopeEvidence(timeline: timeline, session: nil, views: views)
                captureScope = scope
                verdicts.append(verdict(rule, timeline: timeline, session: nil, scope: scope))
            case .session:
                if sessions.isEmpty {
                    verdicts += evaluate(rule, timeline: timeline)
                } else {
                    for s in sessions.indices { verdicts.append(verdict(rule, timeline: timeline, session: sessions[s], scope: scopes[s])) }
                }
            }
        }
        let findings = verdicts.flatMap(\.findings).sorted(by: Self.order)
        let enabled = Set(active.map(\.id))
        // Each rule's verdicts are one run of `verdicts`; fold them in place.
        var runs: [String: Range<Int>] = [:]
        var start = 0
        while start < verdicts.count {
            var end = start + 1
            while end < verdicts.count && verdicts[end].ruleID == verdicts[start].ruleID { end += 1 }
            runs[verdicts[start].ruleID] = start..<end
            start = end
        }
        let checklist = ruleSet.checklist.map { item in
            item.fold(item.ruleIDs.lazy.flatMap { (runs[$0] ?? 0..<0).lazy.map { verdicts[$0] } }, enabled: enabled)
        }
        return CheckResult(
            inputs: inputs, profile: profile, timeline: timeline, verdicts: verdicts, findings: findings, checklist: checklist)
    }

    static func order(_ a: Finding, _ b: Finding) -> Bool {
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        if a.sessionOrdinal != b.sessionOrdinal { return (a.sessionOrdinal ?? 0) < (b.sessionOrdinal ?? 0) }
        if a.time != b.time { return (a.time ?? 0) < (b.time ?? 0) }
        return a.message < b.message
    }

    /// The verdicts of one rule: one per viewing session for session rules (one "not
    /// exercised" when there is none), one for capture rules.
    public func evaluate(_ rule: EffectiveRule, timeline: Timeline) -> [RuleVerdict] {
        switch rule.function.scope {
        case .capture:
            return [verdict(rule, timeline: timeline, session: nil, scope: ScopeEvidence(timeline: timeline, session: nil))]
        case .session:
            let sessions = timeline.viewingSessions
            if sessions.isEmpty {
                let def = rule.definition
                return [RuleVerdict(
                    ruleID: def.id, slug: def.slug, title: def.title, severity: rule.severity, sessionOrdinal: nil,
                    verdict: .notExercised, reason: "no viewing session in the capture")]
            }
            return sessions.map { verdict(rule, timeline: timeline, session: $0, scope: ScopeEvidence(timeline: timeline, session: $0)) }
        }
    }

    func verdict(_ rule: EffectiveRule, timeline: Timeline, session: ViewingSession?, scope: ScopeEvidence) -> RuleVerdict {
        let def = rule.definition
        var base = RuleVerdict(
            ruleID: def.id, slug: def.slug, title: def.title, severity: rule.severity, sessionOrdinal: session?.ordinal,
            verdict: .notChecked)
        let hasCalls = session.map { $0.hasCalls } ?? timeline.hasCalls
        let hasPings = session == nil ? timeline.hasRequests : !scope.dcrPings.isEmpty
        let mode: CheckMode
        if hasCalls && def.evidence.api != .none {
            mode = .calls
        } else if hasPings && def.evidence.ping != .none {
            mode = .pings
        } else if !hasCalls && !hasPings && session == nil {
            // An empty capture: capture checks still run (NL001 is exactly about this).
            mode = def.evidence.ping != .none ? .pings : .calls
        } else if !hasCalls && !hasPings {
            base.verdict = .notExercised
            base.reason = "the session holds no ping and no call"
            return base
        } else {
            base.reason = def.evidence.ping == .none ? CheckOutcome.needsCalls : CheckOutcome.needsNetwork
            return base
        }
        let outcome = rule.function.evaluate(CheckContext(
            timeline: timeline, session: session, mode: mode, ruleID: def.id, profile: profile, arguments: def.arguments,
            options: rule.options, scope: scope, patterns: rule.patterns))
        let inferred = mode == .pings && (def.evidence.ping == .inferred || outcome.evidence == .inferred)
        let evidence: Evidence? = outcome.verdict == .pass || outcome.verdict == .fail
            ? (mode == .calls ? .exact : (inferred ? .inferred : .exact)) : nil
        var severity = rule.severity
        if inferred, let cap = def.evidence.inferredMaxSeverity, cap < severity { severity = cap }
        base.severity = severity
        base.verdict = outcome.problems.isEmpty ? (outcome.verdict == .fail ? .pass : outcome.verdict) : .fail
        base.evidence = evidence
        base.reason = outcome.reason
        let assetFallback = session?.primaryAssetID
        base.findings = outcome.problems.map { p in
            let asset = p.assetID ?? assetFallback
            let label = inferred ? "inferred from pings: " : ""
            return Finding(
                ruleID: def.id, slug: def.slug, severity: severity, message: label + p.message, evidence: evidence ?? .exact,
                sessionOrdinal: session?.ordinal, sessionID: session?.id, assetID: asset, time: p.time, field: p.field,
                items: p.items, fix: def.fix,
                fingerprint: Fingerprint.make(rule: def.id, profile: profile, assetID: asset, sessionOrdinal: session?.ordinal, field: p.field))
        }
        return base
    }
}
