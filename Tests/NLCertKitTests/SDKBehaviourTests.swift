import Testing
@testable import NLCertCLI
@testable import NLCertKit

/// What the real SDKs do that the rules must respect (issue 9 §2): the SDK family read from
/// the calls, getters that are no opt-out, the debug flag as a going-live check. Expected
/// verdicts come from the corpus scripts (`expect`) and the Nielsen guides.
@Suite struct SDKBehaviourTests {
    static func check(_ paths: [String], profile: String = "dcr-video", overrides: [String: RuleOverride] = [:]) throws -> CheckResult {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile, overrides: overrides)
        return engine.check(TimelineBuilder.build(capture), inputs: paths)
    }

    static func trace(_ lines: [String]) -> Capture {
        var capture = Capture()
        for (i, line) in lines.enumerated() {
            guard let v = try? JSONParser.parse(line) else { continue }
            let raw = v["api"]?.stringValue ?? ""
            capture.calls.append(APICall(
                api: APIName(platformName: raw), rawName: raw, args: v["args"]?.arrayValue ?? [],
                time: Timestamp(epochMillis: v["ts"]?.doubleValue ?? 0), location: SourceLocation(file: "t.jsonl", line: i + 1),
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
            #expect(bad.isEmpty, "\(scenario) [\(combination.joined(separator: " + "))]: \(bad.map { "\($0.ruleID): \($0.message)" })")
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
        #expect(v.reason?.contains("nol_devDebug \"INFO\"") == true && v.reason?.contains("needs \"DEBUG\"") == true, "\(v.reason ?? "")")
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

/// Resume after stop (issue 9 §2): a loadMetadata resets `c64 starttm` to the `RE` second, a
/// play keeps it; built from the corpus' h1 run (stop at 40, resume at 40, end at 80).
@Suite struct ResumeSignatureTests {
    /// h1's URL list with the last duration ping's starttm set to `starttm`.
    static func h1(lastStartTime starttm: String) throws -> Capture {
        var text = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.urls.txt")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let last = try #require(lines.lastIndex { $0.contains("RE%3A1796026105") || $0.contains("RE:1796026105") })
        var edited = lines
        edited[last] = lines[last].replacingOccurrences(of: "c64=starttm%2C1796026043", with: "c64=starttm%2C\(starttm)")
            .replacingOccurrences(of: "c64=starttm,1796026043", with: "c64=starttm,\(starttm)")
        #expect(edited[last] != lines[last])
        text = edited.joined(separator: "\n")
        return try TextCaptureReader.read(text: text, path: "h1-edited.urls.txt")
    }

    static func nl303(_ capture: Capture) throws -> [RuleVerdict] {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        return engine.check(TimelineBuilder.build(capture), inputs: ["h1-edited.urls.txt"]).verdicts.filter { $0.ruleID == "NL303" }
    }

    @Test func starttmResetToTheResumeIsTheLoadMetadataSignature() throws {
        let v = try Self.nl303(try Self.h1(lastStartTime: "1796026105"))
        #expect(v.contains { $0.verdict == .pass && $0.evidence == .inferred }, "\(v.map { "\($0.verdict) \($0.findings.map(\.message))" })")
    }

    @Test func starttmNeitherKeptNorResetIsNotChecked() throws {
        let v = try Self.nl303(try Self.h1(lastStartTime: "1796026090"))
        #expect(v.contains { $0.verdict == .notChecked }, "\(v.map(\.verdict))")
        #expect(v.allSatisfy { $0.findings.isEmpty })
    }
}

/// A pause nothing resumes (issue 9 §2): built from the corpus' h1 run with the pause's stop
/// ping removed and the last ping carrying only `PL…~PU:…:40` (the page was left while paused).
@Suite struct PauseNeverResumedTests {
    static func capture() throws -> Capture {
        let lines = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.urls.txt").split(separator: "\n").map(String.init)
        let edited = lines.filter { !$0.contains("evdata=PL%3A1796026043%3A0&") }.map {
            $0.replacingOccurrences(
                of: "evdata=PU%3A1796026084%3A40~RE%3A1796026105%3A40~ST%3A1796026145%3A80",
                with: "evdata=PL%3A1796026043%3A0~PU%3A1796026084%3A40")
        }
        #expect(edited.count == lines.count - 1)
        #expect(edited.contains { $0.contains("PU%3A1796026084%3A40&") })
        return try TextCaptureReader.read(text: edited.joined(separator: "\n"), path: "h1-left.urls.txt")
    }

    @Test func isEvidenceForEndMissingNotForPauseAndResume() throws {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(try Self.capture()), inputs: ["h1-left.urls.txt"])
        #expect(!r.findings.contains { $0.ruleID == "NL302" }, "\(r.findings.map(\.message))")
        let nl304 = r.findings.filter { $0.ruleID == "NL304" }
        #expect(nl304.count == 1 && nl304.first?.evidence == .inferred)
        #expect(nl304.first?.message.contains("pause at 40 that nothing resumed") == true, "\(nl304.map(\.message))")
        #expect(!r.findings.contains { $0.message.contains("resume") && $0.ruleID != "NL304" })
    }
}

/// NL005 names what makes a URL long (issue 9 §2): in f2 (script: "playhead jumps") it is the
/// SDK's own evdata, full of FW jumps, not the metadata.
@Suite struct URLLengthCauseTests {
    @Test func evdataIsNamedAsTheCauseNotTheTitles() throws {
        let r = try SDKBehaviourTests.check([Fixtures.corpus("f2_playhead_jumps_10", "har")])
        let nl005 = r.findings.filter { $0.ruleID == "NL005" }
        #expect(!nl005.isEmpty)
        for f in nl005 {
            #expect(f.message.contains("evdata") && f.message.contains("FW"), "\(f.message)")
            #expect(!f.message.contains("shorten the metadata"), "\(f.message)")
        }
    }

    @Test func aLongTitleIsNamed() throws {
        let title = String(repeating: "T", count: 2100)
        let url = "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&tl=\(title)&cg=Program&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&ai=VID-1&c3=st,c&evdata=&davty=0"
        let capture = try TextCaptureReader.read(text: url + "\n", path: "long.urls.txt")
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(capture), inputs: ["long.urls.txt"])
        let nl005 = try #require(r.findings.first { $0.ruleID == "NL005" })
        #expect(nl005.message.contains("tl 2104") && nl005.message.contains("shorten the metadata"), "\(nl005.message)")
    }
}
