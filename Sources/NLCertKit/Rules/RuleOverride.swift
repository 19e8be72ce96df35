/// A change to one rule made by a profile or the user's config: turn it off or on, change its
/// severity, set options. Written as `"off"`, `"warning"` or `{"severity": …, "options": {…}}`.
public struct RuleOverride: Sendable, Hashable {
    public var enabled: Bool?
    public var severity: Severity?
    public var options: [JSONValue.JSONMember]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [JSONValue.JSONMember] = []) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    /// Reads one override; `file` and `rule` name the place for errors.
    public static func parse(_ value: JSONValue, file: String, rule: String) throws(RuleLoadError) -> RuleOverride {
        switch value {
        case .string(let s):
            if s == "off" { return RuleOverride(enabled: false) }
            if s == "on" { return RuleOverride(enabled: true) }
            guard let sev = Severity(rawValue: s) else {
                throw RuleLoadError(
                    file: file, problem: "rules.\(rule): \"\(s)\" is not off, on, error, warning or info")
            }
            return RuleOverride(enabled: true, severity: sev)
        case .object(let members):
            var result = RuleOverride()
            for m in members {
                switch m.key {
                case "enabled":
                    guard let b = m.value.boolValue else {
                        throw RuleLoadError(file: file, problem: "rules.\(rule).enabled must be true or false")
                    }
                    result.enabled = b
                case "severity":
                    if m.value.stringValue == "off" {
                        result.enabled = false
                        continue
                    }
                    guard let s = m.value.stringValue, let sev = Severity(rawValue: s) else {
                        throw RuleLoadError(
                            file: file, problem: "rules.\(rule).severity must be error, warning, info or off")
                    }
                    result.severity = sev
                    if result.enabled == nil { result.enabled = true }
                case "options":
                    guard let o = m.value.objectValue else {
                        throw RuleLoadError(file: file, problem: "rules.\(rule).options must be an object")
                    }
                    result.options = o
                default:
                    throw RuleLoadError(
                        file: file,
                        problem: "rules.\(rule): unknown key \"\(m.key)\" (known: enabled, severity, options)")
                }
            }
            return result
        default:
            throw RuleLoadError(
                file: file, problem: "rules.\(rule) must be \"off\", a severity, or an object with severity/options")
        }
    }

    /// Applies `other` on top of this one.
    public func merged(with other: RuleOverride) -> RuleOverride {
        var result = self
        if let e = other.enabled { result.enabled = e }
        if let s = other.severity { result.severity = s }
        for o in other.options {
            result.options.removeAll { $0.key == o.key }
            result.options.append(o)
        }
        return result
    }
}
