/// One `ignore[]` entry of `.nlcert.json`: hide findings of a rule (optionally only in one
/// session or for one asset), with the reason the team accepted them. The reason is required.
public struct IgnoreEntry: Sendable, Hashable {
    public var rule: String
    public var session: Int?
    public var asset: String?
    public var reason: String

    public init(rule: String, session: Int? = nil, asset: String? = nil, reason: String) {
        self.rule = rule
        self.session = session
        self.asset = asset
        self.reason = reason
    }

    /// Whether the entry covers `finding` (rule by id or slug).
    func matches(_ finding: Finding) -> Bool {
        guard rule.uppercased() == finding.ruleID.uppercased() || rule == finding.slug else { return false }
        if let session, finding.sessionOrdinal != session { return false }
        if let asset, finding.assetID != asset { return false }
        return true
    }

    /// `NL114 session 2 asset VID-1`.
    public var description: String {
        var s = rule
        if let session { s += " session \(session)" }
        if let asset { s += " asset \(asset)" }
        return s
    }
}
