import NLCertTestSupport
import Testing

@testable import NLCertKit

/// The same generated flow, written as each platform's SDK prints it, must give the same
/// call-derived verdicts: an API trace, an Android App SDK 10.x logcat and an iOS App SDK 10.x
/// console (in every prefix form an iOS engineer saves) are three records of one run. The
/// Browser SDK console of a correct flow must be as clean as its trace.
///
/// Only the rules decided from the calls' sequence, playheads and metadata (NL1xx–NL3xx) are
/// compared: a debug log also proves debug logging was on (NL402) and carries SDK complaints a
/// trace has not, which is the point of reading it.
@Suite struct CrossFormatModelTests {
    let checker: FlowChecker

    init() throws { checker = try FlowChecker() }

    /// Flows of the run: the correct one of each plan, and every fourth with a fault of the
    /// catalogue (cycled by index) in place.
    static func flows() -> [(name: String, flow: Flow)] {
        let faults = FaultKind.allCases
        var out: [(String, Flow)] = []
        for index in 0..<max(8, ModelRun.flows / 4) {
            var random = ModelRandom(seed: ModelRun.seed ^ 0xC805, index: index)
            let plan = FlowGenerator.plan(&random)
            out.append(("flow \(index)", FlowEmitter.flow(plan)))
            let fault = faults[index % faults.count]
            if let faulted = FaultInjector.apply(fault, to: plan, choice: Int(random.next() % 1000)) {
                out.append(("flow \(index) + \(fault.rawValue)", faulted))
            }
        }
        return out
    }

    static func callVerdicts(_ report: FlowChecker.Report) -> [String] {
        report.verdicts.filter { $0.hasPrefix("NL1") || $0.hasPrefix("NL2") || $0.hasPrefix("NL3") }
    }

    static func iosEvents(_ flow: Flow) -> [IOSConsoleWriter.Event] {
        flow.calls.map { .call(ts: $0.ts, api: $0.api, args: $0.args) }
    }

    @Test func logcatAndIOSConsoleGiveTheTracesVerdicts() throws {
        let forms = IOSConsoleWriter.Form.allCases
        for (index, (name, flow)) in Self.flows().enumerated() {
            let trace = try checker.check(FlowTraceWriter.write(flow), path: "x.calls.jsonl", profile: flow.profile)
            let want = Self.callVerdicts(trace)
            #expect(!want.isEmpty, "\(name): the trace decided nothing")

            let logcat = try checker.check(FlowLogcatWriter().write(flow), path: "x.logcat.txt", profile: flow.profile)
            #expect(logcat.notes.isEmpty, "\(name) as logcat: \(logcat.notes)")
            #expect(
                Self.callVerdicts(logcat) == want, "\(name) as logcat:\n\(Self.diff(want, Self.callVerdicts(logcat)))")

            // Each flow in one iOS form, the forms taken in turn. The 10.x framework's line for
            // staticEnd is not among the format strings known, so DCR Static flows are left out.
            if flow.calls.contains(where: { $0.api == "staticEnd" }) { continue }
            let form = forms[index % forms.count]
            let text = IOSConsoleWriter(form: form).write(Self.iosEvents(flow))
            let ios = try checker.check(text, path: "x-\(form.rawValue).log", profile: flow.profile)
            #expect(ios.notes.isEmpty, "\(name) as iOS \(form.rawValue): \(ios.notes)")
            #expect(
                Self.callVerdicts(ios) == want,
                "\(name) as iOS \(form.rawValue):\n\(Self.diff(want, Self.callVerdicts(ios)))")
        }
    }

    @Test func aCorrectFlowIsCleanInTheBrowserConsole() throws {
        for (name, flow) in Self.flows() where !name.contains("+") && flow.profile == Profile.defaultName {
            let report = try checker.check(
                FlowBrowserConsoleWriter().write(flow), path: "x.console.txt", profile: flow.profile)
            // The console written holds the calls only (no ping or request lines), so only the
            // rules decided from calls are held to it.
            let serious = report.serious.filter { ["NL1", "NL2", "NL3"].contains(String($0.rule.prefix(3))) }
            #expect(serious.isEmpty, "\(name) as Browser console: \(serious.map(\.description))")
            #expect(Self.callVerdicts(report).contains { $0.hasPrefix("NL301") }, "\(name): no sequence verdict")
        }
    }

    static func diff(_ want: [String], _ got: [String]) -> String {
        let missing = Set(want).subtracting(got).sorted().map { "  trace only: \($0)" }
        let extra = Set(got).subtracting(want).sorted().map { "  here only:  \($0)" }
        return (missing + extra).joined(separator: "\n")
    }
}
