import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertBench
@testable import NLCertCLI
@testable import NLCertKit

/// Reports of big captures: findings, evidence and session summaries whole, per-ping detail and
/// per-session pictures bounded (evidence pings + the first ones, with counts), `--full` keeps
/// everything. A 12 MB synthetic capture (the bench generator's real ping shapes, about 18
/// viewing sessions with findings in each) stands in for the 350 MB one measured by hand.
@Suite(.serialized) struct BigCaptureReportTests {
    final class Capture: @unchecked Sendable {
        let dir = NSTemporaryDirectory() + "nlcert-big-\(UUID().uuidString)"
        var har: String { dir + "/big.har" }
        init() throws {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            _ = try SyntheticHARGenerator(targetBytes: 12_000_000, heavyBodies: false).write(to: har)
        }
        deinit { try? FileManager.default.removeItem(atPath: dir) }
    }

    @Test func htmlAndJSONStayBoundedAndFullKeepsEverything() throws {
        let c = try Capture()
        let console = RecordingConsole()
        #expect(
            NLCert.run(
                ["check", c.har, "--format", "html,json", "--output-dir", c.dir + "/r", "--exit-zero"],
                console: console.console) == 0)
        let full = RecordingConsole()
        #expect(
            NLCert.run(
                ["check", c.har, "--format", "html,json", "--output-dir", c.dir + "/f", "--full", "--exit-zero"],
                console: full.console) == 0)
        let html = try String(contentsOfFile: c.dir + "/r/nlcert-report.html", encoding: .utf8)
        let fullHTML = try String(contentsOfFile: c.dir + "/f/nlcert-report.html", encoding: .utf8)
        #expect(html.utf8.count < 800_000, "HTML of a 12 MB capture: \(html.utf8.count) bytes")
        #expect(fullHTML.utf8.count > 2 * html.utf8.count)
        #expect(html.contains("--full</code>"))
        #expect(!fullHTML.contains("shown by summary and findings only"))

        let doc = try JSONParser.parse(try String(contentsOfFile: c.dir + "/r/nlcert-report.json", encoding: .utf8))
        let result = try #require(doc["results"]?[0])
        let findings = try #require(result["findings"]?.arrayValue)
        #expect(!findings.isEmpty)
        let pings = try #require(result["timeline"]?["pings"]?.arrayValue)
        let omitted = pings.filter { $0["detailOmitted"] == .bool(true) }
        #expect(omitted.count > pings.count / 2)
        #expect(result["timeline"]?["pingDetail"]?["omitted"]?.intValue == omitted.count)
        for p in omitted { #expect(p["url"] == nil && p["parameters"] == nil) }
        // Every finding's evidence ping keeps its URL and parameters.
        let certainty = Set(
            findings.flatMap { f in (f["items"]?.arrayValue ?? []).compactMap { $0["location"]?["entry"]?.intValue } })
        let detailedEntries = Set(pings.filter { $0["url"] != nil }.compactMap { $0["location"]?["entry"]?.intValue })
        let pingEntries = Set(pings.compactMap { $0["location"]?["entry"]?.intValue })
        #expect(certainty.intersection(pingEntries).isSubset(of: detailedEntries))
        // Every finding is in the HTML in full, whatever the budget.
        #expect(html.components(separatedBy: "<article class=\"finding").count - 1 == findings.count)

        let fullDoc = try JSONParser.parse(try String(contentsOfFile: c.dir + "/f/nlcert-report.json", encoding: .utf8))
        let fullPings = try #require(fullDoc["results"]?[0]?["timeline"]?["pings"]?.arrayValue)
        #expect(fullPings.allSatisfy { $0["url"] != nil })
    }

    @Test func adsInARowAreOneBreakWithItsCount() {
        let ads =
            (0..<37).map { i in
                AdView(position: .midroll, seconds: 15, time: 100 + Double(i) * 15, certainty: .inferred)
            }
            + [AdView(position: .postroll, seconds: 30, time: 1000, certainty: .exact)]
        let breaks = AdBreak.group([AdView(position: .preroll, seconds: 15, time: 0, certainty: .exact)] + ads)
        #expect(breaks.map(\.position) == [.preroll, .midroll, .postroll])
        #expect(breaks[1].count == 37)
        #expect(breaks[1].seconds == 555)
        #expect(breaks[1].summary == "midroll break · 37 ads · 555 s")
        // Two midrolls with content in between are two breaks.
        let apart = AdBreak.group([
            AdView(position: .midroll, seconds: 15, time: 0, certainty: .exact),
            AdView(position: .midroll, seconds: 15, time: 300, certainty: .exact),
        ])
        #expect(apart.count == 2)
    }
}
