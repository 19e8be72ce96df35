import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes rendered reports where the user asked: standard output, one file (`-o`), or one file
/// per format in a directory (`--output-dir DIR` → `DIR/nlcert-report.EXT`), and appends the
/// `github` format's Markdown summary to the file named by `GITHUB_STEP_SUMMARY` when set.
/// Shared by `nlcert check`, `render` and `watch`; where to write is their `OutputOptions`.
///
/// A CI log is never left empty: under `GITHUB_ACTIONS=true` the `github` format's workflow
/// commands go to standard output even when the reports are written to files (GitHub reads
/// annotations only from the log), and a run that writes files prints the verdict line and
/// where the files are.
public enum ReportOutput {
    static func emit(
        _ results: [CheckResult], campaign: CampaignResult? = nil, to destination: OutputOptions,
        options: ReportOptions, console: Console
    ) throws(CLIError) {
        let formats = destination.formats
        let output = destination.output
        let outputDir = destination.outputDir
        let inActions = console.environment["GITHUB_ACTIONS"] == "true"
        let summaryFile = console.environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 }
        var written: [String] = []
        var printedSummary = false
        for format in formats {
            var formatOptions = options
            // Colour only ever goes to a terminal, and only in the text format.
            if output != nil || outputDir != nil || format != .text { formatOptions.color = false }
            formatOptions.stepSummary = summaryFile != nil
            if format == .json || format == .text {
                // Streamed to its destination: the report of a large capture is never held whole.
                let options = formatOptions
                let path = try stream(format, destination, console) { sink in
                    if format == .json {
                        // The JSON writer keeps the sink only while it writes.
                        withoutActuallyEscaping(sink) {
                            ReportRenderer.writeJSON(results, campaign: campaign, options: options, to: $0)
                        }
                    } else {
                        ReportRenderer.writeText(results, campaign: campaign, options: options, to: sink)
                    }
                }
                if let path { written.append(path) }
                continue
            }
            let rendered = ReportRenderer.renderReport(
                results, campaign: campaign, format: format, options: formatOptions)
            if let outputDir {
                try createDirectory(outputDir)
                let path = reportPath(in: outputDir, format)
                try write(rendered.content, to: path)
                written.append(path)
            } else if let output {
                try write(rendered.content, to: output)
                written.append(output)
            } else {
                console.out(rendered.content)
                printedSummary = printedSummary || format == .github
            }
            if format == .github && inActions && (output != nil || outputDir != nil) {
                console.out(rendered.content)
                printedSummary = true
            }
            if let summary = rendered.stepSummary, let summaryFile { try append(summary, to: summaryFile) }
        }
        if !written.isEmpty {
            var text = printedSummary ? "" : ReportRenderer.summaryLine(results, failOn: options.failOn) + "\n"
            text +=
                "nlcert: report\(written.count == 1 ? "" : "s") written to "
                + written.map { TerminalText.escape($0) }.joined(separator: ", ") + "\n"
            console.out(text)
        }
    }

    /// Writes a report `body` hands over in pieces to `--output-dir`, `-o` or stdout; the file
    /// written, if any.
    static func stream(
        _ format: ReportFormat, _ destination: OutputOptions, _ console: Console,
        _ body: ((String) -> Void) -> Void
    ) throws(CLIError) -> String? {
        var path = destination.output
        if let outputDir = destination.outputDir {
            try createDirectory(outputDir)
            path = reportPath(in: outputDir, format)
        }
        guard let path else {
            body { console.out($0) }
            return nil
        }
        let failure = FileSystem.write(to: path) { write in
            // Handed on only while the body writes.
            withoutActuallyEscaping(write) { body($0) }
        }
        if let failure { throw cannotWrite(path, failure) }
        return path
    }

    /// The file a format's report gets in `--output-dir`.
    static func reportPath(in outputDir: String, _ format: ReportFormat) -> String {
        (outputDir.hasSuffix("/") ? outputDir : outputDir + "/") + "nlcert-report." + format.fileExtension
    }

    static func cannotWrite(_ path: String, _ reason: String) -> CLIError {
        CLIError.io(
            "\(path): cannot write the file (\(reason))\n  hint: check that the directory exists and is writable")
    }

    static func createDirectory(_ dir: String) throws(CLIError) {
        if let reason = FileSystem.createDirectory(dir) {
            throw CLIError.io(
                "\(dir): cannot create the output directory (\(reason))\n  hint: check the path and permissions")
        }
    }

    static func write(_ text: String, to path: String) throws(CLIError) {
        if let reason = FileSystem.write(text, to: path) { throw cannotWrite(path, reason) }
    }

    static func append(_ text: String, to path: String) throws(CLIError) {
        if !FileSystem.exists(path) {
            try write(text, to: path)
            return
        }
        if let reason = FileSystem.write(text, to: path, append: true) {
            throw CLIError.io(
                "\(path): cannot append the step summary (GITHUB_STEP_SUMMARY: \(reason))\n"
                    + "  hint: check that the file is writable")
        }
    }
}
