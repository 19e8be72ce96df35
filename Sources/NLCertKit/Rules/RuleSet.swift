/// Every rule, profile and checklist item nlcert knows in one run: the built-in set embedded
/// in the binary, plus any rule files from `--rules DIR` (which add rules or replace them by id).
public struct RuleSet: Sendable {
    /// Sorted by id.
    public private(set) var rules: [RuleDefinition]
    public private(set) var profiles: [Profile]
    public private(set) var checklist: [ChecklistItem]

    public init(rules: [RuleDefinition], profiles: [Profile], checklist: [ChecklistItem]) {
        self.rules = rules.sorted { $0.id < $1.id }
        self.profiles = profiles.sorted { $0.name < $1.name }
        self.checklist = checklist
    }

    /// The rules, profiles and checklist embedded in the binary.
    public static func builtIn() throws(RuleLoadError) -> RuleSet {
        try cachedBuiltIn.get()
    }

    /// The embedded files never change while the program runs: parse and validate them once.
    private static let cachedBuiltIn: Result<RuleSet, RuleLoadError> = {
        do throws(RuleLoadError) {
            return .success(try RuleSetLoader.load(files: RuleData.files, prefix: "rules/"))
        } catch {
            return .failure(error)
        }
    }()

    /// A rule by id (`NL203`, any case) or slug (`ad-playhead-starts-at-zero`).
    public func rule(_ name: String) -> RuleDefinition? {
        rules.first { $0.id.lowercased() == name.lowercased() || $0.slug == name.lowercased() }
    }

    public func profile(named name: String) -> Profile? { profiles.first { $0.name == name } }

    /// Adds user rule files (`--rules DIR`): a new id is added, a known id is replaced.
    public mutating func add(_ extra: [RuleDefinition]) throws(RuleLoadError) {
        var seen: [String: String] = [:]
        for rule in extra {
            if let other = seen[rule.id] {
                throw RuleLoadError(file: rule.file, problem: "duplicate rule id \(rule.id) (also in \(other))")
            }
            seen[rule.id] = rule.file
            for p in rule.profiles where profile(named: p) == nil {
                throw RuleLoadError(
                    file: rule.file,
                    problem:
                        "profiles: unknown profile \"\(p)\" (known: \(profiles.map(\.name).joined(separator: ", ")))")
            }
            rules.removeAll { $0.id == rule.id }
            rules.append(rule)
        }
        rules.sort { $0.id < $1.id }
    }

    /// The profile and the ones it extends, most general first.
    func lineage(of name: String) throws(RuleLoadError) -> [Profile] {
        var chain: [Profile] = []
        var current: String? = name
        while let n = current {
            guard let p = profile(named: n) else {
                throw RuleLoadError(
                    file: chain.last?.file ?? "profile",
                    problem: "unknown profile \"\(n)\" (known: \(profiles.map(\.name).joined(separator: ", ")))")
            }
            if chain.contains(where: { $0.name == p.name }) {
                throw RuleLoadError(file: p.file, problem: "profile \"\(p.name)\" extends itself")
            }
            chain.append(p)
            current = p.extends
        }
        return chain.reversed()
    }

    /// Every rule with the profile's and then the config's settings applied. A setting for an
    /// unknown rule, or an option its function does not take, is an error naming `configFile`.
    func effectiveRules(
        profile name: String, overrides: [String: RuleOverride] = [:], configFile: String = ".nlcert.json"
    )
        throws(RuleLoadError) -> [EffectiveRule]
    {
        let chain = try lineage(of: name)
        let names = Set(chain.map(\.name))
        for key in overrides.keys.sorted() where rule(key) == nil {
            throw RuleLoadError(file: configFile, problem: "rules: unknown rule \"\(key)\"")
        }
        var result: [EffectiveRule] = []
        for def in rules {
            guard let function = CheckLibrary.function(named: def.function) else {
                throw RuleLoadError(file: def.file, problem: "check.function: unknown function \"\(def.function)\"")
            }
            var setting = RuleOverride(enabled: def.profiles.contains { names.contains($0) })
            for p in chain {
                if let o = p.rules[def.id] { setting = setting.merged(with: o) }
            }
            if let o = overrides[def.id] ?? overrides.first(where: { rule($0.key)?.id == def.id })?.value {
                try RuleSetLoader.validateOptions(
                    o.options, for: function, file: configFile, context: "rules.\(def.id).options")
                setting = setting.merged(with: o)
            }
            var options = def.options
            for o in setting.options {
                options.removeAll { $0.key == o.key }
                options.append(o)
            }
            result.append(
                EffectiveRule(
                    definition: def, function: function, enabled: setting.enabled ?? false,
                    severity: setting.severity ?? def.severity,
                    options: options))
        }
        return result
    }
}
