/// The check behind NL205 (`rules/playhead/NL205-playhead-while-stopped.json`).
extension CheckLibrary {
    static let playheadWhileStopped = CheckFunction(
        name: "playheadWhileStopped", scope: .session, summary: "no playheads after stop/end until play or loadMetadata"
    ) { ctx in evaluatePlayheadWhileStopped(ctx) }

    private static func evaluatePlayheadWhileStopped(_ ctx: CheckContext) -> CheckDecision {
        var problems: [CheckDecision.Problem] = []
        var stops = 0
        var lastStop: APICall?
        for step in PlaybackStep.walk(ctx.calls) {
            if step.call.api == .stop || step.call.api == .end {
                stops += 1
                lastStop = step.call
            }
            if step.call.api == .playheadPosition, step.stopped, let stop = lastStop {
                problems.append(
                    .init(
                        message:
                            "playhead \(step.call.position.map(fmt) ?? "?") sent after \(stop.rawName) without a new play or loadMetadata",
                        field: "playheadPosition", time: time(step.call),
                        assetID: step.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(stop), ctx.item(step.call)]))
                lastStop = nil  // one finding per stop
            }
        }
        if stops == 0 { return .notExercised("no stop or end in this session") }
        return .decided(problems, certainty: .exact)
    }
}
