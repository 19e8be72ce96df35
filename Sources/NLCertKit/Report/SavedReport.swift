/// A JSON report read back by `JSONReportDecoder`: the check results and how they were made.
public struct SavedReport: Sendable {
    public var results: [CheckResult]
    /// Whether identifiers were already redacted when the report was written (then no
    /// re-rendering can show them).
    public var redacted: Bool
    /// The `--fail-on` the report was judged by.
    public var failOn: Severity
    /// The nlcert version that wrote it.
    var toolVersion: String
    public var schemaVersion: Int

    public init(results: [CheckResult], redacted: Bool, failOn: Severity, toolVersion: String, schemaVersion: Int) {
        self.results = results
        self.redacted = redacted
        self.failOn = failOn
        self.toolVersion = toolVersion
        self.schemaVersion = schemaVersion
    }
}
