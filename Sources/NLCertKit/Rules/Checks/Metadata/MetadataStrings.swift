/// The check behind NL111 (`rules/metadata/NL111-metadata-not-string.json`).
extension CheckLibrary {
    static let metadataStrings = CheckFunction(
        name: "metadataStrings", scope: .session, combinesEvidence: true,
        summary: "every metadata value is a JSON string and every key has its documented case",
        arguments: [CheckParameter("keys", .stringList, required: true, help: "documented keys, in their case")]
    ) { ctx in evaluateMetadataStrings(ctx) }

    private static func evaluateMetadataStrings(_ ctx: CheckContext) -> CheckDecision {
        let known = ctx.strings("keys")
        let lowered = Dictionary(known.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        let calls = metadataCalls(ctx, kind: "any")
        if calls.isEmpty { return .notExercised("no loadMetadata call in this session") }
        var problems: [CheckDecision.Problem] = []
        for call in calls {
            guard let members = call.firstArg?.objectValue else {
                problems.append(
                    .init(
                        message:
                            "loadMetadata was given \(call.firstArg?.typeName ?? "nothing"), not a metadata object",
                        time: time(call), items: [ctx.item(call)]))
                continue
            }
            for m in members {
                if let proper = lowered[m.key.lowercased()], proper != m.key {
                    problems.append(
                        .init(
                            message: "metadata key \(quote(m.key)) must be spelled \(quote(proper))", field: proper,
                            time: time(call),
                            assetID: call.firstArg?["assetid"]?.stringValue, items: [ctx.item(call)]))
                }
                if m.value.stringValue == nil {
                    problems.append(
                        .init(
                            message:
                                "metadata \(m.key) is a JSON \(m.value.typeName) (\(text(m.value) ?? "null")); every value must be a string",
                            field: m.key, time: time(call), assetID: call.firstArg?["assetid"]?.stringValue,
                            items: [ctx.item(call)]))
                }
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
