/// A small capture shipped in a rule file that must (or must not) trigger its rule. Every
/// example runs as a test, and `nlcert explain` prints them.
public struct RuleExample: Sendable, Hashable {
    public var name: String
    /// `true` for the `triggering` list.
    public var triggers: Bool
    /// Ping URLs, in capture order (a shared session's first, then the example's own).
    public var pings: [String]
    /// API calls in the nlcert API trace shape (`{"ts": …, "api": …, "args": […]}`), a shared
    /// session's first, then the example's own.
    public var calls: [JSONValue]
    /// The verdict the rule must reach (default: `fail` when triggering, `pass` otherwise).
    public var verdict: Verdict
    /// The evidence the verdict must rest on, when the example says.
    public var certainty: Certainty?
    /// What the example must find, when it says (`expect.findings` / `expect.field`).
    var pins: [FindingPin]
    /// The shared session (`rules/examples.json`) the example starts from, if any.
    public var session: String?
    /// The profile to check under (default: the rule's first profile).
    public var profile: String?
    /// Rule options the example is checked with, as a profile or `.nlcert.json` would set them.
    public var options: [JSONValue.JSONMember]

    public init(
        name: String, triggers: Bool, pings: [String] = [], calls: [JSONValue] = [], verdict: Verdict,
        certainty: Certainty? = nil, pins: [FindingPin] = [], session: String? = nil, profile: String? = nil,
        options: [JSONValue.JSONMember] = []
    ) {
        self.name = name
        self.triggers = triggers
        self.pings = pings
        self.calls = calls
        self.verdict = verdict
        self.certainty = certainty
        self.pins = pins
        self.session = session
        self.profile = profile
        self.options = options
    }
}
