/// nlcert's version, printed by `--version` and recorded in machine-readable reports.
public enum NLCertVersion {
    public static let current = "0.1.0"
    /// The JSON report's schema version: fields are only ever added.
    static let jsonSchema = 1

    /// The built-in rules' version: the first 12 hex digits of their digest (`RuleData.digest`).
    /// rules/ has no version number of its own, and the rules change between tool releases, so
    /// the digest says which rules a binary carries; the same rules/ always gives the same one.
    public static var rules: String { String(RuleData.digest.prefix(12)) }

    /// What `nlcert --version` prints: the tool's version, then the rules'.
    public static var banner: String {
        "nlcert \(current)\nrules \(rules) (sha256 of the \(RuleData.files.count) built-in rule files)\n"
    }
}
