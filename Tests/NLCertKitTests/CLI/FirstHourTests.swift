import Foundation
import Testing

@testable import NLCertKit

/// What a reviewer or a CI user meets in their first hour, each point a way the tool once
/// answered silently wrong: JUnit totals, lossless `render`, output names that name no format,
/// documents handed over as captures, and the capture-clock advice for a Charles export.
@Suite struct FirstHourTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) { CheckCommandTests.run(args) }
    static let campaignRun = ["samples/clean.har", "samples/h1.har", "samples/h1.calls.jsonl"].map(Fixtures.repoPath)

    /// `(tests, failures)` of the root and of every suite, read from the XML.
    static func totals(_ xml: String) throws -> (root: (Int, Int), suites: [(name: String, tests: Int, failures: Int)])
    {
        let els = try FormatJUnitTests.parse(xml)
        let root = try #require(els.first { $0.name == "testsuites" })
        let suites = els.filter { $0.name == "testsuite" }.map {
            (
                name: $0.attributes["name"] ?? "", tests: Int($0.attributes["tests"] ?? "") ?? -1,
                failures: Int($0.attributes["failures"] ?? "") ?? -1
            )
        }
        return ((Int(root.attributes["tests"] ?? "") ?? -1, Int(root.attributes["failures"] ?? "") ?? -1), suites)
    }

    @Test func aPassingRunHasNoJUnitFailureAndTheRootCountsEverySuite() throws {
        let pass = Self.run(["check"] + Self.campaignRun + ["--format", "junit"])
        #expect(pass.code == 0, "the captures pass: \(pass.err)")
        let t = try Self.totals(pass.out)
        #expect(t.suites.contains { $0.name == "campaign" }, "several captures make a campaign suite")
        #expect(t.root.0 == t.suites.reduce(0) { $0 + $1.tests })
        #expect(t.root.1 == t.suites.reduce(0) { $0 + $1.failures })
        #expect(t.root.1 == 0, "a PASS run must not turn the pipeline red")
        #expect(pass.out.components(separatedBy: "<failure").count == 1)

        // Under --campaign the readiness is the gate: the same run is not ready (it lacks a
        // seek and an opt-out), exits 1, and its unready items fail their cases.
        let gated = Self.run(["check"] + Self.campaignRun + ["--format", "junit", "--campaign"])
        #expect(gated.code == 1)
        let g = try Self.totals(gated.out)
        let campaign = try #require(g.suites.first { $0.name == "campaign" })
        #expect(campaign.failures > 0)
        #expect(g.root.1 == g.suites.reduce(0) { $0 + $1.failures })
        #expect(g.root.0 == g.suites.reduce(0) { $0 + $1.tests })
    }

    /// `render` of the saved JSON gives what `check` gave, byte for byte, in every format.
    @Test(arguments: [false, true])
    func renderOfASavedReportIsLosslessInEveryFormat(gated: Bool) throws {
        let dir = try CheckCommandTests.tempDir()
        let saved = dir + "/report.json"
        let flags = gated ? ["--campaign", "--exit-zero"] : []
        let base = ["check"] + Self.campaignRun + flags
        #expect(Self.run(base + ["--format", "json", "-o", saved]).code == 0)
        for format in ReportFormat.allCases where format != .github {
            let direct = Self.run(base + ["--format", format.rawValue])
            let rendered = Self.run(["render", saved, "--format", format.rawValue])
            #expect(rendered.code == 0, "\(format): \(rendered.err)")
            #expect(rendered.out == direct.out, "\(format) rendered from JSON differs from check's")
        }
        let sarif = try JSONParser.parse(Self.run(["render", saved, "--format", "sarif"]).out)
        #expect(sarif["runs"]?[0]?["properties"]?["campaign"] != nil)
        #expect(Self.run(["render", saved, "--format", "html"]).out.contains("id=\"campaign\""))
    }

    @Test func anOutputFileWhoseExtensionNamesNoFormatIsAUsageError() throws {
        let dir = try CheckCommandTests.tempDir()
        let sample = Fixtures.repoPath("samples/clean.har")
        let pdf = Self.run(["check", sample, "-o", dir + "/report.pdf"])
        #expect(pdf.code == 2)
        #expect(pdf.err.contains(".pdf"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/report.pdf"), "nothing is written")
        // With --format the name is the user's to choose; a plain name or .txt/.log is text.
        #expect(Self.run(["check", sample, "-o", dir + "/report.pdf", "--format", "html"]).code == 0)
        #expect(Self.run(["check", sample, "-o", dir + "/report"]).code == 0)
        #expect(Self.run(["check", sample, "-o", dir + "/report.log"]).code == 0)
    }

    @Test func aDocumentThatQuotesPingsIsNotACapture() throws {
        for doc in ["README.md", "samples/README.md", "samples/ios/README.md"] {
            let r = Self.run(["check", Fixtures.repoPath(doc)])
            #expect(r.code == 2, "\(doc): \(r.out.prefix(200))")
            #expect(r.err.contains("Markdown document, not a capture"))
            #expect(r.out.isEmpty, "no report for a document")
        }
    }

    /// Charles exports in the order its session view is sorted, so a Charles HAR may run
    /// backwards without anyone having edited it: NL007 says so, and its fix names the cause.
    @Test func aCharlesHARThatRunsBackwardsIsExplainedAsCharlesExport() throws {
        let url = try #require(
            try String(contentsOfFile: Fixtures.repoPath("samples/pings.txt"), encoding: .utf8)
                .split(separator: "\n").compactMap { $0.split(separator: " ").last }
                .first { $0.contains("prd=dcr") })
        func entry(_ time: String) -> String {
            #"{"startedDateTime": "\#(time)", "time": 3, "request": {"method": "GET", "url": "\#(url)", "httpVersion": "HTTP/1.1", "headers": []}, "response": {"status": 200, "statusText": null, "redirectURL": null, "headers": []}, "_charlesStatus": "COMPLETE"}"#
        }
        let har =
            #"{"log": {"version": "1.2", "creator": {"name": "Charles Proxy", "version": "4.6.6"}, "entries": ["#
            + entry("2026-11-30T01:07:50.000-07:00") + ", " + entry("2026-11-30T01:07:20.000-07:00") + "]}}"
        let file = try CheckCommandTests.tempDir() + "/charles.har"
        try har.write(toFile: file, atomically: true, encoding: .utf8)
        let r = Self.run(["check", file, "--format", "json"])
        let doc = try JSONParser.parse(r.out)
        let findings = try #require(doc["results"]?[0]?["findings"]?.arrayValue)
        let clock = try #require(findings.first { $0["ruleId"]?.stringValue == "NL007" }, "NL007 is raised")
        let message = clock["message"]?.stringValue ?? ""
        #expect(message.contains("Charles Proxy") && message.contains("sorted"), "\(message)")
        #expect((clock["fix"]?.stringValue ?? "").contains("Sequence view"))
    }
}
