import Testing

@testable import NLCertKit

/// The JSON samples shipped in `samples/` read as `samples/README.md` describes them.
@Suite struct CaptureSamplesTests {
    static let samples = Fixtures.repoPath("samples") + "/"

    func read(_ names: String...) throws -> Capture {
        try CaptureReader.read(paths: names.map { Self.samples + $0 }, stdin: { [] })
    }

    @Test func cleanAndH1AreTheCorpusHARs() throws {
        let clean = try read("clean.har")
        let corpus = try CaptureReader.read(paths: [Fixtures.corpus("b_ads_correct", "har")], stdin: { [] })
        #expect(clean.requests.map(\.url) == corpus.requests.map(\.url))
        #expect(clean.requests.allSatisfy { $0.failure == nil })
    }

    @Test func brokenHasLongFieldsAndOneBlockedPing() throws {
        let broken = try read("broken.har")
        let source = try CaptureReader.read(paths: [Fixtures.corpus("g_long_fields", "har")], stdin: { [] })
        #expect(broken.requests.count == source.requests.count + 1)
        #expect(Array(broken.requests.map(\.url).dropLast()) == source.requests.map(\.url))
        let blocked = broken.requests.filter { $0.failure != nil }
        #expect(blocked.count == 1)
        #expect(blocked.first?.failure == "net::ERR_BLOCKED_BY_CLIENT")
        #expect(blocked.first?.status == 0)
        #expect(blocked.first?.url.contains("prd=dcr") == true)
    }

    @Test func charlesSessionHasTheSamePlayAndATunnel() throws {
        let session = try read("session.chlsj")
        let logged = try Fixtures.read("corpus/browser-sdk/a_vod_noads_correct.urls.txt")
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { $0.split(separator: "\t").last.map(String.init) }
        #expect(session.requests.first?.isTunnel == true)
        #expect(session.requests.dropFirst().map(\.url) == logged)
        #expect(session.requests.dropFirst().allSatisfy { $0.time?.utcOffsetSeconds == -8 * 3600 && $0.status == 200 })
    }

    @Test func traceAndHARTogether() throws {
        let both = try read("h1.har", "h1.calls.jsonl")
        #expect(both.files.map(\.format) == [.har, .apiTrace])
        #expect(both.calls.first?.api == .initialize)
        #expect(!both.requests.isEmpty)
    }
}
