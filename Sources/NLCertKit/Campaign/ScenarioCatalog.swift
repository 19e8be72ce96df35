/// The scenarios of `rules/scenarios.json`, validated when loaded: an unknown key, a detector
/// nlcert does not have, a checklist item or profile that does not exist is an error naming
/// the file, never a scenario silently left out.
public struct ScenarioCatalog: Sendable {
    public var scenarios: [Scenario]

    public init(scenarios: [Scenario]) { self.scenarios = scenarios }

    static let keys: Set<String> = ["id", "title", "detect", "profiles", "required", "play", "checklist", "source"]

    /// The catalog compiled into the binary, checked against the built-in rule set.
    public static func builtIn(rules: RuleSet) throws(ScenarioCatalogError) -> ScenarioCatalog {
        guard let text = RuleData.file("scenarios.json") else {
            throw ScenarioCatalogError(file: "rules/scenarios.json", problem: "missing from the build")
        }
        return try parse(text, file: "rules/scenarios.json", rules: rules)
    }

    public static func parse(
        _ text: String, file: String, rules: RuleSet
    ) throws(ScenarioCatalogError) -> ScenarioCatalog {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ScenarioCatalogError(location: error.location(in: file), problem: "not valid JSON: \(error.message)")
        }
        guard let list = root["scenarios"]?.arrayValue else {
            throw ScenarioCatalogError(file: file, problem: "needs a \"scenarios\" array")
        }
        let profiles = Set(rules.profiles.map(\.name))
        let items = Set(rules.checklist.map(\.id))
        var seen: Set<String> = []
        var scenarios: [Scenario] = []
        for (index, value) in list.enumerated() {
            let at = "scenarios[\(index + 1)]"
            let scenario = try scenario(value, at: at, file: file)
            guard seen.insert(scenario.id).inserted else {
                throw ScenarioCatalogError(file: file, problem: "\(at): duplicate id \"\(scenario.id)\"")
            }
            guard ScenarioDetector.function(named: scenario.detect) != nil else {
                throw ScenarioCatalogError(
                    file: file, problem: "\(at) (\(scenario.id)): unknown detect function \"\(scenario.detect)\"")
            }
            for p in scenario.profiles where !profiles.contains(p) {
                throw ScenarioCatalogError(file: file, problem: "\(at) (\(scenario.id)): unknown profile \"\(p)\"")
            }
            for c in scenario.checklist where !items.contains(c) {
                throw ScenarioCatalogError(
                    file: file, problem: "\(at) (\(scenario.id)): unknown checklist item \"\(c)\"")
            }
            scenarios.append(scenario)
        }
        return ScenarioCatalog(scenarios: scenarios)
    }

    static func scenario(_ value: JSONValue, at: String, file: String) throws(ScenarioCatalogError) -> Scenario {
        guard let members = value.objectValue else {
            throw ScenarioCatalogError(file: file, problem: "\(at): must be an object")
        }
        for m in members where !keys.contains(m.key) {
            throw ScenarioCatalogError(file: file, problem: "\(at): unknown key \"\(m.key)\"")
        }
        func text(_ key: String) throws(ScenarioCatalogError) -> String {
            guard let s = value[key]?.stringValue, !s.isEmpty else {
                throw ScenarioCatalogError(file: file, problem: "\(at): \"\(key)\" must be a non-empty string")
            }
            return s
        }
        func names(_ key: String) throws(ScenarioCatalogError) -> [String] {
            guard let list = value[key]?.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                throw ScenarioCatalogError(file: file, problem: "\(at): \"\(key)\" must be an array of strings")
            }
            return list.compactMap(\.stringValue)
        }
        guard case .bool(let required)? = value["required"] else {
            throw ScenarioCatalogError(file: file, problem: "\(at): \"required\" must be true or false")
        }
        return Scenario(
            id: try text("id"), title: try text("title"), detect: try text("detect"), profiles: try names("profiles"),
            required: required, play: try text("play"), checklist: try names("checklist"), source: try text("source"))
    }

    /// The scenarios a certification under `profile` exercises (a scenario listed for a profile
    /// applies to every profile extending it).
    public func scenarios(for profile: String, rules: RuleSet) -> [Scenario] {
        let lineage = Set(((try? rules.lineage(of: profile)) ?? []).map(\.name))
        return scenarios.filter { !lineage.isDisjoint(with: $0.profiles) }
    }
}
