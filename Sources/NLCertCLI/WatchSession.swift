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
    /// Viewing sessions whose evidence is complete: a later session has begun, or the app ended
    /// the stream (its last call is `end` or `staticEnd`, as the SDK guides ask at the end of
    /// content and on a channel change).
    private(set) var closedSessions: Set<Int> = []
    /// Sessions already announced as closed (`closedLines`).
    private var announced: Set<Int> = []

    init(path: String, engine: RuleEngine) {
        self.log = LiveLog(path: path)
        self.engine = engine
        self.inputs = [path]
    }

    func feed(_ line: String) {
        if log.add(line) { dirty = true }
    }

    /// Re-checks the kept lines if new ones came, and returns the verdicts decided since the
    /// last call: a viewing session's verdicts once it is closed (a later session has begun or
    /// the app called `end`: its evidence is complete), everything at the end (`final`).
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
        closedSessions = Self.closed(result.timeline)
        var decisions: [Decision] = []
        for v in result.verdicts {
            let closed = final || (v.sessionOrdinal.map { closedSessions.contains($0) } ?? false)
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

    /// The viewing sessions of `timeline` whose evidence is complete.
    static func closed(_ timeline: Timeline) -> Set<Int> {
        let sessions = timeline.viewingSessions
        let last = sessions.map(\.ordinal).max() ?? 0
        var closed: Set<Int> = []
        for s in sessions {
            if s.ordinal < last {
                closed.insert(s.ordinal)
                continue
            }
            let lastCall = s.callIndices.filter { $0 < timeline.calls.count }.max().map { timeline.calls[$0].api }
            if lastCall == .end || lastCall == .staticEnd { closed.insert(s.ordinal) }
        }
        return closed
    }

    /// One line for each session closed since the last call, naming the rules it failed — what
    /// a log or a CI step reads when the stream has not ended yet.
    func closedLines() -> [String] {
        guard let result else { return [] }
        var lines: [String] = []
        for ordinal in closedSessions.sorted() where !announced.contains(ordinal) {
            announced.insert(ordinal)
            let verdicts = result.verdicts.filter { $0.sessionOrdinal == ordinal }
            let failed = verdicts.filter { $0.verdict == .fail }.map(\.ruleID)
            let count = { (v: Verdict) in verdicts.filter { $0.verdict == v }.count }
            var line =
                "session #\(ordinal) closed: " + (failed.isEmpty ? "PASS" : "FAIL " + failed.joined(separator: ", "))
            line += " — \(count(.pass)) pass, \(count(.fail)) fail, \(count(.notChecked)) not checked"
            lines.append(TerminalText.escape(line) + "\n")
        }
        return lines
    }

    /// The sessions still open, for the live view.
    func openSessions() -> [Int] {
        (result?.timeline.viewingSessions.map(\.ordinal) ?? []).filter { !closedSessions.contains($0) }
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
