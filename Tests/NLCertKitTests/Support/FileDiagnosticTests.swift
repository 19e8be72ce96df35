import Testing

@testable import NLCertKit

/// One place formatter for every error that names a file: `file`, `file:line`,
/// `file:line:column`, with entries shown 1-based (README, "Exit codes").
@Suite struct FileDiagnosticTests {
    @Test func placeShowsWhatIsKnown() {
        #expect(FileDiagnostic(file: "a.har").place == "a.har")
        #expect(FileDiagnostic(file: "a.har", line: 3).place == "a.har:3")
        #expect(FileDiagnostic(file: "a.har", line: 3, column: 7, entry: 0).place == "a.har:3:7")
        #expect(SourceLocation(file: "b.log", line: 2, column: 5).description == "b.log:2:5")
    }

    @Test func everyErrorHoldsTheSharedLocation() {
        let capture = CaptureError(file: "a.har", line: 3, column: 7, entry: 4, problem: "bad", hint: "fix it")
        #expect(capture.location == FileDiagnostic(file: "a.har", line: 3, column: 7, entry: 4))
        #expect(capture.description == "a.har:3:7: bad (entry 5)\n  hint: fix it")
        let rule = RuleLoadError(file: "rules/x.json", line: 2, problem: "bad key")
        #expect(rule.description == "rules/x.json:2: bad key")
        let report = JSONReportError(file: "r.json", path: "results[0]", problem: "bad", hint: "")
        #expect(report.description == "r.json: at results[0]: bad")
        let failure = JSONParser.Failure(message: "expected a key", line: 2, column: 3)
        #expect(failure.location(in: "c.json").place == "c.json:2:3")
        let scenario = ScenarioCatalogError(location: failure.location(in: "s.json"), problem: "not valid JSON")
        #expect(scenario.description.hasPrefix("s.json:2:3: not valid JSON\n  hint: "))
    }
}
