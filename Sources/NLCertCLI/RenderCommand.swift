import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nlcert render report.json --format html` — re-renders a report saved with
/// `nlcert check --format json` in any other format, without the capture. Refuses a report
/// from a newer schema with exit 2.
public enum RenderCommand: Command {
    public static let name = "render"
    public static let summary = "re-render a saved JSON report as html, markdown, text, junit, sarif, …"
    public static let usage = """
        Usage: nlcert render REPORT.json [--format FORMAT[,FORMAT…]] [-o FILE | --output-dir DIR]

        Reads a report written by 'nlcert check --format json' ('-' reads standard input) and
        writes it in another format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).
        Identifiers stay redacted when the saved report was redacted. With the github format and
        GITHUB_STEP_SUMMARY set, the Markdown summary is appended to that file.
        Exit codes: 0 rendered, 2 unreadable report or bad options.
        """
    public static let options: [OptionSpec] =
        [
            .value("--fail-on", name: "SEVERITY", help: "severity that makes a capture FAIL (default: as saved)")
        ] + OutputOptions.specs()

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.count == 1, let input = arguments.positionals.first else {
            throw CLIError.usage("give exactly one saved JSON report (or '-' for standard input)")
        }
        let destination = try OutputOptions.parse(arguments, console: console, conflict: .render)
        let saved = try SavedReportReader.read(input, console: console)
        var options = destination.reportOptions(failOn: saved.failOn)
        options.informationURI = destination.homePage ?? saved.homePage
        options.campaignGate = saved.campaignGate
        if let s = arguments.value("--fail-on") {
            guard let sev = Severity(rawValue: s) else {
                throw CLIError.usage("--fail-on must be error, warning or info")
            }
            options.failOn = sev
        }
        if arguments.flag("--no-redact") && saved.redacted {
            console.err(
                "nlcert render: note: \(TerminalText.escape(input)) was saved redacted; identifiers cannot be shown again\n"
            )
        }

        // A report saved by an older nlcert may name files by absolute path: relative here too.
        var results = saved.results
        options.utf16Columns = destination.relocate(&results, console: console)
        try ReportOutput.emit(results, campaign: saved.campaign, to: destination, options: options, console: console)
        return .success
    }
}
