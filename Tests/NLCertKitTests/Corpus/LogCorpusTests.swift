import Testing

@testable import NLCertKit

/// The corpus' browser SDK debug logs, read with the text reader, against the other records of
/// the same runs: the API trace the driver wrote (`*.calls.jsonl`) and the requests the server
/// received (`*.urls.txt`). The expectations are parsed from those files here, independently of
/// the reader under test.
@Suite struct LogCorpusTests {
    /// One trace line of the corpus, parsed with the plain JSON parser.
    struct TraceLine {
        var ts: Double
        var api: String
        var args: [JSONValue]
    }

    static func trace(_ scenario: String) throws -> [TraceLine] {
        try Fixtures.read("corpus/browser-sdk/\(scenario).calls.jsonl").split(separator: "\n").map { line in
            let v = try JSONParser.parse(String(line))
            return TraceLine(
                ts: v["ts"]?.doubleValue ?? -1, api: v["api"]?.stringValue ?? "", args: v["args"]?.arrayValue ?? [])
        }
    }

    /// `(epoch ms, kind, url)` rows of a corpus URL list.
    static func urlRows(_ scenario: String) throws -> [(Double, String, String)] {
        try Fixtures.read("corpus/browser-sdk/\(scenario).urls.txt").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { line in
                let f = line.split(separator: "\t", omittingEmptySubsequences: false)
                return (Double(f[0]) ?? -1, String(f[2]), String(f[3]))
            }
    }

    static func readLog(_ scenario: String) throws -> Capture {
        let path = Fixtures.corpus(scenario, "sdklog.txt")
        return try TextCaptureReader.read(
            text: try Fixtures.read("corpus/browser-sdk/\(scenario).sdklog.txt"), path: path)
    }

    @Test(arguments: Fixtures.scenarios)
    func logCallsEqualTheTrace(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        // The trace also records the driver's init (logged by the SDK only once its config has
        // arrived) and its own page navigation, which is no SDK call.
        let expected = try Self.trace(scenario).filter { $0.api != "init" && $0.api != "_navigate_away" }
        let calls = capture.calls.filter { $0.api != .initialize }
        #expect(calls.count == expected.count)
        for (call, want) in zip(calls, expected) {
            #expect(call.rawName == want.api)
            #expect(call.api == APIName(platformName: want.api))
            #expect(call.args == want.args, "\(scenario) line \(call.location.line)")
            #expect(call.format == .browserSDKLog)
            // Same machine, same clock: the SDK logs each call 0–18 ms after the driver made it.
            let delta = (call.time?.epochMillis ?? .infinity) - want.ts
            #expect(delta >= 0 && delta <= 50, "\(scenario) line \(call.location.line): log − trace = \(delta) ms")
        }
    }

    @Test(arguments: Fixtures.scenarios)
    func initialisationLineBecomesTheInitCall(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let inits = capture.calls.filter { $0.api == .initialize }
        let want = try Self.trace(scenario).filter { $0.api == "init" }
        #expect(inits.count == 1)
        #expect(inits.first?.args == want.first?.args)
        // Logged once the config has been received, so after the driver's call.
        #expect((inits.first?.time?.epochMillis ?? 0) > (want.first?.ts ?? .infinity))
    }

    /// A ping URL without the two parameters the browser SDK adds only when it sends.
    static func withoutSendParameters(_ url: String) -> String {
        let parts = url.split(separator: "?", maxSplits: 1)
        guard parts.count == 2 else { return url }
        let kept = parts[1].split(separator: "&").filter { !$0.hasPrefix("c62=") && !$0.hasPrefix("rnd=") }
        return parts[0] + "?" + kept.joined(separator: "&")
    }

    @Test(arguments: Fixtures.scenarios)
    func pingsTheLogMentionsAreThePingsTheServerReceived(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let rows = try Self.urlRows(scenario)
        let logLines = try Fixtures.read("corpus/browser-sdk/\(scenario).sdklog.txt").split(
            separator: "\n", omittingEmptySubsequences: false)
        // Pings the SDK queued but never confirmed sending: a note names the line, whose URL
        // is the ping before the SDK set sendTime and rnd.
        let queuedOnly: [String] = capture.notes.filter { $0.message.contains("queued a ping") }.compactMap { note in
            let line = logLines[note.location.line - 1]
            guard let r = line.range(of: " -- ") else { return nil }
            return String(line[r.upperBound...].prefix { $0 != "\"" && $0 != "\\" })
        }
        // Two fetches in flight at once may reach the server and the log in different orders
        // (g_long_fields: the view ping and the metadata ping), so compare in URL order.
        let received = rows.filter { $0.1 == "ping" }.map(\.2).sorted()
        let sent = capture.requests.filter { $0.url.contains("/cgi-bin/gn?") }
        let mentioned = (sent.map(\.url) + queuedOnly).sorted()
        #expect(mentioned.count == received.count)
        for (url, want) in zip(mentioned, received) {
            if queuedOnly.contains(url) {
                #expect(Self.withoutSendParameters(url) == Self.withoutSendParameters(want))
                #expect(url.contains("c62=sendTime,0") && !url.contains("rnd="))
            } else {
                #expect(url == want)
            }
        }
        // "Success making fetch" is logged after the server has the request.
        for request in sent {
            let serverTime = rows.first { $0.2 == request.url }?.0 ?? .infinity
            let t = request.time?.epochMillis ?? -1
            #expect(t >= serverTime && t - serverTime < 1000)
        }
    }

    @Test func onlyThePageLeavePingOfTheAdsScenarioIsUnconfirmed() throws {
        // b_ads_correct: the last duration ping was queued as the page was left; the log never
        // confirms the fetch (the server did receive it). The other scenarios confirm every ping.
        for scenario in Fixtures.scenarios {
            let capture = try Self.readLog(scenario)
            let unconfirmed = capture.notes.filter { $0.message.contains("queued a ping") }
            #expect(unconfirmed.map(\.location.line) == (scenario == "b_ads_correct" ? [253] : []), "\(scenario)")
        }
    }

    @Test(arguments: Fixtures.scenarios)
    func urlListRowsAreReadWithTheirTimes(scenario: String) throws {
        let text = try Fixtures.read("corpus/browser-sdk/\(scenario).urls.txt")
        let capture = try TextCaptureReader.read(text: text, path: "\(scenario).urls.txt")
        let rows = try Self.urlRows(scenario)
        #expect(capture.requests.map(\.url) == rows.map(\.2))
        #expect(capture.requests.map { $0.time?.epochMillis } == rows.map(\.0))
        #expect(capture.requests.allSatisfy { $0.format == .urlList })
        #expect(capture.calls.isEmpty)
    }
}
