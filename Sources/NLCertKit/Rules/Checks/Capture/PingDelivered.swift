/// The check behind NL003 (`rules/capture/NL003-ping-not-delivered.json`).
extension CheckLibrary {
    static let pingDelivered = CheckFunction(
        name: "pingDelivered", scope: .capture, summary: "every Nielsen request was delivered"
    ) { ctx in
        let nielsen = ctx.nielsenPings.lazy.filter { !$0.ping.isTunnel }
        if nielsen.isEmpty { return .notExercised("no Nielsen request in the capture") }
        guard nielsen.contains(where: { $0.ping.status != nil || $0.ping.failure != nil }) else {
            return .notChecked("the capture records no response status; needs a HAR or Charles session")
        }
        // Lazily: a capture of a million pings is not copied to find the first 20.
        let failed = nielsen.filter { p in
            let q = p.ping
            return q.failure != nil || q.status == 0 || (q.status ?? 200) >= 400
        }
        let problems = failed.prefix(20).map { p in
            let q = p.ping
            let why = q.failure ?? "HTTP status \(q.status.map(String.init) ?? "?")"
            return CheckDecision.Problem(
                message: "\(p.ping.kind.rawValue) to \(p.ping.host) was not delivered: \(why)", field: "status",
                time: q.capturedTime?.epochSeconds, assetID: p.ping.assetID,
                items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(Array(problems), certainty: .exact)
    }
}
