/// The check behind NL307 (`rules/sequence/NL307-buffering-without-stop.json`).
extension CheckLibrary {
    static let bufferingWithoutStop = CheckFunction(
        name: "bufferingWithoutStop", scope: .session,
        summary: "stop is called when playheads pause longer than the limit",
        options: [
            CheckParameter("maxSeconds", .number, required: true, help: "longest pause in playheads without stop")
        ]
    ) { ctx in evaluateBufferingWithoutStop(ctx) }

    private static func evaluateBufferingWithoutStop(_ ctx: CheckContext) -> CheckDecision {
        let limit = ctx.number("maxSeconds", default: 30)
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var previous: APICall?
            var playheads = 0
            for step in PlaybackStep.walk(ctx.calls) {
                switch step.call.api {
                case .playheadPosition:
                    playheads += 1
                    if let prev = previous, let a = time(prev), let b = time(step.call), b - a > limit {
                        problems.append(
                            .init(
                                message:
                                    "playheads stopped for \(fmt((b - a).rounded())) s without a stop (limit \(fmt(limit)) s)",
                                field: "stop", time: a, assetID: step.metadata?["assetid"]?.stringValue,
                                items: [ctx.item(prev), ctx.item(step.call)]))
                    }
                    previous = step.call
                case .stop, .end:
                    previous = nil
                default:
                    break
                }
            }
            if playheads < 2 { return .notExercised("fewer than two playheads in this session") }
            return .decided(problems, certainty: .exact)
        case .pings:
            let content = pings(ctx, kind: "content")
            guard content.count >= 2 else {
                return .notChecked("too few pings to see a stall; " + CheckDecision.needsCalls)
            }
            var problems: [CheckDecision.Problem] = []
            for (a, b) in zip(content, content.dropFirst()) {
                guard let t0 = a.ping.createTime, let t1 = b.ping.createTime else { continue }
                let accounted = (b.ping.creditedSeconds ?? 0).saturatingAdd(b.ping.adSeconds ?? 0)
                let stopped = b.ping.events.contains { $0.kind == .pause || $0.kind == .end }
                let unexplained = t1.saturatingSubtract(t0).saturatingSubtract(accounted)
                if !stopped, Double(unexplained) > limit {
                    problems.append(
                        .init(
                            message:
                                "\(unexplained) s passed between pings with nothing credited and no pause reported: playback stalled without stop",
                            field: "stop", time: Double(t0), assetID: b.ping.assetID,
                            items: [ctx.item(pingAt: b.index)].compactMap { $0 }))
                }
            }
            return .decided(problems, certainty: .inferred)
        }
    }
}
