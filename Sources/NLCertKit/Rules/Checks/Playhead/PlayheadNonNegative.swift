/// The check behind NL208 (`rules/playhead/NL208-playhead-negative.json`).
extension CheckLibrary {
    static let playheadNonNegative = CheckFunction(
        name: "playheadNonNegative", scope: .session, summary: "playheads are never negative"
    ) { ctx in evaluatePlayheadNonNegative(ctx) }

    /// Playheads are whole seconds from 0: a negative one is dropped by the SDK (the Browser
    /// SDK answers it with an error report) and credits nothing.
    private static func evaluatePlayheadNonNegative(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            let steps = PlaybackStep.walk(ctx.calls).filter { $0.call.api == .playheadPosition }
            if steps.isEmpty { return .notExercised("no playhead in this session") }
            let negative = steps.filter { ($0.call.position ?? 0) < 0 }
            guard let first = negative.first else { return .decided([], certainty: .exact) }
            let values = negative.prefix(5).compactMap(\.call.position).map(fmt).joined(separator: ", ")
            return .decided(
                [
                    .init(
                        message:
                            "\(negative.count) negative playhead(s) (\(values)\(negative.count > 5 ? ", …" : "")): the SDK ignores them",
                        field: "playheadPosition", time: time(first.call),
                        assetID: first.metadata?["assetid"]?.stringValue,
                        items: negative.prefix(2).map { ctx.item($0.call) })
                ], certainty: .exact)
        case .pings:
            let events = events(ctx)
            if let bad = events.first(where: { $0.event.position < 0 }) {
                return .decided(
                    [
                        .init(
                            message: "the SDK reported a negative playhead (\(bad.event.position)) in evdata",
                            field: "playheadPosition", time: Double(bad.event.time), assetID: bad.ping.assetID,
                            items: [ctx.item(pingAt: bad.index)].compactMap { $0 })
                    ], certainty: .inferred)
            }
            return .notChecked("the SDK drops negative playheads before it sends; " + CheckDecision.needsCalls)
        }
    }
}
