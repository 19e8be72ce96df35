/// The check behind NL320 (`rules/sequence/NL320-static-end-missing.json`).
extension CheckLibrary {
    static let staticEndCalled = CheckFunction(
        name: "staticEndCalled", scope: .session, summary: "staticEnd is called when a static view is left"
    ) { ctx in evaluateStaticEndCalled(ctx) }

    /// Every static view ends with `staticEnd` before the next view or the end of the capture.
    private static func evaluateStaticEndCalled(_ ctx: CheckContext) -> CheckDecision {
        var open: APICall?
        var problems: [CheckDecision.Problem] = []
        var views = 0
        func unclosed(_ view: APICall, _ why: String) {
            let section = view.firstArg?["section"]?.stringValue.map { " (section \(quote($0)))" } ?? ""
            problems.append(
                .init(
                    message:
                        "static view\(section) \(why) without staticEnd: call staticEnd when the user leaves the page or screen",
                    field: "staticEnd", time: time(view), items: [ctx.item(view)]))
        }
        for call in ctx.calls {
            if call.api == .loadMetadata, call.metadataType == "static" {
                views += 1
                if let view = open { unclosed(view, "was followed by another view") }
                open = call
            } else if call.api == .staticEnd || call.rawName == "staticEnd" {
                open = nil
            }
        }
        if views == 0 { return .notExercised("no static view in this session") }
        if let view = open { unclosed(view, "is the last of the capture") }
        return .decided(problems, certainty: .exact)
    }
}
