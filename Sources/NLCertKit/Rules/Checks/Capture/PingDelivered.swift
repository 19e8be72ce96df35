/// The check behind NL003 (`rules/capture/NL003-ping-not-delivered.json`).
extension CheckLibrary {
    static let pingDelivered = CheckFunction(
        name: "pingDelivered", scope: .capture, summary: "every Nielsen request was delivered"
    ) { ctx in
        let nielsen = ctx.nielsenPings
        if !nielsen.containsInPlace(where: { !$0.ping.isTunnel }) {
            return .notExercised("no Nielsen request in the capture")
        }
        let answered = nielsen.containsInPlace { p in
            !p.ping.isTunnel && (p.ping.status != nil || p.ping.failure != nil)
        }
        guard answered else {
            return .notChecked("the capture records no response status; needs a HAR or Charles session")
        }
        // One pass that stops at the 20th: a capture of a million pings is not copied.
        let failed = nielsen.firstInPlace(20) { p in
            let q = p.ping
            return !q.isTunnel && (q.failure != nil || q.status == 0 || (q.status ?? 200) >= 400)
        }
        let problems = failed.map { p in
            let q = p.ping
            let why = q.failure ?? "HTTP status \(q.status.map(String.init) ?? "?")"
            return CheckDecision.Problem(
                message: "\(p.ping.kind.rawValue) to \(p.ping.host) was not delivered: \(why)", field: "status",
                time: q.capturedTime?.epochSeconds, assetID: p.ping.assetID,
                items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(problems, certainty: .exact)
    }
}
