/// nlcert's version, printed by `--version` and recorded in machine-readable reports.
public enum NLCertVersion {
    public static let current = "0.1.0"
    /// The JSON report's schema version: fields are only ever added.
    static let jsonSchema = 1
}
