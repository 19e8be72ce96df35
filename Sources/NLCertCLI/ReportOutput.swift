import Foundation
import NLCertKit

/// Writes rendered reports where the user asked: standard output, one file (`-o`), or one file
/// per format in a directory (`--output-dir DIR` → `DIR/nlcert-report.EXT`), and appends the
/// `github` format's Markdown summary to the file named by `GITHUB_STEP_SUMMARY` when set.
/// Shared by `nlcert render` and usable by `nlcert check`.
public enum ReportOutput {
    public static func emit(
        _ results: [CheckResult], campaign: CampaignResult? = nil, formats: [ReportFormat], options: ReportOptions,
        output: String?, outputDir: String?, console: Console
    ) throws(CLIError) {
        if output != nil && outputDir != nil { throw CLIError.usage("give either -o/--output or --output-dir, not both") }
        if formats.count > 1 && outputDir == nil {
            throw CLIError.usage("several formats need --output-dir DIR (one file per format)")
        }
        for format in formats {
            var formatOptions = options
            // Colour only ever goes to a terminal, and only in the text format.
            if output != nil || outputDir != nil || format != .text { formatOptions.color = false }
            let rendered = ReportRenderer.renderReport(results, campaign: campaign, format: format, options: formatOptions)
            if let outputDir {
                try createDirectory(outputDir)
                try write(rendered.content, to: outputDir + "/nlcert-report." + format.fileExtension)
            } else if let output {
                try write(rendered.content, to: output)
            } else {
                console.out(rendered.content)
            }
            if let summary = rendered.stepSummary, let path = console.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
                try append(summary, to: path)
            }
        }
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
