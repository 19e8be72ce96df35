import Testing

@testable import NLCertKit

/// The real Android App SDK 10.2's own log (`Fixtures/corpus/android-sdk/`), read against the
/// other records of the same runs: the calls the driver made (`*.calls.jsonl`), the requests the
/// server received (`*.urls.txt`) and the verdict the script expects (`*.script.json`). The
/// expectations are parsed from those files here, independently of the reader under test.
@Suite struct AndroidCorpusTests {
    static let scenarios = ["a_content_only", "c_preroll_before_content"]

    static func file(_ scenario: String, _ ext: String) -> String { "corpus/android-sdk/\(scenario).\(ext)" }

    /// The driver's SDK calls (not its own bookkeeping lines `_state` and `close`).
    static func trace(_ scenario: String) throws -> [(ts: Double, api: String, args: [JSONValue])] {
        try Fixtures.read(file(scenario, "calls.jsonl")).split(separator: "\n").compactMap { line in
            let v = try JSONParser.parse(String(line))
            let api = v["api"]?.stringValue ?? ""
            guard api != "_state", api != "close" else { return nil }
            return (v["ts"]?.doubleValue ?? -1, api, v["args"]?.arrayValue ?? [])
        }
    }

    static func urls(_ scenario: String) throws -> [String] {
        try Fixtures.read(file(scenario, "urls.txt")).split(separator: "\n").map {
            String($0.split(separator: "\t")[1])
        }
    }

    static func readLog(_ scenario: String) throws -> Capture {
        try TextCaptureReader.read(
            text: try Fixtures.read(file(scenario, "logcat.txt")), path: file(scenario, "logcat.txt"))
    }

    /// The script's expectation: pass, or fail (the one corpus failure is content-first, NL301).
    static func expectsFailure(_ scenario: String) throws -> Bool {
        let script = try JSONParser.parse(try Fixtures.read(file(scenario, "script.json")))
        return script["expect"]?["verdict"]?.stringValue == "fail"
    }

    @Test(arguments: scenarios)
    func oneCallPerAPICallWithItsArguments(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        // The log's getters (getLastEvent, getDeviceId, …) are calls nlcert keeps as `other`;
        // the trace writes them as one `_state` line.
        let calls = capture.calls.filter { $0.api != .other }
        let want = try Self.trace(scenario)
        #expect(calls.count == want.count)
        for (call, expected) in zip(calls, want) {
            #expect(call.api == APIName(platformName: expected.api), "\(scenario) line \(call.location.line)")
            #expect(call.args == expected.args, "\(scenario) line \(call.location.line)")
            #expect(!call.argumentsMissing)
            #expect(call.format == .logcat)
            // The SDK logs a call 0–20 ms after the driver made it (same machine and clock);
            // the constructor logs its argument once it has set itself up (~250 ms).
            let delta = (call.time?.epochMillis ?? .infinity) - expected.ts
            let limit: Double = call.api == .initialize ? 1000 : 50
            #expect(delta >= -1 && delta <= limit, "\(scenario) line \(call.location.line): log − trace = \(delta) ms")
        }
    }

    @Test(arguments: scenarios)
    func callsPointAtTheirArgumentLineAndKeepTheOutcomeLine(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let lines = try Fixtures.read(Self.file(scenario, "logcat.txt")).split(
            separator: "\n", omittingEmptySubsequences: false)
        let load = try #require(capture.calls.first { $0.api == .loadMetadata })
        #expect(lines[load.location.line - 1].contains("Nielsen AppSDK METADATA: {"))
        let outcome = try #require(load.outcomeLocation)
        #expect(lines[outcome.line - 1].contains("loadMetadata API - SUCCESS"))
        #expect(load.outcome == "SUCCESS")
        // The raw line keeps the app's key spelling; the "Processed" echo lower-cases it.
        if scenario == "a_content_only" { #expect(load.firstArg?["crossId1"]?.stringValue == "EP-0001") }
        let playhead = try #require(capture.calls.first { $0.api == .playheadPosition })
        #expect(lines[playhead.location.line - 1].contains("PLAYHEAD: 0"))
        let playheadOutcome = try #require(playhead.outcomeLocation)
        #expect(lines[playheadOutcome.line - 1].contains("setPlayheadPosition API. SUCCESS"))
        let initCall = try #require(capture.calls.first { $0.api == .initialize })
        #expect(initCall.firstArg?["nol_devDebug"]?.stringValue == "DEBUG")
    }

    /// The log's getters echo the device id; nlcert keeps no copy of it (reports are shared).
    @Test(arguments: scenarios)
    func gettersDoNotCarryTheDeviceID(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let getters = capture.calls.filter { $0.rawName == "getDeviceId" || $0.rawName == "getNielsenId" }
        // One call per getter call, although each answers on two lines.
        #expect(getters.map(\.rawName) == ["getDeviceId", "getNielsenId"])
        #expect(capture.calls.allSatisfy { !($0.outcome ?? "").contains("7f3ba75f790c5a98") })
    }

    @Test(arguments: scenarios)
    func eachPingIsSentThenDeliveredOnce(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let server = try Self.urls(scenario)
        // One request per request the server received: Sending + Sent make one ping.
        #expect(capture.requests.map(\.url) == server)
        let pings = capture.requests.filter { !$0.url.contains("/conf/") }
        #expect(!pings.isEmpty)
        #expect(pings.allSatisfy { $0.status == 200 && $0.failure == nil && !$0.cutByLog })
        let config = try #require(capture.requests.first { $0.url.contains("cdn-gl.nmrodam.com/conf/") })
        #expect(config.failure == nil)
    }

    @Test(arguments: scenarios)
    func derivedEventsAreSDKMessagesNotCalls(scenario: String) throws {
        let capture = try Self.readLog(scenario)
        let events = capture.sdkMessages.filter { $0.kind == .event }
        #expect(events.contains { $0.name == "CONFIG RECEIVED" })
        #expect(events.contains { $0.name == "SESSION END" })
        let stop = try #require(events.first { $0.name == "STOP" })
        #expect(stop.sdkTime != nil)
        #expect(stop.playheads == [scenario == "a_content_only" ? 60 : 30])
        #expect(capture.sdkMessages.allSatisfy { $0.kind != .complaint })
    }

    // MARK: Verdicts in every input combination

    static func result(_ scenario: String, _ exts: [String]) throws -> CheckResult {
        var capture = Capture()
        var inputs: [String] = []
        for ext in exts {
            let path = Fixtures.path(file(scenario, ext))
            capture.append(try CaptureReader.read(paths: [path], stdin: { [] }))
            inputs.append(path)
        }
        return try RuleEngine(ruleSet: RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: inputs)
    }

    static let logCombinations: [[String]] = [
        ["logcat.txt"], ["urls.txt", "logcat.txt"], ["calls.jsonl"], ["urls.txt", "calls.jsonl"],
    ]

    @Test(arguments: scenarios, logCombinations)
    func callsGiveTheScriptedVerdictExactly(scenario: String, exts: [String]) throws {
        let result = try Self.result(scenario, exts)
        let serious = result.verdicts.flatMap(\.findings).filter { $0.severity >= .warning }
        if try Self.expectsFailure(scenario) {
            #expect(serious.map(\.ruleID) == ["NL301"], "\(exts)")
            #expect(serious.allSatisfy { $0.certainty == .exact && $0.severity == .error })
        } else {
            #expect(serious.isEmpty, "\(exts): \(serious.map { "\($0.ruleID) \($0.message)" })")
        }
    }

    /// The trace and the URL list were written on one machine: one clock. The view ping left
    /// the device a minute after it was made (queued until end()); lining the calls up with its
    /// send time would move every call by that minute.
    @Test(arguments: scenarios)
    func batchedPingsDoNotMoveTheCallsClock(scenario: String) throws {
        var capture = Capture()
        for ext in ["urls.txt", "calls.jsonl"] {
            capture.append(try CaptureReader.read(paths: [Fixtures.path(Self.file(scenario, ext))], stdin: { [] }))
        }
        let timeline = TimelineBuilder.build(capture)
        #expect(abs(timeline.alignment.offsetSeconds) < 2, "\(timeline.alignment)")
    }

    @Test(arguments: scenarios)
    func pingsAloneDecideOnlyWhatPingsShow(scenario: String) throws {
        let result = try Self.result(scenario, ["urls.txt"])
        let errors = result.verdicts.flatMap(\.findings).filter { $0.severity == .error }
        #expect(errors.isEmpty)
        // Content-first needs the calls: from App SDK pings it is not checked, never passed.
        let nl301 = try #require(result.verdicts.first { $0.ruleID == "NL301" })
        #expect(nl301.verdict == .notChecked || nl301.verdict == .notExercised)
    }
}
