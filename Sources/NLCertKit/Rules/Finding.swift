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
///
/// The fields live in one shared, copy-on-write box: a finding is held by its verdict and by the
/// result's list of findings, and sections, baselines and reports copy it again; a copy is then
/// one reference, not 184 bytes (a capture of 200,000 findings held 37 MB more).
public struct Finding: Sendable, Hashable {
    private var box: Box

    /// What a finding says, as stored.
    private struct Fields: Hashable {
        var ruleID: String
        var slug: String
        var message: String
        var sessionOrdinal: Int?
        var sessionID: String?
        var assetID: String?
        var time: Double?
        var field: String?
        var items: [EvidenceItem]
        var fix: String
        var fingerprint: String
        var severity: Severity
        var certainty: Certainty
    }

    private final class Box: @unchecked Sendable {
        // Changed only through `Finding`'s setters, and only when this box is not shared.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// The box, made unique first: call before any change.
    private var unique: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            return box
        }
    }

    public var ruleID: String {
        get { box.fields.ruleID }
        set { unique.fields.ruleID = newValue }
    }
    public var slug: String {
        get { box.fields.slug }
        set { unique.fields.slug = newValue }
    }
    public var severity: Severity {
        get { box.fields.severity }
        set { unique.fields.severity = newValue }
    }
    /// What is wrong, with the offending values.
    public var message: String {
        get { box.fields.message }
        set { unique.fields.message = newValue }
    }
    /// How the verdict was reached: from calls (`exact`) or from ping signatures (`inferred`).
    public var certainty: Certainty {
        get { box.fields.certainty }
        set { unique.fields.certainty = newValue }
    }
    /// `nil` for capture-wide findings.
    public var sessionOrdinal: Int? {
        get { box.fields.sessionOrdinal }
        set { unique.fields.sessionOrdinal = newValue }
    }
    var sessionID: String? {
        get { box.fields.sessionID }
        set { unique.fields.sessionID = newValue }
    }
    public var assetID: String? {
        get { box.fields.assetID }
        set { unique.fields.assetID = newValue }
    }
    /// Epoch seconds when it happened, on the capture clock.
    public var time: Double? {
        get { box.fields.time }
        set { unique.fields.time = newValue }
    }
    /// The metadata key or ping parameter involved, when there is one (part of the fingerprint).
    public var field: String? {
        get { box.fields.field }
        set { unique.fields.field = newValue }
    }
    public var items: [EvidenceItem] {
        get { box.fields.items }
        set { unique.fields.items = newValue }
    }
    public var fix: String {
        get { box.fields.fix }
        set { unique.fields.fix = newValue }
    }
    /// Stable identity for baselines, SARIF and GitLab: rule, profile, asset, session ordinal,
    /// field — never times, `rnd` or device ids.
    public var fingerprint: String {
        get { box.fields.fingerprint }
        set { unique.fields.fingerprint = newValue }
    }

    public init(
        ruleID: String, slug: String, severity: Severity, message: String, certainty: Certainty,
        sessionOrdinal: Int? = nil, sessionID: String? = nil, assetID: String? = nil, time: Double? = nil,
        field: String? = nil, items: [EvidenceItem] = [], fix: String = "", fingerprint: String = ""
    ) {
        box = Box(
            Fields(
                ruleID: ruleID, slug: slug, message: message, sessionOrdinal: sessionOrdinal, sessionID: sessionID,
                assetID: assetID, time: time, field: field, items: items, fix: fix, fingerprint: fingerprint,
                severity: severity, certainty: certainty))
    }

    /// Whether this finding and `other` hold one box (copies of one finding, unchanged since).
    func sharesStorage(with other: Finding) -> Bool { box === other.box }

    /// The box's identity, for passes that treat copies of one finding once (see relocation).
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(box) }

    public static func == (a: Finding, b: Finding) -> Bool { a.box === b.box || a.box.fields == b.box.fields }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// The first location, the one annotations point at.
    var primaryLocation: SourceLocation? { items.first?.location }
}
