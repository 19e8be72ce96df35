/// The check behind NL304 (`rules/sequence/NL304-end-missing.json`).
extension CheckLibrary {
    static let endPresent = CheckFunction(
        name: "endPresent", scope: .session, summary: "content that played is closed with end"
    ) { ctx in evaluateEndPresent(ctx) }

    private static func evaluateEndPresent(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            let steps = PlaybackStep.walk(ctx.calls)
            guard let last = steps.last(where: { $0.call.api == .playheadPosition && $0.media == .content }) else {
                return .notExercised("no content playhead in this session")
            }
            if ctx.calls.contains(where: { $0.api == .end }) { return .decided([], certainty: .exact) }
            return .decided(
                [
                    .init(
                        message:
                            "content \(last.metadata?["assetid"]?.stringValue ?? "") played to \(last.call.position.map(fmt) ?? "?") but end was never called",
                        field: "end", time: time(last.call), assetID: last.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(last.call)])
                ],
                certainty: .exact)
        case .pings:
            let content = pings(ctx, kind: "content")
            guard let lastPing = content.last else { return .notExercised("no content ping in this session") }
            if content.contains(where: { $0.ping.events.contains { $0.kind == .end } }) {
                return .decided([], certainty: .inferred)
            }
            let pausedAt = events(ctx).last.flatMap { $0.event.kind == .pause ? $0.event.position : nil }
            let last = pausedAt.map { "the last event is a pause at \($0) that nothing resumed and " } ?? ""
            return .decided(
                [
                    .init(
                        message:
                            "\(last)no ping of this session reports the content's end (no ST event): end was probably not called",
                        field: "end", time: lastPing.ping.orderTime, assetID: lastPing.ping.assetID,
                        items: [ctx.item(pingAt: lastPing.index)].compactMap { $0 })
                ], certainty: .inferred)
        }
    }
}
