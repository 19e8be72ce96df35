/// The check behind NL008 (`rules/capture/NL008-ping-not-https.json`).
extension CheckLibrary {
    static let pingOverHTTPS = CheckFunction(
        name: "pingOverHTTPS", scope: .capture, summary: "every Nielsen ping goes over HTTPS"
    ) { ctx in
        // What the SDK sends (pings, config, session, ID sync): an opt-out page the
        // user opens, a legacy page tag or the SDK script download is not its traffic.
        let pings = ctx.nielsenPings.lazy.filter { !$0.ping.isTunnel && $0.ping.kind.isSentBySDK }
        if pings.isEmpty { return .notExercised("no request sent by the Nielsen SDK in the capture") }
        // Lazily: a capture of a million pings is not copied to find the first 20.
        let problems = pings.filter { $0.ping.scheme.lowercased() == "http" }.prefix(20).map { p in
            CheckDecision.Problem(
                message: "\(p.ping.kind.rawValue) sent over plain http:// to \(p.ping.host)", field: "scheme",
                time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(Array(problems), certainty: .exact)
    }
}
