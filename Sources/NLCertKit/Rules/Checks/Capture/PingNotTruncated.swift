/// The check behind NL004 (`rules/capture/NL004-ping-truncated.json`).
extension CheckLibrary {
    static let pingNotTruncated = CheckFunction(
        name: "pingNotTruncated", scope: .capture, summary: "no ping URL is cut off"
    ) { ctx in
        // Lazily: a capture of a million pings is not copied to find the first 20.
        let all = ctx.nielsenPings.lazy.filter { $0.ping.kind == .dcrPing || $0.ping.kind == .sessionPing }
        if all.isEmpty { return .notExercised("no DCR or session ping in the capture") }
        // A URL the log itself cut (logcat keeps ~4 KB of a line) says nothing about the
        // ping the SDK sent.
        let pings = all.filter { !$0.ping.cutByLog }
        if pings.isEmpty {
            return .notChecked(
                "the log cut every ping URL it holds (logcat keeps about 4 KB of a line); " + CheckDecision.needsNetwork
            )
        }
        // The decoder decides truncation; its first problem says how (the cut problems come
        // before any evdata problem).
        let problems = pings.filter { $0.ping.ping.isTruncated }.prefix(20).map { p -> CheckDecision.Problem in
            let how = p.ping.decodeProblems.first ?? "no closing rnd parameter"
            let last = p.ping.parameters.last.map { "\($0.key)=\($0.raw)" } ?? ""
            return .init(
                message: "ping URL is cut off (\(how)); it ends with \(quote(last))", field: "url",
                time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(Array(problems), certainty: .exact)
    }
}
