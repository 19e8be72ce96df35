import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert check`, `rules` and `explain` driven in-process: exit codes, options, config
/// discovery and rule-file errors.
@Suite struct CheckCommandTests {
    static func run(_ args: [String], env: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole(environment: env)
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    /// A fresh temporary directory for one test.
    static func tempDir() throws -> String {
        let dir = NSTemporaryDirectory() + "nlcert-check-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static let clean = Fixtures.corpus("a_vod_noads_correct", "har")
    static let long = Fixtures.corpus("g_long_fields", "har")
    static let h1 = Fixtures.corpus("h1_pause_stop_play", "har")
    /// An App SDK trace whose only finding is a warning: a resume on play without loadMetadata
    /// (NL303, which the Ireland profile does not ask for).
    static let warnOnly = Fixtures.path("behaviour/app-resume-on-play.calls.jsonl")

    @Test func exitCodes() {
        #expect(Self.run(["check", Self.clean]).code == 0)
        #expect(Self.run(["check", Self.long]).code == 1)
        #expect(Self.run(["check", Self.long, "--exit-zero"]).code == 0)
        #expect(Self.run(["check", "/no/such/file.har"]).code == 2)
        #expect(Self.run(["check"]).code == 2)
        #expect(Self.run(["check", Self.clean, "--fail-on", "fatal"]).code == 2)
        #expect(Self.run(["check", Self.clean, "--format", "pdf"]).code == 2)
    }

    /// The App SDK resume on play has only a warning (NL303): it fails with --fail-on warning or --max-warnings 0.
    @Test func failOnAndMaxWarnings() {
        #expect(Self.run(["check", Self.warnOnly]).code == 0)
        #expect(Self.run(["check", Self.warnOnly, "--fail-on", "warning"]).code == 1)
        #expect(Self.run(["check", Self.warnOnly, "--max-warnings", "0"]).code == 1)
        #expect(Self.run(["check", Self.warnOnly, "--max-warnings", "5"]).code == 0)
        #expect(Self.run(["check", Self.warnOnly, "--profile", "dcr-video-ireland", "--fail-on", "warning"]).code == 0)
    }

    @Test func configIsFoundByWalkingUp() throws {
        let root = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let nested = root + "/a/b"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        try #"{"failOn": "warning"}"#.write(toFile: root + "/.nlcert.json", atomically: true, encoding: .utf8)
        #expect(Self.run(["check", Self.warnOnly], env: ["PWD": nested]).code == 1)
        #expect(
            Self.run(["check", Self.warnOnly], env: ["PWD": NSTemporaryDirectory()]).code == 0
                || FileManager.default.fileExists(atPath: NSTemporaryDirectory() + ".nlcert.json"))
        // --config overrides discovery.
        try #"{"extends": "dcr-video-ireland", "failOn": "warning"}"#.write(
            toFile: root + "/other.json", atomically: true, encoding: .utf8)
        #expect(Self.run(["check", Self.warnOnly, "--config", root + "/other.json"], env: ["PWD": nested]).code == 0)
    }

    @Test func ignoreWithoutReasonIsExit2AndUnmatchedIgnoreIsReported() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"ignore": [{"rule": "NL101"}]}"#.write(toFile: dir + "/.nlcert.json", atomically: true, encoding: .utf8)
        let bad = Self.run(["check", Self.long], env: ["PWD": dir])
        #expect(bad.code == 2)
        #expect(bad.err.contains(".nlcert.json") && bad.err.contains("reason"))
        try
            #"{"ignore": [{"rule": "NL101", "reason": "legacy ids"}, {"rule": "NL103", "reason": "x"}, {"rule": "NL104", "reason": "x"}, {"rule": "NL999", "reason": "typo"}]}"#
            .write(toFile: dir + "/.nlcert.json", atomically: true, encoding: .utf8)
        let ok = Self.run(["check", Self.long], env: ["PWD": dir])
        #expect(ok.err.contains("NL999") && ok.err.contains("matched no finding"))
        #expect(ok.code == 0, "\(ok.out)")
    }

    @Test func unknownConfigKeyIsExit2() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"fail_on": "warning"}"#.write(toFile: dir + "/.nlcert.json", atomically: true, encoding: .utf8)
        let r = Self.run(["check", Self.clean], env: ["PWD": dir])
        #expect(r.code == 2)
        #expect(r.err.contains("fail_on"))
    }

    @Test func ruleFileWithUnknownFunctionIsExit2() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = RuleLoaderTests.good.replacingFirst(
            "\"function\": \"maxLength\"", with: "\"function\": \"lengthMax\"")
        try text.write(toFile: dir + "/X100.json", atomically: true, encoding: .utf8)
        for command in [["check", Self.clean], ["rules"]] {
            let r = Self.run(command + ["--rules", dir])
            #expect(r.code == 2)
            #expect(r.err.contains("X100.json") && r.err.contains("lengthMax"))
        }
    }

    @Test func customRuleAddsAFinding() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = RuleLoaderTests.good.replacingFirst("\"max\": 5", with: "\"max\": 10")
        try text.write(toFile: dir + "/X100.json", atomically: true, encoding: .utf8)
        let r = Self.run(["check", Self.clean, "--rules", dir, "--format", "json"])
        #expect(r.code == 1)
        #expect(r.out.contains("X100"))
    }

    @Test func baselineHidesKnownFindings() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Recording a baseline is not a failed gate.
        #expect(Self.run(["check", Self.long, "--write-baseline", dir + "/base.json"]).code == 0)
        #expect(Self.run(["check", Self.long, "--baseline", dir + "/base.json"]).code == 0)
    }

    @Test func outputFiles() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(Self.run(["check", Self.clean, "--format", "text,json", "--output-dir", dir]).code == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/nlcert-report.json"))
        #expect(FileManager.default.fileExists(atPath: dir + "/nlcert-report.txt"))
        #expect(Self.run(["check", Self.clean, "-o", dir + "/r.txt"]).code == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/r.txt"))
        #expect(Self.run(["check", Self.clean, "--format", "text,json"]).code == 2)
    }

    /// The trace and the SDK log of one run carry the same calls; counted once, the clean
    /// scenarios stay clean (script.json: "no violations").
    @Test(arguments: ["a_vod_noads_correct", "b_ads_correct"])
    func traceAndSDKLogOfOneRunAreNotDoubleCounted(scenario: String) {
        let r = Self.run([
            "check", Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl"),
            Fixtures.corpus(scenario, "sdklog.txt"),
        ])
        #expect(r.code == 0, "\(r.out)")
    }

    @Test func grouping() throws {
        let g = try CaptureGrouping.group([
            "d/a.har", "d/b.har", "d/b.calls.jsonl", "d/a.sdklog.txt", "d/c.sdklog.txt",
        ])
        #expect(g.groups == [["d/a.har", "d/a.sdklog.txt"], ["d/b.har", "d/b.calls.jsonl"], ["d/c.sdklog.txt"]])
        let one = try CaptureGrouping.group(["x.har", "trace.jsonl"])
        #expect(one.groups == [["x.har", "trace.jsonl"]])
        let dir = try CaptureGrouping.group([Fixtures.path("corpus/browser-sdk")])
        #expect(dir.groups.count == 10)  // 5 HARs + 5 URL lists, each with its logs
        #expect(dir.skipped.contains { $0.hasSuffix("a_vod_noads_correct.script.json") })
    }

    @Test func rulesAndExplain() {
        let rules = Self.run(["rules", "--profile", "kids"])
        #expect(rules.code == 0)
        // Kids apps must opt out right after init: an error under this profile (issue 9 §4).
        #expect(rules.out.contains("NL404  error"))
        #expect(rules.out.contains("NL010  error"))
        #expect(Self.run(["rules"]).out.contains("NL404  off"))
        let explain = Self.run(["explain", "ad-playhead-starts-at-zero"])
        #expect(explain.code == 0)
        #expect(explain.out.hasPrefix("NL203 ad-playhead-starts-at-zero"))
        #expect(explain.out.contains("Examples:"))
        #expect(Self.run(["explain", "NL999"]).code == 2)
        #expect(Self.run(["rules", "--profile", "nope"]).code == 2)
    }
}
