import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// A text that is a capture but holds no Nielsen line — a logcat or Xcode console paste, a URL
/// list of only comments — is NL001 (exit 1) with the hint that fits it; text that is no
/// capture at all (prose) stays an input error (exit 2).
@Suite final class NoNielsenTrafficTests {
    let folder = TempFolder("nlcert-nonielsen")

    func write(_ text: String, as name: String) throws -> String { try folder.write(text, as: name) }

    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static let logcat = """
        12-01 10:00:00.123  1234  1234 I ActivityManager: Start proc 4321:com.example.player/u0a123
        12-01 10:00:00.456  4321  4321 D ExoPlayerImpl: Init 2.19.1 [AndroidXMedia3/1.1.1]
        12-01 10:00:01.001  4321  4400 I MediaCodec: [c2.android.avc.decoder] configure
        """

    @Test func logcatWithoutNielsenIsNL001WithTheDebugHint() throws {
        let r = Self.run(["check", "--format", "json", try write(Self.logcat, as: "device.logcat.txt")])
        #expect(r.code == 1)
        let json = try JSONParser.parse(r.out)
        let findings = json["results"]?[0]?["findings"]?.arrayValue ?? []
        #expect(findings.compactMap { $0["ruleId"]?.stringValue } == ["NL001"])
        #expect(
            findings.first?["message"]?.stringValue?.contains("set nol_devDebug: \"DEBUG\" and record again") == true)
        #expect(json["results"]?[0]?["timeline"]?["files"]?[0]?["format"]?.stringValue == "logcat")
    }

    @Test func appleConsoleWithoutNielsenIsNL001() throws {
        let text = """
            2026-12-01 10:00:00.123456+0000 0x1a2b     Default     0x0                  321    0    MyApp: (UIKitCore) scene did activate
            2026-12-01 10:00:00.223456+0000 0x1a2b     Default     0x0                  321    0    MyApp: (AVFCore) player ready
            """
        let r = Self.run(["check", try write(text, as: "xcode.txt")])
        #expect(r.code == 1)
        #expect(r.out.contains("NL001"))
        #expect(r.out.contains("nol_devDebug"))
    }

    /// The iOS App SDK 10.x logs its calls at INFO and its requests at DEBUG (its logger's level
    /// filter), so a console recorded with nol_devDebug "INFO" cannot show whether anything was
    /// sent: the traffic rules are not checked, with that reason, and never "no Nielsen SDK
    /// output" (the SDK's lines are right there) or "the SDK did not send anything". The calls'
    /// rules still decide exactly. With a DEBUG line in the console, the same missing requests
    /// are NL006: at that level the requests would be there.
    @Test func anIOSConsoleAtInfoLevelLeavesTheTrafficRulesNotChecked() throws {
        let line = { (s: Int, level: String, text: String) in
            "2026-12-01 10:00:\(10 + s).000000+0100 Demo[812:7a3] [Default] [\(1_796_026_040 + s)] [\(level)] [NielsenAPPSDK:p1] \(text)"
        }
        var lines = [
            line(
                0, "INFO", #"initWithAppInfo {"appid":"P0A1B2C3D-0000-4000-8000-00000000C0DE","nol_devDebug":"INFO"}"#),
            line(1, "INFO", #"play: {"channelName":"News"}"#),
            line(
                1, "INFO",
                #"loadMetadata: {"type":"content","assetid":"VID-9","length":"600","title":"T","program":"P","isfullepisode":"y","adloadtype":"2","airdate":"20240101 20:00:00"} "#
            ),
        ]
        lines += (0..<10).map { line($0 + 1, "INFO", "playheadPosition: \($0)") }
        lines.append(line(11, "INFO", "end"))
        let info = Self.run(["check", "--format", "json", try write(lines.joined(separator: "\n"), as: "info.log")])
        #expect(info.code == 0, "\(info.out)")
        let json = try JSONParser.parse(info.out)
        let verdicts = json["results"]?[0]?["verdicts"]?.arrayValue ?? []
        let verdict = { (id: String) in verdicts.first { $0["ruleId"]?.stringValue == id } }
        for id in ["NL001", "NL006", "NL011"] {
            #expect(["not-checked", "not-exercised"].contains(verdict(id)?["verdict"]?.stringValue ?? ""), "\(id)")
            #expect(verdict(id)?["reason"]?.stringValue?.contains("INFO level") == true, "\(id)")
        }
        #expect(verdict("NL201")?["verdict"]?.stringValue == "pass")
        #expect(verdict("NL201")?["evidence"]?.stringValue == "exact")
        #expect(json["results"]?[0]?["timeline"]?["files"]?[0]?["recordsTraffic"]?.boolValue == false)

        lines.insert(line(0, "DEBUG", "InitWithAppInfo call Successful with identifier: 1"), at: 1)
        let debug = Self.run(["check", try write(lines.joined(separator: "\n"), as: "debug.log")])
        #expect(debug.code == 1)
        #expect(debug.out.contains("NL006"))
    }

    /// An API trace records calls, never traffic: alone it leaves the traffic rules not checked
    /// (the reason names the trace), whatever reader took it — the text reader decides the
    /// iOS-console case and must leave the trace's own default alone.
    @Test func anAPITraceAloneLeavesTheTrafficRulesNotChecked() throws {
        var lines = [
            #"{"ts":1000.0,"api":"play","args":[{"channelName":"News"}]}"#,
            #"{"ts":1000.1,"api":"loadMetadata","args":[{"type":"content","assetid":"VID-9","length":"600","title":"T","program":"P","isfullepisode":"y","adloadtype":"2","airdate":"20240101 20:00:00"}]}"#,
        ]
        lines += (0..<10).map { #"{"ts":\#(1001 + $0).0,"api":"playheadPosition","args":[\#($0)]}"# }
        lines.append(#"{"ts":1011.0,"api":"end","args":[]}"#)
        let run = Self.run(["check", "--format", "json", try write(lines.joined(separator: "\n"), as: "calls.jsonl")])
        #expect(run.code == 0, "\(run.out)")
        let json = try JSONParser.parse(run.out)
        let verdicts = json["results"]?[0]?["verdicts"]?.arrayValue ?? []
        let verdict = { (id: String) in verdicts.first { $0["ruleId"]?.stringValue == id } }
        for id in ["NL001", "NL006"] {
            #expect(["not-checked", "not-exercised"].contains(verdict(id)?["verdict"]?.stringValue ?? ""), "\(id)")
            #expect(verdict(id)?["reason"]?.stringValue?.contains("API trace") == true, "\(id)")
        }
        #expect(verdict("NL201")?["verdict"]?.stringValue == "pass")
    }

    @Test func urlListOfOnlyCommentsIsNL001() throws {
        let r = Self.run(["check", try write("# recorded 2026-12-01, player v3\n# nothing was sent\n", as: "urls.txt")])
        #expect(r.code == 1)
        #expect(r.out.contains("NL001"))
        #expect(r.out.contains("no request at all"))
    }

    @Test func proseIsStillNotACapture() throws {
        let r = Self.run(["check", try write("Dear team,\nthe player works now.\n", as: "notes.txt")])
        #expect(r.code == 2)
        #expect(r.err.contains("not a capture"))
    }
}
