/// The check behind NL306 (`rules/sequence/NL306-postroll-after-end.json`).
extension CheckLibrary {
    static let postrollAfterEnd = CheckFunction(
        name: "postrollAfterEnd", scope: .session, summary: "postroll metadata is loaded after the content's end"
    ) { ctx in evaluatePostrollAfterEnd(ctx) }

    private static func evaluatePostrollAfterEnd(_ ctx: CheckContext) -> CheckDecision {
        let steps = PlaybackStep.walk(ctx.calls)
        let postrolls = steps.filter { $0.call.api == .loadMetadata && $0.call.metadataType == "postroll" }
        if postrolls.isEmpty { return .notExercised("no postroll in this session") }
        let problems = postrolls.filter { !$0.ended }.map { step in
            CheckDecision.Problem(
                message:
                    "postroll \(step.call.firstArg?["assetid"]?.stringValue ?? "") was loaded before end of its content",
                field: "end", time: time(step.call), assetID: step.call.firstArg?["assetid"]?.stringValue,
                items: [ctx.item(step.call)])
        }
        return .decided(problems, certainty: .exact)
    }
}
