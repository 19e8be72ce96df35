import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// What CI jobs see: annotations on stdout under GitHub Actions whatever is written to files, a
/// summary in the log of a run that writes files, and file names relative to the working
/// directory (or `--base-dir`) in every format.
@Suite struct CIOutputTests {
    static let long = Fixtures.corpus("g_long_fields", "har")
    static let clean = Fixtures.corpus("a_vod_noads_correct", "har")

    static func withTempDir(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "nlcert-ci-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    @Test func githubActionsAnnotationsGoToStdoutWithOutputDir() throws {
        try Self.withTempDir { dir in
            // The README's workflow: github,sarif,html into a folder.
            let console = RecordingConsole(environment: ["GITHUB_ACTIONS": "true"])
            let code = NLCert.run(
                ["check", Self.long, "--format", "github,sarif,html", "--output-dir", dir + "/out"],
                console: console.console)
            #expect(code == 1)
            #expect(console.out.contains("::error file="), "annotations in the log, where GitHub reads them")
            #expect(console.out.contains("nlcert: FAIL — 1 capture, 3 errors"))
            #expect(console.out.contains("nlcert-report.sarif"))
            #expect(FileManager.default.fileExists(atPath: dir + "/out/nlcert-report.github.txt"))
            // Outside GitHub Actions the annotations stay in their file, the summary is printed.
            let plain = RecordingConsole()
            _ = NLCert.run(
                ["check", Self.long, "--format", "github,sarif", "--output-dir", dir + "/out2"], console: plain.console)
            #expect(!plain.out.contains("::error"))
            #expect(plain.out.contains("nlcert: FAIL — 1 capture, 3 errors, 0 warnings, 0 info"))
        }
    }

    @Test func aRunThatWritesFilesStillPrintsItsVerdict() throws {
        try Self.withTempDir { dir in
            // The README's GitLab recipe: every format goes to a file.
            let console = RecordingConsole(environment: ["GITLAB_CI": "true"])
            let code = NLCert.run(
                ["check", Self.clean, "--format", "text,gitlab,junit", "--output-dir", dir], console: console.console)
            #expect(code == 0)
            #expect(console.out.contains("nlcert: PASS — 1 capture"))
            #expect(console.out.contains(dir + "/nlcert-report.gitlab.json"))
            let single = RecordingConsole()
            _ = NLCert.run(["check", Self.clean, "-o", dir + "/r.json"], console: single.console)
            #expect(single.out.contains("nlcert: PASS"))
            #expect(single.out.contains("r.json"))
        }
    }

    @Test func reportsNameFilesRelativeToTheWorkingDirectoryOrBaseDir() throws {
        try Self.withTempDir { dir in
            let capture = dir + "/captures/run 1.har"
            try FileManager.default.createDirectory(atPath: dir + "/captures", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Self.long, toPath: capture)
            for format in ReportFormat.allCases {
                let console = RecordingConsole(environment: ["PWD": dir])
                _ = NLCert.run(["check", capture, "--format", format.rawValue], console: console.console)
                #expect(!console.out.contains(dir), "\(format): an absolute path")
                #expect(!console.out.contains("file://"), "\(format): a file URI")
                #expect(console.out.contains("captures/run"), "\(format): names the capture")
                let based = RecordingConsole(environment: ["PWD": dir])
                _ = NLCert.run(
                    ["check", capture, "--format", format.rawValue, "--base-dir", dir + "/captures"],
                    console: based.console)
                #expect(
                    !based.out.contains(dir) && !based.out.contains("captures/run"), "\(format): relative to --base-dir"
                )
            }
        }
    }

    /// A reader's note names the file too ("2 line(s) … were passed over"): it is named like the
    /// evidence, not by the absolute path the capture was opened by.
    @Test func aNoteNamesTheCaptureLikeTheEvidence() throws {
        try Self.withTempDir { dir in
            let capture = dir + "/captures/console.txt"
            try FileManager.default.createDirectory(atPath: dir + "/captures", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Fixtures.repoPath("samples/ios/xcode-console-with-recorder.txt"), toPath: capture)
            for format in ["text", "json", "markdown", "html", "junit"] {
                let console = RecordingConsole(environment: ["PWD": dir])
                _ = NLCert.run(["check", capture, "--format", format], console: console.console)
                #expect(console.out.contains("passed over"), "\(format): the note is in the report")
                #expect(!console.out.contains(dir), "\(format): an absolute path")
            }
        }
    }

    @Test func renderMakesASavedReportsAbsolutePathsRelative() throws {
        try Self.withTempDir { dir in
            // A report saved by an older nlcert, naming the capture by absolute path.
            let old = ReportSamples.result().relocated { dir + "/" + $0 }
            try ReportRenderer.render([old], format: .json, options: ReportOptions()).write(
                toFile: dir + "/saved.json", atomically: true, encoding: .utf8)
            for format in ["sarif", "junit", "gitlab", "html"] {
                let console = RecordingConsole(environment: ["PWD": dir])
                #expect(NLCert.run(["render", dir + "/saved.json", "-f", format], console: console.console) == 0)
                #expect(!console.out.contains(dir), "\(format): an absolute path")
                #expect(console.out.contains("captures/b_ads"), "\(format)")
            }
        }
    }

    @Test func displayPathsAreRelative() {
        let p = DisplayPath(workingDirectory: "/home/me/proj")
        #expect(p.display("/home/me/proj/captures/a.har") == "captures/a.har")
        #expect(p.display("captures/./a.har") == "captures/a.har")
        #expect(p.display("/home/me/other/a.har") == "../other/a.har")
        #expect(p.display("-") == "-")
        // Streams the shell opens keep their own name.
        #expect(p.display("/dev/fd/63") == "/dev/fd/63")
        #expect(p.display("/proc/self/fd/3") == "/proc/self/fd/3")
        #expect(DisplayPath(workingDirectory: "/").display("/dev/stdin") == "/dev/stdin")
        let based = DisplayPath(workingDirectory: "/home/me/proj", base: "captures")
        #expect(based.display("captures/a.har") == "a.har")
        #expect(based.display("/home/me/proj/b.har") == "../b.har")
    }
}
