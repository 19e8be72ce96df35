/// The check behind NL004 (`rules/capture/NL004-ping-truncated.json`).
extension CheckLibrary {
    static let pingNotTruncated = CheckFunction(
        name: "pingNotTruncated", scope: .capture, summary: "no ping URL is cut off"
    ) { ctx in
        let dataPing = { (p: ScopeData.IndexedPing) in p.ping.kind == .dcrPing || p.ping.kind == .sessionPing }
        let all = ctx.nielsenPings
        if !all.containsInPlace(where: dataPing) { return .notExercised("no DCR or session ping in the capture") }
        // A URL the log itself cut (logcat keeps ~4 KB of a line) says nothing about the
        // ping the SDK sent.
        let sent = { (p: ScopeData.IndexedPing) in dataPing(p) && !p.ping.cutByLog }
        if !all.containsInPlace(where: sent) {
            return .notChecked(
                "the log cut every ping URL it holds (logcat keeps about 4 KB of a line); " + CheckDecision.needsNetwork
            )
        }
        // The decoder decides truncation; its first problem says how (the cut problems come
        // before any evdata problem).
        // One pass that stops at the 20th: a capture of a million pings is not copied.
        let cut = all.firstInPlace(20) { sent($0) && $0.ping.ping.isTruncated }
        let problems = cut.map { p -> CheckDecision.Problem in
            let how = p.ping.decodeProblems.first ?? "no closing rnd parameter"
            let last = p.ping.parameters.last.map { "\($0.key)=\($0.raw)" } ?? ""
            return .init(
                message: "ping URL is cut off (\(how)); it ends with \(quote(last))", field: "url",
                time: p.ping.orderTime, assetID: p.ping.assetID, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(problems, certainty: .exact)
    }
}
