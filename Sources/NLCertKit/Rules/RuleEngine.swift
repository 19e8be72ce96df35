/// Runs the effective rules over a timeline: one verdict per rule and scope (each viewing
/// session, or the capture), evidence-aware. Where the scope's API calls cover it
/// (`SessionCoverage`) a rule is decided from them, exactly; metadata checks read the calls'
/// and the pings' values together in any case. Otherwise a rule is decided from pings where its
/// evidence allows, and then sequence/playhead findings are labelled inferred and capped in
/// severity; otherwise the verdict is "not checked" with the reason (the evidence that would
/// decide it, or what the log misses).
public struct RuleEngine: Sendable {
    public var ruleSet: RuleSet
    public var profile: String
    public var rules: [EffectiveRule]

    public init(
        ruleSet: RuleSet, profile: String = Profile.defaultName, overrides: [String: RuleOverride] = [:],
        configFile: String = ".nlcert.json"
    )
        throws(RuleLoadError)
    {
        self.ruleSet = ruleSet
        self.profile = profile
        self.rules = try ruleSet.effectiveRules(profile: profile, overrides: overrides, configFile: configFile)
    }

    /// Checks one capture's timeline.
    ///
    /// Verdicts come out ordered by rule id and then session ordinal. The work goes session by
    /// session: a session's evidence is built once, every session rule runs on it, and it is
    /// let go before the next, so memory holds a few sessions' views at a time. Capture rules
    /// run once each on the capture's evidence. Sessions and capture rules are independent
    /// tasks, run on every core.
    public func check(_ timeline: Timeline, inputs: [String]) -> CheckResult {
        let active = activeRules()
        var sessions = timeline.viewingSessions
        // Sessions by ordinal, ties in timeline order: nearly always the order they come in,
        // and then not copied once more.
        if sessions.indices.dropFirst().contains(where: { sessions[$0].ordinal < sessions[$0 - 1].ordinal }) {
            let all = sessions
            sessions = all.indices.sorted { (all[$0].ordinal, $0) < (all[$1].ordinal, $1) }.map { all[$0] }
        }
        let layout = VerdictLayout(active, sessionCount: sessions.count)
        let verdicts = runRules(active, layout: layout, timeline: timeline, sessions: sessions)
        // Two independent passes over every verdict: the findings listed on another core while
        // this one folds the checklist (each took a tenth of a second alone for a million pings).
        let (checklist, findings) = Concurrently.both(
            { foldChecklist(verdicts, active: active, layout: layout, timeline: timeline) },
            { Self.orderedFindings(verdicts) })
        // Every note from reading the capture is a warning of the run, so every report format
        // shows it (not only `nlcert timeline`).
        let descriptors = rules.filter(\.enabled).map { RuleDescriptor($0.definition, severity: $0.severity) }
        return CheckResult(
            inputs: inputs, profile: profile, timeline: timeline, verdicts: verdicts, findings: findings,
            checklist: checklist, warnings: timeline.notes.map(\.reportText), ruleDescriptors: descriptors)
    }

    /// Enabled rules by id, prepared; equal ids (the loader rejects them) keep the rule set's order.
    func activeRules() -> [PreparedRule] {
        rules.enumerated().filter { $0.element.enabled }
            .sorted { $0.element.id != $1.element.id ? $0.element.id < $1.element.id : $0.offset < $1.offset }
            .map { prepare($0.element) }
    }

    /// Every verdict, laid out by `layout`. The work goes in independent tasks: each capture
    /// rule on its own (they are the long ones, so they go first; the first two chunks of
    /// sessions go before the second, to keep another core busy while the first capture rule
    /// builds the capture scope), then the sessions in contiguous chunks, each session's evidence built once for
    /// all session rules. Every slot of the result is written by exactly one task, so the
    /// result does not depend on the schedule.
    func runRules(
        _ active: [PreparedRule], layout: VerdictLayout, timeline: Timeline, sessions: [ViewingSession]
    )
        -> [RuleVerdict]
    {
        let start = layout.start
        let sessionRules = active.indices.filter { active[$0].scope == .session }
        let captureRules = active.indices.filter { active[$0].scope == .capture }
        // The capture's evidence, shared read-only by every capture rule.
        let family = SDKFamily.ofCaptureCalls(timeline)
        let captureScope = CaptureScopeLease(users: captureRules.count) {
            ScopeData(timeline: timeline, session: nil, captureCallFamily: family)
        }
        let supersession = Supersession(active)
        let chunks = Concurrently.taperedChunks(of: sessions.count)
        let tasks = Self.taskOrder(captureRules: captureRules.count, chunks: chunks.count)
        return [RuleVerdict](unsafeUninitializedCapacity: layout.total) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            if sessions.isEmpty {
                for r in sessionRules { (base + start[r]).initialize(to: active[r].noSession(in: timeline)) }
            }
            let slots = Concurrently.Slots(base: base)
            Concurrently.run(tasks.count) { task in
                switch tasks[task] {
                case .captureRule(let k):
                    let r = captureRules[k]
                    slots.write(captureScope.use { verdict(active[r], scope: $0) }, at: start[r])
                case .sessions(let c):
                    // The rules in objects of this task's own (`PreparedRule.ownCopy`).
                    let rules = active.map { $0.ownCopy() }
                    // Reasons given in this chunk, shared rule by rule (see `RuleVerdict.SharedReasons`).
                    var reasons = RuleVerdict.SharedReasons(rules: active.count)
                    // The frames' values, read once for the sessions of this chunk.
                    let frames = FrameValueMemo()
                    for s in chunks[c] {
                        let scope = ScopeData(
                            timeline: timeline, session: sessions[s], captureCallFamily: family, frames: frames)
                        if supersession.isEmpty {
                            for r in sessionRules {
                                slots.write(
                                    verdict(rules[r], scope: scope).sharingDetail(with: &reasons, slot: r),
                                    at: start[r] + s)
                            }
                            continue
                        }
                        var session = [RuleVerdict?](repeating: nil, count: active.count)
                        for r in sessionRules { session[r] = verdict(rules[r], scope: scope) }
                        supersession.apply(to: &session)
                        for r in sessionRules {
                            if let v = session[r] {
                                slots.write(v.sharingDetail(with: &reasons, slot: r), at: start[r] + s)
                            }
                        }
                    }
                }
            }
            count = layout.total
        }
    }

    /// One task of `runRules`: a capture rule (its position among the capture rules) or a
    /// chunk of sessions.
    enum RuleTask: Equatable {
        case captureRule(Int)
        case sessions(Int)
    }

    /// The order tasks are handed out in: the first capture rule, the first two chunks of
    /// sessions, the other capture rules, the other chunks. Building the capture scope of a
    /// million pings takes about as long as one chunk; the second chunk keeps the other core
    /// from waiting for it.
    static func taskOrder(captureRules: Int, chunks: Int) -> [RuleTask] {
        let early = min(2, chunks)
        var order: [RuleTask] = []
        order.reserveCapacity(captureRules + chunks)
        if captureRules > 0 { order.append(.captureRule(0)) }
        order += (0..<early).map { .sessions($0) }
        order += (1..<max(1, captureRules)).map { .captureRule($0) }
        order += (early..<chunks).map { .sessions($0) }
        return order
    }

    /// The checklist items folded from the verdicts. An item reads, of each rule's run, only
    /// its first verdict, its first "not checked", one failure and one pass (an inferred one if
    /// any): those stand in for the run, so a capture of 100,000 sessions folds in a few steps
    /// per rule.
    func foldChecklist(
        _ verdicts: [RuleVerdict], active: [PreparedRule], layout: VerdictLayout, timeline: Timeline
    )
        -> [ChecklistVerdict]
    {
        let runs = layout.runs(active).sorted { $0.key < $1.key }
        let enabled = Set(active.map(\.id))
        // Each rule's run is read on its own, on the cores.
        let found = Concurrently.map(runs, minimum: 2) { id, run in
            (id, verdicts.withUnsafeBufferPointer { Self.standIns($0, run) })
        }
        let standIns = Dictionary(uniqueKeysWithValues: found)
        let folded = ruleSet.checklist.map { item in
            item.fold(item.ruleIDs.lazy.flatMap { (standIns[$0] ?? []).lazy.map { verdicts[$0] } }, enabled: enabled)
        }
        return AdPositionBreakdown.annotate(folded, timeline: timeline, verdicts: verdicts)
    }

    func prepare(_ rule: EffectiveRule) -> PreparedRule { PreparedRule(rule, settings: settings(of: rule)) }

    /// The threads a check of many sessions uses: one per online core, at most 16.
    public static var threads: Int { Concurrently.threads }

    /// What a rule's check function reads of the rule, built once per check.
    func settings(of rule: EffectiveRule) -> CheckContext.RuleSettings {
        CheckContext.RuleSettings(
            ruleID: rule.id, profile: profile, arguments: rule.definition.arguments, options: rule.options,
            patterns: rule.patterns)
    }

    /// The indices of `run` whose verdicts decide a checklist item exactly as the whole run
    /// would (see `ChecklistItem.fold`): the first verdict, the first "not checked", the first
    /// failure of each severity, and the first inferred pass or else the first pass, in run
    /// order.
    static func standIns(_ all: UnsafeBufferPointer<RuleVerdict>, _ run: Range<Int>) -> [Int] {
        guard !run.isEmpty else { return [] }
        var notChecked: Int?
        // The first failure of each severity: the fold compares them with --fail-on.
        var failed: [Severity: Int] = [:]
        var passed: Int?
        var inferredPass: Int?
        for i in run {
            switch all[i].verdict {
            case .notChecked: if notChecked == nil { notChecked = i }
            case .fail:
                let severity = ChecklistItem.severity(of: all[i])
                if failed[severity] == nil { failed[severity] = i }
            case .pass:
                if passed == nil { passed = i }
                if inferredPass == nil, all[i].certainty == .inferred { inferredPass = i }
            default: break
            }
        }
        return Set([run.lowerBound, notChecked, inferredPass ?? passed].compactMap { $0 } + failed.values).sorted()
    }

    /// Every finding, in `order`. Verdicts already come by rule id and session ordinal, so
    /// sorting each verdict's own findings usually orders the whole list; when it does not
    /// (two sessions sharing an ordinal), the whole list is sorted.
    static func orderedFindings(_ verdicts: [RuleVerdict]) -> [Finding] {
        var findings: [Finding] = []
        // Read in place: most of a million verdicts have no finding, and a copy of each is
        // three reference counts. Counted first, so that the list is made once at its size
        // (grown by doubling, it held up to twice the room it needs).
        verdicts.withUnsafeBufferPointer { all in
            findings.reserveCapacity(all.reduce(0) { $0 + $1.findings.count })
            for i in all.indices where !all[i].findings.isEmpty {
                findings += all[i].findings.count == 1 ? all[i].findings : all[i].findings.sorted(by: order)
            }
        }
        for i in findings.indices.dropFirst() where order(findings[i], findings[i - 1]) {
            return findings.sorted(by: order)
        }
        return findings
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
        let prepared = prepare(rule)
        switch prepared.scope {
        case .capture:
            return [verdict(prepared, scope: ScopeData(timeline: timeline, session: nil))]
        case .session:
            let sessions = timeline.viewingSessions
            if sessions.isEmpty { return [prepared.noSession(in: timeline)] }
            let family = SDKFamily.ofCaptureCalls(timeline)
            return sessions.map {
                verdict(prepared, scope: ScopeData(timeline: timeline, session: $0, captureCallFamily: family))
            }
        }
    }

    /// An outcome decided where the calls do not cover the session: a combined check whose
    /// pings cannot show the values passes or is not exercised only on what the log happened
    /// to keep, so it is not checked; any other outcome says the log is incomplete.
    static func qualify(
        _ outcome: CheckDecision, incomplete: String, mode: DecisionBasis, support: RuleDecidability
    ) -> CheckDecision {
        var out = outcome
        if mode == .calls, support.ping == .none, outcome.problems.isEmpty {
            return .notChecked(incomplete)
        }
        switch outcome.verdict {
        case .notChecked: out.reason = incomplete + "; " + (outcome.reason ?? CheckDecision.needsCalls)
        case .pass, .fail: if out.reason == nil { out.reason = incomplete }
        case .notExercised, .warn: break
        }
        return out
    }

    func verdict(_ rule: PreparedRule, scope: ScopeData) -> RuleVerdict {
        var verdict = evidenceVerdict(rule, scope: scope)
        addComplaints(Self.complaints(for: rule.id, in: scope), rule: rule, scope: scope, to: &verdict)
        return verdict
    }

    /// The verdict the calls or pings give (before the SDK's own complaints are added).
    func evidenceVerdict(_ rule: PreparedRule, scope: ScopeData) -> RuleVerdict {
        // What the engine asks of the session is read from the scope: a copy of the session is
        // a reference count on each of its lists, for every rule on every session.
        var base = RuleVerdict(
            rule: rule.identity, severity: rule.severity, sessionOrdinal: scope.sessionOrdinal, verdict: .notChecked)
        if let other = Self.otherProduct(rule, scope: scope) {
            base.verdict = .notExercised
            let products = rule.products.sorted().map(\.label).joined(separator: " and ")
            base.reason = "written for \(products) streams; this session is \(other.label)"
            return base
        }
        guard let decider = Self.mode(for: rule, scope: scope, undecided: &base) else { return base }
        let (mode, incomplete) = decider
        let support = rule.decidability
        var outcome = rule.evaluate(CheckContext(scope: scope, mode: mode, settings: rule.settings))
        if let incomplete { outcome = Self.qualify(outcome, incomplete: incomplete, mode: mode, support: support) }
        let inferred = mode == .pings && (support.ping == .inferred || outcome.certainty == .inferred)
        let certainty: Certainty? =
            outcome.verdict == .pass || outcome.verdict == .fail
            ? (mode == .calls ? .exact : (inferred ? .inferred : .exact)) : nil
        var severity = rule.severity
        if inferred, let cap = support.inferredMaxSeverity, cap < severity { severity = cap }
        base.severity = severity
        base.verdict = outcome.problems.isEmpty ? (outcome.verdict == .fail ? .pass : outcome.verdict) : .fail
        base.certainty = certainty
        base.reason = outcome.reason
        guard !outcome.problems.isEmpty else { return base }
        base.findings = findings(
            outcome.problems, of: rule, session: scope.session, severity: severity, certainty: certainty ?? .exact,
            inferred: inferred)
        return base
    }

    /// The session's product when the rule is written for other products only.
    static func otherProduct(_ rule: PreparedRule, scope: ScopeData) -> StreamProduct? {
        guard let product = scope.product, !rule.coversEveryProduct else { return nil }
        return rule.productList.contains(product) ? nil : product
    }

    /// What decides the rule in this scope — the calls or the pings, and why the calls are
    /// incomplete when they are — or `nil` when nothing can, with `undecided` then holding the
    /// verdict (not exercised, or not checked with the evidence that would decide it).
    static func mode(
        for rule: PreparedRule, scope: ScopeData, undecided base: inout RuleVerdict
    )
        -> (mode: DecisionBasis, incomplete: String?)?
    {
        let isSession = scope.isSession
        // Calls whose argument line the log lost decide nothing exactly (the rule falls back to
        // the pings); a session's calls that do not cover it are `incomplete` below.
        let lostArguments = rule.decidability.api != .none ? Self.incompleteCalls(in: scope) : nil
        let hasCalls = scope.hasCalls && lostArguments == nil
        let hasPings = isSession ? !scope.dcrPings.isEmpty : scope.timeline.hasRequests
        let support = rule.decidability
        if hasCalls && support.api != .none {
            // Set when the session's calls do not cover it (`SessionCoverage`): they decide
            // nothing exactly, and the verdict says why.
            let incomplete = scope.coverage?.incompleteness
            if incomplete == nil || rule.combinesEvidence { return (.calls, incomplete) }
            if hasPings && support.ping != .none { return (.pings, incomplete) }
            base.reason = incomplete
            return nil
        }
        if hasPings && support.ping != .none { return (.pings, nil) }
        if !hasCalls && !hasPings && !isSession && lostArguments == nil {
            // An empty capture: capture checks still run (NL001 is exactly about this).
            return (support.ping != .none ? .pings : .calls, nil)
        }
        if !hasCalls && !hasPings && lostArguments == nil {
            base.verdict = .notExercised
            base.reason = "the session holds no ping and no call"
            return nil
        }
        base.reason = support.ping == .none ? CheckDecision.needsCalls : CheckDecision.needsNetwork
        if let lostArguments { base.reason = Self.incompleteReason(lostArguments) }
        return nil
    }

    /// The findings of a failed check, labelled and fingerprinted.
    func findings(
        _ problems: [CheckDecision.Problem], of rule: PreparedRule, session: ViewingSession?, severity: Severity,
        certainty: Certainty, inferred: Bool
    ) -> [Finding] {
        let assetFallback = session?.primaryAssetID
        return problems.map { p in
            let asset = p.assetID ?? assetFallback
            let label = inferred ? "inferred from pings: " : ""
            return Finding(
                ruleID: rule.id, slug: rule.slug, severity: severity, message: DisplayCut.text(label + p.message),
                certainty: certainty,
                sessionOrdinal: session?.ordinal, sessionID: session?.id, assetID: asset, time: p.time, field: p.field,
                items: p.items, fix: rule.fix,
                fingerprint: Fingerprint.make(
                    rule: rule.id, profile: profile, assetID: asset, sessionOrdinal: session?.ordinal, field: p.field))
        }
    }
}
