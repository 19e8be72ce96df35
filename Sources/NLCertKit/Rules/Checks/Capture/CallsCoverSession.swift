/// The check behind NL009 (`rules/capture/NL009-log-incomplete.json`).
/// Where a session has both API calls and pings: whether the calls cover it (`SessionCoverage`).
extension CheckLibrary {
    static let callsCoverSession = CheckFunction(
        name: "callsCoverSession", scope: .session, combinesEvidence: true,
        summary: "the SDK log or trace holds every call the session's pings show"
    ) { ctx in evaluateCallsCoverSession(ctx) }

    private static func evaluateCallsCoverSession(_ ctx: CheckContext) -> CheckDecision {
        guard let coverage = ctx.scope.coverage, !ctx.calls.isEmpty, !ctx.dcrPings.isEmpty else {
            return .notExercised("the session has no API call and DCR ping to compare")
        }
        guard let text = coverage.incompleteness else { return .decided([], certainty: .exact) }
        let first = ctx.dcrPings.first
        return .decided(
            [
                .init(
                    message: text + "; rules the calls cannot decide whole are inferred from the pings or not checked",
                    field: "log", time: first?.ping.orderTime,
                    items: [ctx.calls.first.map { ctx.item($0) }, first.flatMap { ctx.item(pingAt: $0.index) }]
                        .compactMap { $0 })
            ],
            certainty: .exact)
    }
}
