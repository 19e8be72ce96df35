/// One piece of evidence behind a finding: a ping, call or SDK message of the timeline, and
/// where it sits in the files. Reports describe it (`EvidenceText`) from what it points at.
public struct EvidenceItem: Sendable, Hashable {
    public var location: SourceLocation
    /// What it is in the timeline the finding was made from.
    public var reference: EvidenceReference
    /// Text that says what it is, when it comes with one instead of being made from
    /// `reference`: a finding read back from a JSON report, or written by hand.
    public var text: String?

    public init(location: SourceLocation, reference: EvidenceReference) {
        self.location = location
        self.reference = reference
        self.text = nil
    }

    /// An item known only by its text (`reference` is `.none`).
    public init(location: SourceLocation, summary: String) {
        self.location = location
        self.reference = .none
        self.text = summary
    }
}

/// One violation of a rule, with everything a reviewer needs to see it and fix it.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var slug: String
    public var severity: Severity
    /// What is wrong, with the offending values.
    public var message: String
    /// How the verdict was reached: from calls (`exact`) or from ping signatures (`inferred`).
    public var certainty: Certainty
    /// `nil` for capture-wide findings.
    public var sessionOrdinal: Int?
    var sessionID: String?
    public var assetID: String?
    /// Epoch seconds when it happened, on the capture clock.
    public var time: Double?
    /// The metadata key or ping parameter involved, when there is one (part of the fingerprint).
    public var field: String?
    public var items: [EvidenceItem]
    public var fix: String
    /// Stable identity for baselines, SARIF and GitLab: rule, profile, asset, session ordinal,
    /// field — never times, `rnd` or device ids.
    public var fingerprint: String

    public init(
        ruleID: String, slug: String, severity: Severity, message: String, certainty: Certainty,
        sessionOrdinal: Int? = nil, sessionID: String? = nil, assetID: String? = nil, time: Double? = nil,
        field: String? = nil, items: [EvidenceItem] = [], fix: String = "", fingerprint: String = ""
    ) {
        self.ruleID = ruleID
        self.slug = slug
        self.severity = severity
        self.message = message
        self.certainty = certainty
        self.sessionOrdinal = sessionOrdinal
        self.sessionID = sessionID
        self.assetID = assetID
        self.time = time
        self.field = field
        self.items = items
        self.fix = fix
        self.fingerprint = fingerprint
    }

    /// The first location, the one annotations point at.
    var primaryLocation: SourceLocation? { items.first?.location }
}
