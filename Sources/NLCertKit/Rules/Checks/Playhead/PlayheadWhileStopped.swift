/// The check behind NL205 (`rules/playhead/NL205-playhead-while-stopped.json`).
extension CheckLibrary {
    static let playheadWhileStopped = CheckFunction(
        name: "playheadWhileStopped", scope: .session,
        summary: "no playheads after stop/end until play or loadMetadata",
        options: [
            CheckParameter(
                "interruptionGapSeconds", .number,
                help: "playheads this long after a stop are a resume (NL303's), not a timer left running")
        ]
    ) { ctx in evaluatePlayheadWhileStopped(ctx) }

    private static func evaluatePlayheadWhileStopped(_ ctx: CheckContext) -> CheckDecision {
        var problems: [CheckDecision.Problem] = []
        var stops = 0
        var lastStop: APICall?
        let steps = PlaybackStep.walk(ctx.calls)
        for (index, step) in steps.enumerated() {
            if step.call.api == .stop || step.call.api == .end {
                stops += 1
                lastStop = step.call
            }
            guard step.call.api == .playheadPosition, step.stopped, let stop = lastStop else { continue }
            lastStop = nil  // one finding per stop
            // After a stop, playheads that resume playback — after a pause, or straight on into a
            // late loadMetadata — are a resume without loadMetadata: NL303 reports those.
            if stop.api == .stop && !timerLeftRunning(ctx.calls, stop: stop, playheadAt: index, in: ctx) { continue }
            problems.append(
                .init(
                    message:
                        "playhead \(step.call.position.map(fmt) ?? "?") sent after \(stop.rawName) without a new play or loadMetadata",
                    field: "playheadPosition", time: time(step.call),
                    assetID: step.metadata?["assetid"]?.stringValue,
                    items: [ctx.item(stop), ctx.item(step.call)]))
        }
        if stops == 0 { return .notExercised("no stop or end in this session") }
        return .decided(problems, certainty: .exact)
    }

    /// Whether the playhead at `index`, the first after `stop`, is the player's timer left running
    /// (NL205) rather than a resume (NL303's): it comes in the playhead cadence right after the stop,
    /// and the run it starts does not flow without a pause into a `loadMetadata` with the position
    /// moving on (that would make the run a resume whose metadata came late). A pause after the
    /// run, then the resume, is the timer having stopped at last; a run repeating the stopped
    /// position is a paused player's timer.
    static func timerLeftRunning(
        _ calls: [APICall], stop: APICall, playheadAt index: Int, in ctx: CheckContext
    )
        -> Bool
    {
        if gap(from: stop, to: calls[index], in: ctx) { return false }
        // A play or loadMetadata since the stop began playback anew: no timer of the old one.
        var beforeStop: APICall?
        var sawStop = false
        for call in calls[..<index].reversed() {
            if sawStop {
                if call.api == .playheadPosition {
                    beforeStop = call
                    break
                }
                continue
            }
            if call.api == .stop || call.api == .end { sawStop = true }
            if call.api == .play || call.api == .loadMetadata { return false }
        }
        // A timer left running keeps the cadence of the playheads before the stop; after a
        // stall that the stop ended, the playheads are a resume.
        guard let beforeStop, !gap(from: beforeStop, to: calls[index], in: ctx) else { return false }
        var previous = calls[index]
        var advanced = false  // the run's position moved on: playback went on, not a paused player
        for call in calls[(index + 1)...] {
            if gap(from: previous, to: call, in: ctx) { return true }
            switch call.api {
            case .loadMetadata: return !advanced
            case .playheadPosition:
                if let a = calls[index].position, let b = call.position, b != a { advanced = true }
                previous = call
            case .stop, .end, .play: return true
            default: previous = call
            }
        }
        return true
    }
}
