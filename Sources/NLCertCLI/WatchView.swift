import NLCertKit

/// The live terminal view of `nlcert watch`: the checklist and the rules still pending, redrawn
/// in place (cursor up, each line cleared and rewritten) so the screen does not flicker.
struct WatchView {
    let console: Console
    let enabled: Bool
    private var drawnLines = 0

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
            lines.append("  viewing sessions: \(sessions.count); open: #\(sessions.last?.ordinal ?? 0)")
            for item in result.checklist {
                lines.append("  \(item.id.padded(5))\(item.verdict.rawValue.padded(15))\(item.title)")
            }
            let pending = session.pending().filter { $0.verdict != .notExercised }
            lines.append("  pending: \(pending.count) rule verdict(s) until their session closes")
        }
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
    }
}

extension String {
    fileprivate func padded(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
