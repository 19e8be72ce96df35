import Foundation
import Testing
@testable import NLCertKit

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
            // helpUri is optional in SARIF: present only when a real documentation URI is known.
            if let uri = rule["helpUri"] { #expect(uri.stringValue?.hasPrefix("https://") == true) }
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
        #expect(nl202["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == "captures/b_ads.calls.jsonl")
        let nl203 = try #require(results.first { $0["ruleId"] == "NL203" })
        #expect(nl203["locations"]?[0]?["physicalLocation"]?["region"]?["startLine"] == 113)
        #expect(nl203["relatedLocations"]?[0]?["physicalLocation"]?["region"]?["startLine"] == 114)
        // A path with spaces, quotes and brackets becomes a valid relative URI reference.
        let nl302 = try #require(results.first { $0["ruleId"] == "NL302" })
        #expect(nl302["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"] == "captures/b_ads%20%22q%22%20%26%20%3Cx%3E.har")
        #expect(nl302["level"] == "error")
        #expect(results.first { $0["ruleId"] == "NL402" }?["level"] == "note")
    }

    @Test func fingerprintsSurviveARecapture() throws {
        // A second capture of the same integration: other times, other device id, other rnd.
        var again = ReportSamples.result()
        again.findings = again.findings.map { f in
            var f = f
            f.time = (f.time ?? 0) + 86_400
            f.items = f.items.map { EvidenceItem(location: SourceLocation(file: $0.location.file, line: $0.location.line + 7), summary: $0.summary + " rnd=42") }
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
            return try #require(doc["runs"]?[0]?["results"]?.arrayValue).compactMap { $0["partialFingerprints"]?["nlcert/v1"]?.stringValue }
        }
        let a = try prints(first)
        let b = try prints(again)
        #expect(a.count == 7)
        #expect(a == b)
        #expect(Set(a).count == a.count, "different findings, different fingerprints")
    }

    @Test func uriEncodingKeepsSlashesAndAbsolutePathsBecomeFileURIs() {
        #expect(SARIFReportRenderer.uri("dir/a b.har") == "dir/a%20b.har")
        #expect(SARIFReportRenderer.uri("/tmp/x.har") == "file:///tmp/x.har")
        #expect(SARIFReportRenderer.pascal("ad-playhead-starts-at-zero") == "AdPlayheadStartsAtZero")
    }
}
