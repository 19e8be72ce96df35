import Foundation
import Testing

@testable import NLCertKit

/// The iOS console patterns: the shipped file, a user's file read from a path, and the errors a
/// broken pattern file gets.
@Suite struct LogPatternTests {
    @Test func shippedPatternsLoad() throws {
        // A broken embedded file would silently leave nlcert without iOS patterns: every frame
        // and pattern of the shipped file is in the embedded set, in the file's order.
        let file = try JSONParser.parse(
            try String(contentsOfFile: Fixtures.repoPath("rules/ios-log-patterns.json"), encoding: .utf8))
        let ids = { (key: String) in file[key]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? [] }
        #expect(!ids("patterns").isEmpty && !ids("frames").isEmpty)
        #expect(IOSLogPatternSet.embedded.patterns.map(\.id) == ids("patterns"))
        #expect(IOSLogPatternSet.embedded.frames.map(\.id) == ids("frames"))
    }

    static let ping =
        "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-9&at=view&c16=sdkv,ai.10.1.0.0&c61=createtm,1796026042&rnd=1796026042000"

    /// The message of an iOS App SDK 10.x line: `[%lld] %{public}@` around
    /// `[%@] [NielsenAPPSDK:%@] %@` (its format strings), here behind Xcode's prefix.
    static func xcode(_ second: Int, _ level: String, _ text: String, player: String = ":p1") -> String {
        "2026-12-01 10:00:0\(second % 10).000000+0100 Demo[812:7a3] [Default] [\(1_796_026_040 + second)] [\(level)] [NielsenAPPSDK\(player)] \(text)"
    }

    /// Each call is one line, its argument on it; `stop` and `end` are the bare text after the
    /// frame; a request's answer names no URL and answers the request before it.
    @Test func theRealShapesAreCallsRequestsAndAnswers() throws {
        let text = [
            Self.xcode(
                0, "INFO", #"initWithAppInfo {"appid":"P0A1B2C3D-0000-4000-8000-00000000C0DE","nol_devDebug":"DEBUG"}"#),
            Self.xcode(1, "INFO", #"play: {"channelName":"News"}"#),
            Self.xcode(1, "INFO", #"loadMetadata: {"type":"content","assetid":"VID-9","length":"60","title":"A\/B"} "#),
            Self.xcode(2, "INFO", "playheadPosition: 0"),
            Self.xcode(2, "DEBUG", "Sending Message : GET : \(Self.ping)"),
            Self.xcode(2, "DEBUG", "NlsHttpClient request returned with statusCode: 200"),
            Self.xcode(3, "INFO", "Stop. Type: 1"),
            Self.xcode(3, "INFO", "stop"),
            Self.xcode(4, "INFO", "userOptOut nielsenappsdk://1 "),
            Self.xcode(4, "INFO", "setAppDisableApi 0 "),
            Self.xcode(5, "INFO", "end", player: ":3"),
            "2026-12-01 10:00:05.000000+0100 Demo[812:7a3] [Player] stop",
        ].joined(separator: "\n")
        let capture = try TextCaptureReader.read(text: text, path: "xcode.txt")
        #expect(
            capture.calls.map(\.api) == [
                .initialize, .play, .loadMetadata, .playheadPosition, .stop, .userOptOut, .appDisableApi, .end,
            ])
        #expect(capture.calls[2].args.first?["title"] == "A/B")
        #expect(capture.calls[3].position == 0)
        #expect(capture.calls[5].args == ["nielsenappsdk://1"])
        #expect(capture.calls.allSatisfy { $0.format == .iosConsole && !$0.argumentsMissing })
        // The prefix gives the date and zone: its time (2026-12-01 09:00:01Z), to the
        // millisecond, not the SDK's second (which this made-up line sets a day earlier).
        #expect(capture.calls[1].time?.epochMillis == 1_796_115_601_000)
        #expect(capture.requests.map(\.url) == [Self.ping])
        #expect(capture.requests.first?.status == 200 && capture.requests.first?.failure == nil)
        #expect(!capture.notes.contains { $0.message.contains("does not read") })
    }

    @Test(arguments: [
        ("NlsHttpClient request returned with statusCode: 404", "status 404"),
        ("No Response", "no response"),
        ("NlsHttpClient syncRequest failed with error: The Internet connection appears to be offline.", "no response"),
        (nil, "no answer"),
    ])
    func aRequestWithoutA2xxAnswerWasNotDelivered(answer: String?, failure: String) throws {
        var lines = [Self.xcode(2, "DEBUG", "Sending Message : POST : \(Self.ping) : BODY : {\"a\":1}")]
        if let answer { lines.append(Self.xcode(2, answer.hasPrefix("No") ? "ERROR" : "DEBUG", answer)) }
        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n"), path: "x.txt")
        #expect(capture.requests.map(\.url) == [Self.ping])
        #expect(capture.requests.first?.failure?.contains(failure) == true, "\(capture.requests.first?.failure ?? "-")")
    }

    /// The iOS SDK's complaints are evidence for the rule each names (rules/sdk-messages.json).
    @Test(arguments: [
        ("A negative playhead position was sent and will be ignored", "NL208"),
        ("playheadPosition is ignored as proper metadata was not passed", "NL207"),
        ("playheadPosition ignored: startInfo is empty (app needs invoke play method)", "NL305"),
        ("Invalid length provided in metadata. Length should be numeric value: abc 0", "NL109"),
        ("Ad is playing for more than (1800) seconds. Please ensure, the SDK is integrated properly.", "NL302"),
        ("Auto-stop is being called: A/C or C/A or A/A switch", "NL302"),
        ("Auto-stop is being called: Asset Id change", "NL304"),
    ])
    func complaintsNameTheirRule(text: String, rule: String) throws {
        let capture = try TextCaptureReader.read(text: Self.xcode(3, "INFO", text), path: "x.txt")
        #expect(capture.sdkMessages.map(\.ruleID) == [rule])
        #expect(capture.sdkMessages.first?.kind == .complaint)
        #expect(capture.sdkMessages.first?.code == nil)
        #expect(capture.calls.isEmpty)
    }

    /// The frame's other forms: an instance number, no id at all, and the early lines that
    /// carry no clock or level.
    @Test func everyFrameFormIsTheSDKs() throws {
        let text = """
            [1796026041] [INFO] [NielsenAPPSDK:2] play: {"channelName":"News"}
            [1796026041] [DEBUG] [NielsenAPPSDK] Sending Message : GET : \(Self.ping)
            [1796026041] [DEBUG] [NielsenAPPSDK] NlsHttpClient request returned with statusCode: 204
            [NielsenAPPSDK:] NielsenAppApi class is loaded
            """
        let capture = try TextCaptureReader.read(text: text, path: "bare.txt")
        #expect(capture.calls.map(\.api) == [.play])
        #expect(capture.calls.first?.time?.epochMillis == 1_796_026_041_000)
        #expect(capture.requests.first?.status == 204 && capture.requests.first?.failure == nil)
        #expect(!capture.notes.contains { $0.message.contains("does not read") })
        #expect(capture.notes.contains { $0.message.contains("the Unix second the SDK wrote") })
    }

    /// `stop` and `end` are calls only as the whole text after the SDK's frame.
    @Test func stopAndEndAreCallsOnlyAfterTheFrame() throws {
        let text = [
            Self.xcode(1, "INFO", "stop the world"),
            Self.xcode(1, "INFO", "end of stream"),
            "2026-12-01 10:00:01.000000+0100 Demo[812:7a3] Nielsen stop",
            "[1796026041] [INFO] [Player] end",
        ].joined(separator: "\n")
        let capture = try TextCaptureReader.read(text: text, path: "x.txt")
        #expect(capture.calls.isEmpty)
    }

    /// App SDK 9.x writes its messages as private data: a console outside Xcode's debugger
    /// shows only the clock. The lines are the SDK's, their calls unknowable: a note says how
    /// to get them, and no call is invented.
    @Test func privateMessagesOfOlderSDKsAreNotedNotGuessed() throws {
        let text = """
            Dec  1 10:00:41 iPhone Demo(NielsenAppApi)[812] <Info>: [1796026041] <private>
            Dec  1 10:00:42 iPhone Demo(NielsenAppApi)[812] <Info>: [1796026042] <private>
            """
        let capture = try TextCaptureReader.read(text: text, path: "syslog.txt")
        #expect(capture.calls.isEmpty && capture.requests.isEmpty)
        let note = try #require(capture.notes.first { $0.message.contains("only <private>") })
        #expect(note.level == .warning && note.location.line == 1 && note.message.hasPrefix("2 line(s)"))
        #expect(note.message.contains("App SDK 10.x"))
    }

    /// An argument unified logging hid is a call with unknown arguments, never one without.
    @Test func aPrivateArgumentIsAnUnknownArgument() throws {
        let text = [
            Self.xcode(1, "INFO", "play: <private>"), Self.xcode(1, "INFO", "loadMetadata: <private> "),
            Self.xcode(2, "INFO", "playheadPosition: <private>"),
        ].joined(separator: "\n")
        let capture = try TextCaptureReader.read(text: text, path: "x.txt")
        #expect(capture.calls.map(\.api) == [.play, .loadMetadata, .playheadPosition])
        #expect(capture.calls.allSatisfy { $0.argumentsMissing && $0.args.isEmpty })
        #expect(capture.notes.contains { $0.level == .warning && $0.message.hasPrefix("3 call(s) show <private>") })
    }

    /// At INFO the SDK logs its calls but not its requests: a note says so, and where the
    /// pings come from instead.
    @Test func anInfoLevelConsoleSaysItHasNoRequests() throws {
        let info = [Self.xcode(1, "INFO", #"play: {"channelName":"News"}"#), Self.xcode(2, "INFO", "end")]
        let capture = try TextCaptureReader.read(text: info.joined(separator: "\n"), path: "x.txt")
        #expect(capture.notes.contains { $0.message.contains("nol_devDebug \"INFO\"") })
        let debug = info + [Self.xcode(2, "DEBUG", "Sending Message : GET : \(Self.ping)")]
        let full = try TextCaptureReader.read(text: debug.joined(separator: "\n"), path: "x.txt")
        #expect(!full.notes.contains { $0.message.contains("nol_devDebug \"INFO\"") })
    }

    static let userFile = """
        {"lineContains": ["MyNielsenBridge"],
         "patterns": [
           {"id": "bridge-metadata", "match": "MyNielsenBridge -> {api}({json}) at {*}", "yields": "call"},
           {"id": "bridge-playhead", "match": "MyNielsenBridge -> playhead {number}", "yields": "call", "api": "playheadPosition"},
           {"id": "bridge-stop", "match": "MyNielsenBridge -> stop because {text}", "yields": "call", "api": "stop"},
           {"id": "bridge-beacon", "match": "MyNielsenBridge beacon {url}", "yields": "request"}
         ]}
        """

    @Test func aUsersPatternFileTeachesNewLineShapes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-patterns-\(UUID()).json").path
        try Self.userFile.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let patterns = IOSLogPatternSet.embedded.adding(try IOSLogPatternSet.load(path: path))
        let text = """
            2024-05-02 10:03:11.000000-0400 PasteApp[812:30211] MyNielsenBridge -> loadMetadata({"type":"content","assetid":"VID-9"}) at player.swift:40
            2024-05-02 10:03:12.000000-0400 PasteApp[812:30211] MyNielsenBridge -> playhead 12
            2024-05-02 10:03:13.000000-0400 PasteApp[812:30211] MyNielsenBridge -> stop because app went to background
            2024-05-02 10:03:14.000000-0400 PasteApp[812:30211] MyNielsenBridge beacon https://secure-x.nmrodam.com/cgi-bin/gn?prd=dcr&rnd=5.
            2024-05-02 10:03:15.000000-0400 PasteApp[812:30211] OtherModule -> playhead 13
            """
        let capture = try TextCaptureReader.read(text: text, path: "xcode.txt", iosPatterns: patterns)
        #expect(capture.calls.map(\.api) == [.loadMetadata, .playheadPosition, .stop])
        #expect(capture.calls[0].args.first?["assetid"] == "VID-9")
        #expect(capture.calls[1].position == 12)
        #expect(capture.calls[2].args == ["app went to background"])
        #expect(capture.calls.allSatisfy { $0.format == .iosConsole })
        #expect(capture.requests.map(\.url) == ["https://secure-x.nmrodam.com/cgi-bin/gn?prd=dcr&rnd=5"])
        // Without the user's file the same text has only the ping.
        let plain = try TextCaptureReader.read(text: text, path: "xcode.txt")
        #expect(plain.calls.isEmpty)
        #expect(plain.requests.count == 1)
    }

    @Test(arguments: [
        (#"{"patterns": [{"id": "x", "match": "a {nope} b"}]}"#, "unknown placeholder {nope}"),
        (#"{"patterns": [{"id": "x", "match": "{text}{*} b"}]}"#, "two open-ended placeholders"),
        (#"{"patterns": [{"id": "x", "match": "{api}"}]}"#, "no literal text"),
        (#"{"patterns": [{"id": "x", "match": "{*} stop", "api": "stop"}]}"#, "cannot start with an open-ended"),
        (#"{"patterns": [{"id": "x", "match": "ping {text}", "yields": "request"}]}"#, "needs {url}"),
        (#"{"patterns": [{"id": "x", "match": "stop now"}]}"#, "needs {api}"),
        (#"{"patterns": [{"id": "x", "match": "stop now", "api": "stop", "yields": "maybe"}]}"#, "\"yields\" must be"),
        (#"{"patterns": [{"id": "x"}]}"#, "non-empty \"match\""),
        (#"{"rules": []}"#, "\"patterns\" array"),
        (#"{"patterns": [}"#, "not valid JSON at line 1"),
        (#"{"patterns": [{"id": "x", "match": "stop", "api": "stop", "anchor": "frame"}]}"#, "define \"frames\""),
        (#"{"patterns": [{"id": "x", "match": "stop", "api": "stop", "anchor": "line"}]}"#, "\"anchor\" must be"),
        (#"{"patterns": [{"id": "x", "match": "status {text}", "yields": "response"}]}"#, "needs {number}"),
        (#"{"frames": [{"id": "f"}], "patterns": []}"#, "non-empty \"match\""),
        (#"{"frames": [{"id": "f", "match": "[{when}]"}], "patterns": []}"#, "unknown placeholder {when}"),
    ])
    func brokenPatternFilesSayWhatIsWrong(json: String, problem: String) {
        do {
            _ = try IOSLogPatternSet(json: json, file: "mine.json")
            Issue.record("expected an error for \(json)")
        } catch {
            #expect(error.file == "mine.json")
            #expect(error.description.contains(problem), "\(error.description)")
        }
    }

    @Test func missingPatternFileIsAnError() {
        #expect(throws: IOSLogPatternError.self) {
            try IOSLogPatternSet.load(path: "/nonexistent/nlcert/patterns.json")
        }
    }

    @Test func patternsDoNotStartMidWord() {
        let pattern = try? IOSLogPattern(
            id: "t", template: "stop API - {outcome}", yields: .call, api: "stop", lineContains: [])
        #expect(pattern?.match("nonstop API - SUCCESS") == nil)
        #expect(pattern?.match("[Nielsen] stop API - SUCCESS")?.outcome == "SUCCESS")
    }

    /// A template that opens with a literal is tried only where that literal stands, and a
    /// line missing any of its literals is refused before any attempt: the match found is
    /// still the first at a word's start, wherever the line holds the literal mid-word too.
    @Test func aLeadingLiteralIsMatchedWhereItStandsAtAWordsStart() throws {
        let url = "https://secure-dcr.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-500207&rnd=1"
        let sending = try IOSLogPattern(
            id: "s", template: "Sending message: {url}", yields: .sending, api: nil, lineContains: [])
        let m = sending.match("XSending message: nope, then Sending message: \(url) done")
        #expect(m?.url == url)
        #expect(m?.start == 29)
        #expect(sending.match("XSending message: \(url)") == nil)
        #expect(sending.match("Sending message:\(url)") == nil)
        let api = try IOSLogPattern(
            id: "a", template: "{api} API - {outcome}", yields: .call, api: nil, lineContains: [])
        #expect(api.match("play API - SUCCESS")?.api == "play")
        #expect(api.match("\(url) play API SUCCESS") == nil)
    }

    @Test func redactedCallsStayInSequenceMarkedPrivate() throws {
        let text = """
            May  2 14:03:11 iPhone PasteApp(NielsenAppApi)[812] <Notice>: play API - <private>
            May  2 14:03:12 iPhone PasteApp(NielsenAppApi)[812] <Notice>: loadMetadata API - <private>
            """
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.map(\.api) == [.play, .loadMetadata])
        #expect(capture.calls.allSatisfy { $0.outcome == "<private>" && $0.args.isEmpty })
    }

    /// Many candidate starts, none of which completes: each placeholder search must not rescan.
    /// Quadratic work here would take many minutes, linear work milliseconds; the time limit
    /// is a hang guard, not a measurement (speed is the benchmark's).
    @Test(.timeLimit(.minutes(1))) func hostileLinesDoNotHangMatching() throws {
        let pattern = try IOSLogPattern(
            id: "t", template: "go {*} end {url}", yields: .request, api: nil, lineContains: [])
        #expect(pattern.match(String(repeating: "go ", count: 200_000)) == nil)
    }

    /// Unified logging cuts a long message: a call line cut inside its JSON is damage, with
    /// its line, and the lines after it are read.
    @Test func aCutOffCallLineIsDamageNotACall() throws {
        let text = [
            Self.xcode(1, "INFO", #"loadMetadata: {"type":"content","assetid":"VID-1","title":"A very long"#),
            Self.xcode(2, "INFO", "stop"),
        ].joined(separator: "\n")
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.map(\.api) == [.stop])
        #expect(
            capture.notes.contains {
                $0.level == .warning && $0.location.line == 1 && $0.message.contains("loadMetadata line")
                    && $0.message.contains("cut off")
            })
    }
}
