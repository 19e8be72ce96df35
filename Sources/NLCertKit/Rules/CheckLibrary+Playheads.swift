/// Playhead checks (2xx): cadence, increments, ad playheads from 0, content resuming where it
/// left off, playheads while stopped, live Unix playheads, playheads before metadata. Exact from
/// calls; from pings only through `evdata` positions and ping timing, and then inferred.
extension CheckLibrary {
    static var playheadFunctions: [CheckFunction] {
        [
            CheckFunction(
                name: "playheadCadence", scope: .session, summary: "playheads arrive every second while playing",
                options: [
                    CheckParameter("maxGapSeconds", .number, required: true, help: "largest gap between playheads (cadence tolerance)"),
                    CheckParameter("lateViewPingSeconds", .number, help: "pings: a view ping this late after the content started means sparse playheads"),
                ]
            ) { ctx in cadenceCheck(ctx) },
            CheckFunction(
                name: "playheadIncrement", scope: .session, summary: "VOD positions follow the time played (a seek is no fault)",
                options: [CheckParameter("toleranceSeconds", .number, help: "allowed drift between position and time played, in seconds")]
            ) { ctx in incrementCheck(ctx) },
            CheckFunction(
                name: "playheadNonNegative", scope: .session, summary: "playheads are never negative"
            ) { ctx in nonNegativeCheck(ctx) },
            CheckFunction(
                name: "adPlayheadStartsAtZero", scope: .session, summary: "each ad's first playhead is 0"
            ) { ctx in adZeroCheck(ctx) },
            CheckFunction(
                name: "contentResumesPosition", scope: .session,
                summary: "content after an ad break continues where it left off",
                options: [CheckParameter("toleranceSeconds", .number, help: "allowed difference in seconds")]
            ) { ctx in resumePositionCheck(ctx) },
            CheckFunction(
                name: "playheadWhileStopped", scope: .session, summary: "no playheads after stop/end until play or loadMetadata"
            ) { ctx in whileStoppedCheck(ctx) },
            CheckFunction(
                name: "livePlayheadUnixTime", scope: .session, summary: "live playheads are the current Unix time in seconds",
                options: [CheckParameter("toleranceSeconds", .number, required: true, help: "allowed distance from the call's time")]
            ) { ctx in liveCheck(ctx) },
            CheckFunction(
                name: "playheadBeforeMetadata", scope: .session, summary: "no playhead before the stream's first loadMetadata"
            ) { ctx in beforeMetadataCheck(ctx) },
        ]
    }

    static func cadenceCheck(_ ctx: CheckContext) -> CheckOutcome {
        let maxGap = ctx.number("maxGapSeconds", default: 1.5)
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var playheads = 0
            var gaps: [(prev: APICall, call: APICall, seconds: Double, asset: String?)] = []
            func closeSegment() {
                for (i, gap) in gaps.enumerated() where gap.seconds > maxGap {
                    // One late tick of a one-second timer (a single gap under a second over
                    // the limit between gaps in step) is no cadence fault.
                    let neighboursInStep = (i == 0 || gaps[i - 1].seconds <= maxGap) && (i == gaps.count - 1 || gaps[i + 1].seconds <= maxGap)
                    if gap.seconds <= maxGap + 1 && neighboursInStep && gaps.count > 1 { continue }
                    problems.append(.init(
                        message: "\(fmt(gap.seconds.rounded())) s between playheads \(gap.prev.position.map(fmt) ?? "?") and \(gap.call.position.map(fmt) ?? "?") without a stop (limit \(fmt(maxGap)) s)",
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
                        gaps.append((prev, call, b - a, step.metadata?["assetid"]?.stringValue))
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
            return .decided(Array(problems.prefix(20)), evidence: .exact)
        case .pings:
            let late = ctx.number("lateViewPingSeconds", default: 3)
            let views = pings(ctx, kind: "content").filter { $0.ping.isViewPing }
            guard !views.isEmpty else { return .notChecked("no view ping to time; " + CheckOutcome.needsCalls) }
            var problems: [CheckOutcome.Problem] = []
            for (index, ping) in views {
                guard let created = ping.createTime, let start = ping.startTime, Double(created - start) > late else { continue }
                problems.append(.init(
                    message: "the view ping came \(created - start) s after the content started (expected about 1 s): playheads are probably sent less than every second",
                    field: "playheadPosition", time: Double(created), assetID: ping.assetID,
                    items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
            return .decided(problems, evidence: .inferred)
        }
    }

    static func incrementCheck(_ ctx: CheckContext) -> CheckOutcome {
        let tolerance = ctx.number("toleranceSeconds", default: 5)
        switch ctx.mode {
        case .calls:
            let runs = PlayheadRun.vodRuns(ctx.calls)
            if runs.isEmpty { return .notExercised("no consecutive VOD playheads in this session") }
            var problems: [CheckOutcome.Problem] = []
            for run in runs {
                guard let s = run.sustained(tolerance: tolerance) else { continue }
                let rate = s.elapsed > 0 ? s.moved / s.elapsed : s.moved
                // A steady rate far from 1 is a unit problem (tenths, half seconds, milliseconds).
                let hint = abs(rate) >= 1.8 || (rate > 0 && rate <= 0.6)
                    ? ": the player probably reports the position in the wrong unit" : ""
                problems.append(.init(
                    message: "over \(s.count) steps between playheads the position moved \(fmt(s.moved)) s in \(fmt(s.elapsed.rounded())) s of calls (\(fmt((rate * 10).rounded() / 10)) per second, from \(s.first.from.position.map(fmt) ?? "?") to \(s.first.to.position.map(fmt) ?? "?") first)\(hint)",
                    field: "playheadPosition", time: time(s.first.to), assetID: run.metadata?["assetid"]?.stringValue,
                    items: [ctx.item(s.first.from), ctx.item(s.first.to)]))
            }
            return .decided(problems, evidence: .exact)
        case .pings:
            return incrementFromPings(ctx, tolerance: tolerance)
        }
    }

    /// From `evdata`: the SDK writes an `FW` event for each playhead that jumps. One jump is
    /// a seek; jumps in three or more consecutive seconds are positions that do not follow
    /// time. Live pings (Unix-time positions) are the live rule's.
    static func incrementFromPings(_ ctx: CheckContext, tolerance: Double) -> CheckOutcome {
        let events = events(ctx).filter { $0.ping.value("c58") != "true" }
        var problems: [CheckOutcome.Problem] = []
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
            problems.append(.init(
                message: "the SDK reported \(best.count) playhead jumps (FW) in \(fmt(Double(last.event.time) - Double(first.event.time) + 1)) s, \(first.event.delta.map { "about \($0) s each, " } ?? "")the first from \(from) to \(first.event.position): positions do not advance with time",
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
                problems.append(.init(
                    message: "the playhead moved \(fmt(played)) s (\(play.event.position) → \(end.event.position)\(sought != 0 ? ", seeks of \(fmt(sought)) s aside" : "")) while only \(fmt(credited)) s were credited",
                    field: "playheadPosition", time: Double(end.event.time), assetID: end.ping.assetID,
                    items: [ctx.item(pingAt: end.index)].compactMap { $0 }))
            }
        }
        if problems.isEmpty && (play == nil || end == nil) && jumps.isEmpty {
            return .notChecked("the pings carry no playhead positions (evdata) to compare; " + CheckOutcome.needsCalls)
        }
        return .decided(problems, evidence: .inferred)
    }

    /// Two `FW` jumps of about the same size (within a quarter), the same way.
    static func steadyJump(_ a: Int?, _ b: Int?) -> Bool {
        guard let a, let b else { return false }
        let x = Double(a)
        let y = Double(b)
        return (x > 0) == (y > 0) && abs(x - y) <= 0.25 * max(abs(x), abs(y))
    }

    /// Playheads are whole seconds from 0: a negative one is dropped by the SDK (the Browser
    /// SDK answers it with an error report) and credits nothing.
    static func nonNegativeCheck(_ ctx: CheckContext) -> CheckOutcome {
        switch ctx.mode {
        case .calls:
            let steps = PlaybackStep.walk(ctx.calls).filter { $0.call.api == .playheadPosition }
            if steps.isEmpty { return .notExercised("no playhead in this session") }
            let negative = steps.filter { ($0.call.position ?? 0) < 0 }
            guard let first = negative.first else { return .decided([], evidence: .exact) }
            let values = negative.prefix(5).compactMap(\.call.position).map(fmt).joined(separator: ", ")
            return .decided([.init(
                message: "\(negative.count) negative playhead(s) (\(values)\(negative.count > 5 ? ", …" : "")): the SDK ignores them",
                field: "playheadPosition", time: time(first.call), assetID: first.metadata?["assetid"]?.stringValue,
                items: negative.prefix(2).map { ctx.item($0.call) })], evidence: .exact)
        case .pings:
            let events = events(ctx)
            if let bad = events.first(where: { $0.event.position < 0 }) {
                return .decided([.init(
                    message: "the SDK reported a negative playhead (\(bad.event.position)) in evdata",
                    field: "playheadPosition", time: Double(bad.event.time), assetID: bad.ping.assetID,
                    items: [ctx.item(pingAt: bad.index)].compactMap { $0 })], evidence: .inferred)
            }
            return .notChecked("the SDK drops negative playheads before it sends; " + CheckOutcome.needsCalls)
        }
    }

    static func adZeroCheck(_ ctx: CheckContext) -> CheckOutcome {
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var ads = 0
            var pendingAd: APICall?
            for call in ctx.calls {
                switch call.api {
                case .loadMetadata:
                    pendingAd = call.metadataType == "content" ? nil : call
                    if pendingAd != nil { ads += 1 }
                case .playheadPosition:
                    if let ad = pendingAd {
                        if let p = call.position, p != 0 {
                            problems.append(.init(
                                message: "the \(ad.metadataType ?? "ad") \(ad.firstArg?["assetid"]?.stringValue ?? "?") started at playhead \(fmt(p)), not 0",
                                field: "playheadPosition", time: time(call), assetID: ad.firstArg?["assetid"]?.stringValue,
                                items: [ctx.item(ad), ctx.item(call)]))
                        }
                        pendingAd = nil
                    }
                default:
                    break
                }
            }
            if ads == 0 { return .notExercised("no ad in this session") }
            return .decided(problems, evidence: .exact)
        case .pings:
            let adPings = pings(ctx, kind: "ad")
            if adPings.isEmpty {
                if pingsShowAds(ctx) {
                    return .notChecked("browser SDK pings never show ad playheads; " + CheckOutcome.needsCalls)
                }
                return .notExercised("no ad in this session")
            }
            var problems: [CheckOutcome.Problem] = []
            for (index, ping) in adPings {
                let segment = crediting(ping)?.segment
                let cln = ping.creditedSeconds ?? 0
                let length = ping.int("sd") ?? Int.max
                if let segment, segment != 1 {
                    problems.append(.init(
                        message: "ad ping credits segment \(segment), not 1: the ad playhead did not start at 0",
                        field: "playheadPosition", time: ping.orderTime, assetID: ping.assetID,
                        items: [ctx.item(pingAt: index)].compactMap { $0 }))
                } else if cln > length {
                    problems.append(.init(
                        message: "ad ping credits \(cln) s of a \(length) s ad: the ad playhead did not start at 0",
                        field: "playheadPosition", time: ping.orderTime, assetID: ping.assetID,
                        items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            }
            return .decided(problems, evidence: .inferred)
        }
    }

    /// The `V|D<segment>` part of `cr=4_00_99_D1_00000`.
    static func crediting(_ ping: PingView) -> (duration: Bool, segment: Int)? {
        guard let cr = ping.value("cr") else { return nil }
        let parts = cr.split(separator: "_")
        guard parts.count >= 4, let kind = parts[3].first, kind == "V" || kind == "D",
            let segment = Int(parts[3].dropFirst())
        else { return nil }
        return (kind == "D", segment)
    }

    static func resumePositionCheck(_ ctx: CheckContext) -> CheckOutcome {
        let tolerance = ctx.number("toleranceSeconds", default: 1)
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var lastContent: APICall?
            var adSinceContent = false
            var breaks = 0
            for step in PlaybackStep.walk(ctx.calls) {
                let call = step.call
                switch call.api {
                case .loadMetadata where call.metadataType != "content":
                    if lastContent != nil { adSinceContent = true }
                case .playheadPosition where step.media == .content:
                    if adSinceContent, let last = lastContent, let lp = last.position, let p = call.position {
                        breaks += 1
                        if abs(p - lp) > tolerance {
                            problems.append(.init(
                                message: "content resumed at \(fmt(p)) after the ad break; it had reached \(fmt(lp))",
                                field: "playheadPosition", time: time(call), assetID: step.metadata?["assetid"]?.stringValue,
                                items: [ctx.item(last), ctx.item(call)]))
                        }
                    }
                    adSinceContent = false
                    lastContent = call
                case .end:
                    lastContent = nil
                    adSinceContent = false
                default:
                    break
                }
            }
            if breaks == 0 { return .notExercised("no ad break inside content in this session") }
            return .decided(problems, evidence: .exact)
        case .pings:
            guard ctx.session?.ads.contains(where: { $0.position == .midroll }) == true else {
                return .notExercised("no midroll in this session")
            }
            let events = events(ctx)
            guard let play = events.first(where: { $0.event.kind == .play }), let end = events.last(where: { $0.event.kind == .end })
            else { return .notChecked("the pings carry no start and end positions (evdata); " + CheckOutcome.needsCalls) }
            let credited = pings(ctx, kind: "content").saturatingSum { $0.ping.creditedSeconds }
            let played = end.event.position - play.event.position
            let slack = max(tolerance, 5)
            var problems: [CheckOutcome.Problem] = []
            if Double(played.saturatingSubtract(credited).saturatingMagnitude) > slack {
                problems.append(.init(
                    message: "\(credited) s of content were credited but the playhead only covers \(played) s (\(play.event.position) → \(end.event.position)): content probably restarted after the ad break",
                    field: "playheadPosition", time: Double(end.event.time), assetID: end.ping.assetID,
                    items: [ctx.item(pingAt: end.index)].compactMap { $0 }))
            }
            return .decided(problems, evidence: .inferred)
        }
    }

    static func whileStoppedCheck(_ ctx: CheckContext) -> CheckOutcome {
        var problems: [CheckOutcome.Problem] = []
        var stops = 0
        var lastStop: APICall?
        for step in PlaybackStep.walk(ctx.calls) {
            if step.call.api == .stop || step.call.api == .end {
                stops += 1
                lastStop = step.call
            }
            if step.call.api == .playheadPosition, step.stopped, let stop = lastStop {
                problems.append(.init(
                    message: "playhead \(step.call.position.map(fmt) ?? "?") sent after \(stop.rawName) without a new play or loadMetadata",
                    field: "playheadPosition", time: time(step.call), assetID: step.metadata?["assetid"]?.stringValue,
                    items: [ctx.item(stop), ctx.item(step.call)]))
                lastStop = nil  // one finding per stop
            }
        }
        if stops == 0 { return .notExercised("no stop or end in this session") }
        return .decided(problems, evidence: .exact)
    }

    static func liveCheck(_ ctx: CheckContext) -> CheckOutcome {
        let tolerance = ctx.number("toleranceSeconds", default: 60)
        var problems: [CheckOutcome.Problem] = []
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
                    problems.append(.init(
                        message: "live playhead \(fmt(p)) is not the current Unix time (\(fmt(t.rounded())))",
                        field: "playheadPosition", time: t, assetID: step.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(step.call)]))
                    break
                }
            }
            if live == 0 { return .notExercised("no live content playhead in this session") }
        case .pings:
            let live = pings(ctx, kind: "content").filter { $0.ping.value("c58") == "true" }
            if live.isEmpty { return .notExercised("no live content in this session") }
            let events = live.flatMap { p in p.ping.events.map { ($0, p.index, p.ping) } }
            if events.isEmpty { return .notChecked("the live pings carry no playhead positions; " + CheckOutcome.needsCalls) }
            if let bad = events.first(where: { abs(Double($0.0.position - $0.0.time)) > tolerance }) {
                problems.append(.init(
                    message: "live playhead \(bad.0.position) is not the Unix time of its event (\(bad.0.time))",
                    field: "playheadPosition", time: Double(bad.0.time), assetID: bad.2.assetID,
                    items: [ctx.item(pingAt: bad.1)].compactMap { $0 }))
            }
        }
        return .decided(problems, evidence: ctx.mode == .calls ? .exact : .inferred)
    }

    static func beforeMetadataCheck(_ ctx: CheckContext) -> CheckOutcome {
        let steps = PlaybackStep.walk(ctx.calls).filter { $0.call.api == .playheadPosition }
        if steps.isEmpty { return .notExercised("no playhead in this session") }
        var problems: [CheckOutcome.Problem] = []
        if let first = steps.first(where: { !$0.loaded }) {
            let count = steps.filter { !$0.loaded }.count
            problems.append(.init(
                message: "\(count) playhead(s) sent before any loadMetadata, the first \(first.call.position.map(fmt) ?? "?")",
                field: "playheadPosition", time: time(first.call), items: [ctx.item(first.call)]))
        }
        return .decided(problems, evidence: .exact)
    }
}
