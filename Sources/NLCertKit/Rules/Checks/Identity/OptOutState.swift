/// The check behind NL403 (`rules/identity/NL403-opt-out-state.json`).
extension CheckLibrary {
    static let optOutState = CheckFunction(
        name: "optOutState", scope: .capture, summary: "the capture was not made opted out"
    ) { ctx in
        // One pass, each ping read where it lies: whether any carries the state, and the first
        // that says opted out.
        var carried = false
        let opted = ctx.nielsenPings.firstInPlace(1) {
            guard $0.ping.kind.hasDCRParameters, let v = $0.ping.ping.value(.optOut) else { return false }
            carried = true
            return v == "1" || v == "true"
        }
        if !carried { return .notExercised("no ping carries the opt-out state (uoo)") }
        if let out = opted.first {
            return .decided(
                [
                    .init(
                        message:
                            "pings report the user as opted out (uoo=\(out.ping.value("uoo") ?? "")): demographic measurement is off in this capture",
                        field: "uoo", time: out.ping.orderTime, items: [ctx.item(pingAt: out.index)].compactMap { $0 })
                ], certainty: .exact)
        }
        return .decided([], certainty: .exact)
    }
}
