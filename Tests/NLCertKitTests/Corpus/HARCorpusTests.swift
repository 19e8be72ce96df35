import Testing

@testable import NLCertKit

/// The five corpus HARs (real Chromium/Playwright exports) read completely.
@Suite struct HARCorpusTests {
    /// Every entry has exactly one `"url":"…"` in these files (pages carry none), so counting
    /// that text gives the entry count without any JSON parsing.
    @Test(arguments: Fixtures.scenarios)
    func everyEntryIsRead(scenario: String) throws {
        let text = try Fixtures.read("corpus/browser-sdk/\(scenario).har")
        let expected = text.components(separatedBy: #""url":""#).count - 1
        let c = try CaptureReader.read(paths: [Fixtures.corpus(scenario, "har")], stdin: { [] })
        #expect(c.requests.count == expected)
        #expect(c.files.first?.creator == "Playwright 1.65.1")
        #expect(c.requests.allSatisfy { $0.time?.utcOffsetSeconds == 0 && $0.status == 200 && $0.failure == nil })
        #expect(c.notes.isEmpty)
    }

    /// The Nielsen requests in the HAR are those the loopback server logged in `urls.txt`
    /// (two sent in the same millisecond may arrive in either order), except that the HAR may
    /// lack the last one (sent while the page was left; corpus README).
    @Test(arguments: Fixtures.scenarios)
    func nielsenRequestsMatchTheServerLog(scenario: String) throws {
        let logged = try Fixtures.read("corpus/browser-sdk/\(scenario).urls.txt")
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: "\t").last.map(String.init) }
        let c = try CaptureReader.read(paths: [Fixtures.corpus(scenario, "har")], stdin: { [] })
        let nielsen = c.requests.map(\.url).filter { $0.contains(".imrworldwide.com/") }
        let missing = logged.count - nielsen.count
        #expect(missing == 0 || missing == 1)
        let expected = missing == 0 ? logged : Array(logged.dropLast())
        #expect(expected.sorted() == nielsen.sorted(), "HAR and server log disagree")
    }

    @Test func bAdsHARLacksTheUnloadPing() throws {
        let logged = try Fixtures.read("corpus/browser-sdk/b_ads_correct.urls.txt")
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
        let c = try CaptureReader.read(paths: [Fixtures.corpus("b_ads_correct", "har")], stdin: { [] })
        #expect(c.requests.filter { $0.url.contains(".imrworldwide.com/") }.count == logged.count - 1)
    }

    @Test func harAndTraceFormOneCapture() throws {
        let c = try CaptureReader.read(
            paths: [
                Fixtures.corpus("h1_pause_stop_play", "har"), Fixtures.corpus("h1_pause_stop_play", "calls.jsonl"),
            ],
            stdin: { [] })
        #expect(c.files.map(\.format) == [.har, .apiTrace])
        #expect(!c.requests.isEmpty)
        #expect(!c.calls.isEmpty)
    }
}
