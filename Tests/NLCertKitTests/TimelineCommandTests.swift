import Testing
@testable import NLCertKit
@testable import NLCertCLI

/// `nlcert timeline`, driven in-process, and the text view's collapsing of playhead runs.
@Suite struct TimelineCommandTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static var adsFiles: [String] { [Fixtures.corpus("b_ads_correct", "urls.txt"), Fixtures.corpus("b_ads_correct", "calls.jsonl")] }

    @Test func textShowsTheSessionOnceWithRelativeTimes() throws {
        let r = Self.run(["timeline"] + Self.adsFiles)
        #expect(r.code == 0)
        #expect(r.err.isEmpty)
        // One viewing session (script: one play stream), its start printed once.
        #expect(r.out.components(separatedBy: "viewing session ").count - 1 == 1)
        #expect(r.out.components(separatedBy: "started 2026-").count - 1 == 1)
        // Every ad asset of the script appears.
        for call in try TimelineTestCaptures.scriptedCalls("b_ads_correct") where call.api == "loadMetadata" {
            if let asset = call.arg?["assetid"]?.stringValue { #expect(r.out.contains(asset)) }
        }
        #expect(r.out.contains("+0.0s"))
    }

    @Test func jsonIsDeterministicAndMatchesTheScript() throws {
        let a = Self.run(["timeline", "--format", "json"] + Self.adsFiles)
        let b = Self.run(["timeline", "--format", "json"] + Self.adsFiles)
        #expect(a.code == 0)
        #expect(a.out == b.out)
        let json = try JSONParser.parse(a.out)
        let sessions = json["appSessions"]?.arrayValue?.flatMap { $0["viewingSessions"]?.arrayValue ?? [] } ?? []
        #expect(sessions.count == 1)
        let positions = sessions.first?["ads"]?.arrayValue?.compactMap { $0["position"]?.stringValue }
        #expect(positions == (try TimelineBuilderTests.scriptedAdTypes("b_ads_correct")))
        // Every scripted call is an exact event.
        let scripted = try TimelineTestCaptures.scriptedCalls("b_ads_correct")
        let exact = sessions.first?["events"]?.arrayValue?.filter { $0["evidence"]?.stringValue == "exact" }
        #expect(exact?.count == scripted.count)
    }

    @Test func missingFileExitsTwoNamingIt() {
        let r = Self.run(["timeline", "/nonexistent/capture.har"])
        #expect(r.code == 2)
        #expect(r.err.contains("/nonexistent/capture.har"))
        #expect(r.out.isEmpty)
    }

    @Test func noFileIsAUsageError() {
        #expect(Self.run(["timeline"]).code == 2)
    }

    @Test func hostileCaptureTextIsEscaped() {
        let console = RecordingConsole(stdin: Array(
            "1796026040000\tx\tping\thttps://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=s%1B]0;t%07&ai=a%1B[2J&c59=sesid,v1&c64=starttm,1796026040&c61=createtm,1796026040&at=view&rnd=1\n".utf8))
        let code = NLCert.run(["timeline", "-"], console: console.console)
        #expect(code == 0)
        #expect(!console.out.contains("\u{1B}"))
        #expect(!console.out.contains("\u{07}"))
        #expect(console.out.contains("a\\u{1B}[2J"))
    }

    static func playhead(_ position: Double, at time: Double) -> TimelineEvent {
        let call = APICall(
            api: .playheadPosition, rawName: "playheadPosition", args: [.number(position)],
            time: Timestamp(epochMillis: time * 1000), location: SourceLocation(file: "t", line: Int(position) + 1),
            format: .apiTrace, ordinal: Int(position))
        return TimelineEvent(kind: .call, time: time, evidence: .exact, summary: "playheadPosition \(Int(position))", call: call, position: position)
    }

    @Test func playheadRunsCollapseToOneRow() {
        // 76 playheads 0…75 one second apart, as the brief's example.
        let events = (0...75).map { Self.playhead(Double($0), at: 1000 + Double($0)) }
        let rows = TimelineText.collapse(events)
        #expect(rows.count == 1)
        #expect(rows.first?.text == "playheadPosition 0…75 ×76 every 1.0 s")
    }

    @Test func aChangeOfStepStartsANewRun() {
        // 0…5 by one, then a jump of 10 per call (f2_playhead_jumps_10's shape).
        var events = (0...5).map { Self.playhead(Double($0), at: 1000 + Double($0)) }
        events += (1...4).map { Self.playhead(5 + Double($0) * 10, at: 1005 + Double($0)) }
        let rows = TimelineText.collapse(events)
        #expect(rows.count == 2)
        #expect(rows.last?.text.contains("step 10") == true)
    }
}
