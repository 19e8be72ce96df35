/// What a report says about a rule itself (SARIF `tool.driver.rules[]`, the HTML checklist):
/// the rule engine fills these from the effective rules of the run (a user's `--rules DIR`
/// overrides included), so reports never reload the built-in set; a result without them (an
/// old saved report) falls back to the verdicts' titles.
public struct RuleDescriptor: Sendable, Hashable {
    /// `NL203`.
    public var id: String
    /// `ad-playhead-starts-at-zero`.
    public var slug: String
    /// One line: "An ad's first playhead is not 0".
    public var title: String
    /// A paragraph: what the rule checks and which evidence can decide it.
    public var description: String
    /// How to fix a violation.
    public var help: String
    /// A page documenting the rule, when there is one.
    var helpURI: String?
    /// The severity under the active profile.
    public var severity: Severity

    public init(
        id: String, slug: String, title: String, description: String = "", help: String = "", helpURI: String? = nil,
        severity: Severity
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.description = description
        self.help = help
        self.helpURI = helpURI
        self.severity = severity
    }
}

extension RuleDescriptor {
    /// The descriptor of a rule as the run uses it (`severity`: the effective one).
    init(_ d: RuleDefinition, severity: Severity) {
        var description = d.rationale
        if !d.source.isEmpty { description += (description.isEmpty ? "" : " ") + "Source: \(d.source)." }
        self.init(
            id: d.id, slug: d.slug, title: d.title, description: description, help: d.fix, helpURI: d.file,
            severity: severity)
    }
}
