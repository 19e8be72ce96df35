import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// Unusual but valid input gets the right answer: other line ends, deep nesting, `-` named
/// twice or closed, binary junk past the text limit, one-based entry numbers, invisible code
/// points on the terminal.
@Suite struct InputQuirksTests {
    static func run(
        _ args: [String], stdin: [UInt8] = [], stdinIsClosed: Bool = false
    ) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole(stdin: stdin, stdinIsClosed: stdinIsClosed)
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static func read(_ text: String, path: String = "capture.txt") throws -> Capture {
        try CaptureReader.read(source: MemoryByteSource(bytes: Array(text.utf8), path: path))
    }

    /// The first URLs the SDK sent in the clean corpus scenario.
    static func corpusURLs(count: Int) throws -> [String] {
        let text = try String(contentsOfFile: Fixtures.corpus("a_vod_noads_correct", "urls.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.prefix(count)
            .map { String($0.split(separator: "\t").last!) }
    }

    /// The error `body` throws, `nil` when it throws none.
    static func failure(_ body: () throws(CaptureError) -> Void) -> CaptureError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    static let play = #"{"ts": 1796026041789, "api": "play", "args": [{"channelName": "News"}]}"#
    static let stop = #"{"ts": 1796026042789, "api": "stop", "args": []}"#

    @Test(arguments: ["\r\n", "\r"])
    func traceAcceptsCRLFAndCR(end: String) throws {
        let c = try Self.read("# trace" + end + Self.play + end + end + Self.stop + end, path: "run.calls.jsonl")
        #expect(c.files.map(\.format) == [.apiTrace])
        #expect(c.calls.map(\.rawName) == ["play", "stop"])
        #expect(c.calls.map(\.location.line) == [2, 4])
    }

    @Test(arguments: ["\r\n", "\r"])
    func textCaptureAcceptsCRLFAndCR(end: String) throws {
        let urls = try Self.corpusURLs(count: 2)
        let c = try Self.read("# list" + end + urls[0] + end + urls[1] + end, path: "urls.txt")
        #expect(c.requests.map(\.url) == urls)
        #expect(c.requests.map(\.location.line) == [2, 3])
    }

    /// A trace whose `args` nest 70 deep is a trace; the depth limit answers with the trace's
    /// line and hint, not "this JSON document is not a HAR".
    @Test func deepTraceIsATrace() throws {
        var args = "[]"
        for _ in 0..<70 { args = "[" + args + "]" }
        let line = #"{"ts": 1796026041789, "api": "play", "args": "# + args + "}"
        let error = Self.failure { () throws(CaptureError) in
            _ = try CaptureReader.read(source: MemoryByteSource(bytes: Array((line + "\n").utf8), path: "deep"))
        }
        #expect(error?.line == 1)
        #expect(error?.hint == APITraceReader.hint)
        #expect(error?.problem.contains("HAR") == false)
        #expect(try CaptureSniffer.detect(prefix: Array((line + "\n").utf8), isComplete: true, path: "x") == .apiTrace)
    }

    @Test func standardInputNamedTwiceSaysSo() {
        let r = Self.run(["check", "-", "-"])
        #expect(r.code == 2)
        #expect(r.err.contains("named 2 times"))
        #expect(!r.err.contains("empty"))
        let d = Self.run(["decode", "-", "-"])
        #expect(d.err.contains("named 2 times"))
        #expect(
            throws: CaptureError(
                file: "-", problem: "standard input ('-') was named twice",
                hint: "name '-' once; save the other capture to a file")
        ) {
            try CaptureReader.read(paths: ["-", "-"], stdin: { [] })
        }
    }

    @Test func closedStandardInputSaysClosed() {
        let r = Self.run(["check", "-"], stdinIsClosed: true)
        #expect(r.code == 2)
        #expect(r.err.contains("standard input is closed"))
        #expect(!r.err.contains("empty"))
        // An open but empty standard input is still "empty".
        #expect(Self.run(["check", "-"]).err.contains("empty"))
    }

    /// Past the text limit, bytes with a NUL are binary, not "too large".
    @Test func binaryPastTheLimitIsBinary() throws {
        var bytes = Array(repeating: UInt8(ascii: "a"), count: 3000)
        bytes[2500] = 0
        let source = MemoryByteSource(bytes: bytes, path: "junk.bin", chunkSize: 1000)
        let error = Self.failure { () throws(CaptureError) in _ = try source.readAll(limit: 2000) }
        #expect(error?.problem.contains("binary") == true)
        #expect(error?.problem.contains("too large") == false)
        let text = MemoryByteSource(bytes: Array(bytes.prefix(2400)), path: "big.txt", chunkSize: 1000)
        #expect(
            Self.failure { () throws(CaptureError) in _ = try text.readAll(limit: 2000) }?.problem.contains("too large")
                == true)
    }

    /// People count entries from 1: messages and notes say "entry 1" for the first entry; the
    /// JSON schema's `entry` stays 0-based.
    @Test func entryNumbersAreOneBasedInMessages() throws {
        let har = #"{"log": {"entries": [{"request": {"method": "GET"}, "startedDateTime": "2026-01-01T00:00:00Z"}]}}"#
        let c = try Self.read(har, path: "one.har")
        #expect(c.notes.contains { $0.message.contains("entry 1 ") })
        #expect(!c.notes.contains { $0.message.contains("entry 0") })
        let e = CaptureError(file: "x.har", line: 3, column: 5, entry: 0, problem: "bad", hint: "")
        #expect(e.description == "x.har:3:5: bad (entry 1)")
    }

    @Test(arguments: [0x200B, 0xFEFF, 0x2028, 0x2029, 0x200D, 0x2060, 0x00AD, 0xE0041] as [UInt32])
    func terminalEscapesInvisibleCodePoints(value: UInt32) {
        let s = "a" + String(Character(Unicode.Scalar(value)!)) + "b"
        let hex = String(value, radix: 16, uppercase: true)
        #expect(TerminalText.escape(s) == "a\\u{\(hex)}b")
    }

    @Test func terminalKeepsOrdinaryText() {
        #expect(TerminalText.escape("Épisode 1 – 東京 🎬") == "Épisode 1 – 東京 🎬")
    }
}
