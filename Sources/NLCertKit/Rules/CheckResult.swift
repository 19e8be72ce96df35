/// The verdict of one rule for one scope (a viewing session, or the whole capture).
public struct RuleVerdict: Sendable, Hashable {
    /// The rule's id, slug and title, and why it was not checked and what it found, in one box
    /// shared by reference: a large capture holds millions of verdicts, most of them a pass or
    /// a "not checked" whose reason is one of a few texts. A verdict with neither reason nor
    /// findings holds its rule's own box (one per rule, `PreparedRule.identity`); equal reasons
    /// share a box (`sharingDetail(with:slot:)`). A verdict so takes 16 bytes: three strings, a
    /// reason and a list each would take 72.
    private var about: About

    /// A rule's names and a verdict's reason and findings. Never changed once made: a setter
    /// makes a new one.
    final class About: Sendable {
        let id: String
        let slug: String
        let title: String
        let reason: String?
        let findings: [Finding]

        init(id: String, slug: String, title: String, reason: String? = nil, findings: [Finding] = []) {
            self.id = id
            self.slug = slug
            self.title = title
            self.reason = reason
            self.findings = findings
        }

        /// The same rule with another reason and findings.
        func with(reason: String?, findings: [Finding]) -> About {
            About(id: id, slug: slug, title: title, reason: reason, findings: findings)
        }
    }

    public var ruleID: String {
        get { about.id }
        set { about = About(id: newValue, slug: slug, title: title, reason: reason, findings: findings) }
    }
    public var slug: String {
        get { about.slug }
        set { about = About(id: ruleID, slug: newValue, title: title, reason: reason, findings: findings) }
    }
    public var title: String {
        get { about.title }
        set { about = About(id: ruleID, slug: slug, title: newValue, reason: reason, findings: findings) }
    }
    /// Why not checked / not exercised, e.g. "needs the SDK debug log or an API trace".
    public var reason: String? {
        get { about.reason }
        set {
            // Setting what is there keeps the box (the engine sets a reason on every verdict,
            // most often none).
            guard newValue != about.reason else { return }
            about = about.with(reason: newValue, findings: findings)
        }
    }
    public var findings: [Finding] {
        get { about.findings }
        set {
            guard !(newValue.isEmpty && about.findings.isEmpty) else { return }
            about = about.with(reason: reason, findings: newValue)
        }
    }
    /// The session's ordinal, `-1` for none (an `Int?` would take 9 bytes and pad to 16).
    private var storedOrdinal: Int32
    /// `nil` for capture-wide rules.
    public var sessionOrdinal: Int? {
        get { storedOrdinal < 0 ? nil : Int(storedOrdinal) }
        set { storedOrdinal = Self.stored(newValue) }
    }
    /// Effective severity under the profile and config.
    public var severity: Severity
    public var verdict: Verdict
    /// The strongest evidence used to decide (`nil` when not checked / not exercised).
    public var certainty: Certainty?

    public init(
        ruleID: String, slug: String, title: String, severity: Severity, sessionOrdinal: Int?, verdict: Verdict,
        certainty: Certainty? = nil, reason: String? = nil, findings: [Finding] = []
    ) {
        self.init(
            rule: About(id: ruleID, slug: slug, title: title), severity: severity, sessionOrdinal: sessionOrdinal,
            verdict: verdict, certainty: certainty, reason: reason, findings: findings)
    }

    /// A verdict of a rule whose names are already shared (the engine makes one box per rule,
    /// with no reason and no findings).
    init(
        rule: About, severity: Severity, sessionOrdinal: Int?, verdict: Verdict, certainty: Certainty? = nil,
        reason: String? = nil, findings: [Finding] = []
    ) {
        self.about =
            rule.reason == reason && rule.findings.isEmpty && findings.isEmpty
            ? rule : rule.with(reason: reason, findings: findings)
        self.severity = severity
        self.storedOrdinal = Self.stored(sessionOrdinal)
        self.verdict = verdict
        self.certainty = certainty
    }

    /// Where the verdicts of a chunk of sessions leave, rule by rule, the last reason box for the
    /// next verdict of the rule to share: a rule gives the same reason session after session, so
    /// the last one is nearly always the one, and no reason is hashed.
    struct SharedReasons {
        fileprivate var last: [About?]

        /// Room for `rules` rules, numbered from 0.
        init(rules: Int) {
            last = Array(repeating: nil, count: max(0, rules))
        }
    }

    /// This verdict with its box shared with the last verdict's of rule `slot` when that gave the
    /// same reason (see `SharedReasons`): the verdicts of one rule over many sessions mostly give
    /// one of a handful of reasons, and each would otherwise hold a box of its own.
    func sharingDetail(with shared: inout SharedReasons, slot: Int) -> RuleVerdict {
        guard about.findings.isEmpty, let reason = about.reason, shared.last.indices.contains(slot) else {
            return self
        }
        guard let earlier = shared.last[slot], earlier.reason == reason, earlier.id == about.id,
            earlier.slug == about.slug, earlier.title == about.title
        else {
            shared.last[slot] = about
            return self
        }
        var out = self
        out.about = earlier
        return out
    }

    /// Whether the two verdicts hold one box (tests of `sharingDetail`).
    func sharesDetail(with other: RuleVerdict) -> Bool { about === other.about }

    /// An ordinal as stored: sessions are numbered from 1 and a capture cannot hold 2³¹ of
    /// them (each is at least one ping in memory), so the clamp never bites.
    private static func stored(_ ordinal: Int?) -> Int32 {
        guard let ordinal, ordinal >= 0 else { return -1 }
        return Int32(clamping: ordinal)
    }

    public static func == (a: RuleVerdict, b: RuleVerdict) -> Bool {
        (a.about === b.about || (a.ruleID == b.ruleID && a.slug == b.slug && a.title == b.title))
            && a.severity == b.severity && a.sessionOrdinal == b.sessionOrdinal && a.verdict == b.verdict
            && a.certainty == b.certainty && a.reason == b.reason && a.findings == b.findings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(slug)
        hasher.combine(title)
        hasher.combine(severity)
        hasher.combine(sessionOrdinal)
        hasher.combine(verdict)
        hasher.combine(certainty)
        hasher.combine(reason)
        hasher.combine(findings)
    }
}

/// One item of Nielsen's pre-certification checklist and its verdict, folded from its rules.
public struct ChecklistVerdict: Sendable, Hashable {
    /// `C1` … `C15`.
    public var id: String
    public var title: String
    public var ruleIDs: [String]
    public var verdict: Verdict
    /// A line on how the verdict came about ("NL203 not checked: needs the SDK debug log").
    public var detail: String

    public init(id: String, title: String, ruleIDs: [String], verdict: Verdict, detail: String) {
        self.id = id
        self.title = title
        self.ruleIDs = ruleIDs
        self.verdict = verdict
        self.detail = detail
    }
}

/// A finding the user's config or baseline hid, kept so that reports can say so.
public struct SuppressedFinding: Sendable, Hashable {
    public enum Cause: Sendable, Hashable {
        case ignore(reason: String)
        case baseline
    }
    public var finding: Finding
    public var cause: Cause

    public init(finding: Finding, cause: Cause) {
        self.finding = finding
        self.cause = cause
    }
}

/// Everything `nlcert check` decided about one capture: the input to every report format.
public struct CheckResult: Sendable {
    /// The files that made up the capture.
    public var inputs: [String]
    public var profile: String
    public var timeline: Timeline
    /// One verdict per rule × scope, in rule-id then session order.
    public var verdicts: [RuleVerdict]
    /// All unsuppressed findings, in rule-id then session then time order.
    public var findings: [Finding]
    public var suppressed: [SuppressedFinding]
    public var checklist: [ChecklistVerdict]
    /// Problems with the run that are not findings: every note from reading the capture
    /// (`file:line:column: message`, see `CaptureNote.reportText`) and an ignore entry that
    /// matched nothing.
    public var warnings: [String]
    /// The rules that ran, described for reports (SARIF rule metadata); may be empty.
    var ruleDescriptors: [RuleDescriptor]

    public init(
        inputs: [String], profile: String, timeline: Timeline, verdicts: [RuleVerdict], findings: [Finding],
        suppressed: [SuppressedFinding] = [], checklist: [ChecklistVerdict] = [], warnings: [String] = [],
        ruleDescriptors: [RuleDescriptor] = []
    ) {
        self.inputs = inputs
        self.profile = profile
        self.timeline = timeline
        self.verdicts = verdicts
        self.findings = findings
        self.suppressed = suppressed
        self.checklist = checklist
        self.warnings = warnings
        self.ruleDescriptors = ruleDescriptors
    }

    /// The most severe finding, if any.
    var worstSeverity: Severity? { findings.map(\.severity).max() }

    /// Findings of `severity` (counted in place: a filtered copy of 100,000 findings cost more
    /// than the counting).
    public func count(_ severity: Severity) -> Int { findings.countInPlace { $0.severity == severity } }
}
