/// The check behind NL110 (`rules/metadata/NL110-ad-metadata-invalid.json`).
extension CheckLibrary {
    static let adMetadata = CheckFunction(
        name: "adMetadata", scope: .session, combinesEvidence: true,
        summary: "ad metadata has an assetid and a known ad type",
        options: [CheckParameter("types", .stringList, required: true, help: "allowed ad types")]
    ) { ctx in evaluateAdMetadata(ctx) }

    private static func evaluateAdMetadata(_ ctx: CheckContext) -> CheckDecision {
        let types = ctx.strings("types")
        var problems: [CheckDecision.Problem] = []
        let ads = metadataCalls(ctx, kind: "ad")
        let adPings = pings(ctx, kind: "ad")
        if ads.isEmpty && adPings.isEmpty {
            if pingsShowAds(ctx) {
                return .notChecked("the browser SDK never sends ad metadata; " + CheckDecision.needsCalls)
            }
            return .notExercised(
                ctx.mode == .calls ? "no ad loadMetadata call in this session" : "no ad in this session")
        }
        for call in ads {
            let type = call.metadataType ?? ""
            if !types.contains(type) {
                problems.append(
                    .init(
                        message: "ad metadata type is \(quote(type)); allowed: \(types.joined(separator: ", "))",
                        field: "type",
                        time: time(call), items: [ctx.item(call)]))
            }
            if (text(call.firstArg?["assetid"]) ?? "").isEmpty {
                problems.append(
                    .init(
                        message: "ad metadata (\(type)) has no assetid", field: "assetid", time: time(call),
                        items: [ctx.item(call)]))
            }
        }
        if ads.allSatisfy({ !(text($0.firstArg?["assetid"]) ?? "").isEmpty }) {
            for (index, ping) in adPings where (ping.assetID ?? "").isEmpty {
                problems.append(
                    .init(
                        message: "App SDK ad ping without an assetid (ai)", field: "assetid", time: ping.orderTime,
                        items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
