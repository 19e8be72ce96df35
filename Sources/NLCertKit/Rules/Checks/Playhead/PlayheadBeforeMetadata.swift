/// The check behind NL207 (`rules/playhead/NL207-playhead-before-metadata.json`).
extension CheckLibrary {
    static let playheadBeforeMetadata = CheckFunction(
        name: "playheadBeforeMetadata", scope: .session, summary: "no playhead before the stream's first loadMetadata"
    ) { ctx in evaluatePlayheadBeforeMetadata(ctx) }

    private static func evaluatePlayheadBeforeMetadata(_ ctx: CheckContext) -> CheckDecision {
        let steps = PlaybackStep.walk(ctx.calls).filter { $0.call.api == .playheadPosition }
        if steps.isEmpty { return .notExercised("no playhead in this session") }
        var problems: [CheckDecision.Problem] = []
        if let first = steps.first(where: { !$0.loaded }) {
            let count = steps.filter { !$0.loaded }.count
            problems.append(
                .init(
                    message:
                        "\(count) playhead(s) sent before any loadMetadata, the first \(first.call.position.map(fmt) ?? "?")",
                    field: "playheadPosition", time: time(first.call), items: [ctx.item(first.call)]))
        }
        return .decided(problems, certainty: .exact)
    }
}
