import NLCertTestSupport

@testable import NLCertKit

/// Checks a capture text (a trace, a console) the way `nlcert check` does, in memory, and says
/// what came of it as plain lines the properties compare.
struct FlowChecker: Sendable {
    /// One engine per profile, built once: building one compiles every rule.
    private let engines: [String: RuleEngine]

    init() throws {
        let rules = try RuleSet.builtIn()
        var engines: [String: RuleEngine] = [:]
        for product in FlowPlan.Product.allCases {
            engines[product.profile] = try RuleEngine(ruleSet: rules, profile: product.profile)
        }
        self.engines = engines
    }

    /// A finding as the properties see it.
    struct Outcome: Sendable, Hashable, CustomStringConvertible {
        var rule: String
        var severity: Severity
        var certainty: Certainty
        var message: String
        var description: String { "\(rule) \(severity.rawValue) (\(certainty.rawValue)): \(message)" }
    }

    struct Report: Sendable {
        var findings: [Outcome]
        /// `RULE@session verdict certainty` for every verdict the calls decided.
        var verdicts: [String]
        /// What reading the text said (warnings and above), which a writer's text must not cause.
        var notes: [String]

        /// Findings of warning or error severity.
        var serious: [Outcome] { findings.filter { $0.severity >= .warning } }
    }

    func check(_ text: String, path: String, profile: String) throws -> Report {
        let capture = try CaptureReader.read(source: MemoryByteSource(bytes: Array(text.utf8), path: path))
        guard let engine = engines[profile] else { throw CheckFailure(message: "no engine for \(profile)") }
        let result = engine.check(TimelineBuilder.build(capture), inputs: [path])
        let findings = result.findings.map {
            Outcome(rule: $0.ruleID, severity: $0.severity, certainty: $0.certainty, message: $0.message)
        }
        let verdicts = result.verdicts.filter { $0.certainty == .exact }.map {
            "\($0.ruleID)@\($0.sessionOrdinal ?? -1) \($0.verdict)"
        }
        let notes = capture.notes.filter { $0.level == .warning }.map { "\($0.location): \($0.message)" }
        return Report(findings: findings, verdicts: verdicts.sorted(), notes: notes)
    }

    struct CheckFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
