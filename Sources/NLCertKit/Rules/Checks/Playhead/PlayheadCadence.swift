/// The check behind NL201 (`rules/playhead/NL201-playhead-cadence.json`).
extension CheckLibrary {
    static let playheadCadence = CheckFunction(
        name: "playheadCadence", scope: .session, summary: "playheads arrive every second while playing",
        options: [
            CheckParameter(
                "maxGapSeconds", .number, required: true, help: "largest gap between playheads (cadence tolerance)"),
            CheckParameter(
                "lateViewPingSeconds", .number,
                help: "pings: a view ping this late after its stream started is named in the not-checked reason"),
        ]
    ) { ctx in evaluatePlayheadCadence(ctx) }

    private static func evaluatePlayheadCadence(_ ctx: CheckContext) -> CheckDecision {
        let maxGap = ctx.number("maxGapSeconds", default: 1.5)
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var playheads = 0
            var gaps: [(prev: APICall, call: APICall, seconds: Double, asset: String?, live: Bool)] = []
            func closeSegment() {
                for (i, gap) in gaps.enumerated() where gap.seconds > maxGap {
                    // One late tick of a one-second timer (a single gap under a second over
                    // the limit between gaps in step) is no cadence fault.
                    let neighboursInStep =
                        (i == 0 || gaps[i - 1].seconds <= maxGap)
                        && (i == gaps.count - 1 || gaps[i + 1].seconds <= maxGap)
                    if gap.seconds <= maxGap + 1 && neighboursInStep && gaps.count > 1 { continue }
                    // The position did not move on with the clock: playback stalled (buffering).
                    // The guides ask for no playheads while buffering and for stop only past
                    // 30 s, which NL307 checks; the cadence was kept while playing.
                    if let a = gap.prev.position, let b = gap.call.position, b >= a, b - a <= maxGap { continue }
                    // Live playheads are the current Unix second, so after a stall they move on by
                    // the stall: a lone gap under 30 s amid playheads in step is buffering there.
                    if gap.live || (gap.prev.position ?? 0) > 1_000_000_000, neighboursInStep, gaps.count > 1,
                        gap.seconds < 30
                    {
                        continue
                    }
                    problems.append(
                        .init(
                            message:
                                "\(fmt(gap.seconds.rounded())) s between playheads \(gap.prev.position.map(fmt) ?? "?") and \(gap.call.position.map(fmt) ?? "?") without a stop (limit \(fmt(maxGap)) s)",
                            field: "playheadPosition", time: time(gap.call), assetID: gap.asset,
                            items: [ctx.item(gap.prev), ctx.item(gap.call)]))
                }
                gaps = []
            }
            var previous: APICall?
            for step in PlaybackStep.walk(ctx.calls) {
                let call = step.call
                switch call.api {
                case .playheadPosition:
                    playheads += 1
                    if let prev = previous, let a = time(prev), let b = time(call) {
                        gaps.append(
                            (
                                prev, call, b - a, step.metadata?["assetid"]?.stringValue,
                                PlaybackStep.isLive(step.metadata)
                            ))
                    }
                    previous = call
                case .stop, .end, .loadMetadata, .play:
                    previous = nil
                    closeSegment()
                default:
                    break
                }
            }
            closeSegment()
            if playheads < 2 { return .notExercised("fewer than two playheads in this session") }
            return .decided(Array(problems.prefix(20)), certainty: .exact)
        case .pings:
            // Pings carry no playhead, and the one timing they show — how long after the stream
            // started its view ping was made — is the wait for the first playhead the SDK took:
            // a player buffering before its first frame, or refused playheads (the real
            // Android SDK turned down three negative ones, then the view came 4 s in), delay it
            // as much as a slow timer. Say what the pings show, decide nothing.
            let late = ctx.number("lateViewPingSeconds", default: 3)
            let views = pings(ctx, kind: "content").filter { $0.ping.isViewPing }
            let delays = views.compactMap { view -> Int? in
                guard let created = view.ping.createTime, let start = view.ping.startTime else { return nil }
                return Double(created - start) > late ? created - start : nil
            }
            let seen =
                delays.first.map {
                    "a view ping came \($0) s after its stream started, which a slow playhead timer, a player buffering before its first frame or refused playheads would all explain; "
                } ?? "pings carry no playhead, so they cannot show how often one was sent; "
            return .notChecked(seen + CheckDecision.needsCalls)
        }
    }
}
