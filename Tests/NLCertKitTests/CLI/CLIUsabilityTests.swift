import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// The command line as a new user meets it: formats from file names, help that points at the
/// right command, did-you-mean hints, the same flags everywhere, baselines, scheme-less URLs.
@Suite struct CLIUsabilityTests {
    static let clean = Fixtures.corpus("a_vod_noads_correct", "har")
    static let long = Fixtures.corpus("g_long_fields", "har")

    static func run(_ args: [String], env: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole(environment: env)
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static func withTempDir(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "nlcert-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    @Test func outputExtensionPicksTheFormat() throws {
        try Self.withTempDir { dir in
            #expect(Self.run(["check", Self.clean, "-o", dir + "/report.html"]).code == 0)
            let html = try String(contentsOfFile: dir + "/report.html", encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            #expect(Self.run(["check", Self.clean, "-o", dir + "/r.sarif"]).code == 0)
            #expect(try String(contentsOfFile: dir + "/r.sarif", encoding: .utf8).contains("\"version\": \"2.1.0\""))
            let clash = Self.run(["check", Self.clean, "-o", dir + "/x.html", "--format", "json"])
            #expect(clash.code == 2)
            #expect(clash.err.contains("x.html"))
            // An extension that names no format keeps the default (text).
            #expect(Self.run(["check", Self.clean, "-o", dir + "/report.out"]).code == 0)
            #expect(try String(contentsOfFile: dir + "/report.out", encoding: .utf8).hasPrefix("PASS"))
        }
        #expect(ReportFormat(fileName: "a.gitlab.json") == .gitlab)
        #expect(ReportFormat(fileName: "a.junit.xml") == .junit)
        #expect(ReportFormat(fileName: "a.JSON") == .json)
        #expect(ReportFormat(fileName: "a.har") == nil)
    }

    @Test func typosGetTheNearestNameAndTheCommandsHelp() {
        let command = Self.run(["chek", Self.clean])
        #expect(command.code == 2)
        #expect(command.err.contains("did you mean 'check'?"))
        let option = Self.run(["check", Self.clean, "--formt", "json"])
        #expect(option.code == 2)
        #expect(option.err.contains("did you mean '--format'?"))
        #expect(option.err.contains("run 'nlcert check --help'"))
        let far = Self.run(["check", Self.clean, "--zzzzzz"])
        #expect(!far.err.contains("did you mean"))
        #expect(Self.run(["help", "nosuch"]).code == 2)
        #expect(Self.run(["help", "check"]).code == 0)
    }

    /// The benchmark left the shipped command for its own target: `nlcert bench` says where it went.
    @Test func benchPointsAtItsOwnTool() {
        let bench = Self.run(["bench"])
        #expect(bench.code == 2)
        #expect(bench.err.contains("nlcert-bench"))
        #expect(bench.out.isEmpty)
    }

    @Test func everyCommandTakesTheSameShortAndColourFlags() {
        for command in NLCert.commands {
            let names = Set(command.allOptions.flatMap(\.names))
            #expect(names.isSuperset(of: ["--color", "--no-color"]), "\(command.name)")
            if names.contains("--format") { #expect(names.contains("-f"), "\(command.name)") }
        }
        let ping = "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-1&rnd=1"
        #expect(Self.run(["decode", "-f", "json", "--no-color", ping]).code == 0)
        #expect(Self.run(["rules", "-f", "json", "--color"]).code == 0)
        #expect(Self.run(["check", Self.clean, "-f", "json", "--no-color"]).code == 0)
    }

    @Test func writingABaselineExitsZeroAndAMissingConfiguredOneIsExit2() throws {
        try Self.withTempDir { dir in
            #expect(Self.run(["check", Self.long, "--write-baseline", dir + "/b.json"]).code == 0)
            try #"{"baseline": "missing.json"}"#.write(toFile: dir + "/.nlcert.json", atomically: true, encoding: .utf8)
            let missing = Self.run(["check", Self.long], env: ["PWD": dir])
            #expect(missing.code == 2)
            #expect(missing.err.contains("missing.json"))
            // … unless this run records it.
            #expect(
                Self.run(["check", Self.long, "--write-baseline", dir + "/missing.json"], env: ["PWD": dir]).code == 0)
            #expect(Self.run(["check", Self.long], env: ["PWD": dir]).code == 0)
        }
    }

    @Test func decodeReadsAURLWithoutSchemeAndShowsMeanings() {
        let r = Self.run(["decode", "secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-1&tl=T&rnd=1"])
        #expect(r.code == 0, "\(r.err)")
        #expect(r.out.hasPrefix("dcr-ping  secure-sdk.imrworldwide.com/cgi-bin/gn"))
        // The meaning of tl in rules/params.json.
        #expect(r.out.contains("— Episode title"))
        let missing = Self.run(["decode", "no-such-file.txt"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("cannot read"))
    }
}
