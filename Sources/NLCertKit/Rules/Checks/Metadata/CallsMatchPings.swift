/// The check behind NL115 (`rules/metadata/NL115-calls-pings-disagree.json`).
/// Where a session has both API calls and pings: whether they agree on each content view's metadata.
extension CheckLibrary {
    static let callsMatchPings = CheckFunction(
        name: "callsMatchPings", scope: .session, combinesEvidence: true,
        summary: "each content view's loadMetadata and its pings carry the same values",
        arguments: [
            CheckParameter(
                "fields", .fieldList, required: true, help: "metadata keys compared with their ping parameters")
        ]
    ) { ctx in evaluateCallsMatchPings(ctx) }

    private static func evaluateCallsMatchPings(_ ctx: CheckContext) -> CheckDecision {
        guard let coverage = ctx.scope.coverage, !ctx.calls.isEmpty, !ctx.dcrPings.isEmpty else {
            return .notExercised("the session has no API call and DCR ping to compare")
        }
        if coverage.pairs.isEmpty { return .notExercised("no content view with both its loadMetadata and its pings") }
        let fields = ctx.fields("fields").filter { $0.pingParameter != nil }
        let calls = ctx.timeline.calls
        var problems: [CheckDecision.Problem] = []
        for pair in coverage.pairs where calls.indices.contains(pair.call) {
            let call = calls[pair.call]
            for field in fields {
                guard let param = field.pingParameter, let sent = text(call.firstArg?[field.key]) else { continue }
                for index in pair.pings {
                    guard let ping = ctx.scope.view(at: index), let carried = ping.value(param), carried != sent else {
                        continue
                    }
                    problems.append(
                        .init(
                            message: "the log says \(CheckContext.describe(call)) with \(field.key) \(quote(sent)), "
                                + "but the ping carries \(param)=\(quote(carried))",
                            field: field.key, time: ping.orderTime, assetID: ping.assetID,
                            items: [ctx.item(call), ctx.item(pingAt: index)].compactMap { $0 }))
                    break
                }
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
