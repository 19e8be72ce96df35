/// A profile from `rules/profiles/`: a named set of rules with options and severities for one
/// kind of integration (video, audio, a region, kids apps). A profile may extend another.
public struct Profile: Sendable {
    public var name: String
    public var description: String
    /// The profile this one builds on.
    public var extends: String?
    /// The Nielsen sfcode the region uses, when the profile is regional.
    var sfcode: String?
    /// Rule settings of this profile (not including the extended profile's).
    public var rules: [String: RuleOverride]
    public var file: String

    public init(
        name: String, description: String, extends: String? = nil, sfcode: String? = nil,
        rules: [String: RuleOverride] = [:], file: String
    ) {
        self.name = name
        self.description = description
        self.extends = extends
        self.sfcode = sfcode
        self.rules = rules
        self.file = file
    }

    /// The default profile's name.
    public static let defaultName = "dcr-video"
}
