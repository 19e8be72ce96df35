/// The check behind NL301 (`rules/sequence/NL301-content-metadata-first.json`).
extension CheckLibrary {
    static let contentMetadataFirst = CheckFunction(
        name: "contentMetadataFirst", scope: .session, summary: "the first loadMetadata after play is content"
    ) { ctx in evaluateContentMetadataFirst(ctx) }

    private static func evaluateContentMetadataFirst(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            guard let first = ctx.calls.first(where: { $0.api == .loadMetadata }) else {
                return .notExercised("no loadMetadata call in this session")
            }
            if first.metadataType == "content" { return .decided([], certainty: .exact) }
            return .decided(
                [
                    .init(
                        message:
                            "the first loadMetadata of the stream is \(first.metadataType ?? "untyped") \(first.firstArg?["assetid"]?.stringValue ?? ""), not content",
                        field: "type", time: time(first), assetID: first.firstArg?["assetid"]?.stringValue,
                        items: [ctx.item(first)])
                ],
                certainty: .exact)
        case .pings:
            guard pingsShowAds(ctx) else { return .notExercised("no ad in this session") }
            var problems: [CheckDecision.Problem] = []
            // App SDK: ad pings before any content ping lack the content's program.
            let firstContent = ctx.dcrPings.firstIndex { !$0.ping.isAdPing }
            let early = ctx.dcrPings.prefix(firstContent ?? ctx.dcrPings.count).filter { $0.ping.isAdPing }
            if let bad = early.first(where: { ($0.ping.program ?? "").isEmpty }) {
                problems.append(
                    .init(
                        message:
                            "an ad ping before any content ping carries no program (cg): the ad's metadata was probably loaded before the content's",
                        field: "type", time: bad.ping.orderTime, assetID: bad.ping.assetID,
                        items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
            }
            // Browser: the play time equals the content start on a ping that counted ads. (Seen
            // with the Browser SDK only; the App SDK's starttm on a correct preroll is unknown.)
            // Only ads counted before the view credited any content can have come first: a
            // midroll or a postroll is counted on a later ping of a view that started at play.
            let content = pings(ctx, kind: "content")
            for (position, (index, ping)) in content.enumerated() where (ping.adCount ?? 0) >= 1 {
                let family = ping.sdkFamily
                guard family != .android, family != .iOS, let start = ping.startTime,
                    ping.events.contains(where: { $0.kind == .play && $0.time == start }),
                    !content[..<position].contains(where: {
                        $0.ping.startTime == start && $0.ping.assetID == ping.assetID
                            && ($0.ping.creditedSeconds ?? 0) > 0
                    })
                else { continue }
                problems.append(
                    .init(
                        message:
                            "the content view started at the play time although ads were counted: an ad's metadata may have been loaded before the content's",
                        field: "type", time: Double(start), assetID: ping.assetID,
                        items: [ctx.item(pingAt: index)].compactMap { $0 }))
                break
            }
            if problems.isEmpty {
                return .notChecked("the pings leave no sign of the metadata order here; " + CheckDecision.needsCalls)
            }
            return .decided(problems, certainty: .inferred)
        }
    }
}
