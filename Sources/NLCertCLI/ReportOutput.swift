import Foundation
import NLCertKit

/// Writes rendered reports where the user asked: standard output, one file (`-o`), or one file
/// per format in a directory (`--output-dir DIR` → `DIR/nlcert-report.EXT`), and appends the
/// `github` format's Markdown summary to the file named by `GITHUB_STEP_SUMMARY` when set.
/// Shared by `nlcert render` and `nlcert check`.
///
/// A CI log is never left empty: under `GITHUB_ACTIONS=true` the `github` format's workflow
/// commands go to standard output even when the reports are written to files (GitHub reads
/// annotations only from the log), and a run that writes files prints the verdict line and
/// where the files are.
public enum ReportOutput {
    public static func emit(
        _ results: [CheckResult], campaign: CampaignResult? = nil, formats: [ReportFormat], options: ReportOptions,
        output: String?, outputDir: String?, console: Console
    ) throws(CLIError) {
        if output != nil && outputDir != nil { throw CLIError.usage("give either -o/--output or --output-dir, not both") }
        if formats.count > 1 && outputDir == nil {
            throw CLIError.usage("several formats need --output-dir DIR (one file per format)")
        }
        let inActions = console.environment["GITHUB_ACTIONS"] == "true"
        var written: [String] = []
        var printedSummary = false
        for format in formats {
            var formatOptions = options
            // Colour only ever goes to a terminal, and only in the text format.
            if output != nil || outputDir != nil || format != .text { formatOptions.color = false }
            let rendered = ReportRenderer.renderReport(results, campaign: campaign, format: format, options: formatOptions)
            if let outputDir {
                try createDirectory(outputDir)
                let path = (outputDir.hasSuffix("/") ? outputDir : outputDir + "/") + "nlcert-report." + format.fileExtension
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
            if let summary = rendered.stepSummary, let path = console.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                try append(summary, to: path)
            }
        }
        if !written.isEmpty {
            var text = printedSummary ? "" : ReportRenderer.summaryLine(results, failOn: options.failOn) + "\n"
            text += "nlcert: report\(written.count == 1 ? "" : "s") written to " + written.map { TerminalText.escape($0) }.joined(separator: ", ") + "\n"
            console.out(text)
        }
    }

    /// The formats to write: `--format`, else the `-o` file's extension (`report.html` →
    /// html), else text. A `--format` the extension contradicts is a usage error.
    static func formats(_ list: String?, output: String?) throws(CLIError) -> [ReportFormat] {
        let implied = output.flatMap { ReportFormat(fileName: $0) }
        guard let list else { return [implied ?? .text] }
        let formats: [ReportFormat]
        switch ReportFormat.parseList(list) {
        case .success(let f): formats = f
        case .failure(let e): throw CLIError.usage(e.description)
        }
        if let output, let implied, formats.count == 1, formats[0] != implied {
            throw CLIError.usage("-o \(output) names a .\(implied.fileExtension) file but --format is \(formats[0].rawValue)\n  hint: drop --format to write \(implied.rawValue), or name the file .\(formats[0].fileExtension)")
        }
        return formats
    }

    /// Colour for the text format: `--color` forces it, `--no-color` and `NO_COLOR` turn it off,
    /// otherwise only on a terminal.
    static func color(_ arguments: ParsedArguments, console: Console) -> Bool {
        if arguments.flag("--no-color") { return false }
        if arguments.flag("--color") { return true }
        let allowed = console.environment["NO_COLOR"].map(\.isEmpty) ?? true
        return console.stdoutIsTTY && allowed
    }

    static func createDirectory(_ dir: String) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CLIError.io("\(dir): cannot create the output directory (\(error.localizedDescription))\n  hint: check the path and permissions")
        }
    }

    static func write(_ text: String, to path: String) throws(CLIError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.io("\(path): cannot write the file (\(error.localizedDescription))\n  hint: check that the directory exists and is writable")
        }
    }

    static func append(_ text: String, to path: String) throws(CLIError) {
        if !FileManager.default.fileExists(atPath: path) {
            try write(text, to: path)
            return
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError.io("\(path): cannot append the step summary (GITHUB_STEP_SUMMARY)\n  hint: check that the file is writable")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw CLIError.io("\(path): cannot append the step summary (\(error.localizedDescription))")
        }
    }
}
