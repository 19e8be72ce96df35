import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert render` driven in-process: a saved JSON report becomes any format, bad input is a
/// clear exit 2, several formats go to a directory, and the github format fills the step summary.
@Suite struct ReportRenderCommandTests {
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-render-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func savedReport(in dir: String) throws -> String {
        let path = dir + "/report.json"
        try ReportRenderer.render([ReportSamples.result()], format: .json, options: ReportOptions()).write(
            toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func rendersHTMLFromASavedReport() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.savedReport(in: dir)
        let rec = RecordingConsole()
        let code = NLCert.run(["render", path, "--format", "html"], console: rec.console)
        #expect(code == 0)
        #expect(rec.out == ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions()))
        #expect(rec.err.isEmpty)
    }

    @Test func readsStandardInput() throws {
        let json = ReportRenderer.render([ReportSamples.cleanResult()], format: .json, options: ReportOptions())
        let rec = RecordingConsole(stdin: Array(json.utf8))
        #expect(NLCert.run(["render", "-"], console: rec.console) == 0)
        #expect(rec.out.hasPrefix("PASS  0 errors"))
    }

    /// What is not a saved report is refused from its first bytes: `render - < /dev/zero` ends
    /// at once instead of reading standard input until memory runs out.
    /// Inputs named, not listed: a megabyte argument would fill the test log.
    static let notReports: [String: [UInt8]] = [
        "a megabyte of NUL bytes": [UInt8](repeating: 0, count: 1 << 20),
        "a JSON array": Array("[1, 2, 3]".utf8),
        "an object without schemaVersion": Array(#"{"results": [], "x": 1}"#.utf8),
        "100k letters": Array(String(repeating: "a", count: 100_000).utf8),
    ]

    @Test(arguments: notReports.keys.sorted())
    func whatIsNotAReportIsRefusedFromItsFirstBytes(input: String) throws {
        let rec = RecordingConsole(stdin: try #require(Self.notReports[input]))
        #expect(NLCert.run(["render", "-"], console: rec.console) == 2)
        #expect(rec.err.contains("-: not a report written by 'nlcert check --format json'"))
        #expect(rec.out.isEmpty)
    }

    @Test func aDirectoryOrAnEmptyInputIsSaidToBeSo() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let rec = RecordingConsole()
        #expect(NLCert.run(["render", dir], console: rec.console) == 2)
        #expect(rec.err.contains("\(dir): a directory, not a saved report"))
        let empty = RecordingConsole(stdin: [])
        #expect(NLCert.run(["render", "-"], console: empty.console) == 2)
        #expect(empty.err.contains("-: empty, not a saved report"))
    }

    @Test func aReportPastTheSizeLimitIsRefused() throws {
        let json = ReportRenderer.render([ReportSamples.result()], format: .json, options: ReportOptions())
        let rec = RecordingConsole(stdin: Array(json.utf8))
        #expect(throws: CLIError.self) {
            try SavedReportReader.read("-", console: rec.console, maxBytes: json.utf8.count - 1)
        }
        let again = RecordingConsole(stdin: Array(json.utf8))
        let saved = try SavedReportReader.read("-", console: again.console, maxBytes: json.utf8.count)
        #expect(saved.results.count == 1)
    }

    @Test func newerSchemaIsExit2WithAClearMessage() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/future.json"
        try #"{"schemaVersion": 3, "results": []}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let rec = RecordingConsole()
        #expect(NLCert.run(["render", path, "--format", "html"], console: rec.console) == 2)
        #expect(rec.out.isEmpty)
        #expect(rec.err.contains("future.json: at schemaVersion: the report uses schema version 3"))
        #expect(rec.err.contains("hint: "))
    }

    @Test(arguments: [
        (["render"], "give exactly one saved JSON report"),
        (["render", "/nonexistent/r.json"], "cannot read the file"),
        (["render", "x.json", "--format", "pdf"], "unknown report format 'pdf'"),
        (["render", "x.json", "--format", "html,sarif"], "several formats need --output-dir"),
    ])
    func badInvocationsAreExit2(args: [String], message: String) {
        let rec = RecordingConsole()
        #expect(NLCert.run(args, console: rec.console) == 2)
        #expect(rec.err.contains(message), "\(rec.err)")
    }

    @Test func notJSONIsExit2WithLineAndColumn() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/broken.json"
        try "{\"schemaVersion\": 1,\n\"results\": [}".write(toFile: path, atomically: true, encoding: .utf8)
        let rec = RecordingConsole()
        #expect(NLCert.run(["render", path], console: rec.console) == 2)
        #expect(rec.err.contains("broken.json:2:13: not valid JSON"))
    }

    @Test func severalFormatsIntoADirectoryAndTheStepSummary() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.savedReport(in: dir)
        let summary = dir + "/summary.md"
        try "earlier step\n".write(toFile: summary, atomically: true, encoding: .utf8)
        let rec = RecordingConsole(environment: ["GITHUB_STEP_SUMMARY": summary])
        let code = NLCert.run(
            ["render", path, "--format", "html,sarif,github", "--output-dir", dir + "/out"], console: rec.console)
        #expect(code == 0)
        for ext in ["html", "sarif", "github.txt"] {
            #expect(FileManager.default.fileExists(atPath: dir + "/out/nlcert-report." + ext), "\(ext) written")
        }
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("earlier step\n# nlcert report"), "appended, not replaced")
        // Only the verdict and where the files are: the annotations stay in their file.
        #expect(rec.out.hasPrefix("nlcert: FAIL — 1 capture"))
        #expect(!rec.out.contains("::error"))
    }

    @Test func noRedactOnARedactedReportSaysSo() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try Self.savedReport(in: dir)
        let rec = RecordingConsole()
        #expect(NLCert.run(["render", path, "--no-redact", "--format", "markdown"], console: rec.console) == 0)
        #expect(rec.err.contains("was saved redacted"))
        #expect(!rec.out.contains(ReportSamples.idfa))
    }

    @Test func colourFollowsTheTerminalAndNoColor() throws {
        let json = ReportRenderer.render([ReportSamples.result()], format: .json, options: ReportOptions())
        let tty = RecordingConsole(stdin: Array(json.utf8), tty: true)
        #expect(NLCert.run(["render", "-"], console: tty.console) == 0)
        #expect(tty.out.contains("\u{1B}["))
        let noColor = RecordingConsole(environment: ["NO_COLOR": "1"], stdin: Array(json.utf8), tty: true)
        #expect(NLCert.run(["render", "-"], console: noColor.console) == 0)
        #expect(!noColor.out.contains("\u{1B}["))
    }
}
