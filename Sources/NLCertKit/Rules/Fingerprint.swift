/// Stable finding identity for baselines, SARIF and GitLab: a hash of rule, profile, asset id,
/// session ordinal and field only — never times, `rnd` or device ids, so the same problem in a
/// re-recorded capture keeps its fingerprint.
enum Fingerprint {
    static func make(rule: String, profile: String, assetID: String?, sessionOrdinal: Int?, field: String?) -> String {
        let key = [rule, profile, assetID ?? "", sessionOrdinal.map(String.init) ?? "", field ?? ""].joined(
            separator: "\u{1F}")
        return StableHash.hex(key)
    }
}
