import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// The output options `check`, `render` and `watch` share are validated in one place, before
/// any input is read, with the words each command has always used (README, "nlcert check").
@Suite struct OutputOptionsTests {
    static func usageError(_ args: [String]) -> String {
        let rec = RecordingConsole()
        #expect(NLCert.run(args, console: rec.console) == 2)
        #expect(rec.out.isEmpty)
        return rec.err
    }

    @Test(arguments: [
        (["check", "a.har", "-o", "r.txt", "--output-dir", "d"], "give either -o FILE or --output-dir DIR, not both"),
        (["render", "r.json", "-o", "r.txt", "--output-dir", "d"], "give either --output or --output-dir, not both"),
        (["watch", "a.log", "-o", "r.txt", "--output-dir", "d"], "give either -o/--output or --output-dir, not both"),
        (["check", "a.har", "-f", "json,html"], "several formats need --output-dir DIR (one file per format)"),
        (["watch", "a.log", "-f", "json,html"], "several formats need --output-dir DIR (one file per format)"),
        (
            ["check", "a.har", "-o", "r.html", "-f", "json"],
            "-o r.html names a .html file but --format is json\n"
                + "  hint: drop --format to write html, or name the file .json"
        ),
        (
            ["render", "r.json", "--output", "r.sarif", "-f", "text"],
            "-o r.sarif names a .sarif file but --format is text"
        ),
    ])
    func conflictsAreUsageErrorsBeforeAnyInputIsRead(args: [String], message: String) {
        // None of the named files exists: the options are refused first.
        #expect(Self.usageError(args).contains("usage error: " + message))
    }

    @Test func everyReportWritingCommandTakesTheSameOutputOptions() {
        let shared: Set<String> = ["--format", "-f", "-o", "--output", "--output-dir", "--base-dir", "--no-redact"]
        for command in [CheckCommand.self, RenderCommand.self, WatchCommand.self] as [any Command.Type] {
            #expect(Set(command.allOptions.flatMap(\.names)).isSuperset(of: shared), "\(command.name)")
        }
        #expect(CheckCommand.allOptions.contains { $0.names == ["--full"] })
    }

    @Test func formatFollowsTheOutputFileExceptForWatch() throws {
        let rec = RecordingConsole()
        let args = try ArgumentParser.parse(
            ["-o", "out/r.junit.xml", "--full", "--no-redact"], options: CheckCommand.options)
        let check = try OutputOptions.parse(args, console: rec.console, conflict: .check)
        #expect(check.formats == [.junit])
        #expect(check.fullPingDetail && !check.redact)
        let watch = try OutputOptions.parse(args, console: rec.console, conflict: .watch, formatFromExtension: false)
        #expect(watch.formats == [.text])
    }

    @Test func colourFollowsTheFlagsThenNoColorThenTheTerminal() throws {
        func color(_ flags: [String], env: [String: String] = [:], tty: Bool) throws -> Bool {
            let rec = RecordingConsole(environment: env, tty: tty)
            let args = try ArgumentParser.parse(flags, options: CheckCommand.allOptions)
            return try OutputOptions.parse(args, console: rec.console, conflict: .check).color
        }
        #expect(try color([], tty: true))
        #expect(try !color([], tty: false))
        #expect(try !color([], env: ["NO_COLOR": "1"], tty: true))
        #expect(try color(["--color"], env: ["NO_COLOR": "1"], tty: false))
        #expect(try !color(["--no-color", "--color"], tty: true))
    }
}
