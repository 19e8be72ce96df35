/// Reads and validates rule files, profiles and the checklist. Anything it does not
/// understand — an unknown key, function, field or option, a missing key, a duplicate id, a bad
/// severity, broken JSON — is a `RuleLoadError` naming the file; nothing is skipped.
public enum RuleSetLoader {
    /// Files that live in `rules/` but belong to other stages.
    static let foreignFiles: Set<String> = [
        "params.json", "ios-log-patterns.json", "sdk-messages.json", "scenarios.json", ExampleSessions.fileName,
    ]

    static let ruleKeys: Set<String> = [
        "id", "slug", "title", "family", "severity", "source", "rationale", "fix", "profiles", "products", "options",
        "check", "evidence", "examples", "supersedes",
    ]
    static let requiredRuleKeys = [
        "id", "slug", "title", "family", "severity", "source", "rationale", "fix", "profiles", "check", "evidence",
        "examples",
    ]
    static let families: Set<String> = ["capture", "metadata", "playhead", "sequence", "identity", "custom"]

    /// Loads a whole rule set from `rules/`-relative files (`prefix` is put before paths in errors).
    public static func load(files: [(path: String, contents: String)], prefix: String) throws(RuleLoadError) -> RuleSet
    {
        var rules: [RuleDefinition] = []
        var profiles: [Profile] = []
        var checklistFile: (path: String, contents: String)?
        let sessions =
            try files.first(where: { $0.path == ExampleSessions.fileName }).map {
                f throws(RuleLoadError) in try ExampleSessions.parse(f.contents, file: prefix + f.path)
            } ?? ExampleSessions()
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard file.path.hasSuffix(".json"), !foreignFiles.contains(file.path) else { continue }
            let path = prefix + file.path
            if file.path == "checklist.json" {
                checklistFile = (path, file.contents)
            } else if file.path.hasPrefix("profiles/") {
                profiles.append(try parseProfile(file.contents, file: path))
            } else {
                rules.append(try parseRule(file.contents, file: path, sessions: sessions))
            }
        }
        try checkUnique(rules)
        try checkReferences(rules: rules, profiles: profiles)
        if profiles.isEmpty { throw RuleLoadError(file: prefix + "profiles/", problem: "no profile found") }
        let ids = Set(rules.map(\.id))
        let checklist =
            try checklistFile.map { f throws(RuleLoadError) in
                try parseChecklist(f.contents, file: f.path, ruleIDs: ids)
            } ?? []
        return RuleSet(rules: rules, profiles: profiles, checklist: checklist)
    }

    /// No two rules share an id or a slug.
    static func checkUnique(_ rules: [RuleDefinition]) throws(RuleLoadError) {
        var seen: [String: String] = [:]
        var slugs: [String: String] = [:]
        for r in rules {
            if let other = seen[r.id] {
                throw RuleLoadError(file: r.file, problem: "duplicate rule id \(r.id) (also in \(other))")
            }
            if let other = slugs[r.slug] {
                throw RuleLoadError(file: r.file, problem: "duplicate slug \(r.slug) (also in \(other))")
            }
            seen[r.id] = r.file
            slugs[r.slug] = r.file
        }
        for r in rules {
            for other in r.supersedes where seen[other] == nil {
                throw RuleLoadError(file: r.file, problem: "supersedes: unknown rule \"\(other)\"")
            }
        }
    }

    /// Every profile a profile extends, a rule names or an example runs under exists, and a
    /// profile's settings name known rules and options.
    static func checkReferences(rules: [RuleDefinition], profiles: [Profile]) throws(RuleLoadError) {
        let profileNames = Set(profiles.map(\.name))
        for p in profiles {
            if let e = p.extends, !profileNames.contains(e) {
                throw RuleLoadError(file: p.file, problem: "extends: unknown profile \"\(e)\"")
            }
            for (id, o) in p.rules {
                guard let r = rules.first(where: { $0.id == id }), let f = CheckLibrary.function(named: r.function)
                else {
                    throw RuleLoadError(file: p.file, problem: "rules: unknown rule \"\(id)\"")
                }
                try validateOptions(o.options, for: f, file: p.file, context: "rules.\(id).options")
            }
        }
        for r in rules {
            for p in r.profiles where !profileNames.contains(p) {
                throw RuleLoadError(
                    file: r.file,
                    problem:
                        "profiles: unknown profile \"\(p)\" (known: \(profileNames.sorted().joined(separator: ", ")))")
            }
            for e in r.examples {
                if let p = e.profile, !profileNames.contains(p) {
                    throw RuleLoadError(file: r.file, problem: "examples: \"\(e.name)\" names unknown profile \"\(p)\"")
                }
            }
        }
    }

    static func parseJSON(_ text: String, file: String) throws(RuleLoadError) -> [JSONValue.JSONMember] {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw RuleLoadError(location: error.location(in: file), problem: "not valid JSON: \(error.message)")
        }
        guard let members = value.objectValue else { throw RuleLoadError(file: file, problem: "must be a JSON object") }
        return members
    }

    static func string(_ members: [JSONValue.JSONMember], _ key: String, file: String) throws(RuleLoadError) -> String {
        guard let v = members.first(where: { $0.key == key })?.value else {
            throw RuleLoadError(file: file, problem: "missing required key \"\(key)\"")
        }
        guard let s = v.stringValue, !s.isEmpty else {
            throw RuleLoadError(file: file, problem: "\"\(key)\" must be a non-empty string")
        }
        return s
    }

    /// Parses and validates one rule file. An example's `session` names one of `sessions`
    /// (default: the built-in `rules/examples.json`).
    public static func parseRule(
        _ text: String, file: String, sessions: ExampleSessions? = nil
    ) throws(RuleLoadError)
        -> RuleDefinition
    {
        let members = try parseJSON(text, file: file)
        for m in members where !ruleKeys.contains(m.key) {
            throw RuleLoadError(
                file: file, problem: "unknown key \"\(m.key)\" (known: \(ruleKeys.sorted().joined(separator: ", ")))")
        }
        for key in requiredRuleKeys where !members.contains(where: { $0.key == key }) {
            throw RuleLoadError(file: file, problem: "missing required key \"\(key)\"")
        }
        func value(_ key: String) -> JSONValue? { members.first(where: { $0.key == key })?.value }
        let identity = try parseIdentity(members, file: file)
        guard let profileList = value("profiles")?.arrayValue, !profileList.isEmpty,
            profileList.allSatisfy({ $0.stringValue != nil })
        else { throw RuleLoadError(file: file, problem: "\"profiles\" must be a non-empty list of profile names") }
        let products = try parseProducts(value("products"), file: file)
        guard let check = value("check")?.objectValue else {
            throw RuleLoadError(file: file, problem: "\"check\" must be an object")
        }
        let (function, arguments) = try parseCheck(check, file: file)
        let options = try parseOptions(value("options"), for: function, file: file)
        guard let ev = value("evidence")?.objectValue else {
            throw RuleLoadError(file: file, problem: "\"evidence\" must be an object")
        }
        let decidability = try parseDecidability(ev, file: file)
        let shared: ExampleSessions
        if let sessions { shared = sessions } else { shared = try ExampleSessions.builtIn() }
        let examples = try parseExamples(value("examples"), text: text, file: file, sessions: shared)
        var supersedes: [String] = []
        if let list = value("supersedes") {
            guard let ids = list.arrayValue?.compactMap(\.stringValue), ids.count == list.arrayValue?.count,
                !ids.contains(identity.id)
            else {
                throw RuleLoadError(
                    file: file, problem: "\"supersedes\" must be a list of other rules' ids (like [\"NL201\"])")
            }
            supersedes = ids
        }
        var rule = RuleDefinition(
            id: identity.id, slug: identity.slug, title: try string(members, "title", file: file),
            family: identity.family, severity: identity.severity, source: try string(members, "source", file: file),
            rationale: try string(members, "rationale", file: file), fix: try string(members, "fix", file: file),
            profiles: profileList.compactMap(\.stringValue), products: products, options: options,
            function: function.name, arguments: arguments, decidability: decidability, examples: examples, file: file)
        rule.supersedes = supersedes
        return rule
    }

    /// `id`, `slug`, `family` and `severity`, each checked for its shape.
    static func parseIdentity(
        _ members: [JSONValue.JSONMember], file: String
    ) throws(RuleLoadError)
        -> (id: String, slug: String, family: String, severity: Severity)
    {
        let id = try string(members, "id", file: file)
        guard id.count <= 16, id.first?.isLetter == true, id.allSatisfy({ $0.isLetter || $0.isNumber }) else {
            throw RuleLoadError(file: file, problem: "id \"\(id)\" must be letters and digits (like NL203)")
        }
        let slug = try string(members, "slug", file: file)
        guard slug.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) else {
            throw RuleLoadError(file: file, problem: "slug \"\(slug)\" must be lower-case words joined by -")
        }
        let family = try string(members, "family", file: file)
        guard families.contains(family) else {
            throw RuleLoadError(
                file: file, problem: "family \"\(family)\" is not one of \(families.sorted().joined(separator: ", "))")
        }
        let sevText = try string(members, "severity", file: file)
        guard let severity = Severity(rawValue: sevText) else {
            throw RuleLoadError(file: file, problem: "severity \"\(sevText)\" is not error, warning or info")
        }
        return (id, slug, family, severity)
    }

    /// The optional `products` list (`nil`: every product).
    static func parseProducts(_ list: JSONValue?, file: String) throws(RuleLoadError) -> Set<StreamProduct>? {
        guard let list else { return nil }
        guard let names = list.arrayValue, !names.isEmpty else {
            throw RuleLoadError(file: file, problem: "\"products\" must be a non-empty list of product names")
        }
        var set: Set<StreamProduct> = []
        for n in names {
            guard let name = n.stringValue, let product = StreamProduct(rawValue: name) else {
                let known = StreamProduct.allCases.map(\.rawValue).joined(separator: ", ")
                throw RuleLoadError(
                    file: file, problem: "products: unknown product \(JSONWriter.write(n)) (known: \(known))")
            }
            set.insert(product)
        }
        return set
    }

    /// `check`: a known function and the fixed arguments it takes.
    static func parseCheck(
        _ check: [JSONValue.JSONMember], file: String
    ) throws(RuleLoadError)
        -> (function: CheckFunction, arguments: [JSONValue.JSONMember])
    {
        let fname = try string(check, "function", file: file)
        guard let function = CheckLibrary.function(named: fname) else {
            throw RuleLoadError(
                file: file,
                problem:
                    "check.function: unknown function \"\(fname)\" (known: \(CheckLibrary.names.joined(separator: ", ")))"
            )
        }
        let arguments = check.filter { $0.key != "function" }
        for a in arguments {
            guard let spec = function.arguments.first(where: { $0.name == a.key }) else {
                let known = function.arguments.map(\.name)
                throw RuleLoadError(
                    file: file,
                    problem: "check: function \(fname) takes no argument \"\(a.key)\""
                        + (known.isEmpty ? "" : " (known: \(known.joined(separator: ", ")))"))
            }
            if let p = spec.problem(with: a.value) { throw RuleLoadError(file: file, problem: "check.\(a.key) \(p)") }
        }
        for spec in function.arguments where spec.required && !arguments.contains(where: { $0.key == spec.name }) {
            throw RuleLoadError(file: file, problem: "check: function \(fname) needs the argument \"\(spec.name)\"")
        }
        return (function, arguments)
    }

    /// The rule's `options`, each one `function` takes, and every option it requires.
    static func parseOptions(
        _ value: JSONValue?, for function: CheckFunction, file: String
    ) throws(RuleLoadError)
        -> [JSONValue.JSONMember]
    {
        let options = value?.objectValue ?? []
        if let value, value.objectValue == nil {
            throw RuleLoadError(file: file, problem: "\"options\" must be an object")
        }
        try validateOptions(options, for: function, file: file, context: "options")
        for spec in function.options where spec.required && !options.contains(where: { $0.key == spec.name }) {
            throw RuleLoadError(
                file: file, problem: "options: function \(function.name) needs the option \"\(spec.name)\"")
        }
        return options
    }

    /// `evidence`: what calls and pings can decide, and the cap on inferred findings.
    static func parseDecidability(_ ev: [JSONValue.JSONMember], file: String) throws(RuleLoadError) -> RuleDecidability
    {
        for m in ev where !["api", "ping", "inferredMaxSeverity"].contains(m.key) {
            throw RuleLoadError(
                file: file, problem: "evidence: unknown key \"\(m.key)\" (known: api, ping, inferredMaxSeverity)")
        }
        func support(_ key: String) throws(RuleLoadError) -> Decidability {
            let s = try string(ev, key, file: file)
            guard let e = Decidability(rawValue: s) else {
                throw RuleLoadError(file: file, problem: "evidence.\(key) \"\(s)\" is not exact, inferred or none")
            }
            return e
        }
        var cap: Severity?
        if let c = ev.first(where: { $0.key == "inferredMaxSeverity" })?.value {
            guard let s = c.stringValue, let sev = Severity(rawValue: s) else {
                throw RuleLoadError(file: file, problem: "evidence.inferredMaxSeverity must be error, warning or info")
            }
            cap = sev
        }
        let decidability = RuleDecidability(
            api: try support("api"), ping: try support("ping"), inferredMaxSeverity: cap)
        if decidability.api == .none && decidability.ping == .none {
            throw RuleLoadError(file: file, problem: "evidence: api and ping cannot both be none")
        }
        return decidability
    }

    /// Checks option names and types against what `function` accepts.
    static func validateOptions(
        _ options: [JSONValue.JSONMember], for function: CheckFunction, file: String, context: String
    )
        throws(RuleLoadError)
    {
        for o in options {
            guard let spec = function.options.first(where: { $0.name == o.key }) else {
                let known = function.options.map(\.name)
                throw RuleLoadError(
                    file: file,
                    problem: "\(context): unknown option \"\(o.key)\" for \(function.name)"
                        + (known.isEmpty ? " (it takes none)" : " (known: \(known.joined(separator: ", ")))"))
            }
            if let p = spec.problem(with: o.value) {
                throw RuleLoadError(file: file, problem: "\(context).\(o.key) \(p)")
            }
        }
    }

    static func parseProfile(_ text: String, file: String) throws(RuleLoadError) -> Profile {
        let members = try parseJSON(text, file: file)
        for m in members where !["name", "description", "extends", "sfcode", "rules"].contains(m.key) {
            throw RuleLoadError(
                file: file, problem: "unknown key \"\(m.key)\" (known: name, description, extends, sfcode, rules)")
        }
        let name = try string(members, "name", file: file)
        let description = try string(members, "description", file: file)
        let extends = members.first(where: { $0.key == "extends" })?.value.stringValue
        let sfcode = members.first(where: { $0.key == "sfcode" })?.value.stringValue
        var rules: [String: RuleOverride] = [:]
        for m in members.first(where: { $0.key == "rules" })?.value.objectValue ?? [] {
            rules[m.key] = try RuleOverride.parse(m.value, file: file, rule: m.key)
        }
        return Profile(name: name, description: description, extends: extends, sfcode: sfcode, rules: rules, file: file)
    }

    static func parseChecklist(
        _ text: String, file: String, ruleIDs: Set<String>
    ) throws(RuleLoadError) -> [ChecklistItem] {
        let members = try parseJSON(text, file: file)
        guard let items = members.first(where: { $0.key == "items" })?.value.arrayValue else {
            throw RuleLoadError(file: file, problem: "missing required key \"items\"")
        }
        var result: [ChecklistItem] = []
        for (i, item) in items.enumerated() {
            guard let o = item.objectValue else {
                throw RuleLoadError(file: file, problem: "items[\(i)] must be an object")
            }
            for m in o where !["id", "title", "rules"].contains(m.key) {
                throw RuleLoadError(file: file, problem: "items[\(i)]: unknown key \"\(m.key)\"")
            }
            let rules = o.first(where: { $0.key == "rules" })?.value.arrayValue?.compactMap(\.stringValue) ?? []
            for r in rules where !ruleIDs.contains(r) {
                throw RuleLoadError(file: file, problem: "items[\(i)]: unknown rule \"\(r)\"")
            }
            result.append(
                ChecklistItem(
                    id: try string(o, "id", file: file), title: try string(o, "title", file: file), ruleIDs: rules))
        }
        return result
    }
}
