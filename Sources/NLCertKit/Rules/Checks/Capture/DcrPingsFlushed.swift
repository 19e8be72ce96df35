/// The check behind NL011 (`rules/capture/NL011-dcr-pings-never-sent.json`).
/// App SDK pings are queued and flushed by `end` / `stop`: DCR pings that never left the device.
extension CheckLibrary {
    static let dcrPingsFlushed = CheckFunction(
        name: "dcrPingsFlushed", scope: .capture,
        summary: "a capture in which the SDK started (config or session request) holds DCR pings"
    ) { ctx in evaluateDcrPingsFlushed(ctx) }

    private static func evaluateDcrPingsFlushed(_ ctx: CheckContext) -> CheckDecision {
        if !ctx.hasTrafficEvidence {
            return .notChecked("\(ctx.trafficGap); " + CheckDecision.needsNetwork)
        }
        let started = ctx.nielsenPings.filter { $0.ping.kind == .config || $0.ping.kind == .sessionPing }
        guard let first = started.first else { return .notExercised("no config or session request in the capture") }
        if ctx.nielsenPings.contains(where: { $0.ping.kind == .dcrPing }) { return .decided([], certainty: .exact) }
        // An opted-out user gets no DCR pings: that is the SDK working.
        let optedOut =
            ctx.calls.contains { $0.api == .userOptOut }
            || ctx.calls.contains {
                $0.rawName == "getOptOutStatus" && ($0.outcome ?? "").uppercased().hasPrefix("TRUE")
            }
            || ctx.timeline.sdkMessages.contains {
                $0.name == "OPT-OUT STATE" && $0.text.lowercased().hasSuffix("true")
            }
            || ctx.nielsenPings.contains { p in
                p.ping.kind == .optOutPage || ["1", "true"].contains(p.ping.value("uoo") ?? "")
            }
        if optedOut { return .notExercised("the user opted out: the SDK sends no DCR ping") }
        let measuring = ctx.calls.filter { $0.api == .play || $0.api == .loadMetadata || $0.api == .playheadPosition }
        let ends = ctx.calls.filter { $0.api == .end || $0.api == .stop }
        var message =
            "no DCR ping although the SDK started (\(first.ping.kind.rawValue) request): playback not measured, or pings never flushed — check end/stop"
        if !measuring.isEmpty {
            message +=
                ends.isEmpty
                ? "; the log shows \(measuring.count) measurement call(s) and no end or stop, so the App SDK kept its pings queued"
                : "; the log shows \(measuring.count) measurement call(s), so the pings were made but not seen leaving"
        }
        var items = [ctx.item(pingAt: first.index)].compactMap { $0 }
        if let m = measuring.first { items.append(ctx.item(m)) }
        return .decided(
            [.init(message: message, field: "dcr", time: first.ping.orderTime, items: items)], certainty: .exact)
    }
}
