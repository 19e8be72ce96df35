/// The check behind NL008 (`rules/capture/NL008-ping-not-https.json`).
extension CheckLibrary {
    static let pingOverHTTPS = CheckFunction(
        name: "pingOverHTTPS", scope: .capture, summary: "every Nielsen ping goes over HTTPS"
    ) { ctx in
        // What the SDK sends (pings, config, session, ID sync): an opt-out page the
        // user opens, a legacy page tag or the SDK script download is not its traffic.
        let sentBySDK = { (p: ScopeData.IndexedPing) in !p.ping.isTunnel && p.ping.kind.isSentBySDK }
        let pings = ctx.nielsenPings
        if !pings.containsInPlace(where: sentBySDK) {
            return .notExercised("no request sent by the Nielsen SDK in the capture")
        }
        // One pass that stops at the 20th: a capture of a million pings is not copied.
        let plain = pings.firstInPlace(20) { sentBySDK($0) && isPlainHTTP($0.ping.scheme) }
        let problems = plain.map { p in
            CheckDecision.Problem(
                message: "\(p.ping.kind.rawValue) sent over plain http:// to \(p.ping.host)", field: "scheme",
                time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(problems, certainty: .exact)
    }

    /// Whether `scheme` is `http` in any case, compared byte by byte (a lowercased copy of
    /// each of a million schemes cost more than the rule's other work).
    static func isPlainHTTP(_ scheme: String) -> Bool {
        scheme.utf8.count == 4 && zip(scheme.utf8, "http".utf8).allSatisfy { $0 == $1 || $0 == $1 - 0x20 }
    }
}
