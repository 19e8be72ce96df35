/// A one-line progress display for long runs (`[2/5] checking capture.har: reading`), written to
/// standard error and redrawn in place. It draws only when enabled — the CLI enables it only
/// when stderr is a terminal — so logs, pipes and CI output never see it.
public final class ProgressIndicator {
    let isEnabled: Bool
    public let total: Int
    private let write: (String) -> Void
    private var current = 0
    private var drawn = false

    /// - Parameters:
    ///   - enabled: pass `console.stderrIsTTY`.
    ///   - total: how many items (captures) the run has; 0 when unknown.
    ///   - write: where to draw (standard error).
    public init(enabled: Bool, total: Int, write: @escaping (String) -> Void) {
        self.isEnabled = enabled
        self.total = max(0, total)
        self.write = write
    }

    /// Starts the next item (a capture file).
    public func next(_ item: String) {
        current += 1
        update(item: item, stage: nil)
    }

    /// Names the stage of the current item (`reading`, `timeline`, `rules`, `report`).
    public func stage(_ stage: String, of item: String) {
        update(item: item, stage: stage)
    }

    /// Clears the line; call once the run is done (and before printing errors).
    public func finish() {
        guard isEnabled, drawn else { return }
        write("\r\u{1B}[2K")
        drawn = false
    }

    private func update(item: String, stage: String?) {
        guard isEnabled else { return }
        var line = total > 0 ? "[\(min(current, total))/\(total)] " : ""
        line += "checking " + TerminalText.escape(item)
        if let stage { line += ": " + TerminalText.escape(stage) }
        // Keep to one terminal line so the carriage return redraws it.
        if line.count > 100 { line = String(line.prefix(99)) + "…" }
        write("\r\u{1B}[2K" + line)
        drawn = true
    }
}
