/// The check behind NL112 (`rules/metadata/NL112-content-metadata-changed.json`).
extension CheckLibrary {
    static let metadataStable = CheckFunction(
        name: "metadataStable", scope: .session, combinesEvidence: true,
        summary: "content metadata of one asset does not change within the session",
        arguments: [CheckParameter("fields", .fieldList, required: true, help: "keys compared")]
    ) { ctx in evaluateMetadataStable(ctx) }

    private static func evaluateMetadataStable(_ ctx: CheckContext) -> CheckDecision {
        let fields = ctx.fields("fields")
        // Where a value was seen: evidence items are described only for a finding.
        enum Source {
            case call(APICall)
            case ping(Int)
        }
        func item(_ source: Source) -> EvidenceItem? {
            switch source {
            case .call(let call): return ctx.item(call)
            case .ping(let index): return ctx.item(pingAt: index)
            }
        }
        // First values per asset, aligned with `fields`.
        var firstSeen: [String: (values: [String?], source: Source)] = [:]
        var problems: [CheckDecision.Problem] = []
        var reported: Set<String> = []
        func compare(asset: String, values: [String?], source: Source, time: Double?) {
            guard let first = firstSeen[asset] else {
                firstSeen[asset] = (values, source)
                return
            }
            for (i, field) in fields.enumerated() {
                guard let a = first.values[i], let b = values[i], a != b,
                    reported.insert(asset + "\u{0}" + field.key).inserted
                else { continue }
                problems.append(
                    .init(
                        message: "\(field.key) of \(asset) changed from \(quote(a)) to \(quote(b))", field: field.key,
                        time: time,
                        assetID: asset, items: [item(first.source), item(source)].compactMap { $0 }))
            }
        }
        // The calls' values and the pings' are compared each among themselves (the two
        // disagreeing is NL115's finding, not a change of metadata).
        for call in metadataCalls(ctx, kind: "content") {
            guard let asset = call.firstArg?["assetid"]?.stringValue else { continue }
            compare(
                asset: asset, values: fields.map { text(call.firstArg?[$0.key]) }, source: .call(call), time: time(call)
            )
        }
        let sawCalls = !firstSeen.isEmpty
        firstSeen = [:]
        do {
            let params = fields.map { $0.pingParameter.map(PingView.Key.init) }
            // Pings mostly repeat the previous ping's asset: keep its first values at hand.
            var last: (asset: String, values: [String?])?
            for (index, ping) in pings(ctx, kind: "content") {
                guard let asset = ping.assetID, !asset.isEmpty else { continue }
                let first = last?.asset == asset ? last?.values : firstSeen[asset]?.values
                // Most pings repeat their asset's first values: check that without building a list.
                if let first, repeats(first, params: params, in: ping) {
                    last = (asset, first)
                    continue
                }
                compare(
                    asset: asset, values: params.map { $0.flatMap(ping.value) }, source: .ping(index),
                    time: ping.orderTime)
                last = firstSeen[asset].map { (asset, $0.values) }
            }
        }
        if firstSeen.isEmpty && !sawCalls { return .notExercised("no content metadata in this session") }
        // A view's pings keep the metadata its first loadMetadata gave (the real Browser SDK
        // sent the first title all through a view whose content came back from a midroll with
        // another): pings that agree do not show the calls did.
        if problems.isEmpty && !sawCalls {
            return .notChecked(
                "the SDK's pings carry the metadata a view started with, so a change in a later loadMetadata of the same view does not show in them; "
                    + CheckDecision.needsCalls)
        }
        return .decided(problems, certainty: .exact)
    }

    /// Whether `ping` carries the same value as `first` for every parameter it sends.
    private static func repeats(_ first: [String?], params: [PingView.Key?], in ping: PingView) -> Bool {
        params.indices.allSatisfy { i in
            guard let a = first[i], let p = params[i], let b = ping.value(p) else { return true }
            return a == b
        }
    }
}
