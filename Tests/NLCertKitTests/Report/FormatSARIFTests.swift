import Foundation
import Testing

@testable import NLCertKit

#if canImport(Glibc)
    import Glibc
#endif

/// SARIF output checked for every field SARIF 2.1.0 requires (and the ones GitHub code scanning
/// reads), for locations that are the real lines of the evidence, and for fingerprints that do
/// not change when the same integration is captured again.
@Suite struct FormatSARIFTests {
    static func sarif(_ results: [CheckResult]) throws -> JSONValue {
        try JSONParser.parse(ReportRenderer.render(results, format: .sarif, options: ReportOptions()))
    }

    @Test func everyRequiredFieldIsPresent() throws {
        let doc = try Self.sarif([ReportSamples.result()])
        #expect(doc["version"] == "2.1.0")
        #expect(doc["$schema"]?.stringValue?.contains("sarif-2.1.0") == true)
        let runs = try #require(doc["runs"]?.arrayValue)
        #expect(runs.count == 1)
        let driver = try #require(runs[0]["tool"]?["driver"])
        #expect(driver["name"] == "nlcert")
        #expect(driver["version"]?.stringValue == NLCertVersion.current)
        #expect(driver["informationUri"] == nil, "no invented URL: the field is optional")
        let rules = try #require(driver["rules"]?.arrayValue)
        for rule in rules {
            #expect(rule["id"]?.stringValue?.hasPrefix("NL") == true)
            #expect(rule["name"]?.stringValue?.isEmpty == false)
            #expect(rule["shortDescription"]?["text"]?.stringValue?.isEmpty == false)
            #expect(rule["fullDescription"]?["text"]?.stringValue?.isEmpty == false)
            #expect(rule["help"]?["text"]?.stringValue?.isEmpty == false)
            // helpUri: the rule's page, a path in the repository (resolved against informationUri
            // when one is configured).
            if let uri = rule["helpUri"]?.stringValue { #expect(uri.hasPrefix("rules/") && !uri.contains("://")) }
            #expect(["error", "warning", "note"].contains(rule["defaultConfiguration"]?["level"]?.stringValue ?? ""))
        }
        // The rule descriptor the sample supplies for NL203 is used as is.
        let nl203 = try #require(rules.first { $0["id"] == "NL203" })
        #expect(nl203["fullDescription"]?["text"] == "Each ad's playhead must begin at 0 (seeds 000, 001, 002).")
        let results = try #require(runs[0]["results"]?.arrayValue)
        // One result per finding; the two suppressed ones carry `suppressions` (issue 9 §4).
        #expect(results.count == 7, "one result per finding, suppressed ones included")
        #expect(results.filter { $0["suppressions"] == nil }.count == 5, "five unsuppressed")
        let dismissed = results.compactMap { $0["suppressions"]?.arrayValue?.first }
        #expect(dismissed.count == 2)
        #expect(dismissed.allSatisfy { $0["kind"] == "external" && $0["justification"]?.stringValue?.isEmpty == false })
        for r in results {
            let id = try #require(r["ruleId"]?.stringValue)
            let index = try #require(r["ruleIndex"]?.intValue)
            #expect(rules.indices.contains(index) && rules[index]["id"]?.stringValue == id)
            #expect(["error", "warning", "note"].contains(r["level"]?.stringValue ?? ""))
            #expect(r["message"]?["text"]?.stringValue?.isEmpty == false)
            let loc = try #require(r["locations"]?.arrayValue?.first?["physicalLocation"])
            #expect(loc["artifactLocation"]?["uri"]?.stringValue?.isEmpty == false)
            #expect((loc["region"]?["startLine"]?.intValue ?? 0) >= 1)
            #expect((loc["region"]?["startColumn"]?.intValue ?? 0) >= 1)
            #expect(r["partialFingerprints"]?.objectValue?.isEmpty == false)
        }
    }

    @Test func locationsAreTheEvidenceLines() throws {
        let doc = try Self.sarif([ReportSamples.result()])
        let results = try #require(doc["runs"]?[0]?["results"]?.arrayValue)
        // NL202's evidence is the 52nd call, on line 53 of the trace; NL203's first item is the
        // midroll loadMetadata on line 113, its second the first midroll playhead (line 114).
        let nl202 = try #require(results.first { $0["ruleId"] == "NL202" })
        #expect(nl202["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"] == 53)
        #expect(
            nl202["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == "captures/b_ads.calls.jsonl")
        let nl203 = try #require(results.first { $0["ruleId"] == "NL203" })
        #expect(nl203["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"] == 113)
        #expect(nl203["relatedLocations"]?[0]?["physicalLocation"]?["region"]?["startLine"] == 114)
        // A path with spaces, quotes and brackets becomes a valid relative URI reference.
        let nl302 = try #require(results.first { $0["ruleId"] == "NL302" })
        #expect(
            nl302["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]
                == "captures/b_ads%20%22q%22%20%26%20%3Cx%3E.har")
        #expect(nl302["level"] == "error")
        #expect(results.first { $0["ruleId"] == "NL402" }?["level"] == "note")
    }

    @Test func fingerprintsSurviveARecapture() throws {
        // A second capture of the same integration: other times, other device id, other rnd.
        var again = ReportSamples.result()
        again.findings = again.findings.map { f in
            var f = f
            f.time = (f.time ?? 0) + 86_400
            f.items = f.items.map {
                EvidenceItem(
                    location: SourceLocation(file: $0.location.file, line: $0.location.line + 7),
                    summary: ($0.text ?? "") + " rnd=42")
            }
            f.fingerprint = ""
            return f
        }
        var first = ReportSamples.result()
        first.findings = first.findings.map { f in
            var f = f
            f.fingerprint = ""
            return f
        }
        func prints(_ r: CheckResult) throws -> [String] {
            let doc = try Self.sarif([r])
            return try #require(doc["runs"]?[0]?["results"]?.arrayValue).compactMap {
                $0["partialFingerprints"]?["nlcert/v1"]?.stringValue
            }
        }
        let a = try prints(first)
        let b = try prints(again)
        #expect(a.count == 7)
        #expect(a == b)
        #expect(Set(a).count == a.count, "different findings, different fingerprints")
    }

    @Test func oneRunForSeveralCapturesWithArtifactsAndDistinctLineHashes() throws {
        let a = ReportSamples.result()
        var b = ReportSamples.result()
        b.inputs = ["captures/run2.har"]
        b.findings = b.findings.map { f in
            var f = f
            f.items = f.items.map {
                EvidenceItem(
                    location: SourceLocation(
                        file: "captures/run2.har", line: $0.location.line, column: $0.location.column),
                    summary: $0.text ?? "")
            }
            return f
        }
        let doc = try Self.sarif([a, b])
        let runs = try #require(doc["runs"]?.arrayValue)
        #expect(runs.count == 1, "GitHub refuses two runs of one tool and category")
        let run = runs[0]
        let artifacts = try #require(run["artifacts"]?.arrayValue).compactMap { $0["location"]?["uri"]?.stringValue }
        #expect(artifacts == a.inputs.map(SARIFReportRenderer.uri) + ["captures/run2.har"])
        let results = try #require(run["results"]?.arrayValue)
        // Five findings and two suppressed ones (dismissed results) per capture.
        #expect(results.count == 14)
        #expect(results.filter { $0["suppressions"] != nil }.count == 4)
        for r in results {
            let uri = try #require(r["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue)
            let index = try #require(r["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["index"]?.intValue)
            #expect(artifacts[index] == uri)
            #expect(r["properties"]?["profile"] == "dcr-video")
            #expect(r["properties"]?["capture"]?.stringValue?.isEmpty == false)
        }
        let own = results.compactMap { $0["partialFingerprints"]?["nlcert/v1"]?.stringValue }
        let line = results.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue }
        #expect(
            Set(own).count == 7, "the same seven findings in both captures: nlcert's fingerprint is the integration's")
        #expect(Set(line).count == 14, "primaryLocationLineHash tells the captures apart")
        #expect(line.allSatisfy { $0.range(of: #"^[0-9a-f]{16}:[0-9]+$"#, options: .regularExpression) != nil })
        #expect(run["automationDetails"]?["id"] == "nlcert/")
    }

    /// A capture that came through a FIFO (`<(adb logcat)`) was read once as it came; measuring
    /// its columns must not open it again — with no writer, that open would wait for ever.
    @Test func columnsSkipFilesThatAreNotRegular() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("device.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let columns = UTF16Columns.measure([SourceLocation(file: fifo, line: 1, column: 5)])
        #expect(columns.isEmpty)
    }

    @Test func columnsAreUTF16CodeUnits() throws {
        // A single-line HAR: "é" is 2 UTF-8 bytes but 1 UTF-16 unit, "😀" 4 bytes but 2 units.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("one-line.har").path
        let text = #"{"log":{"comment":"café 😀","entries":[{"request":{}}]}}"# + "\nsecond é line x\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let byteColumn = Array(text.utf8).firstIndex(of: UInt8(ascii: "["))! + 1
        let unitColumn = Array(text.utf16).firstIndex(of: UInt16(UInt8(ascii: "[")))! + 1
        #expect(byteColumn - unitColumn == 3)
        let onLine2 = SourceLocation(file: file, line: 2, column: 13)
        let first = SourceLocation(file: file, line: 1, column: byteColumn)
        let columns = UTF16Columns.measure([first, onLine2, SourceLocation(file: "-", line: 1, column: 9)])
        #expect(columns == [first: unitColumn, onLine2: 12])

        var r = ReportSamples.cleanResult()
        r.inputs = [file]
        r.findings = [
            Finding(
                ruleID: "NL104", slug: "title-too-long", severity: .error, message: "m", certainty: .exact,
                items: [EvidenceItem(location: first, summary: "entry 0")])
        ]
        let doc = try JSONParser.parse(
            ReportRenderer.render([r], format: .sarif, options: ReportOptions(utf16Columns: columns)))
        let run = try #require(doc["runs"]?[0])
        #expect(run["columnKind"] == "utf16CodeUnits")
        #expect(
            run["results"]?[0]?["locations"]?[0]?["physicalLocation"]?["region"]?["startColumn"]?.intValue == unitColumn
        )
        // GitHub annotations count columns the same way.
        let annotations = ReportRenderer.render([r], format: .github, options: ReportOptions(utf16Columns: columns))
        #expect(annotations.contains(",col=\(unitColumn),"))
    }

    /// SARIF 2.1.0 §3.49.12: `helpUri` "SHALL be an absolute URI"; §3.19.8 the same for
    /// `informationUri`. An RFC 3986 absolute URI starts with a scheme and ':'.
    static func isAbsoluteURI(_ s: String) -> Bool {
        guard let colon = s.firstIndex(of: ":"), colon != s.startIndex else { return false }
        let scheme = s[..<colon]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
    }

    @Test func helpUriIsLeftOutWithoutAHomePageAndAbsoluteWithOne() throws {
        let doc = try Self.sarif([ReportSamples.result()])
        let driver = try #require(doc["runs"]?[0]?["tool"]?["driver"])
        let rules = try #require(driver["rules"]?.arrayValue)
        #expect(!rules.isEmpty)
        for rule in rules {
            #expect(rule["helpUri"] == nil, "\(rule["id"]?.stringValue ?? "") has a helpUri but no home page is known")
        }
        #expect(driver["informationUri"] == nil)

        var options = ReportOptions()
        options.informationURI = "https://example.org/nlcert"
        let withHome = try JSONParser.parse(
            ReportRenderer.render([ReportSamples.result()], format: .sarif, options: options))
        let homeDriver = try #require(withHome["runs"]?[0]?["tool"]?["driver"])
        #expect(homeDriver["informationUri"]?.stringValue == "https://example.org/nlcert")
        let repo = Fixtures.repoRoot
        for rule in try #require(homeDriver["rules"]?.arrayValue) {
            let uri = try #require(rule["helpUri"]?.stringValue, "\(rule["id"]?.stringValue ?? "") has no helpUri")
            #expect(Self.isAbsoluteURI(uri), "\(uri) is not an absolute URI")
            #expect(uri.hasPrefix("https://example.org/nlcert/rules/"))
            // What follows the home page is the rule's own file in this repository.
            let relative = String(uri.dropFirst("https://example.org/nlcert/".count))
            #expect(
                FileManager.default.fileExists(atPath: repo.appendingPathComponent(relative).path),
                "\(relative) is not in the repository")
        }
    }

    @Test func homePageComesFromTheFlagOrTheConfigAndMustBeAbsolute() throws {
        let config = try CheckCommandTests.tempDir() + "/.nlcert.json"
        try #"{"homePage": "https://nlcert.example/docs/"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let sample = Fixtures.repoRoot.appendingPathComponent("samples/broken.har").path
        let fromConfig = CheckCommandTests.run(["check", sample, "--config", config, "--format", "sarif"])
        let doc = try JSONParser.parse(fromConfig.out)
        #expect(doc["runs"]?[0]?["tool"]?["driver"]?["informationUri"]?.stringValue == "https://nlcert.example/docs/")
        let flag = CheckCommandTests.run(
            ["check", sample, "--config", config, "--format", "sarif", "--home-page", "https://other.example/"])
        let flagDoc = try JSONParser.parse(flag.out)
        #expect(flagDoc["runs"]?[0]?["tool"]?["driver"]?["informationUri"]?.stringValue == "https://other.example/")
        for bad in ["rules/", "ftp://x.example/", "https://", "https://a b.example/"] {
            let r = CheckCommandTests.run(["check", sample, "--format", "sarif", "--home-page", bad])
            #expect(r.code == 2, "--home-page \(bad) was accepted")
            #expect(r.err.contains("--home-page"))
        }
        try #"{"homePage": "docs/rules"}"#.write(toFile: config, atomically: true, encoding: .utf8)
        let badConfig = CheckCommandTests.run(["check", sample, "--config", config])
        #expect(badConfig.code == 2)
        #expect(badConfig.err.contains("homePage"))
    }

    @Test func uriEncodingKeepsSlashesAndNeverWritesFileURIs() {
        #expect(SARIFReportRenderer.uri("dir/a b.har") == "dir/a%20b.har")
        #expect(SARIFReportRenderer.uri("../x.har") == "../x.har")
        #expect(!SARIFReportRenderer.uri("/tmp/x.har").hasPrefix("file:"))
        #expect(SARIFReportRenderer.pascal("ad-playhead-starts-at-zero") == "AdPlayheadStartsAtZero")
    }
}
