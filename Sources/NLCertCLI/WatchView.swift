import NLCertKit

/// The live terminal view of `nlcert watch`: the checklist and the rules still pending, redrawn
/// in place (cursor up, each line cleared and rewritten) so the screen does not flicker.
struct WatchView {
    let console: Console
    let enabled: Bool
    private var drawnLines = 0
    /// What is on the screen, so that a refresh that changes nothing draws nothing.
    private var drawn: [String] = []

    init(console: Console, enabled: Bool) {
        self.console = console
        self.enabled = enabled
    }

    mutating func draw(_ session: WatchSession) {
        guard enabled else { return }
        var lines = [
            "nlcert watch — \(session.log.lineCount) lines read, \(session.log.keptCount) with Nielsen evidence"
        ]
        if let waiting = session.waitingFor { lines.append("  waiting: \(waiting)") }
        if let result = session.result {
            let sessions = result.timeline.viewingSessions
            let open = session.openSessions().map { "#\($0)" }
            lines.append(
                "  viewing sessions: \(sessions.count); open: " + (open.isEmpty ? "none" : open.joined(separator: ", "))
            )
            for item in result.checklist {
                // A failing item names the rules that failed it, and where.
                let failed = result.verdicts.filter { item.ruleIDs.contains($0.ruleID) && $0.verdict == .fail }
                    .map { $0.ruleID + ($0.sessionOrdinal.map { " #\($0)" } ?? "") }
                let rules = failed.isEmpty ? "" : "  (" + failed.joined(separator: ", ") + ")"
                lines.append("  \(item.id.padded(5))\(item.verdict.rawValue.padded(15))\(item.title)\(rules)")
            }
            let pending = session.pending().filter { $0.verdict != .notExercised }
            lines.append("  pending: \(pending.count) rule verdict(s) until their session closes")
        }
        guard lines != drawn else { return }
        drawn = lines
        var out = drawnLines > 0 ? "\u{1B}[\(drawnLines)A" : ""
        for line in lines { out += "\u{1B}[2K" + TerminalText.escape(line) + "\n" }
        console.out(out)
        drawnLines = lines.count
    }

    mutating func clear() {
        guard enabled, drawnLines > 0 else { return }
        var out = "\u{1B}[\(drawnLines)A"
        for _ in 0..<drawnLines { out += "\u{1B}[2K\n" }
        console.out(out + "\u{1B}[\(drawnLines)A")
        drawnLines = 0
        drawn = []
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
