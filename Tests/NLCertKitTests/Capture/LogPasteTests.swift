import Testing

@testable import NLCertKit

/// Console pastes built by hand from the documented line shapes (the SDK debug-log formats, the capture producers' known quirks) for
/// one short run — play, content, preroll with playheads, stop, content again, end, one ping —
/// whose API trace is `Fixtures/logs/paste_run.calls.jsonl`. Every paste must give back the
/// trace's calls, and the time each line format can carry.
@Suite struct LogPasteTests {
    static func traceCalls() throws -> [(ts: Double, api: APIName, args: [JSONValue])] {
        try Fixtures.read("logs/paste_run.calls.jsonl").split(separator: "\n").map { line in
            let v = try JSONParser.parse(String(line))
            return (
                v["ts"]?.doubleValue ?? -1, APIName(platformName: v["api"]?.stringValue ?? ""),
                v["args"]?.arrayValue ?? []
            )
        }
    }

    static let pingURL =
        "https://secure-ios.nmrodam.com/cgi-bin/gn?prd=dcr&ci=us-999999&c3=st,c&ai=VID-PASTE-0001&at=view&c61=createtm,1714658593&c62=sendTime,1714658593&rnd=1714658593050"

    /// How precisely a format can give the trace's time back.
    enum Precision { case millis, seconds, none }

    @Test(arguments: [
        ("logcat-threadtime", Precision.millis, SourceFormat.logcat),
        ("logcat-time", .millis, .logcat),
        ("logcat-brief", .none, .logcat),
        ("logcat-long", .millis, .logcat),
        ("logcat-year", .millis, .logcat),
        ("logcat-epoch", .millis, .logcat),
        ("ios-idevicesyslog", .seconds, .iosConsole),
        ("ios-xcode", .millis, .iosConsole),
        ("ios-logstream", .millis, .iosConsole),
    ])
    func pasteGivesTheTracesCalls(name: String, precision: Precision, format: SourceFormat) throws {
        let capture = try TextCaptureReader.read(
            text: try Fixtures.read("logs/paste_run.\(name).txt"), path: "\(name).txt")
        let want = try Self.traceCalls()
        #expect(capture.calls.map(\.api) == want.map(\.api), "\(name)")
        #expect(capture.calls.map(\.args) == want.map(\.args), "\(name)")
        #expect(capture.calls.allSatisfy { $0.format == format })
        for (call, expected) in zip(capture.calls, want) {
            switch precision {
            case .millis: #expect(call.time?.epochMillis == expected.ts, "\(name) line \(call.location.line)")
            case .seconds: #expect(call.time?.epochMillis == (expected.ts / 1000).rounded(.down) * 1000)
            case .none: #expect(call.time == nil)
            }
        }
        #expect(capture.requests.map(\.url) == [Self.pingURL])
        #expect(capture.requests.first?.failure == nil)
    }

    @Test func androidOutcomeLinesAttachToTheCallTheyAnswer() throws {
        let capture = try TextCaptureReader.read(
            text: try Fixtures.read("logs/paste_run.logcat-threadtime.txt"), path: "p")
        // "play API - {json}" then "play API - SUCCESS": one call, answered SUCCESS.
        #expect(capture.calls.first?.api == .play)
        #expect(capture.calls.first?.outcome == "SUCCESS")
        // "stop API - SUCCESS" alone is the stop call itself.
        let stop = try #require(capture.calls.first { $0.api == .stop })
        #expect(stop.outcome == "SUCCESS" && stop.args.isEmpty)
    }

    @Test func missingYearAndZoneAreAssumedFromThePingsAndNoted() throws {
        let capture = try TextCaptureReader.read(
            text: try Fixtures.read("logs/paste_run.logcat-threadtime.txt"), path: "p")
        let note = try #require(capture.notes.first { $0.message.contains("no year") })
        #expect(note.message.contains("2024"))
        #expect(note.message.contains("no time zone"))
        #expect(note.location.line == 2)
        // Once per file, not once per line.
        #expect(capture.notes.filter { $0.message.contains("no year") }.count == 1)
        // The zone is read from the ping the log reports sent: its `c62 sendTime` is the
        // second of the line that reports it, so the phone was at UTC.
        #expect(note.message.contains("put them at UTC — all 1 agree"))
        #expect(capture.calls.first?.time?.utcOffsetSeconds == 0)
    }

    @Test func withoutAnyDatedPingTheYearIsFixedNotToday() throws {
        let text = "05-02 14:03:11.000  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: stop API - SUCCESS\n"
        let capture = try TextCaptureReader.read(text: text, path: "p")
        // 2000-05-02T14:03:11Z
        #expect(capture.calls.first?.time?.epochMillis == 957_276_191_000)
        #expect(capture.notes.contains { $0.message.contains("2000") })
    }

    @Test func androidFailedPingIsARequestWithItsFailure() throws {
        let text = """
            05-02 14:03:13.050  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: Failed sending data ping - \(Self.pingURL)
            05-02 14:03:13.060  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: loadMetadata API - JSON EXCEPTION; Unterminated object
            """
        let capture = try TextCaptureReader.read(text: text, path: "p")
        #expect(capture.requests.count == 1)
        #expect(capture.requests.first?.failure == "Failed sending data ping")
        #expect(capture.calls.first?.api == .loadMetadata)
        #expect(capture.calls.first?.outcome == "JSON EXCEPTION; Unterminated object")
        #expect(capture.calls.first?.args == [])
    }

    @Test(arguments: [
        // log stream --style compact: no zone
        (
            "2024-05-02 14:03:11.000 Df PasteApp[812:30211] [NielsenAppApi] stop API - SUCCESS", 1_714_658_591_000.0,
            nil as Int?
        ),
        // log show --style syslog
        (
            "2024-05-02 10:03:11.000000-0400  localhost PasteApp[812]: (NielsenAppApi) stop API - SUCCESS",
            1_714_658_591_000, -14_400
        ),
        // logcat -v time,year and -v time,zone
        ("2024-05-02 14:03:11.000 D/NielsenAPPSDK( 4321): Nielsen AppSDK: stop API - SUCCESS", 1_714_658_591_000, nil),
        (
            "05-02 16:03:11.000 +0200  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: stop API - SUCCESS", 957_276_191_000,
            7200
        ),
    ])
    func otherLineShapesGiveTheCallAndItsTime(line: String, millis: Double, offset: Int?) throws {
        let capture = try TextCaptureReader.read(text: line, path: "p")
        #expect(capture.calls.map(\.api) == [.stop])
        #expect(capture.calls.first?.outcome == "SUCCESS")
        #expect(capture.calls.first?.time?.epochMillis == millis)
        #expect(capture.calls.first?.time?.utcOffsetSeconds == offset)
    }
}
