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
            // After a stop, playheads that resume playback — after a pause, or followed by the
            // late loadMetadata — are a resume without loadMetadata: NL303 reports those.
            if stop.api == .stop && (gap(from: stop, to: step.call, in: ctx) || loadsBeforeNextStop(steps, from: index))
            {
                continue
            }
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

    /// Whether a `loadMetadata` comes after `index` before the next stop, end or play.
    static func loadsBeforeNextStop(_ steps: [PlaybackStep], from index: Int) -> Bool {
        for step in steps[(index + 1)...] {
            switch step.call.api {
            case .loadMetadata: return true
            case .stop, .end, .play: return false
            default: continue
            }
        }
        return false
    }
}
