/// The check behind NL206 (`rules/playhead/NL206-live-playhead-unix-time.json`).
extension CheckLibrary {
    static let livePlayheadUnixTime = CheckFunction(
        name: "livePlayheadUnixTime", scope: .session, summary: "live playheads are the current Unix time in seconds",
        options: [
            CheckParameter("toleranceSeconds", .number, required: true, help: "allowed distance from the call's time")
        ]
    ) { ctx in evaluateLivePlayheadUnixTime(ctx) }

    private static func evaluateLivePlayheadUnixTime(_ ctx: CheckContext) -> CheckDecision {
        let tolerance = ctx.number("toleranceSeconds", default: 60)
        var problems: [CheckDecision.Problem] = []
        switch ctx.mode {
        case .calls:
            var live = 0
            // Live by its metadata (length 86400, isLive), or by its playheads: the Browser SDK
            // takes Unix-time playheads as live whatever the length says.
            for step in PlaybackStep.walk(ctx.calls)
            where step.call.api == .playheadPosition && step.media == .content
                && (PlaybackStep.isLive(step.metadata) || step.call.position.map(PlayheadRun.isUnixTime) == true)
            {
                live += 1
                guard let p = step.call.position, let t = time(step.call) else { continue }
                if abs(p - t) > tolerance {
                    problems.append(
                        .init(
                            message: "live playhead \(fmt(p)) is not the current Unix time (\(fmt(t.rounded())))",
                            field: "playheadPosition", time: t, assetID: step.metadata?["assetid"]?.stringValue,
                            items: [ctx.item(step.call)]))
                    break
                }
            }
            if live == 0 { return .notExercised("no live content playhead in this session") }
        case .pings:
            // Live by what the SDK put on the wire (isLive), or by the length the app gave (sd
            // 86400): the Browser SDK writes isLive "false" when the playheads are no Unix time,
            // so the wrong playheads would hide the live stream.
            let live = pings(ctx, kind: "content").filter {
                $0.ping.value("c58") == "true" || $0.ping.int("sd") == 86400
            }
            if live.isEmpty { return .notExercised("no live content in this session") }
            let events = live.flatMap { p in p.ping.events.map { ($0, p.index, p.ping) } }
            if events.isEmpty {
                return .notChecked("the live pings carry no playhead positions; " + CheckDecision.needsCalls)
            }
            if let bad = events.first(where: { abs(Double($0.0.position - $0.0.time)) > tolerance }) {
                problems.append(
                    .init(
                        message: "live playhead \(bad.0.position) is not the Unix time of its event (\(bad.0.time))",
                        field: "playheadPosition", time: Double(bad.0.time), assetID: bad.2.assetID,
                        items: [ctx.item(pingAt: bad.1)].compactMap { $0 }))
            }
        }
        return .decided(problems, certainty: ctx.mode == .calls ? .exact : .inferred)
    }
}
