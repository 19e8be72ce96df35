/// Consecutive playheads of one loaded item without a `play`, `stop`, `end` or `loadMetadata`
/// between them, each step measured against the calls' own clock. The playhead rules read
/// these instead of "+1 per call": a player's one-second timer can be late or skip a second, a
/// user can seek, and a sparse cadence moves the position by the seconds that passed.
struct PlayheadRun: Sendable {
    /// One step from a playhead to the next.
    struct Step: Sendable {
        var from: APICall
        var to: APICall
        /// Position change.
        var moved: Double
        /// Seconds between the two calls (1 per call when the calls carry no time).
        var elapsed: Double
        var kind: Kind
    }

    enum Kind: Sendable, Equatable {
        /// The position moved by about the time that passed (a late tick or a sparse cadence
        /// included).
        case inStep
        /// The position did not move: paused without stop, or a repeated tick.
        case held
        /// The position disagrees with the time that passed.
        case off
    }

    var steps: [Step]
    var metadata: JSONValue?

    /// Largest difference between position and elapsed time one step may show and still be in
    /// step (a one-second timer that fires late or skips a second).
    static let stepTolerance = 1.5

    /// The VOD runs of `calls`: live content (by its metadata or by Unix-time playheads) and
    /// negative positions are left out; they have rules of their own.
    static func vodRuns(_ calls: [APICall]) -> [PlayheadRun] {
        var runs: [PlayheadRun] = []
        var current = PlayheadRun(steps: [], metadata: nil)
        var previous: APICall?
        func close() {
            if !current.steps.isEmpty { runs.append(current) }
            current = PlayheadRun(steps: [], metadata: nil)
            previous = nil
        }
        for step in PlaybackStep.walk(calls) {
            let call = step.call
            switch call.api {
            case .playheadPosition:
                guard let p = call.position, p >= 0, !PlaybackStep.isLive(step.metadata), !isUnixTime(p) else {
                    close()
                    continue
                }
                if let prev = previous, let a = prev.position {
                    let elapsed = elapsedSeconds(prev, call)
                    let moved = p - a
                    current.metadata = step.metadata
                    current.steps.append(
                        Step(
                            from: prev, to: call, moved: moved, elapsed: elapsed,
                            kind: kind(moved: moved, elapsed: elapsed)))
                }
                previous = call
            case .stop, .end, .loadMetadata, .play:
                close()
            default:
                break
            }
        }
        close()
        return runs
    }

    static func kind(moved: Double, elapsed: Double) -> Kind {
        if moved == 0 { return .held }
        return abs(moved - elapsed) <= stepTolerance ? .inStep : .off
    }

    /// Seconds between two calls on their clock; 1 when either has no time.
    static func elapsedSeconds(_ a: APICall, _ b: APICall) -> Double {
        guard let ta = a.time?.epochSeconds, let tb = b.time?.epochSeconds, tb >= ta else { return 1 }
        return tb - ta
    }

    /// Whether a playhead reads as Unix seconds (after 2000-01-01): a live playhead.
    static func isUnixTime(_ position: Double) -> Bool { position >= 946_684_800 }

    /// The sustained disagreement of this run: three or more `off` steps in a row at a steady
    /// rate, or a
    /// position that, over the steps in step, drifts from the time played by more than
    /// `tolerance` seconds and a tenth of it (a wrong unit: +2 per second). One `off` step
    /// alone is a seek, or a gap in the playheads (the cadence rule's).
    func sustained(tolerance: Double) -> (first: Step, count: Int, moved: Double, elapsed: Double)? {
        // Off steps in a row at a steady rate: a user scrubbing jumps by irregular amounts.
        var streak: [Step] = []
        var best: [Step] = []
        for step in steps {
            if step.kind == .off {
                if let first = streak.first, !Self.steady(first, step) { streak = [] }
                streak.append(step)
                if streak.count > best.count { best = streak }
            } else {
                streak = []
            }
        }
        if best.count >= 3 {
            return (best[0], best.count, best.reduce(0) { $0 + $1.moved }, best.reduce(0) { $0 + $1.elapsed })
        }
        let played = steps.filter { $0.kind == .inStep }
        let moved = played.reduce(0) { $0 + $1.moved }
        let elapsed = played.reduce(0) { $0 + $1.elapsed }
        if played.count >= 3, let first = played.first, abs(moved - elapsed) > max(tolerance, elapsed / 10) {
            return (first, played.count, moved, elapsed)
        }
        return nil
    }

    /// Whether two steps move at about the same rate (within a quarter), the same way.
    static func steady(_ a: Step, _ b: Step) -> Bool {
        let ra = a.moved / max(a.elapsed, 0.001)
        let rb = b.moved / max(b.elapsed, 0.001)
        guard ra.isFinite, rb.isFinite, (ra > 0) == (rb > 0) else { return false }
        return abs(ra - rb) <= 0.25 * max(abs(ra), abs(rb))
    }

    /// The seeks of this run: an `off` step that is not part of three or more in a row at a
    /// steady rate (one jump forward or back, or a user scrubbing, the playheads then going on
    /// in step), unless the position barely moved while time passed (a gap, not a jump).
    func seeks() -> [Step] {
        var result: [Step] = []
        var i = 0
        while i < steps.count {
            guard steps[i].kind == .off else {
                i += 1
                continue
            }
            var j = i + 1
            while j < steps.count && steps[j].kind == .off && Self.steady(steps[i], steps[j]) { j += 1 }
            if j - i < 3 {
                result += steps[i..<j].filter {
                    !($0.moved >= 0 && $0.moved <= 1 + Self.stepTolerance && $0.elapsed > $0.moved)
                }
            }
            i = j
        }
        return result
    }
}
