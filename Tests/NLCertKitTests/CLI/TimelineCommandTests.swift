import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert timeline`, driven in-process, and the text view's collapsing of playhead runs.
@Suite struct TimelineCommandTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static var adsFiles: [String] {
        [Fixtures.corpus("b_ads_correct", "urls.txt"), Fixtures.corpus("b_ads_correct", "calls.jsonl")]
    }

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
        let console = RecordingConsole(
            stdin: Array(
                "1796026040000\tx\tping\thttps://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=s%1B]0;t%07&ai=a%1B[2J&c59=sesid,v1&c64=starttm,1796026040&c61=createtm,1796026040&at=view&rnd=1\n"
                    .utf8))
        let code = NLCert.run(["timeline", "-"], console: console.console)
        #expect(code == 0)
        #expect(!console.out.contains("\u{1B}"))
        #expect(!console.out.contains("\u{07}"))
        #expect(console.out.contains("a\\u{1B}[2J"))
    }

    @Test func absurdTimesPrintInsteadOfTrapping() {
        // createtm/starttm near Int.max and evdata times far out: the text view must still print.
        let url =
            "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&sessionId=s&c59=sesid,v&ai=A"
            + "&c64=starttm,-9000000000000000000&c61=createtm,9000000000000000000&at=timer&c27=cln,5"
            + "&evdata=PL%3A9223372036854775807%3A0~ST%3A-9223372036854775808%3A9&rnd=1"
        for format in ["text", "json"] {
            let console = RecordingConsole(stdin: Array((url + "\n").utf8))
            let code = NLCert.run(["timeline", "--format", format, "-"], console: console.console)
            #expect(code == 0)
            #expect(console.out.contains("viewing session") || console.out.contains("viewingSessions"))
        }
        #expect(WallClock.format(epochSeconds: .infinity, utcOffsetSeconds: 0).contains("out of range"))
        #expect(
            WallClock.format(epochSeconds: 1_796_026_041.789, utcOffsetSeconds: -8 * 3600)
                == "2026-11-30 00:07:21.789 -08:00")
    }

    static func playhead(_ position: Double, at time: Double) -> TimelineEvent {
        let call = APICall(
            api: .playheadPosition, rawName: "playheadPosition", args: [.number(position)],
            time: Timestamp(epochMillis: time * 1000), location: SourceLocation(file: "t", line: Int(position) + 1),
            format: .apiTrace, ordinal: Int(position))
        return TimelineEvent(
            kind: .call, time: time, certainty: .exact, summary: "playheadPosition \(Int(position))", call: call,
            position: position)
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
