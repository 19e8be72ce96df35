/// The check behind NL307 (`rules/sequence/NL307-buffering-without-stop.json`).
extension CheckLibrary {
    static let bufferingWithoutStop = CheckFunction(
        name: "bufferingWithoutStop", scope: .session,
        summary: "stop is called when playheads pause longer than the limit",
        options: [
            CheckParameter("maxSeconds", .number, required: true, help: "longest pause in playheads without stop"),
            CheckParameter(
                "interruptionGapSeconds", .number,
                help: "calls: playheads this soon after a stop are its timer left running (NL205's), not a stall"),
        ]
    ) { ctx in evaluateBufferingWithoutStop(ctx) }

    private static func evaluateBufferingWithoutStop(_ ctx: CheckContext) -> CheckDecision {
        let limit = ctx.number("maxSeconds", default: 30)
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var previous: APICall?
            var playheads = 0
            var lastStop: APICall?
            var timerRun: APICall?
            var reloaded = false  // a loadMetadata of the same content since the last playhead
            for (index, step) in PlaybackStep.walk(ctx.calls).enumerated() {
                switch step.call.api {
                case .playheadPosition:
                    playheads += 1
                    // Playheads right after a stop are the timer left running (NL205's): the
                    // stall that follows them was stopped.
                    if let last = timerRun {
                        if !gap(from: last, to: step.call, in: ctx) {
                            timerRun = step.call
                            continue
                        }
                        timerRun = nil
                        previous = nil  // playback resumed after the stopped stall
                    } else if previous == nil, let stop = lastStop,
                        timerLeftRunning(ctx.calls, stop: stop, playheadAt: index, in: ctx)
                    {
                        timerRun = step.call
                        lastStop = nil
                        continue
                    }
                    lastStop = nil
                    // Content loaded again before the playheads came back is a resume from a pause
                    // or the background (buffering reloads nothing): NL302's, not a stall.
                    if reloaded {
                        reloaded = false
                        previous = step.call
                        continue
                    }
                    if let prev = previous, let a = time(prev), let b = time(step.call), b - a > limit {
                        problems.append(
                            .init(
                                message:
                                    "playheads stopped for \(fmt((b - a).rounded())) s without a stop (limit \(fmt(limit)) s)",
                                field: "stop", time: a, assetID: step.metadata?["assetid"]?.stringValue,
                                items: [ctx.item(prev), ctx.item(step.call)]))
                    }
                    previous = step.call
                case .loadMetadata:
                    reloaded = previous != nil && step.call.metadataType == "content"
                case .stop, .end:
                    previous = nil
                    timerRun = nil
                    lastStop = step.call.api == .stop ? step.call : nil
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
            problems += longPausesWithoutStop(ctx, limit: limit)
            return .decided(problems, certainty: .inferred)
        }
    }

    /// A pause the SDK reported itself (`PU` … `RE` in evdata: the playheads stopped coming)
    /// that lasted over the limit with no stop ping at its start: a stall, or a pause, the app
    /// left without stop. NL302 would name the same pause; this rule, the more specific one
    /// for its length, reports it (`supersedes`).
    private static func longPausesWithoutStop(_ ctx: CheckContext, limit: Double) -> [CheckDecision.Problem] {
        let stops = PingStops(ctx)
        let events = events(ctx)
        var problems: [CheckDecision.Problem] = []
        for (i, (event, index, ping)) in events.enumerated() where event.kind == .pause {
            guard let next = events[(i + 1)...].first(where: { $0.event.kind == .resume || $0.event.kind == .play }),
                Double(next.event.time.saturatingSubtract(event.time)) > limit, stops.stop(at: i, in: events) == nil
            else { continue }
            let seconds = next.event.time.saturatingSubtract(event.time)
            problems.append(
                .init(
                    message:
                        "playback paused at \(event.position) for \(seconds) s (the SDK saw no playheads) and no stop ping came: a stall or pause over \(fmt(limit)) s without stop",
                    field: "stop", time: Double(event.time), assetID: ping.assetID,
                    items: [ctx.item(pingAt: index)].compactMap { $0 }))
        }
        return problems
    }
}
