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
}
