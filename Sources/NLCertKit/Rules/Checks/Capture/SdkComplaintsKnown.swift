/// The check behind NL012 (`rules/capture/NL012-sdk-error-unknown.json`).
extension CheckLibrary {
    static let sdkComplaintsKnown = CheckFunction(
        name: "sdkComplaintsKnown", scope: .capture,
        summary: "every error the SDK reported is one nlcert can read into a rule"
    ) { ctx in evaluateSdkComplaintsKnown(ctx) }

    private static func evaluateSdkComplaintsKnown(_ ctx: CheckContext) -> CheckDecision {
        let timeline = ctx.timeline
        let complaints = timeline.sdkMessages.indices.filter { timeline.sdkMessages[$0].kind == .complaint }
        if complaints.isEmpty { return .notExercised("the SDK reported no error") }
        let noSession = timeline.viewingSessions.isEmpty
        let unread = complaints.filter { timeline.sdkMessages[$0].ruleID == nil || noSession }
        let problems = unread.prefix(20).map { index in
            let m = timeline.sdkMessages[index]
            let what =
                m.ruleID == nil
                ? "the SDK reported an error nlcert does not know\(m.code.map { " (code \($0))" } ?? ""): \(quote(m.text))"
                : "the SDK reported \(quote(m.text)) (evidence for \(m.ruleID ?? "")), but the capture holds no viewing session to place it in"
            return CheckDecision.Problem(
                message: what + "; look it up in the SDK's documentation",
                field: "sdk-\(m.code.map(String.init) ?? m.name)",
                time: m.time?.epochSeconds, items: [EvidenceItem(location: m.location, reference: .sdkMessage(index))])
        }
        return .decided(Array(problems), certainty: .exact)
    }
}
