/// The check behind NL203 (`rules/playhead/NL203-ad-playhead-starts-at-zero.json`).
extension CheckLibrary {
    static let adPlayheadStartsAtZero = CheckFunction(
        name: "adPlayheadStartsAtZero", scope: .session, summary: "each ad's first playhead is 0"
    ) { ctx in evaluateAdPlayheadStartsAtZero(ctx) }

    private static func evaluateAdPlayheadStartsAtZero(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var ads = 0
            var pendingAd: APICall?
            // The ad playing last, where its playheads got to and whether a stop came since:
            // the same ad loaded again after a stop is that ad resuming after an interruption
            // (loadMetadata and playheads on resume), its playhead going on where it stopped.
            var lastAd: (asset: String?, position: Double?, stopped: Bool)?
            var resumesAt: Double?
            for call in ctx.calls {
                switch call.api {
                case .loadMetadata:
                    let previous = lastAd
                    pendingAd = call.metadataType == "content" ? nil : call
                    resumesAt = nil
                    if let ad = pendingAd {
                        ads += 1
                        let asset = ad.firstArg?["assetid"]?.stringValue
                        if let previous, previous.stopped, let at = previous.position, asset != nil,
                            previous.asset == asset
                        {
                            resumesAt = at
                        }
                        lastAd = (asset, nil, false)
                    } else {
                        lastAd = nil
                    }
                case .stop, .end:
                    lastAd?.stopped = true
                case .playheadPosition:
                    if lastAd != nil, !(lastAd?.stopped ?? true) { lastAd?.position = call.position }
                    if let ad = pendingAd {
                        if let p = call.position, let at = resumesAt, abs(p - (at + 1)) <= 1 {
                            // The interrupted ad going on: no new start.
                        } else if let p = call.position, p != 0 {
                            problems.append(
                                .init(
                                    message:
                                        "the \(ad.metadataType ?? "ad") \(ad.firstArg?["assetid"]?.stringValue ?? "?") started at playhead \(fmt(p)), not 0",
                                    field: "playheadPosition", time: time(call),
                                    assetID: ad.firstArg?["assetid"]?.stringValue,
                                    items: [ctx.item(ad), ctx.item(call)]))
                        }
                        pendingAd = nil
                    }
                default:
                    break
                }
            }
            if ads == 0 { return .notExercised("no ad in this session") }
            return .decided(problems, certainty: .exact)
        case .pings:
            let adPings = pings(ctx, kind: "ad")
            if adPings.isEmpty {
                if pingsShowAds(ctx) {
                    // The Browser SDK and the App SDK's no-ad builds (Android noad 10.2 alike)
                    // send no ad ping: the content pings only count the ads (adl, noad).
                    return .notChecked(
                        "these pings hold no ad ping of their own (the Browser SDK and the App SDK's no-ad builds only count ads in the content pings), so no ad playhead shows; "
                            + CheckDecision.needsCalls)
                }
                return .notExercised("no ad in this session")
            }
            var problems: [CheckDecision.Problem] = []
            for (index, ping) in adPings {
                let segment = crediting(ping)?.segment
                let cln = ping.creditedSeconds ?? 0
                let length = ping.int("sd") ?? Int.max
                if let segment, segment != 1 {
                    problems.append(
                        .init(
                            message: "ad ping credits segment \(segment), not 1: the ad playhead did not start at 0",
                            field: "playheadPosition", time: ping.orderTime, assetID: ping.assetID,
                            items: [ctx.item(pingAt: index)].compactMap { $0 }))
                } else if cln > length {
                    problems.append(
                        .init(
                            message: "ad ping credits \(cln) s of a \(length) s ad: the ad playhead did not start at 0",
                            field: "playheadPosition", time: ping.orderTime, assetID: ping.assetID,
                            items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            }
            return .decided(problems, certainty: .inferred)
        }
    }

    /// The `V|D<segment>` part of `cr=4_00_99_D1_00000`.
    private static func crediting(_ ping: PingView) -> (duration: Bool, segment: Int)? {
        guard let cr = ping.value("cr") else { return nil }
        let parts = cr.split(separator: "_")
        guard parts.count >= 4, let kind = parts[3].first, kind == "V" || kind == "D",
            let segment = Int(parts[3].dropFirst())
        else { return nil }
        return (kind == "D", segment)
    }
}
