/// The check behind NL403 (`rules/identity/NL403-opt-out-state.json`).
extension CheckLibrary {
    static let optOutState = CheckFunction(
        name: "optOutState", scope: .capture, summary: "the capture was not made opted out"
    ) { ctx in
        let pings = ctx.nielsenPings.filter { $0.ping.kind.hasDCRParameters && $0.ping.has("uoo") }
        if pings.isEmpty { return .notExercised("no ping carries the opt-out state (uoo)") }
        if let out = pings.first(where: {
            let v = $0.ping.value("uoo") ?? ""
            return v == "1" || v == "true"
        }) {
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
