/// One catalogued rule as its file in `rules/` describes it: identity, documentation, the check
/// function and its arguments, default options, evidence kinds, and examples.
public struct RuleDefinition: Sendable {
    public var id: String
    public var slug: String
    public var title: String
    /// `capture`, `metadata`, `playhead`, `sequence` or `identity`.
    public var family: String
    public var severity: Severity
    /// Seed document and section the rule comes from.
    public var source: String
    public var rationale: String
    public var fix: String
    /// Profiles the rule belongs to (a profile also gets the rules of the profile it extends).
    public var profiles: [String]
    /// The products whose streams the rule was written for (`products` in the file, else the
    /// family's default); on a stream of another product it is "not exercised".
    var products: Set<StreamProduct>
    /// Default option values (limits, tolerances), validated against the check function.
    public var options: [JSONValue.JSONMember]
    /// The check function's name.
    public var function: String
    /// The function's arguments (field names, patterns, …).
    public var arguments: [JSONValue.JSONMember]
    public var decidability: RuleDecidability
    public var examples: [RuleExample]
    /// Where the rule was loaded from (`rules/metadata/NL101-assetid-too-long.json`).
    public var file: String
    /// Rules this one is the more specific of (`supersedes` in the file): when both find a
    /// problem in the same calls of a session, this rule reports it and theirs is dropped with a
    /// note (one cause, one finding).
    public var supersedes: [String] = []

    public init(
        id: String, slug: String, title: String, family: String, severity: Severity, source: String,
        rationale: String, fix: String, profiles: [String], products: Set<StreamProduct>? = nil,
        options: [JSONValue.JSONMember], function: String, arguments: [JSONValue.JSONMember],
        decidability: RuleDecidability,
        examples: [RuleExample], file: String
    ) {
        self.products = products ?? StreamProduct.defaults(forFamily: family)
        self.id = id
        self.slug = slug
        self.title = title
        self.family = family
        self.severity = severity
        self.source = source
        self.rationale = rationale
        self.fix = fix
        self.profiles = profiles
        self.options = options
        self.function = function
        self.arguments = arguments
        self.decidability = decidability
        self.examples = examples
        self.file = file
    }

    /// An argument by name.
    public func argument(_ name: String) -> JSONValue? { arguments.first(where: { $0.key == name })?.value }
}
