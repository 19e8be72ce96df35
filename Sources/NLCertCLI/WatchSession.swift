import NLCertKit

/// The state of one `nlcert watch`: the Nielsen lines seen so far, the check of them, and which
/// verdicts were already shown. The command feeds it lines and asks it to refresh; the tests
/// feed it a corpus log line by line.
final class WatchSession {
    /// A verdict shown to the user: first decided, or revised by later lines.
    struct Decision: Equatable {
        var verdict: RuleVerdict
        var revised: Bool
    }

    private(set) var log: LiveLog
    private let engine: RuleEngine
    private let inputs: [String]
    private(set) var result: CheckResult?
    /// The last verdict shown per rule × scope.
    private var shown: [String: Verdict] = [:]
    private var dirty = false
    /// Why the kept lines are not a capture yet (nothing recognised), if so.
    private(set) var waitingFor: String?

    init(path: String, engine: RuleEngine) {
        self.log = LiveLog(path: path)
        self.engine = engine
        self.inputs = [path]
    }

    func feed(_ line: String) {
        if log.add(line) { dirty = true }
    }

    /// Re-checks the kept lines if new ones came, and returns the verdicts decided since the
    /// last call: a viewing session's verdicts once a later session has begun (its evidence
    /// is complete), everything at the end (`final`).
    func refresh(final: Bool) throws(CLIError) -> [Decision] {
        if dirty || (final && result == nil) {
            dirty = false
            do {
                let capture = try log.capture()
                result = engine.check(TimelineBuilder.build(capture), inputs: inputs)
                waitingFor = nil
            } catch {
                if final { throw CLIError.input(error) }
                waitingFor = "no Nielsen SDK output yet"
                return []
            }
        }
        guard let result else { return [] }
        let lastSession = result.timeline.viewingSessions.map(\.ordinal).max() ?? 0
        var decisions: [Decision] = []
        for v in result.verdicts {
            let closed = final || (v.sessionOrdinal.map { $0 < lastSession } ?? false)
            guard closed, final || v.verdict == .pass || v.verdict == .fail else { continue }
            let key = Self.key(v)
            if let before = shown[key] {
                if before != v.verdict {
                    shown[key] = v.verdict
                    decisions.append(Decision(verdict: v, revised: true))
                }
            } else {
                shown[key] = v.verdict
                decisions.append(Decision(verdict: v, revised: false))
            }
        }
        return decisions
    }

    static func key(_ v: RuleVerdict) -> String { "\(v.ruleID)#\(v.sessionOrdinal ?? 0)" }

    /// Rules still open for the live view: not decided yet, with what would decide them.
    func pending() -> [RuleVerdict] {
        guard let result else { return [] }
        return result.verdicts.filter { shown[Self.key($0)] == nil }
    }

    /// One line per decision, for logs and pipes.
    static func line(_ d: Decision) -> String {
        let v = d.verdict
        var s = (d.revised ? "revised " : "") + v.ruleID + (v.sessionOrdinal.map { " session #\($0)" } ?? " capture")
        s += " " + (v.verdict == .fail ? "FAIL" : v.verdict.rawValue)
        if let e = v.certainty { s += " [\(e.rawValue)]" }
        if let f = v.findings.first {
            s += ": " + f.message
        } else if let r = v.reason, v.verdict != .pass {
            s += ": " + r
        }
        return TerminalText.escape(s) + "\n"
    }
}
