/// The check behind NL407 (`rules/identity/NL407-webview-static-pings.json`).
extension CheckLibrary {
    static let webviewStaticPings = CheckFunction(
        name: "webviewStaticPings", scope: .capture, summary: "no browser static pings inside an app capture"
    ) { ctx in
        let dcr = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing || $0.ping.kind == .sessionPing }
        let app =
            dcr.contains { $0.ping.sdkFamily == .iOS || $0.ping.sdkFamily == .android }
            || (SDKFamily(calls: ctx.calls).map { $0 != .browser } ?? false)
        guard app else { return .notExercised("not an app capture (no App SDK traffic or calls)") }
        let statics = dcr.filter { $0.ping.media == .staticPage && $0.ping.sdkFamily == .browser }
        let problems = statics.prefix(10).map { p in
            CheckDecision.Problem(
                message:
                    "browser static-SDK ping (rt=text, sdkv \(p.ping.value("c16") ?? "")) inside an app capture: inhibit the static SDK in in-app WebViews",
                field: "rt", time: p.ping.orderTime, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(Array(problems), certainty: .exact)
    }
}
