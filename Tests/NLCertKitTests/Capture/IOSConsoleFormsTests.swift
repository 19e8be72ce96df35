import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertKit

/// The iOS App SDK's console in every form an iOS engineer saves it in (`IOSConsoleWriter`:
/// the SDK's own message shapes, read from its framework, inside each tool's prefix) gives back
/// the calls, the requests and the verdicts of the API trace of the same run. The run is a real
/// one: the corpus's Android App SDK 10.2 scenarios — the calls of their trace and the pings
/// that SDK sent — told as the iOS SDK tells them.
@Suite struct IOSConsoleFormsTests {
    struct Run {
        var calls: [(ts: Double, api: String, args: [JSONValue])]
        var pings: [(ts: Double, url: String)]
    }

    static func run(_ scenario: String) throws -> Run {
        let dir = "corpus/android-sdk/\(scenario)"
        // The harness's own getters and close (`_state`, `close`) are not calls of the iOS SDK.
        let calls = try Fixtures.read(dir + ".calls.jsonl").split(separator: "\n").map { line in
            let v = try JSONParser.parse(String(line))
            let api = v["api"]?.stringValue ?? ""
            return (
                v["ts"]?.doubleValue ?? -1, api == "setPlayheadPosition" ? "playheadPosition" : api,
                v["args"]?.arrayValue ?? []
            )
        }.filter { APIName(platformName: $0.1) != .other }
        let pings = try Fixtures.read(dir + ".urls.txt").split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (Double(parts[0]) ?? -1, String(parts[1]))
        }
        return Run(calls: calls, pings: pings)
    }

    /// The run's calls and requests merged in time order, as the console shows them.
    static func events(_ run: Run) -> [IOSConsoleWriter.Event] {
        var events: [(Double, Int, IOSConsoleWriter.Event)] = []
        for (i, c) in run.calls.enumerated() { events.append((c.ts, i, .call(ts: c.ts, api: c.api, args: c.args))) }
        for (i, p) in run.pings.enumerated() {
            events.append((p.ts, run.calls.count + i, .request(ts: p.ts, url: p.url, status: 200)))
        }
        return events.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    /// Forms whose prefix gives a whole date and zone: the calls keep their millisecond. The
    /// others are timed by the SDK's Unix second.
    static func keepsMillis(_ form: IOSConsoleWriter.Form) -> Bool {
        [.xcode, .logStream, .syslogStyle, .json, .ndjson, .logArchive, .simulator].contains(form)
    }

    let folder = TempFolder("nlcert-ios-forms")

    func read(_ text: String, form: IOSConsoleWriter.Form, name: String) throws -> Capture {
        let path = try folder.write(text, as: "\(name)-\(form.rawValue).txt")
        return try CaptureReader.read(paths: [path], stdin: { [] })
    }

    @Test(arguments: IOSConsoleWriter.Form.allCases)
    func everyFormGivesTheTracesCallsAndPings(form: IOSConsoleWriter.Form) throws {
        let run = try Self.run("a_content_only")
        let text = IOSConsoleWriter(form: form).write(Self.events(run))
        let capture = try read(text, form: form, name: "a")
        #expect(capture.calls.count == run.calls.count, "\(form)")
        #expect(capture.calls.map(\.api) == run.calls.map { APIName(platformName: $0.api) }, "\(form)")
        #expect(capture.calls.map(\.args) == run.calls.map(\.args), "\(form)")
        #expect(capture.calls.allSatisfy { $0.format == .iosConsole && !$0.argumentsMissing }, "\(form)")
        for (call, want) in zip(capture.calls, run.calls) {
            let expected = Self.keepsMillis(form) ? want.ts : (want.ts / 1000).rounded(.down) * 1000
            #expect(call.time?.epochMillis == expected, "\(form) line \(call.location.line)")
        }
        #expect(capture.requests.map(\.url) == run.pings.map(\.url), "\(form)")
        #expect(capture.requests.allSatisfy { $0.status == 200 && $0.failure == nil }, "\(form)")
        // Nothing of the SDK's was left unread, and nothing was damaged.
        #expect(!capture.notes.contains { $0.level == .warning }, "\(form): \(capture.notes.map(\.message))")
        #expect(!capture.notes.contains { $0.message.contains("does not read") }, "\(form)")
    }

    static func trace(_ run: Run) -> String {
        run.calls.map { c in
            JSONWriter.write(
                .object([.init("ts", .number(c.ts)), .init("api", .string(c.api)), .init("args", .array(c.args))]))
        }.joined(separator: "\n") + "\n"
    }

    static func urlList(_ run: Run) -> String {
        run.pings.map { "\(Int($0.ts))\t\($0.url)" }.joined(separator: "\n") + "\n"
    }

    /// What a check says, without where it found it: each finding's rule, severity and basis,
    /// and each rule's verdict per session.
    static func verdicts(_ paths: [String]) throws -> [String] {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: paths)
        let findings = result.findings.map { "\($0.ruleID) \($0.severity) \($0.certainty)" }
        let verdicts = result.verdicts.map { "\($0.ruleID)@\($0.sessionOrdinal ?? -1) \($0.verdict) \($0.certainty)" }
        return (findings + verdicts).sorted()
    }

    @Test(
        arguments: ["a_content_only", "c_preroll_before_content"],
        [IOSConsoleWriter.Form.xcodeBare, .idevicesyslog, .logStream, .compact, .json, .ndjson, .consoleApp, .tvOS])
    func everyFormGivesTheTracesVerdicts(scenario: String, form: IOSConsoleWriter.Form) throws {
        let run = try Self.run(scenario)
        let trace = try folder.write(Self.trace(run), as: "\(scenario).calls.jsonl")
        let urls = try folder.write(Self.urlList(run), as: "\(scenario).urls.txt")
        let console = try folder.write(
            IOSConsoleWriter(form: form).write(Self.events(run)), as: "\(scenario)-\(form.rawValue).log")
        // A URL list records no answers, so it leaves delivery (NL003) undecided; the
        // console logs each answer: every ping was delivered.
        let want = try Self.verdicts([urls, trace]).filter { !$0.hasPrefix("NL003") }
        var got = try Self.verdicts([console])
        #expect(got.contains("NL003@-1 pass Optional(NLCertKit.Certainty.exact)"), "\(scenario) \(form)")
        got.removeAll { $0.hasPrefix("NL003") }
        if got != want {
            Issue.record(
                "\(scenario) \(form): only from the console \(got.filter { !want.contains($0) }), only from the trace \(want.filter { !got.contains($0) })"
            )
        }
        // The scripts' verdicts: the content-only run passes, the preroll loaded first fails NL301.
        let errors = Set(want.filter { $0.contains(" error ") && !$0.contains("@") }.map { String($0.prefix(5)) })
        #expect(errors == (scenario == "a_content_only" ? [] : ["NL301"]), "\(errors)")
    }
}
