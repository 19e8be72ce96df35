import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// What the real SDKs do that the rules must respect (issue 9 §2): the SDK family read from
/// the calls, getters that are no opt-out, the debug flag as a going-live check. Expected
/// verdicts come from the corpus scripts (`expect`) and the Nielsen guides.
@Suite struct SDKBehaviourTests {
    static func check(
        _ paths: [String], profile: String = "dcr-video", overrides: [String: RuleOverride] = [:]
    ) throws -> CheckResult {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile, overrides: overrides)
        return engine.check(TimelineBuilder.build(capture), inputs: paths)
    }

    static func trace(_ lines: [String]) -> Capture {
        var capture = Capture()
        for (i, line) in lines.enumerated() {
            guard let v = try? JSONParser.parse(line) else { continue }
            let raw = v["api"]?.stringValue ?? ""
            capture.calls.append(
                APICall(
                    api: APIName(platformName: raw), rawName: raw, args: v["args"]?.arrayValue ?? [],
                    time: Timestamp(epochMillis: v["ts"]?.doubleValue ?? 0),
                    location: SourceLocation(file: "t.jsonl", line: i + 1),
                    format: .apiTrace, ordinal: i))
        }
        capture.files.append(CaptureFile(path: "t.jsonl", format: .apiTrace, callCount: lines.count))
        return capture
    }

    /// script.json of the correct scenarios: "no violations". A Browser SDK trace given alone
    /// (its `play` takes a playhead) is the Browser SDK's: the App SDK's channelName rule does
    /// not apply.
    @Test(arguments: ["a_vod_noads_correct", "b_ads_correct", "h1_pause_stop_play"])
    func browserTraceAloneGetsNoAppSDKRule(scenario: String) throws {
        let r = try Self.check([Fixtures.corpus(scenario, "calls.jsonl")])
        #expect(!r.findings.contains { $0.ruleID == "NL114" }, "\(r.findings.map(\.message))")
        #expect(r.verdicts.filter { $0.ruleID == "NL114" }.allSatisfy { $0.verdict == .notExercised })
    }

    /// Every input combination a user could hand over for a correct scenario (script.json: "no
    /// violations"): no error and no warning.
    static let combinations: [[String]] = [
        ["har"], ["urls.txt"], ["calls.jsonl"], ["sdklog.txt"], ["har", "calls.jsonl"], ["har", "sdklog.txt"],
        ["urls.txt", "calls.jsonl"], ["urls.txt", "sdklog.txt"], ["calls.jsonl", "sdklog.txt"],
        ["har", "calls.jsonl", "sdklog.txt"], ["urls.txt", "calls.jsonl", "sdklog.txt"],
    ]

    @Test(arguments: ["a_vod_noads_correct", "b_ads_correct", "h1_pause_stop_play"])
    func correctScenarioHasNoWarningInAnyCombination(scenario: String) throws {
        for combination in Self.combinations {
            let r = try Self.check(combination.map { Fixtures.corpus(scenario, $0) })
            let bad = r.findings.filter { $0.severity != .info }
            #expect(
                bad.isEmpty,
                "\(scenario) [\(combination.joined(separator: " + "))]: \(bad.map { "\($0.ruleID): \($0.message)" })")
        }
    }

    @Test func familyFromTheCallsShape() throws {
        let browser = Self.trace([
            #"{"ts": 1, "api": "init", "args": ["P0A1B2C3D-0000-4000-8000-00000000C0DE", "nlsnInstance", {"nol_sdkDebug": "debug"}]}"#,
            #"{"ts": 2, "api": "play", "args": [0]}"#,
        ])
        #expect(SDKFamily(calls: browser.calls) == .browser)
        let ios = Self.trace([
            #"{"ts": 1, "api": "init", "args": [{"appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "DEBUG"}]}"#,
            #"{"ts": 2, "api": "play", "args": [{"channelName": "News"}]}"#,
            #"{"ts": 3, "api": "playheadPosition", "args": [0]}"#,
        ])
        #expect(SDKFamily(calls: ios.calls) == .iOS)
        #expect(SDKFamily(calls: Self.trace([#"{"ts": 2, "api": "end", "args": [3]}"#]).calls) == nil)
    }

    /// Android's `userOptOutURLString()` returns the opt-out page's URL: a getter, no opt-out.
    @Test func userOptOutURLStringIsAGetter() throws {
        #expect(APIName(platformName: "userOptOutURLString") != .userOptOut)
        let capture = Self.trace([
            #"{"ts": 1796026000000, "api": "init", "args": [{"appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "DEBUG"}]}"#,
            #"{"ts": 1796026002000, "api": "userOptOutURLString", "args": []}"#,
        ])
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(capture), inputs: ["t.jsonl"])
        #expect(!r.findings.contains { $0.ruleID == "NL406" }, "\(r.findings.map(\.message))")
        #expect(r.verdicts.first { $0.ruleID == "NL406" }?.verdict == .notExercised)
    }

    /// A certification capture needs debug logging; "debug logging removed" (NL402, C13) is
    /// decided only for a capture of the release build.
    @Test func debugFlagIsAGoingLiveCheck() throws {
        let path = Fixtures.corpus("a_vod_noads_correct", "calls.jsonl")
        let cert = try Self.check([path])
        #expect(!cert.findings.contains { $0.ruleID == "NL402" })
        #expect(cert.checklist.first { $0.id == "C13" }?.verdict == .notExercised)
        let release = try Self.check(
            [path], overrides: ["NL402": RuleOverride(options: [.init("releaseBuild", .bool(true))])])
        #expect(release.findings.contains { $0.ruleID == "NL402" && $0.message.contains("nol_sdkDebug") })
        #expect(release.checklist.first { $0.id == "C13" }?.verdict == .fail)
    }

    /// INFO or WARN makes no certification log: the verdict's reason says DEBUG is needed,
    /// and it is no going-live finding.
    @Test func debugLevelBelowDebugIsNamed() throws {
        let capture = Self.trace([
            #"{"ts": 1796026000000, "api": "init", "args": [{"appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "nol_devDebug": "INFO"}]}"#,
            #"{"ts": 1796026001000, "api": "play", "args": [{"channelName": "News"}]}"#,
        ])
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(capture), inputs: ["t.jsonl"])
        let v = try #require(r.verdicts.first { $0.ruleID == "NL402" })
        #expect(v.verdict == .notExercised && v.findings.isEmpty)
        #expect(
            v.reason?.contains("nol_devDebug \"INFO\"") == true && v.reason?.contains("needs \"DEBUG\"") == true,
            "\(v.reason ?? "")")
    }

    @Test func releaseBuildFlagTurnsOnTheGoingLiveChecks() {
        let path = Fixtures.corpus("a_vod_noads_correct", "calls.jsonl")
        let plain = CheckCommandTests.run(["check", path, "--format", "json"])
        let release = CheckCommandTests.run(["check", path, "--format", "json", "--release-build"])
        #expect(!plain.out.contains("release build's init"))
        #expect(release.out.contains("release build's init still passes nol_sdkDebug"))
        #expect(CheckCommandTests.run(["check", "--help"]).out.contains("--release-build"))
        #expect(CheckCommandTests.run(["explain", "NL402"]).out.contains("options {\"releaseBuild\":true}"))
    }
}
