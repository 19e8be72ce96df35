import Foundation
import Testing

@testable import NLCertKit

/// The text reader passes over the lines that cannot hold evidence without trying them
/// (`TextEvidenceGate`) and tells their console's kind without making strings
/// (`ConsoleLinePrefix.kind(of:)`). Both are shortcuts: a text read with them must be the text
/// read without them, line for line — on every text fixture, sample and corpus log, and on
/// lines built to sit at the gate's edges.
@Suite struct TextEvidenceGateTests {
    /// Everything a capture read from text holds, where it was found included.
    static func digest(_ c: Capture) -> [String] {
        c.requests.map {
            "R \($0.url) \($0.time?.epochMillis ?? -1) \($0.location) \($0.status ?? -1) \($0.failure ?? "")"
        }
            + c.calls.map {
                "C \($0.rawName) \($0.args) \($0.time?.epochMillis ?? -1) \($0.location) \($0.argumentsMissing)"
            }
            + c.notes.map { "N \($0.level) \($0.location) \($0.message)" }
            + c.sdkMessages.map { "M \($0.name) \($0.location) \($0.ruleID ?? "")" }
            + c.files.map { "F \($0.format) \($0.requestCount) \($0.callCount)" }
    }

    static func same(_ text: String, _ label: String) {
        let gated = Result { try TextCaptureReader.read(text: text, path: "t", iosPatterns: .embedded) }
        let ungated = Result { try TextCaptureReader.read(text: text, path: "t", iosPatterns: .embedded, gated: false) }
        switch (gated, ungated) {
        case (.success(let a), .success(let b)):
            let (da, db) = (digest(a), digest(b))
            if da != db {
                Issue.record(
                    "\(label): gated only \(da.filter { !db.contains($0) }), ungated only \(db.filter { !da.contains($0) })"
                )
            }
        case (.failure(let a), .failure(let b)):
            #expect("\(a)" == "\(b)", "\(label)")
        default:
            Issue.record("\(label): one way read it, the other did not")
        }
    }

    /// Every text the repository ships or tests with.
    static let texts: [String] = {
        var paths: [String] = []
        for root in [Fixtures.root, Fixtures.repoPath("samples")] {
            let walker = FileManager.default.enumerator(atPath: root)
            while let name = walker?.nextObject() as? String {
                guard name.hasSuffix(".txt") || name.hasSuffix(".log") || name.hasSuffix(".jsonl") else { continue }
                paths.append(root + "/" + name)
            }
        }
        return paths.sorted()
    }()

    @Test func everyShippedTextReadsTheSameThroughTheGate() throws {
        #expect(Self.texts.count > 20)
        for path in Self.texts {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            Self.same(text, path)
        }
    }

    /// Lines at the gate's edges: the words in any case, URLs that do and do not run to the
    /// line's end, frames without a tag, `-v long` entries of the SDK and of others, comments,
    /// look-alike hosts, recorder lines — each alone and all in random orders.
    static let edgeLines = [
        "05-02 14:03:11.123  1234  5678 D OkHttp: --> GET https://api.example.com/v1/items HTTP/1.1",
        "05-02 14:03:11.123  1234  5678 D OkHttp: https://api.example.com/v1/items",
        "HTTPS://SECURE-DCR.IMRWORLDWIDE.COM/cgi-bin/gn?prd=dcr&ci=us-999999&rnd=1",
        "https%3A%2F%2Fsecure-dcr.imrworldwide.com%2Fcgi-bin%2Fgn%3Fprd%3Ddcr%26rnd%3D2",
        "2024-05-02T14:03:11Z https://example.com/not-nielsen",
        "see secure-x.imrworldwide.com.example.net for details",
        "a line that mentions nmrodam but no URL",
        "[1796122195] [DEBUG] [0] [Default CMS map parameters length(35)]",
        "D( 1234: 5678) [1796122195] [INFO] [] [Sending Hello ping..]",
        "[ 05-02 14:03:11.123  1234: 5678 D/NielsenAPPSDK ]",
        "[1796122195] [INFO] [17961221954480968] [Nielsen AppSDK: play API - SUCCESS ]",
        "[ 05-02 14:03:11.123  1234: 5678 I/ActivityManager ]",
        "Start proc 1234:com.example/u0a123",
        "",
        "   ",
        "# a comment with nielsen in it",
        "#https://secure-dcr.imrworldwide.com/cgi-bin/gn?prd=dcr",
        "[nlcert-trace] {\"ts\":1714658591000,\"api\":\"stop\",\"args\":[]}",
        "{\"ts\": 1714658591000, \"api\": \"play\", \"args\": [{}]}",
        "Dec  1 10:00:41 iPhone Demo(NielsenAppApi)[812] <Info>: [1796026041] <private>",
        "Dec  1 10:00:41 iPhone Demo(CFNetwork)[812] <Info>: Task <private> finished",
        "[1796026041] [INFO] [NielsenAPPSDK:p] playheadPosition: 3",
        "2026-12-01 10:00:01.000 I  Demo[812:7a3] [nielsen.sdk.NielsenAppApi:Default] [1796026041] [INFO] [NielsenAPPSDK:p] stop",
        "NIELSEN AppSDK: stop API - SUCCESS",
        "1796026039783\tdebug\tSuccess making fetch to https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=3",
        "[nsdk] {\"type\":\"debug\"}",
        "x ggpm={} y",
        "05-02 14:03:11.123  1234  5678 D chatty  : uid=10123(com.example) identical 4 lines",
        "May  2 14:03:11 iPhone Other[1] <Notice>: HTTP/1.1 200",
    ]

    @Test func edgeLinesReadTheSameAloneAndTogether() {
        for (i, line) in Self.edgeLines.enumerated() { Self.same(line + "\n", "edge line \(i)") }
        var rng = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let text = (0..<40).map { _ in Self.edgeLines.randomElement(using: &rng)! }.joined(separator: "\n")
            Self.same(text, "random text \(round)")
        }
    }

    @Test func theGateLetsThroughWhatReadingNeeds() {
        let gate = TextEvidenceGate()
        func opens(_ line: String) -> Bool {
            var line = line
            return line.withUTF8 { gate.mayHoldEvidence($0) }
        }
        #expect(opens("05-02 14:03:11.123 D X: hTTps://secure-dcr.imrworldwide.com/x"))
        #expect(opens("junk NielSEN junk"))
        #expect(opens("2024-05-02 10:00:00 https://example.com/a?b=c"))
        #expect(!opens("05-02 14:03:11.123 D OkHttp: <-- 200 OK https://cdn.example.com/a.jpg (34ms)"))
        #expect(!opens("05-02 14:03:11.123 D Choreographer: Skipped 31 frames!"))
        #expect(!opens("HTTP/1.1 200 OK"))
        let mine = TextEvidenceGate(patternWords: ["MyBridge"])
        var line = "05-02 14:03:11.123 D App: mybridge -> playhead 3"
        #expect(line.withUTF8 { mine.mayHoldEvidence($0) })
        #expect(!opens(line))
        // A pattern that names no word is tried on every line: no gate at all.
        let open = try? IOSLogPatternSet(
            json: #"{"patterns": [{"id": "p", "match": "playhead {number}", "api": "playheadPosition"}]}"#, file: "p")
        #expect(open.map { TextEvidenceGate(patterns: $0) == nil } == true)
    }

    /// The kind a line's bytes show is the kind its full reading finds, on every line of every
    /// shipped text and on prefixes cut short or with a field out of range.
    @Test func theKindAloneIsTheKindOfTheWholeReading() throws {
        var lines = Self.edgeLines
        for path in Self.texts {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400).map(String.init)
        }
        let shapes = [
            "05-02 14:03:11.123  1234  5678 D Tag: m", "13-02 14:03:11.123  1234  5678 D Tag: m",
            "2024-05-02 14:03:11.123456-0400 App[1:2] m", "2024-05-02 24:03:11.123456-0400 App[1:2] m",
            "2024-05-02 14:03:11.123 D/Tag( 12): m", "1714658591.123  1234  5678 D Tag: m", "1714658591 https://x",
            "1714658591000\tdebug\tm", "May  2 14:03:11 iPhone App[1] <Info>: m", "Foo  2 14:03:11 x",
            "D/Tag( 1234): m", "D/Tag 1234): m", "05-02 16:03:11.000 +0200  4321  4398 D T: m",
        ]
        for shape in shapes { for cut in 0...shape.utf8.count { lines.append(String(shape.utf8.prefix(cut))!) } }
        for line in lines where !line.hasPrefix("[") {
            var bytes = line
            let quick = bytes.withUTF8 { ConsoleLinePrefix.kind(of: $0, assumedYear: 2024) }
            #expect(quick == ConsoleLinePrefix.parse(line, assumedYear: 2024).kind, "\(line)")
        }
    }
}
