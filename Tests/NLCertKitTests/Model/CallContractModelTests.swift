import NLCertTestSupport
import Testing

@testable import NLCertKit

/// The rules held to the model of the documented call contract (`Sources/NLCertTestSupport/Model`):
/// thousands of generated flows a run, each checked from its API trace as `nlcert check` does.
///
/// * A correct flow raises no error and no warning.
/// * A flow with one fault of the catalogue raises its rule, exactly (from calls), and no other
///   error or warning.
///
/// A failing flow is shrunk to a smallest one that fails the same way; each class of failure
/// is reported once, with that flow as a trace to paste into `nlcert check`. Classes the engine
/// is known not to handle yet are listed in `KnownModelIssues` and reported as known issues.
@Suite struct CallContractModelTests {
    let checker: FlowChecker

    init() throws { checker = try FlowChecker() }

    func report(_ flow: Flow, index: Int) throws -> FlowChecker.Report {
        try checker.check(FlowTraceWriter.write(flow), path: "flow-\(index).calls.jsonl", profile: flow.profile)
    }

    /// The rules of a correct flow's serious findings (and reading notes), "" when none.
    func correctSignature(_ plan: FlowPlan, index: Int) -> String {
        guard let r = try? report(FlowEmitter.flow(plan), index: index) else { return "unreadable" }
        var rules = Set(r.serious.map(\.rule)).sorted()
        if !r.notes.isEmpty { rules.append("reading notes") }
        return rules.joined(separator: " ")
    }

    @Test func correctFlowsRaiseNoErrorOrWarning() throws {
        var book = FailureBook()
        for index in 0..<ModelRun.flows {
            var random = ModelRandom(seed: ModelRun.seed, index: index)
            let plan = FlowGenerator.plan(&random)
            let signature = correctSignature(plan, index: index)
            guard !signature.isEmpty else { continue }
            // The class is the rules that fired and what the smallest such flow contains.
            let small = FlowShrinker.shrink(plan) { correctSignature($0, index: index) == signature }
            let key = "correct flow: \(signature) on \(ModelRun.features(small))"
            if book.has(key) {
                book.add(key, message: "")
                continue
            }
            let flow = FlowEmitter.flow(small)
            let found = try report(flow, index: index)
            book.add(
                key,
                message: ModelRun.message(
                    key, flow: flow, index: index,
                    detail: (found.serious.map(\.description) + found.notes).joined(separator: "\n")))
        }
        KnownModelIssues.record(book)
    }

    /// What a faulted flow raised, as a class key: "" when exactly its rule, exactly.
    func faultSignature(_ fault: FaultKind, plan: FlowPlan, choice: Int, index: Int) -> String? {
        guard let flow = FaultInjector.apply(fault, to: plan, choice: choice) else { return nil }
        guard let r = try? report(flow, index: index) else { return "unreadable" }
        let own = r.serious.filter { $0.rule == fault.rule }
        let others = Set(r.serious.map(\.rule)).subtracting([fault.rule]).sorted()
        var parts: [String] = []
        if own.isEmpty {
            parts.append("\(fault.rule) missing")
        } else if !own.contains(where: { $0.certainty == .exact }) {
            parts.append("\(fault.rule) only inferred")
        }
        if !others.isEmpty { parts.append("also " + others.joined(separator: " ")) }
        if !r.notes.isEmpty { parts.append("reading notes") }
        return parts.joined(separator: ", ")
    }

    @Test func eachFaultRaisesExactlyItsRule() throws {
        var book = FailureBook()
        let faults = FaultKind.allCases
        var applied: [FaultKind: Int] = [:]
        // Each flow gets each fault it has a place for, at a place the flow's stream picks.
        let perFault = max(1, ModelRun.flows / 8)
        for index in 0..<perFault * 3 {
            var random = ModelRandom(seed: ModelRun.seed ^ 0xFA17, index: index)
            let plan = FlowGenerator.plan(&random)
            let choice = Int(random.next() % 1000)
            for fault in faults where applied[fault, default: 0] < perFault {
                guard let signature = faultSignature(fault, plan: plan, choice: choice, index: index) else { continue }
                applied[fault, default: 0] += 1
                guard !signature.isEmpty else { continue }
                let small = FlowShrinker.shrink(plan) {
                    faultSignature(fault, plan: $0, choice: choice, index: index) == signature
                }
                let key = "fault \(fault.rawValue) (\(fault.rule)): \(signature) on \(ModelRun.features(small))"
                if book.has(key) {
                    book.add(key, message: "")
                    continue
                }
                guard let flow = FaultInjector.apply(fault, to: small, choice: choice) else { continue }
                let found = try report(flow, index: index)
                book.add(
                    key,
                    message: ModelRun.message(
                        key, flow: flow, index: index,
                        detail: "guide: \(fault.guide)\nfound:\n"
                            + (found.serious.map(\.description) + found.notes).joined(separator: "\n")))
            }
        }
        // Every fault of the catalogue met a flow it could be put into.
        for fault in faults {
            #expect(applied[fault, default: 0] > 0, "no generated flow had a place for \(fault.rawValue)")
        }
        KnownModelIssues.record(book)
    }
}

/// Classes of model failures the engine does not handle yet, each with why: reported as known
/// issues, so the suite passes while they stay open and says when one shows up. Empty since the
/// engine handles every class the model found (live buffering, pauses without stop seen as
/// repeated positions or a reload, timers left running after stop, postrolls without stop,
/// channel changes before a preroll); a new class fails the suite until it is fixed or listed.
enum KnownModelIssues {
    /// Words of class keys of failures still open (any one matches), and why.
    static let open: [(prefix: String, note: String)] = []

    static func record(_ book: FailureBook) {
        for (key, entry) in book.entries {
            let text = "\(entry.count)× \(entry.message)"
            if let known = open.first(where: { key.contains($0.prefix) }) {
                withKnownIssue(Comment(rawValue: known.note)) { Issue.record(Comment(rawValue: text)) }
            } else {
                Issue.record(Comment(rawValue: text))
            }
        }
    }
}
