import Foundation
import Testing

@testable import NLCertKit

/// The iOS console patterns: the shipped file, a user's file read from a path, and the errors a
/// broken pattern file gets.
@Suite struct LogPatternTests {
    @Test func shippedPatternsLoad() {
        // A broken embedded file would silently leave nlcert without iOS patterns.
        #expect(
            IOSLogPatternSet.embedded.patterns.map(\.id) == [
                "ping-delivered", "ping-failed", "config-request", "ping-sending", "metadata-argument",
                "playinfo-argument",
                "init-argument", "playhead-argument", "api-json", "api-number", "api-outcome", "api-outcome-dot",
                "event",
                "session-end", "session-stop", "config-received", "negative-playhead", "playhead-before-metadata",
                "background-without-stop",
            ])
    }

    /// Until a real iOS transcript is verified, the shipped iOS shapes follow the App SDK 10.x
    /// format (the iOS SDK shares its core): argument line, then outcome line; Sending, then Sent.
    @Test func iOSLinesInTheAppSDK10FormatAreReadLikeAndroids() throws {
        let ping =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-9&at=view&c16=sdkv,ai.10.2.0.0&c61=createtm,1714658591&rnd=1714658592000"
        let text = """
            2024-05-02 10:03:11.000000-0400 PasteApp[812:30211] [NielsenAppApi] Nielsen AppSDK METADATA: {"type":"content","assetid":"VID-9","length":"60"}
            2024-05-02 10:03:11.001000-0400 PasteApp[812:30211] [NielsenAppApi] Processed METADATA: {"type":"content","assetid":"VID-9","length":"60"}
            2024-05-02 10:03:11.002000-0400 PasteApp[812:30211] [NielsenAppApi] loadMetadata API - SUCCESS
            2024-05-02 10:03:12.000000-0400 PasteApp[812:30211] [NielsenAppApi] PLAYHEAD: -3
            2024-05-02 10:03:12.001000-0400 PasteApp[812:30211] [NielsenAppApi] AppApi setPlayheadPosition. Could not process negative playhead (-3)
            2024-05-02 10:03:12.002000-0400 PasteApp[812:30211] [NielsenAppApi] setPlayheadPosition API. FAILED
            2024-05-02 10:03:13.000000-0400 PasteApp[812:30211] [NielsenAppApi] EVENT- (PAUSE) REPORTED. Timestamp: 1714658592000, Playhead: 0
            2024-05-02 10:03:14.000000-0400 PasteApp[812:30211] [NielsenAppApi] Sending message: \(ping)
            2024-05-02 10:03:14.100000-0400 PasteApp[812:30211] [NielsenAppApi] Sent data ping successfully - \(ping)
            """
        let capture = try TextCaptureReader.read(text: text, path: "xcode.txt")
        #expect(capture.calls.map(\.api) == [.loadMetadata, .playheadPosition])
        #expect(capture.calls[0].args.first?["assetid"] == "VID-9")
        #expect(capture.calls[0].outcome == "SUCCESS")
        #expect(capture.calls[1].position == -3)
        #expect(capture.calls[1].outcome == "FAILED")
        #expect(capture.calls.allSatisfy { $0.format == .iosConsole && !$0.argumentsMissing })
        #expect(capture.requests.map(\.url) == [ping])
        #expect(capture.requests.first?.status == 200)
        #expect(capture.sdkMessages.map(\.name) == ["app-1025", "PAUSE"])
        #expect(capture.sdkMessages.first?.ruleID == "NL202")
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

    @Test func aDictionaryPrintOutIsDamageNotAnAnswer() throws {
        let text = """
            May  2 14:03:11 iPhone PasteApp(NielsenAppApi)[812] <Notice>: loadMetadata API - {
                assetid = "VID-1";
            }
            May  2 14:03:12 iPhone PasteApp(NielsenAppApi)[812] <Notice>: stop API - SUCCESS
            """
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.map(\.api) == [.stop])
        #expect(
            capture.notes.contains {
                $0.level == .warning && $0.location.line == 1 && $0.message.contains("NSDictionary")
            })
    }
}
