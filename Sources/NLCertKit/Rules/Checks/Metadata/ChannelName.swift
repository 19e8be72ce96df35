/// The check behind NL114 (`rules/metadata/NL114-channelname-missing.json`).
extension CheckLibrary {
    static let channelName = CheckFunction(
        name: "channelName", scope: .session, summary: "play is called with a channelName object"
    ) { ctx in evaluateChannelName(ctx) }

    private static func evaluateChannelName(_ ctx: CheckContext) -> CheckDecision {
        let plays = ctx.calls.filter { $0.api == .play }
        if plays.isEmpty { return .notExercised("no play call in this session") }
        if isBrowserSDK(ctx), plays.allSatisfy({ $0.firstArg?.objectValue == nil }) {
            return .notExercised(
                "an App SDK rule: this is the Browser SDK (its play takes a playhead, not a channelName object)")
        }
        var problems: [CheckDecision.Problem] = []
        for call in plays {
            let name = call.firstArg?["channelName"].flatMap { text($0) } ?? ""
            if name.isEmpty {
                problems.append(
                    .init(
                        message: "play was called without a channelName object", field: "channelName", time: time(call),
                        items: [ctx.item(call)]))
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
