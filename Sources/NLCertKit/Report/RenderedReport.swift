/// A rendered report: the main output and, for the `github` format, the Markdown the CLI
/// appends to the file named by `GITHUB_STEP_SUMMARY`.
public struct RenderedReport: Sendable, Equatable {
    /// What goes to stdout or the output file.
    public var content: String
    /// Markdown for the step summary (only the `github` format sets it).
    public var stepSummary: String?

    public init(content: String, stepSummary: String? = nil) {
        self.content = content
        self.stepSummary = stepSummary
    }
}
