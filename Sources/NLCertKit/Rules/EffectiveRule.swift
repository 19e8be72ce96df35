/// A rule as it applies in one run: its definition with the profile's and config's severity,
/// options and on/off applied.
public struct EffectiveRule: Sendable {
    public var definition: RuleDefinition
    public var function: CheckFunction
    public var enabled: Bool
    public var severity: Severity
    public var options: [JSONValue.JSONMember]
    /// The rule's regular expressions (pattern options and arguments), compiled once.
    var patterns: [String: CompiledPattern]

    public init(
        definition: RuleDefinition, function: CheckFunction, enabled: Bool, severity: Severity,
        options: [JSONValue.JSONMember]
    ) {
        self.definition = definition
        self.function = function
        self.enabled = enabled
        self.severity = severity
        self.options = options
        var patterns: [String: CompiledPattern] = [:]
        for spec in function.options + function.arguments where spec.kind == .pattern {
            let value = options.first { $0.key == spec.name }?.value ?? definition.argument(spec.name)
            if let text = value?.stringValue, let p = CompiledPattern(text) { patterns[spec.name] = p }
        }
        self.patterns = patterns
    }

    public var id: String { definition.id }
}
