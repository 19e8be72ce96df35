/// When `watch` re-checks its log. A refresh checks every line kept so far, so it costs more
/// as the log grows: the next one waits at least `factor` times as long as the last one took
/// (and never less than `minimum` seconds), so all the refreshes together cost a few final checks —
/// a 10,000-session log piped in took 8 s when every read was followed by a refresh, 0.9 s so.
struct RefreshPacer {
    var minimum = 0.1
    var factor = 3.0
    private var lastEnd = -Double.infinity
    private var lastCost = 0.0

    /// Whether to refresh at `now` (seconds on a monotonic clock).
    func isDue(at now: Double) -> Bool {
        now - lastEnd >= max(minimum, factor * lastCost)
    }

    /// Records a refresh that ran from `start` to `end`.
    mutating func refreshed(from start: Double, to end: Double) {
        lastEnd = end
        lastCost = max(0, end - start)
    }
}
