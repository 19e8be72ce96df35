/// The user's `.nlcert.json`: a profile to extend, per-rule settings, ignores (each with a
/// required reason), the severity that fails the run, and a baseline file. Unknown keys are
/// errors that name the file and key.
public struct CheckConfiguration: Sendable {
    public var file: String
    public var extends: String?
    public var rules: [String: RuleOverride]
    public var ignores: [IgnoreEntry]
    public var failOn: Severity?
    /// As written in the file (relative to the file's folder).
    public var baseline: String?
    /// Where nlcert's rule pages are published (`HomePage`): SARIF's `informationUri`, and the
    /// base of each rule's `helpUri`. `--home-page` wins over it.
    public var homePage: String?

    public init(
        file: String, extends: String? = nil, rules: [String: RuleOverride] = [:], ignores: [IgnoreEntry] = [],
        failOn: Severity? = nil, baseline: String? = nil
    ) {
        self.file = file
        self.extends = extends
        self.rules = rules
        self.ignores = ignores
        self.failOn = failOn
        self.baseline = baseline
    }

    static let keys = ["extends", "rules", "ignore", "failOn", "baseline", "homePage", "$schema"]

    /// Parses a config file's text.
    public static func parse(_ text: String, file: String) throws(RuleLoadError) -> CheckConfiguration {
        let members = try RuleSetLoader.parseJSON(text, file: file)
        var config = CheckConfiguration(file: file)
        for m in members {
            switch m.key {
            case "extends":
                guard let s = m.value.stringValue else {
                    throw RuleLoadError(file: file, problem: "\"extends\" must be a profile name")
                }
                config.extends = s
            case "rules":
                guard let o = m.value.objectValue else {
                    throw RuleLoadError(file: file, problem: "\"rules\" must be an object of rule id → setting")
                }
                for r in o { config.rules[r.key] = try RuleOverride.parse(r.value, file: file, rule: r.key) }
            case "ignore":
                guard let list = m.value.arrayValue else {
                    throw RuleLoadError(file: file, problem: "\"ignore\" must be a list")
                }
                for (i, item) in list.enumerated() {
                    config.ignores.append(try parseIgnore(item, index: i, file: file))
                }
            case "failOn":
                guard let s = m.value.stringValue, let sev = Severity(rawValue: s) else {
                    throw RuleLoadError(file: file, problem: "\"failOn\" must be error, warning or info")
                }
                config.failOn = sev
            case "baseline":
                guard let s = m.value.stringValue else {
                    throw RuleLoadError(file: file, problem: "\"baseline\" must be a file name")
                }
                config.baseline = s
            case "homePage":
                guard let s = m.value.stringValue else {
                    throw RuleLoadError(file: file, problem: "\"homePage\" must be a URL string")
                }
                if let problem = HomePage.problem(s) {
                    throw RuleLoadError(file: file, problem: "\"homePage\" \(s): \(problem)")
                }
                config.homePage = s
            case "$schema":
                break
            default:
                throw RuleLoadError(
                    file: file,
                    problem: "unknown key \"\(m.key)\" (known: extends, rules, ignore, failOn, baseline, homePage)")
            }
        }
        return config
    }

    static func parseIgnore(_ item: JSONValue, index: Int, file: String) throws(RuleLoadError) -> IgnoreEntry {
        let place = "ignore[\(index)]"
        guard let o = item.objectValue else { throw RuleLoadError(file: file, problem: "\(place) must be an object") }
        for m in o where !["rule", "session", "asset", "reason"].contains(m.key) {
            throw RuleLoadError(
                file: file, problem: "\(place): unknown key \"\(m.key)\" (known: rule, session, asset, reason)")
        }
        guard let rule = item["rule"]?.stringValue, !rule.isEmpty else {
            throw RuleLoadError(file: file, problem: "\(place) needs \"rule\"")
        }
        guard let reason = item["reason"]?.stringValue, !reason.trimmingSpaces().isEmpty else {
            throw RuleLoadError(
                file: file, problem: "\(place) (\(rule)) needs a \"reason\": say why the finding is accepted")
        }
        var session: Int?
        if let s = item["session"] {
            guard let n = s.intValue, n >= 1 else {
                throw RuleLoadError(file: file, problem: "\(place).session must be a session number (1, 2, …)")
            }
            session = n
        }
        var asset: String?
        if let a = item["asset"] {
            guard let s = a.stringValue else {
                throw RuleLoadError(file: file, problem: "\(place).asset must be a string")
            }
            asset = s
        }
        return IgnoreEntry(rule: rule, session: session, asset: asset, reason: reason)
    }
}
