/// Descriptions of the rules shipped in the binary, for reports on results that do not carry
/// their own `RuleDescriptor`s (SARIF needs a description, help text and a level per rule). A
/// user's own rules (`--rules DIR`) are not here; reports fall back to their verdict titles.
enum BuiltInRuleDescriptors {
    /// Rule id → its catalogue entry, loaded once; empty if the embedded rules cannot load
    /// (a build defect that the rule engine's own tests catch).
    static let definitions: [String: RuleDefinition] = {
        guard let set = try? RuleSet.builtIn() else { return [:] }
        var map: [String: RuleDefinition] = [:]
        for d in set.rules where map[d.id] == nil { map[d.id] = d }
        return map
    }()

    /// The descriptor of a shipped rule at `severity` (the profile's effective one), if known.
    static func descriptor(_ id: String, severity: Severity) -> RuleDescriptor? {
        guard let d = definitions[id] else { return nil }
        var description = d.rationale
        if !d.source.isEmpty { description += (description.isEmpty ? "" : " ") + "Source: \(d.source)." }
        return RuleDescriptor(id: d.id, slug: d.slug, title: d.title, description: description, help: d.fix, helpURI: d.file, severity: severity)
    }
}
