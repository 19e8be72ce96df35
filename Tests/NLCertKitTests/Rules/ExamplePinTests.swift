import NLCertTestSupport
import Testing

@testable import NLCertKit

/// An example's `expect.findings` / `expect.field` pin what it finds: a wrong pin makes the
/// runner report the mismatch, and a malformed one is a load error naming file and line.
@Suite struct ExamplePinTests {
    static let nl104 = "metadata/NL104-title-too-long.json"
    /// The first pin in NL104's file, on its example "loadMetadata with a bad title" (one title
    /// over 100 characters: one finding on `title`).
    static let titlePin = "\"findings\": 1,\n          \"field\": \"title\""

    /// The built-in rule files with NL104's file edited, loaded as a rule directory is.
    static func ruleSet(editingNL104 edit: (String) -> String) throws -> RuleSet {
        let files = RuleData.files.map { f in
            (path: f.path, contents: f.path == nl104 ? edit(f.contents) : f.contents)
        }
        return try RuleSetLoader.load(files: files, prefix: "tmp-rules/")
    }

    static func badTitleResult(_ set: RuleSet) throws -> RuleExampleRunner.Result {
        let rule = try #require(set.rule("NL104"))
        let example = try #require(rule.examples.first { $0.name == "loadMetadata with a bad title" })
        return try RuleExampleRunner.run(example, of: rule, in: set)
    }

    @Test func shippedPinHolds() throws {
        let set = try Self.ruleSet { $0 }
        #expect(try Self.badTitleResult(set).mismatches == [])
    }

    @Test func wrongCountIsReported() throws {
        let set = try Self.ruleSet { $0.replacingFirst(Self.titlePin, with: "\"findings\": 2,\n \"field\": \"title\"") }
        let result = try Self.badTitleResult(set)
        #expect(result.verdict == .fail)
        #expect(result.mismatches == ["expected 2 finding(s) on field \"title\", got 1"])
    }

    @Test func wrongFieldIsReported() throws {
        let pin = "\"findings\": 1,\n \"field\": \"program\""
        let set = try Self.ruleSet { $0.replacingFirst(Self.titlePin, with: pin) }
        #expect(
            try Self.badTitleResult(set).mismatches == [
                "expected 1 finding(s) on field \"program\", got 0", "found on fields no pin names: title",
            ])
    }

    @Test func countPerFieldList() throws {
        let list = #""findings": [{"field": "title", "count": 1}]"#
        #expect(try Self.badTitleResult(Self.ruleSet { $0.replacingFirst(Self.titlePin, with: list) }).mismatches == [])
        let wrong = #""findings": [{"field": "title", "count": 1}, {"field": "program"}]"#
        #expect(
            try Self.badTitleResult(Self.ruleSet { $0.replacingFirst(Self.titlePin, with: wrong) }).mismatches == [
                "expected a finding on field \"program\", got none"
            ])
    }

    static func finding(_ field: String?) -> Finding {
        Finding(ruleID: "X1", slug: "x", severity: .error, message: "m", certainty: .exact, field: field)
    }

    @Test func totalCountIgnoresFields() {
        let two = [Self.finding(nil), Self.finding("title")]
        #expect(ExampleExpectation.pinMismatches([FindingPin(field: nil, count: 2)], findings: two) == [])
        #expect(
            ExampleExpectation.pinMismatches([FindingPin(field: nil, count: 1)], findings: two) == [
                "expected 1 finding(s) in all, got 2"
            ])
        #expect(
            ExampleExpectation.pinMismatches([FindingPin(field: "title", count: nil)], findings: two) == [
                "found on fields no pin names: (none)"
            ])
    }

    /// Every triggering example shipped in `rules/` pins its findings.
    @Test func everyShippedTriggeringExampleIsPinned() throws {
        let unpinned = try RuleSet.builtIn().rules.flatMap { rule in
            rule.examples.filter { $0.triggers && $0.pins.isEmpty }.map { "\(rule.id) \($0.name)" }
        }
        #expect(unpinned == [])
    }

    @Test(arguments: [
        (#""findings": 0"#, "findings must be a count (1 or more)"),
        (#""findings": 1.5"#, "findings must be a count (1 or more)"),
        (#""finding": 1"#, "expect: unknown key \"finding\" (known: verdict, evidence, findings, field)"),
        (#""findings": [{"field": "title", "cnt": 1}]"#, "findings[0]: unknown key \"cnt\" (known: field, count)"),
        (#""findings": [{"count": 1}]"#, "findings[0].field must be a field name"),
        (#""findings": [{"field": "title"}, {"field": "title"}]"#, "field \"title\" is pinned twice"),
        (##""field": """##, "field must be a field name"),
    ])
    func malformedPinIsALoadErrorWithFileAndLine(pin: String, expected: String) throws {
        let text = try #require(RuleData.file(Self.nl104))
        let broken = text.replacingFirst(Self.titlePin, with: pin)
        #expect(broken != text)
        do {
            _ = try RuleSetLoader.parseRule(broken, file: "rules/" + Self.nl104)
            Issue.record("expected a load error containing \(expected)")
        } catch {
            #expect(error.file == "rules/" + Self.nl104)
            #expect(error.line == 28, "the line of the example's name")
            #expect(error.problem.hasPrefix("examples.triggering[0]"), "\(error.problem)")
            #expect(error.problem.contains(expected), "\(error.problem)")
        }
    }

    @Test func passingExampleCannotPinFindings() throws {
        let expect = try JSONParser.parse(#"{"verdict": "not-checked", "findings": 1}"#)
        do {
            _ = try ExampleExpectation.parse(expect, triggers: false, place: "p") {
                RuleLoadError(file: "f", problem: $0)
            }
            Issue.record("expected a load error")
        } catch {
            #expect(error.problem.contains("this one expects no fail"), "\(error.problem)")
        }
    }
}
