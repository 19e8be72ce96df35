/// One function of the check library: what it looks at (one viewing session, or the whole
/// capture), which arguments and options a rule file may give it, and the code that decides.
public struct CheckFunction: Sendable {
    public enum Scope: String, Sendable {
        /// Run once per capture (0xx, 4xx).
        case capture
        /// Run once per viewing session.
        case session
    }

    public var name: String
    var scope: Scope
    public var summary: String
    /// Arguments, fixed in the rule file's `check` object.
    public var arguments: [CheckParameter]
    /// Options: limits users may change through profiles and config.
    public var options: [CheckParameter]
    public var evaluate: @Sendable (CheckContext) -> CheckDecision
    /// Whether the function reads the calls' and the pings' values together whatever the
    /// mode (metadata checks: a value seen anywhere is checked), so calls that do not cover
    /// their session still run it rather than giving way to the pings.
    var combinesEvidence: Bool

    public init(
        name: String, scope: Scope, combinesEvidence: Bool = false, summary: String, arguments: [CheckParameter] = [],
        options: [CheckParameter] = [], evaluate: @escaping @Sendable (CheckContext) -> CheckDecision
    ) {
        self.combinesEvidence = combinesEvidence
        self.name = name
        self.scope = scope
        self.summary = summary
        self.arguments = arguments
        self.options = options
        self.evaluate = evaluate
    }
}
