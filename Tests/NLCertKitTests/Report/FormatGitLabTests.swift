import Testing

@testable import NLCertKit

/// GitLab Code Quality: the fields GitLab reads, with its severity words, and fingerprints that
/// are unique within the report (GitLab drops duplicates).
@Suite struct FormatGitLabTests {
    @Test func everyIssueHasTheFieldsGitLabReads() throws {
        let doc = try JSONParser.parse(
            ReportRenderer.render([ReportSamples.result()], format: .gitlab, options: ReportOptions()))
        let issues = try #require(doc.arrayValue)
        #expect(issues.count == 5)
        for i in issues {
            #expect(i["description"]?.stringValue?.isEmpty == false)
            #expect(i["check_name"]?.stringValue?.hasPrefix("NL") == true)
            #expect(i["fingerprint"]?.stringValue?.isEmpty == false)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(i["severity"]?.stringValue ?? ""))
            #expect(i["location"]?["path"]?.stringValue?.isEmpty == false)
            #expect((i["location"]?["lines"]?["begin"]?.intValue ?? 0) >= 1)
        }
        let prints = issues.compactMap { $0["fingerprint"]?.stringValue }
        #expect(Set(prints).count == prints.count)
        #expect(issues.first { $0["check_name"] == "NL202" }?["severity"] == "major")
        #expect(issues.first { $0["check_name"] == "NL003" }?["severity"] == "minor")
        #expect(issues.first { $0["check_name"] == "NL402" }?["severity"] == "info")
        #expect(issues.first { $0["check_name"] == "NL202" }?["location"]?["lines"]?["begin"] == 53)
    }

    @Test func identicalFindingsStillGetDistinctFingerprints() throws {
        var r = ReportSamples.result()
        r.findings.append(r.findings[1])
        let doc = try JSONParser.parse(ReportRenderer.render([r], format: .gitlab, options: ReportOptions()))
        let prints = try #require(doc.arrayValue).compactMap { $0["fingerprint"]?.stringValue }
        #expect(prints.count == 6)
        #expect(Set(prints).count == 6)
    }

    @Test func fingerprintsDoNotDependOnCaptureOrder() throws {
        // The same integration captured twice: equal nlcert fingerprints in both captures.
        let a = ReportSamples.result()
        var b = ReportSamples.result()
        b = b.relocated { _ in "captures/run2.har" }
        func prints(_ results: [CheckResult]) throws -> Set<String> {
            let doc = try JSONParser.parse(ReportRenderer.render(results, format: .gitlab, options: ReportOptions()))
            return Set(
                try #require(doc.arrayValue).map { i in
                    [i["check_name"], i["location"]?["path"], i["fingerprint"]].map { $0?.stringValue ?? "" }.joined(
                        separator: " ")
                })
        }
        let forward = try prints([a, b])
        #expect(forward.count == 10)
        #expect(forward == (try prints([b, a])))
    }

    @Test func redactsIdentifiersInDescriptions() throws {
        let out = ReportRenderer.render([ReportSamples.result()], format: .gitlab, options: ReportOptions())
        #expect(!out.contains(ReportSamples.idfa))
    }
}
