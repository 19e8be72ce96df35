import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertKit

/// The real-SDK corpus has no iOS run (the iOS framework cannot run here), but each Android run's
/// trace holds the calls the app made, on the SDK's clock. Written as the iOS App SDK 10.x prints
/// those calls (its format strings, `IOSConsoleWriter`) in every console form an iOS engineer
/// saves, they must give the verdicts the trace gives — alone, and with the run's real pings
/// beside them. Only the rules decided from the calls (NL1xx–NL3xx) are compared, as in
/// `CrossFormatModelTests`: the console carries no SDK complaint the trace lacks.
@Suite final class SDKCorpusIOSConsoleTests {
    let folder = TempFolder("nlcert-corpus-ios")

    /// Calls of an Android trace the iOS SDK has too (not the harness's own lines, such as
    /// `_state` or `close`, nor Android's lifecycle steps).
    static func events(trace path: String) throws -> [IOSConsoleWriter.Event] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var events: [IOSConsoleWriter.Event] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            let json = try JSONParser.parse(String(line))
            guard let api = json["api"]?.stringValue, let ts = json["ts"]?.doubleValue,
                !api.hasPrefix("_"), !["close", "lifecycle"].contains(api)
            else { continue }
            events.append(.call(ts: ts, api: api, args: json["args"]?.arrayValue ?? []))
        }
        return events
    }

    static func callVerdicts(_ paths: [String], profile: String) throws -> [String] {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile).check(
            TimelineBuilder.build(capture), inputs: paths)
        return result.verdicts.filter { ["NL1", "NL2", "NL3"].contains(String($0.ruleID.prefix(3))) }.map {
            "\($0.ruleID)@\($0.sessionOrdinal ?? -1) \($0.verdict) \($0.certainty)"
        }.sorted()
    }

    @Test(arguments: SDKCorpusTests.scenarios("android"))
    func theRunsCallsAsAnIOSConsoleGiveTheTracesVerdicts(scenario: String) throws {
        let base = "\(SDKCorpusTests.folder("android"))/\(scenario)"
        let profile = try SDKCorpusTests.expectation("android", scenario).profile
        let events = try Self.events(trace: "\(base).calls.jsonl")
        try #require(events.count > 3)
        let trace = try Self.callVerdicts(["\(base).calls.jsonl"], profile: profile)
        let traceWithPings = try Self.callVerdicts(["\(base).urls.txt", "\(base).calls.jsonl"], profile: profile)
        for form in IOSConsoleWriter.Form.allCases {
            let path = try folder.write(
                IOSConsoleWriter(form: form).write(events), as: "\(scenario)-\(form.rawValue).log")
            let alone = try Self.callVerdicts([path], profile: profile)
            #expect(alone == trace, "\(scenario) as iOS \(form.rawValue): \(Self.diff(trace, alone))")
            let withPings = try Self.callVerdicts(["\(base).urls.txt", path], profile: profile)
            #expect(
                withPings == traceWithPings,
                "\(scenario) as iOS \(form.rawValue) + urls.txt: \(Self.diff(traceWithPings, withPings))")
        }
    }

    static func diff(_ want: [String], _ got: [String]) -> String {
        let missing = want.filter { !got.contains($0) }
        let extra = got.filter { !want.contains($0) }
        return "trace only: \(missing); console only: \(extra)"
    }
}
