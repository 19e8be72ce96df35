import NLCertTestSupport
import Testing

@testable import NLCertKit

/// Every example shipped in every rule file, run through the real pipeline (capture →
/// `TimelineBuilder` → engine). A failure names the rule file and the example.
@Suite struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleDefinition
        var example: RuleExample
        var testDescription: String { "\(rule.id) \(example.triggers ? "triggers" : "passes"): \(example.name)" }
    }

    static let cases: [Case] = {
        guard let set = try? RuleSet.builtIn() else { return [] }
        return set.rules.flatMap { rule in rule.examples.map { Case(rule: rule, example: $0) } }
    }()

    @Test func examplesWereLoaded() {
        #expect(Self.cases.count >= 86)
    }

    @Test(arguments: cases)
    func exampleReachesItsExpectedVerdict(_ c: Case) throws {
        let set = try RuleSet.builtIn()
        let result = try RuleExampleRunner.run(c.example, of: c.rule, in: set)
        let detail = result.verdicts.map {
            "\($0.verdict.rawValue)\($0.reason.map { " (\($0))" } ?? "") \($0.findings.map(\.message))"
        }
        #expect(
            result.mismatches.isEmpty,
            "\(c.rule.file): example \"\(c.example.name)\": \(result.mismatches.joined(separator: "; ")): \(detail)")
        if c.example.triggers {
            let findings = result.verdicts.flatMap(\.findings)
            #expect(!findings.isEmpty, "\(c.rule.file): example \"\(c.example.name)\" failed without a finding")
            for f in findings {
                #expect(f.ruleID == c.rule.id && !f.message.isEmpty && !f.fix.isEmpty && !f.fingerprint.isEmpty)
                if result.certainty == .inferred { #expect(f.certainty == .inferred) }
            }
        }
    }
}
