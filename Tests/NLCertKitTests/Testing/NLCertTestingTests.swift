import Foundation
import NLCertKit
import NLCertTestSupport
import NLCertTesting
import NielsenCallRecorder
import Testing

/// The helper an iOS team puts in its own unit tests: the call recorder keeps the app's Nielsen
/// calls in memory (`NielsenTraceMemory`), and `NLCertTesting` checks them with nlcert's rules.
/// The flows are the guides' (DCR Video iOS SDK — API call sequence: play, loadMetadata of the
/// content, the preroll's loadMetadata, its playheads from 0, stop, the content's loadMetadata
/// again, its playheads, end).
@Suite struct NLCertTestingTests {
    static var appInfo: [String: Any] {
        [
            "appid": "P0A1B2C3D-0000-4000-8000-00000000C0DE", "appname": "Test App", "sfcode": "dcr",
            "nol_devDebug": "DEBUG",
        ]
    }
    static var content: [String: Any] {
        [
            "type": "content", "assetid": "VID-TEST-0001", "program": "Test Program", "title": "Test Episode",
            "length": "30", "airdate": "20240501 20:00:00", "isfullepisode": "y", "adloadtype": "2",
            "crossId1": "", "segB": "", "segC": "",
        ]
    }
    static var preroll: [String: Any] { ["type": "preroll", "assetid": "AD-TEST-0001"] }

    /// Plays a preroll of 10 s whose playhead starts at `adStart`, then 30 s of content; the
    /// recorder's clock moves one second per call.
    static func playPrerollThenContent(adStart: Int64) -> (memory: NielsenTraceMemory, sdk: RecorderTests.StandInSDK) {
        let memory = NielsenTraceMemory()
        let sdk = RecorderTests.StandInSDK()
        var clock = 1_714_658_591_000.0
        let nielsen = NielsenCallRecorder(
            wrapping: sdk, sink: memory.sink,
            clock: {
                clock += 1000
                return clock
            })
        nielsen.recordInitialization(appInfo: appInfo)
        nielsen.play(["channelName": "Test Channel"])
        nielsen.loadMetadata(content)
        nielsen.loadMetadata(preroll)
        for s in adStart..<(adStart + 10) { nielsen.playheadPosition(s) }
        nielsen.stop()
        nielsen.loadMetadata(content)
        for s in Int64(0)...30 { nielsen.playheadPosition(s) }
        nielsen.end()
        return (memory, sdk)
    }

    @Test func theGuidesFlowHasNoFindings() throws {
        let (memory, sdk) = Self.playPrerollThenContent(adStart: 0)
        #expect(sdk.received.first == "play" && sdk.received.last == "end")
        let check = try NielsenCallCheck(lines: memory.lines)
        #expect(check.result.timeline.calls.count == memory.lines.count)
        #expect(check.failures().isEmpty && check.notes.isEmpty, "\(check.failureText())")
        expectNoNielsenFindings(memory.lines)
    }

    @Test func anAdPlayheadThatDoesNotStartAtZeroFailsWithTheRuleAndItsFix() throws {
        let (memory, _) = Self.playPrerollThenContent(adStart: 5)
        let check = try NielsenCallCheck(lines: memory.lines)
        let failures = check.failures()
        #expect(failures.map(\.ruleID) == ["NL203"])
        let text = check.failureText()
        #expect(text.hasPrefix("NL203 ad-playhead-starts-at-zero (error, exact), session #1"))
        // The evidence is the line of the first ad playhead: init, play, two loadMetadata, then it.
        #expect(text.contains("  evidence: app-calls.jsonl:5:"))
        #expect(text.contains("  fix: Reset the playhead to 0 when an ad starts"))
        // Ignored by id or by slug, or below the minimum, nothing fails.
        #expect(check.failures(ignoring: ["NL203"]).isEmpty)
        #expect(check.failures(ignoring: ["ad-playhead-starts-at-zero"]).isEmpty)
        #expect(!check.failures(minimum: .error).isEmpty)

        // The Swift Testing helper records that finding as an issue at the test line.
        withKnownIssue {
            expectNoNielsenFindings(memory.lines)
        } matching: { issue in
            "\(issue)".contains("NL203 ad-playhead-starts-at-zero")
        }
        expectNoNielsenFindings(memory.lines, ignoring: ["NL203"])
    }

    /// The guides' flow as a unit test records it, with the recorder's own clock: the player's
    /// code runs through 40 playheads in milliseconds. The helper times them at one a second
    /// (`CallTiming.automatic`) and finds nothing; read as recorded, the position moves forty
    /// times too fast (NL202) — a finding about the test, not the app. A broken player still
    /// fails with its own rule.
    @Test func aUnitTestThatRunsFasterThanRealTimeIsTimedAtOnePlayheadASecond() throws {
        func record(adStart: Int64) -> [String] {
            let memory = NielsenTraceMemory()
            let nielsen = NielsenCallRecorder(wrapping: RecorderTests.StandInSDK(), sink: memory.sink)
            nielsen.play(["channelName": "Test Channel"])
            nielsen.loadMetadata(Self.content)
            nielsen.loadMetadata(Self.preroll)
            for s in adStart..<(adStart + 10) { nielsen.playheadPosition(s) }
            nielsen.stop()
            nielsen.loadMetadata(Self.content)
            for s in Int64(0)...30 { nielsen.playheadPosition(s) }
            nielsen.end()
            return memory.lines
        }
        let lines = record(adStart: 0)
        let check = try NielsenCallCheck(lines: lines)
        #expect(check.retimed)
        #expect(check.failures().isEmpty, "\(check.failureText())")
        expectNoNielsenFindings(lines)
        let asRecorded = try NielsenCallCheck(lines: lines, timing: .asRecorded)
        #expect(!asRecorded.retimed)
        #expect(asRecorded.failures().map(\.ruleID).contains("NL202"), "\(asRecorded.failureText())")

        let broken = try NielsenCallCheck(lines: record(adStart: 5))
        #expect(broken.failures().map(\.ruleID) == ["NL203"])
        #expect(broken.failureText().contains("timing: the calls ran faster than real time"))
        // Recorded at a real cadence (one second a call), the times are the evidence.
        #expect(try !NielsenCallCheck(lines: Self.playPrerollThenContent(adStart: 0).memory.lines).retimed)
    }

    @Test func nothingRecordedIsAnIssueNotAPass() throws {
        #expect(throws: TraceCheck.Failure.nothingRecorded) { try NielsenCallCheck(lines: []) }
        withKnownIssue {
            expectNoNielsenFindings([])
        } matching: { issue in
            "\(issue)".contains("nlcert could not check the Nielsen calls: no line was recorded")
        }
    }

    /// A line cut off (lines lost between the recorder and the check) is a note that fails the
    /// test, beside what the rules find in the rest.
    @Test func aDamagedLineIsAnIssue() throws {
        var lines = Self.playPrerollThenContent(adStart: 0).memory.lines
        lines[5] = String(lines[5].prefix(30))
        let check = try NielsenCallCheck(lines: lines)
        #expect(check.notes.count == 1)
        #expect(check.notes.first?.hasPrefix("app-calls.jsonl:6:") == true)
        #expect(check.failureText().contains("note: app-calls.jsonl:6:"))
        withKnownIssue {
            expectNoNielsenFindings(lines, minimum: .error)
        } matching: { issue in
            "\(issue)".contains("nlcert: app-calls.jsonl:6:")
        }
    }

    @Test func anUnknownProfileIsAnIssue() throws {
        let lines = Self.playPrerollThenContent(adStart: 0).memory.lines
        let unknownProfile = #expect(throws: TraceCheck.Failure.self) {
            try NielsenCallCheck(lines: lines, profile: "no-such-profile")
        }
        guard case .rules(let error) = unknownProfile else {
            Issue.record("an unknown profile is a rule-set failure, got \(String(describing: unknownProfile))")
            return
        }
        #expect(error.problem.contains("no-such-profile"))
    }

    /// The helper's result is the CLI's for a file holding the same lines.
    @Test func theHelperJudgesAsNlcertCheckDoes() throws {
        let (memory, _) = Self.playPrerollThenContent(adStart: 5)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("app-calls.jsonl")
        try (memory.lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = CheckCommandTests.run(["check", "--format", "json", file.path])
        #expect(run.code == 1, "\(run.err)")
        let fromCLI = try JSONReportDecoder.decode(run.out).results
        let mine = try TraceCheck.check(lines: memory.lines)
        #expect(fromCLI.flatMap { $0.findings.map(\.ruleID) } == mine.findings.map(\.ruleID))
        #expect(fromCLI.flatMap { $0.findings.map(\.message) } == mine.findings.map(\.message))
        #expect(
            fromCLI.flatMap { $0.checklist.map(\.verdict) } == mine.checklist.map(\.verdict))
    }
}
