import Foundation
import Testing

@testable import NLCertKit

/// The format is chosen from the content; the file name only sharpens refusal advice.
@Suite final class CaptureSnifferTests {
    /// This test's own temporary directory, removed when the test ends.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-sniff-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: dir) }

    func copy(_ fixture: String, as name: String) throws -> String {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent(name)
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))).write(to: target)
        return target.path
    }

    @Test(arguments: [
        ("capture/chrome_bom_blocked.har", "export.txt", SourceFormat.har),
        ("capture/session.chlsj", "session.json", SourceFormat.charlesJSON),
        ("capture/trace_comments.calls.jsonl", "trace.har", SourceFormat.apiTrace),
        ("corpus/browser-sdk/a_vod_noads_correct.calls.jsonl", "calls", SourceFormat.apiTrace),
    ])
    func contentNotExtensionDecides(fixture: String, name: String, format: SourceFormat) throws {
        let c = try CaptureReader.read(paths: [try copy(fixture, as: name)], stdin: { [] })
        #expect(c.files.map(\.format) == [format])
    }

    @Test func detectKinds() throws {
        func kind(_ text: String) throws -> CaptureSniffer.Kind {
            try CaptureSniffer.detect(prefix: Array(text.utf8), isComplete: true, path: "x")
        }
        #expect(try kind("\u{FEFF}  {\"log\": {}}") == .har)
        #expect(try kind("[{\"host\": \"a\"}]") == .charlesJSON)
        #expect(try kind("{\"ts\": 1, \"api\": \"play\"}\n") == .apiTrace)
        #expect(try kind("# trace\n\n{\"ts\": 1, \"api\": \"play\"}\n") == .apiTrace)
        #expect(try kind("# urls\nhttps://a.test/\n") == .text)
        #expect(try kind("11-30 08:07:19.673  1 2 D Tag: {\"api\": \"x\"}") == .text)
        #expect(try kind("[ ]") == .charlesJSON)
        // Console pastes that start with a bracket are text: `adb logcat -v long` and DevTools.
        #expect(
            try kind("[ 05-02 14:03:11.123  1234: 5678 D/NielsenAPPSDK ]\nNielsen AppSDK: play API - SUCCESS\n")
                == .text)
        #expect(try kind("[nsdk] {\"type\":\"debug\"}\n") == .text)
        // A console line that merely starts with '<' is text, not XML.
        #expect(try kind("<Notice>: Sent data ping successfully - https://a.test/") == .text)
    }

    /// A file in a wide Unicode encoding is named by the encoding `iconv` needs — with or without
    /// a byte-order mark (PowerShell's `>` writes UTF-16LE with one, other tools without) — never
    /// called binary or UTF-16 when it is UTF-32.
    @Test(arguments: [
        ([0xFF, 0xFE] as [UInt8], "utf-16le", "UTF-16"),
        ([0xFE, 0xFF], "utf-16be", "UTF-16"),
        ([0xFF, 0xFE, 0x00, 0x00], "utf-32le", "UTF-32"),
        ([0x00, 0x00, 0xFE, 0xFF], "utf-32be", "UTF-32"),
        ([], "utf-16le", "UTF-16LE"),
        ([], "utf-16be", "UTF-16BE"),
        ([], "utf-32le", "UTF-32LE"),
        ([], "utf-32be", "UTF-32BE"),
    ])
    func wideEncodingsAreNamed(bom: [UInt8], encoding: String, name: String) throws {
        let har = "{\"log\": {\"version\": \"1.2\", \"entries\": []}}\n"
        let body: [UInt8]
        switch encoding {
        case "utf-16le": body = har.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case "utf-16be": body = har.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case "utf-32le": body = har.unicodeScalars.flatMap { [UInt8($0.value & 0xFF), 0, 0, 0] }
        default: body = har.unicodeScalars.flatMap { [0, 0, 0, UInt8($0.value & 0xFF)] }
        }
        #expect(throws: CaptureError.self) {
            _ = try CaptureSniffer.detect(prefix: bom + body, isComplete: true, path: "x.har")
        }
        do {
            _ = try CaptureSniffer.detect(prefix: bom + body, isComplete: true, path: "x.har")
        } catch {
            #expect(error.problem == "this file is \(name) text; nlcert reads UTF-8")
            #expect(error.hint.contains("iconv -f \(name) -t UTF-8"))
        }
        // UTF-8 text, and a binary file, are not taken for a wide encoding.
        #expect(CaptureSniffer.wideEncoding(Array(har.utf8)) == nil)
        #expect(CaptureSniffer.wideEncoding([0x7B, 0, 0, 0, 0, 0, 0, 0x41]) == nil)
    }

    /// A trace whose first call is longer than the bytes looked at to pick the reader (huge or
    /// deeply nested arguments) is still a trace — so its errors give the trace's hint — while a
    /// one-line HAR of the same length is still a HAR.
    @Test func aTraceWhoseFirstLineOutrunsThePrefixIsATrace() throws {
        let deep = String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000)
        let trace = "{\"ts\": 1796026040000, \"api\": \"loadMetadata\", \"args\": [\(deep)]}\n"
        let argsFirst = "{\"ts\": 1796026040000, \"args\": [\(deep)], \"api\": \"loadMetadata\"}\n"
        let har = "{\"log\": {\"api\": \"x\", \"args\": [\(deep)]}}"
        func kind(_ text: String) throws -> CaptureSniffer.Kind {
            let bytes = Array(text.utf8)
            #expect(bytes.count > CaptureSniffer.prefixSize)
            return try CaptureSniffer.detect(
                prefix: Array(bytes.prefix(CaptureSniffer.prefixSize)), isComplete: false, path: "x")
        }
        #expect(try kind(trace) == .apiTrace)
        #expect(try kind(argsFirst) == .apiTrace)
        #expect(try kind(har) == .har)
        // Read as a trace, the line's own error names the trace format.
        let path = dir.appendingPathComponent("deep.calls.jsonl").path
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(trace.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: CaptureError.self) { _ = try CaptureReader.read(paths: [path], stdin: { [] }) }
        do {
            _ = try CaptureReader.read(paths: [path], stdin: { [] })
        } catch {
            #expect(error.hint.contains("each trace line must be a JSON object"))
            #expect(error.location.line == 1)
        }
    }

    /// A Wireshark or tcpdump file is named as a packet capture, with the way to a HAR (its HTTPS
    /// pings are encrypted in it) — not as any binary file.
    @Test(arguments: [
        [0xD4, 0xC3, 0xB2, 0xA1, 0x02, 0x00, 0x04, 0x00] as [UInt8], [0xA1, 0xB2, 0xC3, 0xD4, 0x00, 0x02, 0x00, 0x04],
        [0x4D, 0x3C, 0xB2, 0xA1, 0x02, 0x00, 0x04, 0x00], [0x0A, 0x0D, 0x0D, 0x0A, 0x1C, 0x00, 0x00, 0x00],
    ])
    func aPacketCaptureIsNamed(head: [UInt8]) {
        do {
            _ = try CaptureSniffer.detect(
                prefix: head + [UInt8](repeating: 0, count: 64), isComplete: true, path: "x.pcap")
            Issue.record("a packet capture was accepted")
        } catch {
            #expect(error.problem.hasPrefix("this is a packet capture (pcap/pcapng"))
            #expect(error.hint.contains("HAR"))
        }
    }
}
