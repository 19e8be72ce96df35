import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nlcert diff A B` — what changed between two runs of the same scenario: findings fixed, new
/// and unchanged, checklist items that changed state, and per viewing session the metadata,
/// the aligned call sequence, playhead cadence and ad breaks. Exit 1 when B has a failing
/// finding A did not have (a regression gate), else 0.
public enum DiffCommand: Command {
    public static let name = "diff"
    public static let summary = "compare two runs of a scenario (captures or saved JSON reports): fixed, new, changed"
    public static let usage = """
        Usage: nlcert diff [options] BEFORE AFTER

        BEFORE and AFTER are each a capture (HAR, .chlsj, URL list, SDK log, API trace) or a
        report saved with 'nlcert check --format json'. Add an SDK log or API trace to a capture
        with --log-before / --log-after.
        Exit: 0 no new failing finding, 1 AFTER has a failing finding BEFORE did not, 2 usage or
        input error.
        """
    public static let options: [OptionSpec] =
        RuleSetup.options + [
            .value("--log-before", name: "FILE", help: "an SDK log or API trace joining BEFORE", repeatable: true),
            .value("--log-after", name: "FILE", help: "an SDK log or API trace joining AFTER", repeatable: true),
            .value("--format", "-f", name: "F", help: "text (default), markdown or json"),
            .value(
                "--fail-on", name: "LEVEL", help: "error (default), warning or info: what counts as a failing finding"),
            .value("-o", "--output", name: "FILE", help: "write to FILE instead of standard output"),
        ]

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw CLIError.usage("'nlcert diff' compares exactly two runs: BEFORE AFTER (see 'nlcert diff --help')")
        }
        let format: ReportFormat
        switch ReportFormat(name: arguments.value("--format") ?? "text") {
        case .some(let f) where [.text, .markdown, .json].contains(f): format = f
        default: throw CLIError.usage("--format for diff is text, markdown or json")
        }
        var failOn = Severity.error
        if let text = arguments.value("--fail-on") {
            guard let s = Severity(rawValue: text) else {
                throw CLIError.usage("--fail-on must be error, warning or info, not '\(text)'")
            }
            failOn = s
        }
        let setup = try RuleSetup.load(arguments, console: console)
        let before = try result(
            arguments.positionals[0], logs: arguments.values("--log-before"), setup: setup, console: console)
        let after = try result(
            arguments.positionals[1], logs: arguments.values("--log-after"), setup: setup, console: console)
        let diff = RunDiffBuilder.diff(before, after)
        let text = RunDiffReport.render(diff, format: format, failOn: failOn)
        if let path = arguments.value("-o") {
            try ReportOutput.write(text, to: path)
        } else {
            console.out(text)
        }
        return diff.regressions(failOn: failOn).isEmpty ? .success : .findings
    }

    /// A saved JSON report's (first) result, or the check of a capture.
    static func result(
        _ path: String, logs: [String], setup: RuleSetup, console: Console
    ) throws(CLIError) -> CheckResult {
        if logs.isEmpty, let saved = try savedReport(path, console: console) {
            guard let first = saved.results.first else {
                throw CLIError.io("\(path): the saved report holds no capture")
            }
            return first
        }
        let paths = [path] + logs
        let capture: Capture
        do {
            capture = try CaptureReader.read(paths: paths, stdinSource: console.stdinSource, filter: .nielsenPings)
        } catch {
            throw CLIError.input(error)
        }
        return try setup.engine().check(TimelineBuilder.build(capture), inputs: paths)
    }

    /// The report when `path` is a JSON report written by `nlcert check`, else `nil`.
    static func savedReport(_ path: String, console: Console) throws(CLIError) -> SavedReport? {
        // Only a regular file is peeked at: a pipe's first bytes would be gone for the reader.
        guard path != "-", FileSystem.isRegularFile(path), let head = FileSystem.head(path, count: 256)
        else { return nil }
        guard SavedReportReader.looksLikeReport(head) else { return nil }
        return try SavedReportReader.read(path, console: console)
    }
}
