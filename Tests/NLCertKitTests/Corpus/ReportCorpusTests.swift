import Foundation
import Testing

@testable import NLCertKit

/// Reports on the real corpus captures (HAR + API trace of Nielsen's own Browser SDK) run
/// through the whole pipeline: capture readers, timeline builder and the shipped rules. Checked:
/// the verdict each scenario's script expects, every Nielsen request listed, one timeline per
/// viewing session, ads drawn where the scripts put them, identifiers hidden in every format,
/// a saved JSON report that renders the same again, and goldens of every format.
@Suite struct ReportCorpusTests {
    static func result(_ scenario: String) throws -> CheckResult {
        let paths = [Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")]
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: paths)
        // Name the files relative to the corpus folder so goldens do not depend on the checkout.
        return result.relocated { ($0 as NSString).lastPathComponent }
    }

    /// The scenario's expected verdict, as its script states it (`no violations` / `flag: …`).
    static func expectation(_ scenario: String) throws -> String {
        let script = try JSONParser.parse(
            try String(contentsOfFile: Fixtures.corpus(scenario, "script.json"), encoding: .utf8))
        return try #require(script["expect"]?.stringValue)
    }

    @Test(arguments: Fixtures.scenarios)
    func verdictIsWhatTheScriptExpects(scenario: String) throws {
        let r = try Self.result(scenario)
        let expect = try Self.expectation(scenario)
        let text = ReportRenderer.render([r], format: .text, options: ReportOptions())
        let sarif = try JSONParser.parse(ReportRenderer.render([r], format: .sarif, options: ReportOptions()))
        let errors = (sarif["runs"]?[0]?["results"]?.arrayValue ?? []).filter { $0["level"] == "error" }.compactMap {
            $0["ruleId"]?.stringValue
        }
        if expect.hasPrefix("no violations") {
            #expect(text.hasPrefix("PASS  0 errors"), "\(scenario): \(text.prefix(80))")
            #expect(errors.isEmpty)
        } else {
            #expect(text.hasPrefix("FAIL"), "\(scenario): \(text.prefix(80))")
            // The script names the faults; the rule catalogue maps them to rules.
            let wanted: [String] = scenario == "g_long_fields" ? ["NL101", "NL103", "NL104"] : ["NL202"]
            for id in wanted { #expect(errors.contains(id), "\(scenario): \(id) reported (\(expect))") }
        }
        let junit = ReportRenderer.render([r], format: .junit, options: ReportOptions())
        // A JUnit failure is a rule × scope with a finding at or above --fail-on (error).
        let failing = Set(r.findings.filter { $0.severity >= .error }.map { "\($0.ruleID) \($0.sessionOrdinal ?? 0)" })
        #expect(junit.contains("failures=\"\(failing.count)\" errors=\"0\" time=\"0\">\n  <testsuite "))
    }

    @Test(arguments: ["b_ads_correct", "g_long_fields"], ReportFormat.allCases)
    func everyFormatMatchesGolden(scenario: String, format: ReportFormat) throws {
        let out = ReportRenderer.render([try Self.result(scenario)], format: format, options: ReportOptions())
        try ReportGoldenTests.check(out, golden: "corpus-\(scenario).\(format.fileExtension)")
    }

    /// The requests the SDK made, from the loopback server's log (`urls.txt`), an independent
    /// record of the same run.
    static func serverLog(_ scenario: String) throws -> [(kind: String, url: String)] {
        try String(contentsOfFile: Fixtures.corpus(scenario, "urls.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .compactMap { line in
                let f = line.split(separator: "\t")
                return f.count >= 4 ? (String(f[2]), String(f[3])) : nil
            }
    }

    /// Request URLs on Nielsen hosts, in file order, found by plain text search of the HAR
    /// (independent of the HAR reader).
    static func nielsenURLs(inHAR path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "\"url\":\"").dropFirst().compactMap { part in
            let url = String(part.prefix(while: { $0 != "\"" }))
            let host = url.drop(while: { $0 != "/" }).dropFirst(2).prefix(while: { $0 != "/" && $0 != "?" })
            return host.hasSuffix("imrworldwide.com") || host.hasSuffix("nmrodam.com") ? url : nil
        }
    }

    /// The text after `prefix` in `url`, up to the next `&`.
    static func value(of prefix: String, in url: String) -> String? {
        guard let r = url.firstRange(of: prefix) else { return nil }
        return String(url[r.upperBound...].prefix(while: { $0 != "&" }))
    }

    @Test(arguments: Fixtures.scenarios)
    func everyNielsenRequestIsListedAndIdentifiersAreHidden(scenario: String) throws {
        let r = try Self.result(scenario)
        let log = try Self.serverLog(scenario)
        let json = try JSONParser.parse(
            ReportRenderer.render([r], format: .json, options: ReportOptions(redact: false)))
        let pings = try #require(json["results"]?[0]?["timeline"]?["pings"]?.arrayValue)
        // Every Nielsen request the HAR recorded is listed, and each is one the server received
        // (the HAR may miss the page-leave ping, never add one).
        let harURLs = try Self.nielsenURLs(inHAR: Fixtures.corpus(scenario, "har"))
        #expect(pings.count == harURLs.count)
        #expect(pings.compactMap { $0["url"]?.stringValue } == harURLs)
        let served = Set(log.map(\.url))
        for url in harURLs { #expect(served.contains(url), "\(url.prefix(80)) was not sent by the SDK") }
        let devid = try #require(log.compactMap { Self.value(of: "c9=devid,", in: $0.url) }.first { !$0.isEmpty })
        for format in [ReportFormat.html, .markdown, .json, .sarif, .junit, .text] {
            #expect(
                !ReportRenderer.render([r], format: format, options: ReportOptions()).contains(devid),
                "\(format) leaks the device id")
        }
        #expect(ReportRenderer.render([r], format: .html, options: ReportOptions(redact: false)).contains(devid))
    }

    @Test(arguments: Fixtures.scenarios)
    func oneTimelinePerViewingSessionAndTheSameReportFromSavedJSON(scenario: String) throws {
        let r = try Self.result(scenario)
        let html = ReportRenderer.render([r], format: .html, options: ReportOptions())
        #expect(html.contains("Pre-certification checklist"))
        let sessions = r.timeline.viewingSessions.count
        #expect(sessions >= 1)
        #expect(html.components(separatedBy: "<svg class=\"timeline\"").count - 1 == sessions)
        let json = ReportRenderer.render([r], format: .json, options: ReportOptions())
        let saved = try JSONReportDecoder.decode(json)
        for format in ReportFormat.allCases {
            #expect(
                ReportRenderer.render(saved.results, format: format, options: ReportOptions())
                    == ReportRenderer.render([r], format: format, options: ReportOptions()), "\(format)")
        }
    }

    @Test func adsOfTheScriptAreDrawn() throws {
        // b_ads_correct's script loads a preroll, a midroll and a postroll.
        let html = ReportRenderer.render([try Self.result("b_ads_correct")], format: .html, options: ReportOptions())
        for (position, ad) in [
            ("preroll", "AD-PREROLL-0001"), ("midroll", "AD-MIDROLL-0001"), ("postroll", "AD-POSTROLL-0001"),
        ] {
            let drawn = html.components(separatedBy: "class=\"tl-ad\"><title>\(position) ad").dropFirst()
            #expect(drawn.contains { $0.prefix(60).contains(ad) }, "\(ad) drawn")
        }
    }
}
