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
    /// The campaign the report was written with (several captures, or `check --campaign`).
    public var campaign: CampaignResult?
    /// Whether the campaign gated the run (`check --campaign`), as saved.
    public var campaignGate: Bool = false
    /// The home page the report was written with (`informationUri`), kept by `render`.
    public var homePage: String?

    public init(results: [CheckResult], redacted: Bool, failOn: Severity, toolVersion: String, schemaVersion: Int) {
        self.results = results
        self.redacted = redacted
        self.failOn = failOn
        self.toolVersion = toolVersion
        self.schemaVersion = schemaVersion
    }
}
