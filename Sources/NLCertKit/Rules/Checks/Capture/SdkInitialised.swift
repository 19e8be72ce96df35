/// The check behind NL006 (`rules/capture/NL006-sdk-not-initialised.json`).
extension CheckLibrary {
    static let sdkInitialised = CheckFunction(
        name: "sdkInitialised", scope: .capture, summary: "the SDK's config/session request precedes measurement"
    ) { ctx in
        let dcr = ctx.nielsenPings.lazy.filter { $0.ping.kind == .dcrPing }
        let initialised = ctx.nielsenPings.contains { $0.ping.kind == .config || $0.ping.kind == .sessionPing }
        let measuring = ctx.calls.filter { $0.api == .play || $0.api == .loadMetadata || $0.api == .playheadPosition }
        if dcr.isEmpty && measuring.isEmpty { return .notExercised("no DCR ping or measurement call in the capture") }
        // Device logs list the data pings the SDK sent, not its config request: there
        // the init call decides, and without one nothing here can.
        let fromNetwork = dcr.contains { !$0.ping.format.isDeviceLog }
        if !dcr.isEmpty && !initialised && !fromNetwork {
            if ctx.calls.contains(where: { $0.api == .initialize }) { return .decided([], certainty: .exact) }
            return .notChecked(
                "a device log lists data pings but not the SDK's config request; " + CheckDecision.needsNetwork)
        }
        if !dcr.isEmpty && !initialised {
            return .decided(
                [
                    .init(
                        message:
                            "\(dcr.count) DCR ping(s) but no config or session request: the SDK was not initialised in this capture (or recording began too late)",
                        field: "config", items: [dcr.first.flatMap { ctx.item(pingAt: $0.index) }].compactMap { $0 })
                ], certainty: .exact)
        }
        if !ctx.hasTrafficEvidence {
            // An init call says the app called init, not that the config request went
            // out first: nothing in a trace shows what this rule is about.
            return .notExercised(
                "\(ctx.trafficGap), so no config request; " + CheckDecision.needsNetwork)
        }
        if dcr.isEmpty, let first = measuring.first, !ctx.timeline.hasRequests || ctx.nielsenPings.isEmpty {
            return .decided(
                [
                    .init(
                        message:
                            "\(measuring.count) measurement call(s) but no Nielsen ping at all: the SDK did not send anything",
                        field: "config", time: time(first), items: [ctx.item(first)])
                ], certainty: .exact)
        }
        return .decided([], certainty: .exact)
    }
}
