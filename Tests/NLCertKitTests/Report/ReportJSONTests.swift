import Testing

@testable import NLCertKit

/// The JSON report: a versioned contract that carries everything another format needs, reads
/// back into the same results, redacts by default, and refuses what it cannot read with an
/// error that says where and why.
@Suite struct ReportJSONTests {
    static func json(_ options: ReportOptions = ReportOptions()) -> String {
        ReportRenderer.render([ReportSamples.result()], format: .json, options: options)
    }

    @Test func headerCarriesVersionToolAndSummary() throws {
        let doc = try JSONParser.parse(Self.json())
        #expect(doc.objectValue?.first?.key == "schemaVersion")
        #expect(doc["schemaVersion"] == 1)
        #expect(doc["tool"]?["name"] == "nlcert")
        #expect(doc["tool"]?["version"]?.stringValue == NLCertVersion.current)
        #expect(doc["redacted"] == true)
        #expect(doc["summary"]?["verdict"] == "fail")
        #expect(doc["summary"]?["errors"] == 3)
        #expect(doc["summary"]?["warnings"] == 1)
        #expect(doc["summary"]?["infos"] == 1)
        let result = try #require(doc["results"]?[0])
        #expect(result["verdicts"]?.arrayValue?.count == 16)
        #expect(result["checklist"]?.arrayValue?.count == 10)
        #expect(result["suppressed"]?[1]?["cause"] == "ignore")
        // Only the 7 Nielsen requests are listed; the player script is not.
        #expect(result["timeline"]?["pings"]?.arrayValue?.count == 7)
        #expect(result["timeline"]?["files"]?[0]?["requests"] == 8)
        // Session 1's pings were 3, 4, 5 among all 8 requests; without the player script (index 1)
        // they are 2, 3, 4.
        #expect(result["timeline"]?["appSessions"]?[0]?["viewingSessions"]?[0]?["pings"] == .array([2, 3, 4]))
        #expect(result["timeline"]?["appSessions"]?[0]?["otherPings"] == .array([0, 1]))
    }

    @Test func readsBackToTheSameReport() throws {
        for options in [ReportOptions(redact: false), ReportOptions()] {
            let text = Self.json(options)
            let saved = try JSONReportDecoder.decode(text, file: "r.json")
            #expect(saved.schemaVersion == 1)
            #expect(saved.redacted == options.redact)
            #expect(JSONReport.render(saved.results, options: options) == text)
            // And the other formats come out the same from the saved report.
            if !options.redact {
                for format in [ReportFormat.text, .sarif, .junit, .gitlab, .html, .markdown, .github] {
                    let direct = ReportRenderer.render([ReportSamples.result()], format: format, options: options)
                    #expect(
                        ReportRenderer.render(saved.results, format: format, options: options) == direct, "\(format)")
                }
            }
        }
    }

    @Test func redactsByDefault() {
        let redacted = Self.json()
        for id in [
            ReportSamples.deviceID, ReportSamples.nuid, ReportSamples.fpID, ReportSamples.plid, ReportSamples.idfa,
            "holdout-test-device-0001",
        ] {
            #expect(!redacted.contains(id), "\(id) leaked")
        }
        let open = Self.json(ReportOptions(redact: false))
        #expect(open.contains(ReportSamples.deviceID))
        #expect(open.contains("holdout-test-device-0001"))
    }

    @Test func refusesANewerSchema() {
        do {
            _ = try JSONReportDecoder.decode(#"{"schemaVersion": 2, "results": []}"#, file: "new.json")
            Issue.record("expected a newer schema to be refused")
        } catch {
            #expect(error.description.contains("schema version 2"))
            #expect(error.description.hasPrefix("new.json: "))
            #expect(error.hint.contains("upgrade nlcert"))
        }
    }

    @Test(arguments: [
        (#"{"results": []}"#, "not an nlcert JSON report"),
        ("[1, 2]", "not an nlcert JSON report"),
        (#"{"schemaVersion": "1"}"#, "positive whole number"),
        (#"{"schemaVersion": 1}"#, "'results' is missing"),
    ])
    func explainsWhatIsWrong(text: String, problem: String) {
        do {
            _ = try JSONReportDecoder.decode(text, file: "x.json")
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.contains(problem), "\(error.description)")
        }
    }

    @Test func syntaxErrorsHaveLineAndColumn() {
        do {
            _ = try JSONReportDecoder.decode("{\n  \"schemaVersion\": 1,\n  oops\n}", file: "bad.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 3)
            #expect(error.description.hasPrefix("bad.json:3:3: not valid JSON"))
        }
    }

    @Test func wrongShapesNameTheirPath() throws {
        var text = Self.json(ReportOptions(redact: false))
        text = text.replacingFirst(#""severity": "warning""#, with: #""severity": 7"#)
        do {
            _ = try JSONReportDecoder.decode(text)
            Issue.record("expected an error for a number as severity")
        } catch {
            #expect(error.path?.hasPrefix("results[0].") == true)
            #expect(error.path?.hasSuffix(".severity") == true)
            #expect(error.problem.contains("expected a string, found number"))
        }
        // An index pointing outside the pings list is refused, not trusted.
        let indent = String(repeating: " ", count: 18)
        let bad = Self.json().replacingFirst("\"pings\": [\n\(indent)2,", with: "\"pings\": [\n\(indent)99,")
        #expect(bad != Self.json())
        do {
            _ = try JSONReportDecoder.decode(bad)
            Issue.record("expected an error for an index out of range")
        } catch {
            #expect(error.problem == "index 99 is outside 0..<7")
            #expect(error.path == "results[0].timeline.appSessions[0].viewingSessions[0].pings")
        }
    }

    @Test func absurdNumbersInASavedReportRenderWithoutTrapping() throws {
        // A hand-edited report: times far outside any clock, huge positions.
        var text = Self.json(ReportOptions(redact: false))
        text = text.replacingFirst("\"time\": 1796026089.789", with: "\"time\": -1e300")
        text = text.replacingFirst("\"startTime\": 1796026041.891", with: "\"startTime\": 1e300")
        text = text.replacingFirst("\"time\": 1796026042.789", with: "\"time\": 1.7e308")
        #expect(
            text.contains("\"time\": -1e300") && text.contains("\"startTime\": 1e300")
                && text.contains("\"time\": 1.7e308"))
        let saved = try JSONReportDecoder.decode(text)
        for format in ReportFormat.allCases {
            #expect(!ReportRenderer.render(saved.results, format: format, options: ReportOptions()).isEmpty)
        }
    }

    @Test func unknownFieldsAreIgnored() throws {
        let text = Self.json().replacingFirst(
            "\"schemaVersion\": 1,", with: "\"schemaVersion\": 1, \"addedLater\": {\"x\": [1]},")
        let saved = try JSONReportDecoder.decode(text)
        #expect(saved.results.count == 1)
    }
}
