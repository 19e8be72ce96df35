/// How a report is rendered. Every field has a default, so callers set only what they need.
public struct ReportOptions: Sendable {
    /// Redact device and user identifiers (`c9 devid`, `c1 nuid`, `fp_id`, `c29 plid`,
    /// IDFA-like values, …) in HTML, Markdown and JSON. On by default; `--no-redact` turns it off.
    public var redact: Bool
    /// ANSI colour in text output (the CLI sets it only when stdout is a TTY and `NO_COLOR` is
    /// unset).
    public var color: Bool
    /// The severity at or above which a capture's verdict is FAIL (`--fail-on`).
    public var failOn: Severity
    /// Byte budget of a Markdown report. GitHub caps a step summary at 1 MiB; the default keeps
    /// some room for whatever else the job appends.
    var markdownByteLimit: Int
    /// GitHub shows about ten annotations per level and step; the rest go to the step summary.
    var annotationsPerLevel: Int
    /// Where the tool and its rules are documented online (SARIF `informationUri`, `helpUri`);
    /// `nil` (the default) leaves those optional fields out rather than pointing at a guess.
    public var informationURI: String?
    /// Evidence locations' columns in UTF-16 code units, as SARIF's `columnKind` names them,
    /// measured from the files (`UTF16Columns.measure`); a location not in here keeps its UTF-8
    /// byte column (the same on ASCII lines).
    public var utf16Columns: [SourceLocation: Int]
    /// Keep every ping in the per-ping detail (`--full`); by default a report lists the pings
    /// that are evidence and the first `pingDetailLimit` of the rest, with a count.
    public var fullPingDetail: Bool
    /// How many pings that are not evidence a report lists in full (see `fullPingDetail`).
    var pingDetailLimit: Int
    /// Whether the `github` format renders its Markdown step summary: the CLI asks for it only
    /// when `GITHUB_STEP_SUMMARY` names a file to write it to (for a million pings it is half
    /// the format's time, otherwise thrown away).
    public var stepSummary: Bool
    /// Whether the campaign's readiness gates the run (`check --campaign`): only then does an
    /// unready checklist item or uncovered scenario fail a JUnit test case; otherwise it is
    /// reported as skipped, so that a PASS run never turns a pipeline red.
    public var campaignGate: Bool = false

    public init(
        redact: Bool = true, color: Bool = false, failOn: Severity = .error, markdownByteLimit: Int = 1_000_000,
        annotationsPerLevel: Int = 10, informationURI: String? = nil, utf16Columns: [SourceLocation: Int] = [:],
        fullPingDetail: Bool = false, pingDetailLimit: Int = 200, stepSummary: Bool = true
    ) {
        self.stepSummary = stepSummary
        self.utf16Columns = utf16Columns
        self.fullPingDetail = fullPingDetail
        self.pingDetailLimit = pingDetailLimit
        self.redact = redact
        self.color = color
        self.failOn = failOn
        self.markdownByteLimit = markdownByteLimit
        self.annotationsPerLevel = annotationsPerLevel
        self.informationURI = informationURI
    }
}
