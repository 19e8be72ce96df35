/// A rule as it applies in one run: its definition with the profile's and config's severity,
/// options and on/off applied.
public struct EffectiveRule: Sendable {
    public var definition: RuleDefinition
    public var function: CheckFunction
    public var enabled: Bool
    public var severity: Severity
    public var options: [JSONValue.JSONMember]

    public init(definition: RuleDefinition, function: CheckFunction, enabled: Bool, severity: Severity, options: [JSONValue.JSONMember]) {
        self.definition = definition
        self.function = function
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    public var id: String { definition.id }
}
