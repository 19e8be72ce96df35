/// The check behind NL305 (`rules/sequence/NL305-play-missing.json`).
extension CheckLibrary {
    static let playFirst = CheckFunction(
        name: "playFirst", scope: .session, summary: "a stream starts with play before loadMetadata"
    ) { ctx in evaluatePlayFirst(ctx) }

    private static func evaluatePlayFirst(_ ctx: CheckContext) -> CheckDecision {
        guard let first = ctx.calls.first(where: { $0.api == .play || $0.api == .loadMetadata }) else {
            return .notExercised("no play or loadMetadata call in this session")
        }
        if first.api == .play { return .decided([], certainty: .exact) }
        return .decided(
            [
                .init(
                    message: "the stream starts with \(CheckContext.describe(first)) without a play before it",
                    field: "play",
                    time: time(first), assetID: first.firstArg?["assetid"]?.stringValue, items: [ctx.item(first)])
            ], certainty: .exact)
    }
}
