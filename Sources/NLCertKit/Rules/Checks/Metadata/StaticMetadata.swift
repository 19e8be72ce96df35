/// The check behind NL120 (`rules/metadata/NL120-static-metadata-invalid.json`).
extension CheckLibrary {
    static let staticMetadata = CheckFunction(
        name: "staticMetadata", scope: .session,
        summary: "static loadMetadata has type \"static\" and a section, all values strings",
        options: [
            CheckParameter(
                "maxSectionLength", .number, help: "longest section accepted (the guides give none; unset: not checked)"
            )
        ]
    ) { ctx in evaluateStaticMetadata(ctx) }

    private static func evaluateStaticMetadata(_ ctx: CheckContext) -> CheckDecision {
        let loads = ctx.calls.filter { $0.api == .loadMetadata }
        if loads.isEmpty { return .notExercised("no loadMetadata in this static session") }
        let limit = ctx.option("maxSectionLength")?.doubleValue
        var problems: [CheckDecision.Problem] = []
        for call in loads {
            guard let members = call.firstArg?.objectValue else {
                problems.append(
                    .init(
                        message: "static loadMetadata without a metadata object", time: time(call),
                        items: [ctx.item(call)]))
                continue
            }
            if call.metadataType != "static" {
                problems.append(
                    .init(
                        message:
                            "static view metadata has type \(call.firstArg?["type"].map { JSONWriter.write($0) } ?? "missing"), not \"static\"",
                        field: "type", time: time(call), items: [ctx.item(call)]))
            }
            let section = call.firstArg?["section"]?.stringValue ?? ""
            if section.isEmpty {
                problems.append(
                    .init(
                        message: "static view metadata has no section (the page or screen name)", field: "section",
                        time: time(call),
                        items: [ctx.item(call)]))
            } else if let limit, Double(section.count) > limit {
                problems.append(
                    .init(
                        message:
                            "static section is \(section.count) characters long (limit \(fmt(limit))): \(quote(section))",
                        field: "section", time: time(call), items: [ctx.item(call)]))
            }
            for m in members where m.value.stringValue == nil {
                problems.append(
                    .init(
                        message: "static metadata \(m.key) is \(JSONWriter.write(m.value)), not a string", field: m.key,
                        time: time(call),
                        items: [ctx.item(call)]))
            }
        }
        if problems.isEmpty, limit == nil {
            return CheckDecision(
                verdict: .pass, certainty: .exact,
                reason:
                    "section length not checked: the guides give no limit (set options.maxSectionLength to enforce one)"
            )
        }
        return .decided(problems, certainty: .exact)
    }
}
