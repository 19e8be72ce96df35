import Testing

@testable import NLCertKit

/// `nlcert check` and `nlcert timeline` read with `RequestFilter.nielsenTraffic`: requests that
/// are not Nielsen's are counted while the file streams and never kept. Filtering at read time
/// must give the same timeline as reading everything and dropping them when it is built.
@Suite struct CaptureFilterTests {
    static func read(_ name: String, filter: RequestFilter) throws -> Capture {
        try CaptureReader.read(paths: [Fixtures.path("capture/" + name)], stdin: { [] }, filter: filter)
    }

    @Test(arguments: [
        ("https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr", true),
        ("https://SECURE-US.IMRWORLDWIDE.COM./cgi-bin/gn", true),
        ("https://nmrodam.com/x", true),
        ("secure-us.imrworldwide.com:443", true),  // a CONNECT entry's target
        ("https://secure-sdk.imrworldwide.com", true),  // Charles' CONNECT form
        ("https://imrworldwide.com.evil.test/cgi-bin/gn", false),
        ("https://evilimrworldwide.com/", false),
        ("https://secure-us.imrworldwide.com@evil.test/x", false),  // userinfo, then the real host
        ("https://user@secure-us.imrworldwide.com:8443/x", true),
        ("https://[::1]/secure-us.imrworldwide.com", false),
        ("evilimrworldwide.com:443", false),
        ("https://player.example.test/api/log", false),
        ("", false),
    ])
    func concernsNielsenByHostOrTunnelTarget(url: String, expected: Bool) {
        let r = CapturedRequest(
            url: url, time: nil, location: SourceLocation(file: "t", line: 1), format: .har, ordinal: 0)
        #expect(RequestClassifier.concernsNielsen(r) == expected, "\(url)")
        // In-place reading agrees with splitting the URL.
        if let parsed = RequestURL.parse(url), !parsed.host.isEmpty {
            #expect(RequestClassifier.isNielsenHost(parsed.host) == expected, "\(url)")
        }
    }

    @Test func harEntriesThatAreNotNielsenAreCountedNotKept() throws {
        // Entry 0 is a blocked DCR ping, entry 1 a POST to the player's own server.
        let all = try Self.read("chrome_bom_blocked.har", filter: .all)
        let kept = try Self.read("chrome_bom_blocked.har", filter: .nielsenTraffic)
        #expect(all.requests.count == 2 && all.leftOutRequests == 0)
        #expect(kept.requests.map(\.url) == [all.requests[0].url])
        #expect(kept.requests.map(\.ordinal) == [0])
        #expect(kept.leftOutRequests == 1)
        // The file still says how many requests it held.
        #expect(kept.files.map(\.requestCount) == [2])
    }

    @Test func charlesTunnelsToNielsenAreKeptOtherHostsLeftOut() throws {
        let kept = try Self.read("session.chlsj", filter: .nielsenTraffic)
        // The ping and the tunnel go to secure-sdk.imrworldwide.com; cdn. and plain.example.test do not.
        #expect(kept.requests.count == 2)
        #expect(kept.requests.map(\.isTunnel) == [false, true])
        #expect(kept.requests.map(\.ordinal) == [0, 1])
        #expect(kept.leftOutRequests == 2)
        #expect(kept.files.map(\.requestCount) == [4])
    }

    @Test func textCapturesAreFilteredToo() throws {
        let text = "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1\nhttps://player.example.test/a.js\n"
        let capture = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(text.utf8), path: "list.txt"), filter: .nielsenTraffic)
        #expect(capture.requests.count == 1)
        #expect(capture.leftOutRequests == 1)
    }

    @Test(arguments: ["chrome_bom_blocked.har", "session.chlsj", "charles_exception_connect.har", "time_shapes.har"])
    func filteringWhileReadingGivesTheSameTimeline(name: String) throws {
        let late = TimelineBuilder.build(try Self.read(name, filter: .all))
        let early = TimelineBuilder.build(try Self.read(name, filter: .nielsenTraffic))
        #expect(late.pings.map(\.request) == early.pings.map(\.request))
        #expect(late.otherRequestCount == early.otherRequestCount)
        #expect(late.requestCount == early.requestCount)
        #expect(TimelineJSONEncoder.render(late) == TimelineJSONEncoder.render(early))
    }

    @Test func timelineCountsWhatItLeavesOut() throws {
        let t = TimelineBuilder.build(try Self.read("session.chlsj", filter: .all))
        #expect(t.pings.count == 2)
        #expect(t.otherRequestCount == 2)
        #expect(t.requestCount == 4)
        // Charles names the tunnel `https://host`: a Nielsen host, so not "left out".
        #expect(TimelineText.render(t).contains("\n2 request(s) not from Nielsen left out"))
    }

    @Test func noNielsenTrafficNamesHowManyRequestsThereWere() throws {
        // Eight requests to a.test, none Nielsen's: NL001 fails and says so.
        let t = TimelineBuilder.build(try Self.read("time_shapes.har", filter: .nielsenTraffic))
        #expect(t.pings.isEmpty && t.otherRequestCount == 8 && t.hasRequests)
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(t, inputs: ["time_shapes.har"])
        let nl001 = try #require(result.findings.first { $0.ruleID == "NL001" })
        #expect(nl001.message.contains("(8 requests, none of them Nielsen's)"))
    }
}
