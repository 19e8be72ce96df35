/// Stable finding identity for baselines, SARIF and GitLab: a hash of rule, profile, asset id,
/// session ordinal and field only — never times, `rnd` or device ids, so the same problem in a
/// re-recorded capture keeps its fingerprint.
public enum Fingerprint {
    public static func make(rule: String, profile: String, assetID: String?, sessionOrdinal: Int?, field: String?) -> String {
        let key = [rule, profile, assetID ?? "", sessionOrdinal.map(String.init) ?? "", field ?? ""].joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
