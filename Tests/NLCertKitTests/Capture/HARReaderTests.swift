import Testing

@testable import NLCertKit

/// The HAR reader on small hand-written fixtures, one quirk each (see `Fixtures/capture/README.md`).
@Suite struct HARReaderTests {
    func read(_ name: String) throws -> Capture {
        try CaptureReader.read(paths: [Fixtures.path("capture/" + name)], stdin: { [] })
    }

    @Test func chromeExportWithBOMBlockedPingAndUnsortedEntries() throws {
        let c = try read("chrome_bom_blocked.har")
        #expect(c.files.map(\.format) == [.har])
        #expect(c.files.first?.creator == "WebInspector 537.36")
        #expect(c.requests.count == 2)
        let blocked = try #require(c.requests.first)
        // queryString[] says prd=WRONG: it must be ignored in favour of the URL.
        #expect(blocked.url.contains("prd=dcr&ci=us-999999"))
        #expect(blocked.status == 0)
        #expect(blocked.failure == "net::ERR_BLOCKED_BY_CLIENT")
        #expect(
            blocked.location
                == SourceLocation(file: Fixtures.path("capture/chrome_bom_blocked.har"), line: 7, column: 7, entry: 0))
        // Entries stay in file order even though the second one started earlier.
        #expect(c.requests.map(\.ordinal) == [0, 1])
        let post = c.requests[1]
        #expect(post.method == "POST")
        #expect(post.status == 200)
        #expect(post.failure == nil)
        #expect(post.location.line == 26)
        #expect(post.time?.epochMillis == 1_796_026_039_673)
        #expect(c.notes.isEmpty)
    }

    @Test func everyStartedDateTimeShape() throws {
        let c = try read("time_shapes.har")
        #expect(c.requests.count == 8)
        let corpusMillis = 1_796_026_039_673.0
        let times = c.requests.map { $0.time?.epochMillis }
        #expect(times[0] == corpusMillis)
        #expect(times[1] == corpusMillis)
        #expect(times[2] == corpusMillis + 0.25)
        #expect(times[3] == corpusMillis - 673)
        #expect(times[4] == corpusMillis)
        #expect(times[5] == corpusMillis)
        #expect(times[6] == nil)  // null
        #expect(times[7] == nil)  // "yesterday"
        #expect(c.requests.map { $0.time?.utcOffsetSeconds } == [0, -25200, 0, 3600, -25200, nil, nil, nil])
        // null method and status: defaults, no crash.
        #expect(c.requests[6].method == "GET")
        #expect(c.requests[6].status == nil)
        // The zone-less time and the unreadable one are both reported, with where.
        let zoneNote = try #require(c.notes.first { $0.message.contains("UTC") })
        #expect(zoneNote.location.entry == 5)
        #expect(zoneNote.location.line == 7)
        let badNote = try #require(c.notes.first { $0.message.contains("yesterday") })
        #expect(badNote.location.entry == 7)
        #expect(badNote.level == .warning)
        let untimed = try #require(c.notes.first { $0.message.contains("no start time") })
        #expect(untimed.location.entry == 6)
        #expect(c.notes.count == 3)
    }

    @Test func charlesHARExceptionConnectNullsAndEscapes() throws {
        let c = try read("charles_exception_connect.har")
        #expect(c.files.first?.creator == "Charles Proxy 4.6.6")
        #expect(c.requests.count == 2)
        let tunnel = c.requests[0]
        #expect(tunnel.isTunnel)
        #expect(tunnel.method == "CONNECT")
        #expect(tunnel.url == "https://secure-sdk.imrworldwide.com")
        #expect(tunnel.failure == nil)
        #expect(tunnel.location.line == 8)
        #expect(tunnel.location.column == 15)
        #expect(tunnel.time?.utcOffsetSeconds == -25200)
        let failed = c.requests[1]
        // `\/` and `\u0026` decoded; `\u00e9` becomes é.
        #expect(failed.url == "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&tl=dav2-Café")
        #expect(failed.failure?.contains("EXCEPTION") == true)
        #expect(failed.location.line == 24)
        #expect(failed.location.column == 6)
        #expect(failed.location.entry == 1)
    }

    @Test func standardInputIsReadByContent() throws {
        let bytes = Array(
            #"{"log":{"entries":[{"request":{"method":"GET","url":"https://a.test/"},"response":{"status":204}}]}}"#
                .utf8)
        let c = try CaptureReader.read(paths: ["-"], stdin: { bytes })
        #expect(c.requests.map(\.url) == ["https://a.test/"])
        #expect(c.requests.first?.location.file == "-")
        #expect(c.requests.first?.status == 204)
    }

    @Test func entryWithoutURLIsReportedNotDropped() throws {
        let bytes = Array(
            #"{"log":{"entries":[{"request":{"method":"GET"}},{"request":{"url":"https://a.test/"}}]}}"#.utf8)
        let c = try CaptureReader.read(paths: ["-"], stdin: { bytes })
        #expect(c.requests.count == 1)
        #expect(c.requests.first?.ordinal == 1)
        let note = try #require(c.notes.first)
        #expect(note.location.entry == 0)
        #expect(note.message.contains("no request URL"))
    }

    @Test func emptyEntriesIsAValidEmptyCapture() throws {
        let c = try CaptureReader.read(paths: ["-"], stdin: { Array(#"{"log":{"version":"1.2","entries":[]}}"#.utf8) })
        #expect(c.requests.isEmpty)
        #expect(c.files.first?.requestCount == 0)
    }
}
