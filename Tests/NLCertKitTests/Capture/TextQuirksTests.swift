import Testing

@testable import NLCertKit

/// URL-list and console quirks (console-text quirks), read from `Fixtures/logs/console_quirks.txt`
/// and small inline pastes.
@Suite struct TextQuirksTests {
    static let base =
        "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-Q1&at=view&c61=createtm,1714658593&rnd="

    static func quirks() throws -> Capture {
        try TextCaptureReader.read(text: try Fixtures.read("logs/console_quirks.txt"), path: "console_quirks.txt")
    }

    @Test func everyQuirkYieldsTheCleanURL() throws {
        let capture = try Self.quirks()
        let expected: [(line: Int, url: String)] = [
            (3, Self.base + "111"),  // bare URL (Charles "Copy URL")
            (4, Self.base + "112"),  // leading ISO time with Z
            (5, Self.base + "113"),  // leading ISO time with offset, tab-separated
            (6, Self.base + "114"),  // leading epoch ms
            (7, Self.base + "115"),  // leading ISO time without zone
            // look-alike listed on its own
            (8, "https://secure-sdk.imrworldwide.com.example.net/cgi-bin/gn?prd=dcr&rnd=116"),
            (9, Self.base + "117"),  // inside a console message, followed by `).`
            (10, Self.base + "118"),  // JSON-escaped \/ and \u0026
            // whole URL percent-encoded
            (11, "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ai=VID-Q1&rnd=119"),
            // cut by logcat: kept as-is
            (13, "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-Q1&tl=Cut%20Of"),
            (14, Self.base + "121"),  // in single quotes
        ]
        #expect(capture.requests.map(\.url) == expected.map(\.url))
        #expect(capture.requests.map(\.location.line) == expected.map(\.line))
        #expect(capture.requests.map(\.ordinal) == Array(0..<expected.count))
    }

    @Test func leadingTimesAreReadWithTheirZones() throws {
        let r = try Self.quirks().requests
        #expect(r[0].time == nil)
        #expect(r[1].time?.epochMillis == 1_714_658_592_500)
        #expect(r[2].time?.epochMillis == 1_714_658_593_000)
        #expect(r[2].time?.utcOffsetSeconds == 7200)
        #expect(r[3].time?.epochMillis == 1_714_658_594_000)
        #expect(r[4].time?.epochMillis == 1_714_658_595_000)
        #expect(r[4].time?.utcOffsetSeconds == nil)
        // Logcat lines: the year comes from the pings' createtm (2024).
        #expect(r[6].time?.epochMillis == 1_714_658_596_000)
    }

    /// A token before the URL that starts like a number or a date but is no time nlcert reads
    /// is said, line by line; the request is kept, without a time. Prose before a URL is not.
    @Test func anUnreadableLeadingTimeIsNoted() throws {
        let text = """
            99999999999999999999 \(Self.base)1
            -5 \(Self.base)2
            2026-02-30T25:61:61Z \(Self.base)3
            1714658593000 \(Self.base)4
            see this ping: \(Self.base)5

            """
        let c = try TextCaptureReader.read(text: text, path: "t.urls.txt")
        #expect(c.requests.count == 5)
        #expect(c.requests.map { $0.time == nil } == [true, true, true, false, true])
        let notes = c.notes.filter { $0.message.contains("looks like a time but is not one nlcert reads") }
        #expect(notes.map(\.location.line) == [1, 2, 3])
        #expect(notes.first?.message.hasPrefix("'99999999999999999999' before the URL") == true)
    }

    @Test func formatsSayWhereEachRequestCameFrom() throws {
        let r = try Self.quirks().requests
        #expect(r[0...5].allSatisfy { $0.format == .urlList })
        #expect(r[6].format == .console)
        #expect(r[9].format == .logcat)
    }

    @Test func columnsPointAtTheURL() throws {
        let r = try Self.quirks().requests
        #expect(r[0].location.column == 1)
        #expect(r[1].location.column == 26)  // after "2024-05-02T14:03:12.500Z "
    }

    @Test func lookAlikeHostsInConsoleLinesAreNotedNotTaken() throws {
        let capture = try Self.quirks()
        #expect(!capture.requests.contains { $0.location.line == 12 })
        #expect(capture.notes.contains { $0.location.line == 12 && $0.message.contains("look-alike") })
        #expect(capture.notes.contains { $0.location.line == 7 && $0.message.contains("no time zone") })
    }

    @Test func privateRedactionGivesOneHint() throws {
        let text = """
            May  2 14:03:11 iPhone PasteApp(NielsenAppApi)[812] <Notice>: loadMetadata API - <private>
            May  2 14:03:12 iPhone PasteApp(NielsenAppApi)[812] <Notice>: Sent data ping successfully - https://secure-ios.nmrodam.com/cgi-bin/gn?prd=dcr&rnd=1
            May  2 14:03:13 iPhone PasteApp(NielsenAppApi)[812] <Notice>: play API - <private>
            """
        let capture = try TextCaptureReader.read(text: text, path: "p")
        let hints = capture.notes.filter { $0.message.contains("<private>") }
        #expect(hints.count == 1)
        #expect(hints.first?.location.line == 1)
        #expect(hints.first?.message.contains("2 line(s)") == true)
        #expect(hints.first?.message.contains("nlcert recorder") == true)
        #expect(capture.requests.count == 1)
    }

    @Test func garbledInterleavedAndPartialLinesAreReportedAndTheRestIsRead() throws {
        let capture = try TextCaptureReader.read(
            text: try Fixtures.read("logs/garbled_lines.txt"), path: "garbled_lines.txt")
        // Lines 1, 3 and 6 are intact browser SDK calls: play, the preroll's metadata, playhead 0.
        #expect(capture.calls.map(\.location.line) == [1, 3, 6])
        #expect(capture.calls.map(\.api) == [.play, .loadMetadata, .playheadPosition])
        #expect(capture.calls[1].metadataType == "preroll")
        let warnings = capture.notes.filter { $0.level == .warning }
        #expect(warnings.map(\.location.line) == [2, 4, 5, 8])
        #expect(warnings.first { $0.location.line == 4 }?.message.contains("another log line") == true)
        #expect(capture.notes.contains { $0.location.line == 7 && $0.message.contains("1 line(s)") })
    }

    @Test func devToolsPasteWithoutPrefixKeepsLineOrder() throws {
        // The corpus console with the capture tool's `<ms>\t<level>\t` prefix removed.
        let text = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.sdklog.txt").split(separator: "\n")
            .map { $0.split(separator: "\t", maxSplits: 2).last.map(String.init) ?? "" }.joined(separator: "\n")
        let capture = try TextCaptureReader.read(text: text, path: "devtools.txt")
        let prefixed = try TextCaptureReader.read(
            text: try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.sdklog.txt"), path: "p")
        #expect(capture.calls.map(\.args) == prefixed.calls.map(\.args))
        #expect(capture.calls.map(\.api) == prefixed.calls.map(\.api))
        #expect(capture.calls.allSatisfy { $0.time == nil })
        #expect(capture.requests.map(\.url) == prefixed.requests.map(\.url))
    }

    @Test func escapedGGPMPastedOnItsOwnIsRead() throws {
        let text = #"pli=1&ggpm={\"evtInfo\":{\"eventType\":\"setPlayheadPosition\",\"param1\":7},\"id\":\"1\"}"#
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.map(\.api) == [.playheadPosition])
        #expect(capture.calls.first?.position == 7)
    }

    // A file of only "#" comments is a URL list without Nielsen traffic (NL001), see
    // NoNielsenTrafficTests.
    @Test(arguments: ["", "\n\n", "hello world\nnothing to see here\n"])
    func textWithNothingRecognisableIsNotACapture(text: String) {
        do {
            _ = try TextCaptureReader.read(text: text, path: "notes.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "notes.txt")
            #expect(error.problem.contains("not a capture"))
            #expect(error.hint.contains("logcat") && error.hint.contains("HAR"))
        }
    }

    @Test func hugeSingleLineIsReadWithoutTrouble() throws {
        let filler = String(repeating: "x", count: 2_000_000)
        let text = "05-02 14:03:11.000  4321  4398 D Tag: " + filler + " " + Self.base + "1 " + filler
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.requests.map(\.url) == [Self.base + "1"])
    }

    @Test func deeplyNestedJSONInALogLineIsGarbledNotACrash() throws {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let text = "05-02 14:03:11.000  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: loadMetadata API - " + nested
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.isEmpty)
        #expect(capture.notes.contains { $0.level == .warning && $0.location.line == 1 })
    }

    @Test func thousandsOfDamagedLinesGiveBoundedNotes() throws {
        let bad = "05-02 14:03:11.000  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: play API - {\"channelName\":"
        let good = "05-02 14:03:12.000  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: stop API - SUCCESS"
        let text = Array(repeating: bad, count: 200).joined(separator: "\n") + "\n" + good + "\n"
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.calls.map(\.api) == [.stop])
        #expect(capture.calls.first?.location.line == 201)
        let perLine = capture.notes.filter { $0.message.contains("passed over and the rest") }
        #expect(perLine.count == 50)
        #expect(perLine.last?.location.line == 50)
        #expect(capture.notes.contains { $0.message.hasPrefix("150 more line(s)") })
    }

    @Test func aURLFollowedByThousandsOfClosersIsCleanedQuickly() throws {
        let text = Self.base + "1" + String(repeating: ")", count: 200_000)
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.requests.map(\.url) == [Self.base + "1"])
    }

    @Test func leadingEpochSecondsAreReadToo() throws {
        let capture = try TextCaptureReader.read(
            text: "1714658591 " + Self.base + "1\n1714658592.250\t" + Self.base + "2\n", path: "p")
        #expect(capture.requests.map { $0.time?.epochMillis } == [1_714_658_591_000, 1_714_658_592_250])
        #expect(capture.requests.allSatisfy { $0.format == .urlList })
    }

    @Test(arguments: [
        ("https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr", true),
        ("https://SECURE-IOS.NMRODAM.COM:443/cgi-bin/gn?prd=dcr", true),
        ("https://user@nmrodam.com/x", true),
        ("https://imrworldwide.com", true),
        ("https://evilnmrodam.com/cgi-bin/gn", false),
        ("https://imrworldwide.com.example.net/cgi-bin/gn", false),
        ("https://example.com/?u=https://secure-sdk.imrworldwide.com/", false),
        ("https://secure_sdk.imrworldwide.com/", false),
    ])
    func nielsenHostsAreRecognisedByDomainNotBySubstring(url: String, nielsen: Bool) {
        #expect(PingURLFinder.isNielsenHost(url) == nielsen)
    }
}
