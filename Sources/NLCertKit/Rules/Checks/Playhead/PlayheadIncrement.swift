/// The check behind NL202 (`rules/playhead/NL202-playhead-increment.json`).
extension CheckLibrary {
    static let playheadIncrement = CheckFunction(
        name: "playheadIncrement", scope: .session,
        summary: "VOD positions follow the time played (a seek is no fault)",
        options: [
            CheckParameter(
                "toleranceSeconds", .number, help: "allowed drift between position and time played, in seconds")
        ]
    ) { ctx in evaluatePlayheadIncrement(ctx) }

    private static func evaluatePlayheadIncrement(_ ctx: CheckContext) -> CheckDecision {
        let tolerance = ctx.number("toleranceSeconds", default: 5)
        switch ctx.mode {
        case .calls:
            let runs = PlayheadRun.vodRuns(ctx.calls)
            if runs.isEmpty { return .notExercised("no consecutive VOD playheads in this session") }
            var problems: [CheckDecision.Problem] = []
            for run in runs {
                guard let s = run.sustained(tolerance: tolerance) else { continue }
                let rate = s.elapsed > 0 ? s.moved / s.elapsed : s.moved
                // A steady rate far from 1 is a unit problem (tenths, half seconds, milliseconds).
                let hint =
                    abs(rate) >= 1.8 || (rate > 0 && rate <= 0.6)
                    ? ": the player probably reports the position in the wrong unit" : ""
                problems.append(
                    .init(
                        message:
                            "over \(s.count) steps between playheads the position moved \(fmt(s.moved)) s in \(fmt(s.elapsed.rounded())) s of calls (\(fmt((rate * 10).rounded() / 10)) per second, from \(s.first.from.position.map(fmt) ?? "?") to \(s.first.to.position.map(fmt) ?? "?") first)\(hint)",
                        field: "playheadPosition", time: time(s.first.to),
                        assetID: run.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(s.first.from), ctx.item(s.first.to)]))
            }
            return .decided(problems, certainty: .exact)
        case .pings:
            return incrementFromPings(ctx, tolerance: tolerance)
        }
    }

    /// From `evdata`: the SDK writes an `FW` event for each playhead that jumps. One jump is
    /// a seek; jumps in three or more consecutive seconds are positions that do not follow
    /// time. Live pings (Unix-time positions) are the live rule's.
    private static func incrementFromPings(_ ctx: CheckContext, tolerance: Double) -> CheckDecision {
        let events = events(ctx).filter { $0.ping.value("c58") != "true" }
        var problems: [CheckDecision.Problem] = []
        let jumps = events.filter { $0.event.kind == .forward }
        var streak: [(event: PingEvent, index: Int, ping: PingView)] = []
        var best: [(event: PingEvent, index: Int, ping: PingView)] = []
        for jump in jumps {
            // Doubles: ping values are untrusted and Int arithmetic on them could overflow.
            // In consecutive seconds and by steady amounts (a user scrubbing jumps irregularly).
            if let last = streak.last, let first = streak.first, Double(jump.event.time) - Double(last.event.time) <= 2,
                steadyJump(first.event.delta, jump.event.delta)
            {
                streak.append(jump)
            } else {
                streak = [jump]
            }
            if streak.count > best.count { best = streak }
        }
        if best.count >= 3, let first = best.first, let last = best.last {
            let from = first.event.from.map(String.init) ?? "?"
            problems.append(
                .init(
                    message:
                        "the SDK reported \(best.count) playhead jumps (FW) in \(fmt(Double(last.event.time) - Double(first.event.time) + 1)) s, \(first.event.delta.map { "about \($0) s each, " } ?? "")the first from \(from) to \(first.event.position): positions do not advance with time",
                    field: "playheadPosition", time: Double(first.event.time), assetID: first.ping.assetID,
                    items: [ctx.item(pingAt: first.index)].compactMap { $0 }))
        }
        let play = events.first { $0.event.kind == .play }
        let end = events.last { $0.event.kind == .end }
        if problems.isEmpty, let play, let end {
            let credited = pings(ctx, kind: "content").reduce(0.0) { $0 + Double($1.ping.creditedSeconds ?? 0) }
            // Seeks move the position without playing: they are not credited.
            let sought = jumps.reduce(0.0) { $0 + Double($1.event.delta ?? 0) }
            let played = Double(end.event.position) - Double(play.event.position) - sought
            if played - credited > tolerance {
                problems.append(
                    .init(
                        message:
                            "the playhead moved \(fmt(played)) s (\(play.event.position) → \(end.event.position)\(sought != 0 ? ", seeks of \(fmt(sought)) s aside" : "")) while only \(fmt(credited)) s were credited",
                        field: "playheadPosition", time: Double(end.event.time), assetID: end.ping.assetID,
                        items: [ctx.item(pingAt: end.index)].compactMap { $0 }))
            }
        }
        if problems.isEmpty && (play == nil || end == nil) && jumps.isEmpty {
            return .notChecked("the pings carry no playhead positions (evdata) to compare; " + CheckDecision.needsCalls)
        }
        return .decided(problems, certainty: .inferred)
    }

    /// Two `FW` jumps of about the same size (within a quarter), the same way.
    private static func steadyJump(_ a: Int?, _ b: Int?) -> Bool {
        guard let a, let b else { return false }
        let x = Double(a)
        let y = Double(b)
        return (x > 0) == (y > 0) && abs(x - y) <= 0.25 * max(abs(x), abs(y))
    }
}
