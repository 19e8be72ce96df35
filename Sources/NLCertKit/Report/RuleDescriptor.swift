/// What a report says about a rule itself (SARIF `tool.driver.rules[]`, the HTML checklist):
/// the rule engine fills these from `rules/`; reports fall back to the verdicts' titles when
/// it does not.
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
    public var helpURI: String?
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
