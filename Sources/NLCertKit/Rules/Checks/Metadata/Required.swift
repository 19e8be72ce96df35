/// The check behind NL105 (`rules/metadata/NL105-content-metadata-missing.json`).
extension CheckLibrary {
    static let required = CheckFunction(
        name: "required", scope: .session, combinesEvidence: true, summary: "metadata fields are present and not empty",
        arguments: [
            CheckParameter("fields", .fieldList, required: true, help: "keys that must be present"),
            CheckParameter("metadata", .string, help: "which loadMetadata objects: content (default), ad or any"),
        ]
    ) { ctx in evaluateRequired(ctx) }

    private static func evaluateRequired(_ ctx: CheckContext) -> CheckDecision {
        let fields = ctx.fields("fields")
        let kind = ctx.argument("metadata")?.stringValue ?? "content"
        var problems: [CheckDecision.Problem] = []
        var reported: Set<String> = []
        // The calls' metadata objects: keys missing or empty.
        let calls = metadataCalls(ctx, kind: kind)
        let list = pings(ctx, kind: kind)
        if calls.isEmpty && list.isEmpty {
            return .notExercised(
                ctx.mode == .calls ? "no \(kind) loadMetadata call in this session" : "no \(kind) ping in this session")
        }
        for call in calls {
            let missing = fields.filter { (text(call.firstArg?[$0.key]) ?? "").isEmpty }.map(\.key)
            reported.formUnion(missing)
            if !missing.isEmpty {
                problems.append(
                    .init(
                        message: "loadMetadata(\(call.metadataType ?? "?")) lacks \(missing.joined(separator: ", "))",
                        field: missing.first, time: time(call), assetID: call.firstArg?["assetid"]?.stringValue,
                        items: [ctx.item(call)]))
            }
        }
        // The pings' parameters: sent empty (a key the calls already lack is reported once).
        do {
            let keys = fields.map { $0.pingParameter.map(PingView.Key.init) }
            for (index, ping) in list {
                // By position: a field and its key are copied out only for an empty value.
                for k in keys.indices {
                    guard let key = keys[k], ping.value(key)?.isEmpty == true else { continue }
                    let field = fields[k]
                    guard reported.insert(field.key).inserted else { continue }
                    problems.append(
                        .init(
                            message: "\(field.key) is empty (ping parameter \(key.name))", field: field.key,
                            time: ping.orderTime,
                            assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
