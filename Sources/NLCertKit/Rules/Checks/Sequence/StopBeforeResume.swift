/// The check behind NL302 (`rules/sequence/NL302-stop-before-resume.json`).
extension CheckLibrary {
    static let stopBeforeResume = CheckFunction(
        name: "stopBeforeResume", scope: .session,
        summary: "stop at the end of every ad, before every ad break, and on every interruption",
        options: [
            CheckParameter(
                "stopPingToleranceSeconds", .number, help: "pings: how close a stop ping must be to a pause"),
            CheckParameter(
                "interruptionGapSeconds", .number,
                help: "calls: more time than this without playheads before play is a pause"),
        ]
    ) { ctx in evaluateStopBeforeResume(ctx) }

    private static func evaluateStopBeforeResume(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var exercised = false
            var lastPlayhead: APICall?
            var standing: (first: APICall, last: APICall)?  // a run of playheads at one position
            let steps = PlaybackStep.walk(ctx.calls)
            for (index, step) in steps.enumerated() {
                let call = step.call
                if call.api != .playheadPosition {
                    // A stop ends the pause late but ends it; anything else leaves it unstopped.
                    if call.api != .stop, let run = standing,
                        let problem = Self.standingProblem(run, ctx: ctx, step: step)
                    {
                        exercised = true
                        problems.append(problem)
                    }
                    standing = nil
                }
                switch call.api {
                case .loadMetadata:
                    let next: PlaybackStep.Media = call.metadataType == "content" ? .content : .ad
                    let switching = step.media == .ad || (step.media == .content && next == .ad)
                    // After end only the postroll ads remain, each still needing its stop.
                    guard step.playheadsSinceLoad > 0, !step.ended || step.media == .ad else { break }
                    if !switching {
                        // The same content loaded again after a pause is a resume: it needed a stop.
                        if step.media == .content, !step.stoppedSincePlayhead, let last = lastPlayhead,
                            call.firstArg?["assetid"]?.stringValue == step.metadata?["assetid"]?.stringValue,
                            Self.gap(from: last, to: call, in: ctx)
                        {
                            exercised = true
                            problems.append(
                                .init(
                                    message:
                                        "playback resumed (loadMetadata) after an interruption without a stop before it",
                                    field: "stop", time: time(call), assetID: step.metadata?["assetid"]?.stringValue,
                                    items: [ctx.item(last), ctx.item(call)]))
                        }
                        break
                    }
                    // A postroll loaded before end is NL306's finding, not a missing stop.
                    if step.media == .content && call.metadataType == "postroll" { break }
                    exercised = true
                    if !step.stopped {
                        let what =
                            step.media == .ad
                            ? "the \(step.metadata?["type"]?.stringValue ?? "ad") \(step.metadata?["assetid"]?.stringValue ?? "")"
                            : "content before the ad break"
                        problems.append(
                            .init(
                                message: "no stop after \(what) before \(CheckContext.describe(call))", field: "stop",
                                time: time(call),
                                assetID: step.metadata?["assetid"]?.stringValue,
                                items: [lastPlayhead.map { ctx.item($0) }, ctx.item(call)].compactMap { $0 }))
                    }
                case .play:
                    // An ad (a postroll after end, too) played to its last playhead and then a new
                    // stream began: the ad needed its stop.
                    if step.media == .ad, step.playheadsSinceLoad > 0, !step.stopped {
                        exercised = true
                        problems.append(
                            .init(
                                message:
                                    "no stop after the \(step.metadata?["type"]?.stringValue ?? "ad") \(step.metadata?["assetid"]?.stringValue ?? "") before \(CheckContext.describe(call))",
                                field: "stop", time: time(call), assetID: step.metadata?["assetid"]?.stringValue,
                                items: [lastPlayhead.map { ctx.item($0) }, ctx.item(call)].compactMap { $0 }))
                        break
                    }
                    guard step.loaded, step.playheadsSinceLoad > 0, !step.ended else { break }
                    // A play that loads other content is a channel change: its missing end is
                    // the end rule's finding. A play amid playheads that keep coming is no
                    // interruption: no documented rule forbids calling play again.
                    if Self.loadsOtherContent(after: index, in: steps, than: step.metadata) { break }
                    guard let last = lastPlayhead, Self.gap(from: last, to: call, in: ctx) else { break }
                    exercised = true
                    if !step.stopped {
                        problems.append(
                            .init(
                                message: "playback resumed (play) after an interruption without a stop before it",
                                field: "stop",
                                time: time(call), assetID: step.metadata?["assetid"]?.stringValue,
                                items: [lastPlayhead.map { ctx.item($0) }, ctx.item(call)].compactMap { $0 }))
                    }
                case .stop:
                    exercised = true
                case .playheadPosition:
                    // Playheads in cadence that repeat one position: the player paused but kept
                    // reporting. A run longer than a short stall needed stop.
                    if let run = standing, run.last.position == call.position, !step.stopped,
                        !Self.gap(from: run.last, to: call, in: ctx)
                    {
                        standing?.last = call
                    } else {
                        if let run = standing, let problem = Self.standingProblem(run, ctx: ctx, step: step) {
                            exercised = true
                            problems.append(problem)
                        }
                        standing = step.stopped ? nil : (call, call)
                    }
                    lastPlayhead = call
                default:
                    break
                }
            }
            // The session's calls end in an ad that played to its length with no stop after it
            // (a postroll, or an ad before a new stream's play): it needed its stop. An ad cut
            // short may be the capture ending, so only a finished one counts.
            if let last = steps.last, let final = Self.finishedAdWithoutStop(steps) {
                exercised = true
                problems.append(
                    .init(
                        message:
                            "no stop after the \(final.metadata?["type"]?.stringValue ?? "ad") \(final.metadata?["assetid"]?.stringValue ?? ""), which played to its length \(final.metadata?["length"]?.stringValue ?? "")",
                        field: "stop", time: time(last.call), assetID: final.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(final.call)]))
            }
            if !exercised { return .notExercised("no ad, interruption or resume in this session") }
            return .decided(problems, certainty: .exact)
        case .pings:
            return stopBeforeResumeFromPings(ctx)
        }
    }

    /// The last ad playhead of the session when the session ends in an ad that reached its
    /// length (within 1.5 s) without a stop after it.
    static func finishedAdWithoutStop(_ steps: [PlaybackStep]) -> PlaybackStep? {
        guard let last = steps.last(where: { $0.call.api == .playheadPosition }),
            let lastIndex = steps.lastIndex(where: { $0.call.api == .playheadPosition }),
            steps[(lastIndex + 1)...].allSatisfy({ $0.call.api != .stop && $0.call.api != .end }),
            last.media == .ad, !last.stopped,
            let length = Double(last.metadata?["length"]?.stringValue ?? ""), let p = last.call.position,
            p >= length - 1.5
        else { return nil }
        return last
    }

    /// NL302's finding for a run of playheads standing at one position for longer than
    /// `interruptionGapSeconds` (nil for a shorter one).
    static func standingProblem(
        _ run: (first: APICall, last: APICall), ctx: CheckContext, step: PlaybackStep
    ) -> CheckDecision.Problem? {
        guard let since = run.first.time?.epochMillis, let until = run.last.time?.epochMillis else { return nil }
        let seconds = (until - since) / 1000
        guard seconds > ctx.number("interruptionGapSeconds", default: 3) else { return nil }
        return .init(
            message:
                "the playhead stood at \(run.last.position.map(fmt) ?? "?") for \(fmt(seconds.rounded())) s (a pause) with no stop: call stop and withhold playheads",
            field: "stop", time: time(run.first), assetID: step.metadata?["assetid"]?.stringValue,
            items: [ctx.item(run.first), ctx.item(run.last)])
    }

    /// Whether the calls after `index` load content other than `metadata` before any playhead:
    /// the play began another stream.
    static func loadsOtherContent(after index: Int, in steps: [PlaybackStep], than metadata: JSONValue?) -> Bool {
        guard let was = metadata?["assetid"]?.stringValue else { return false }
        for step in steps[(index + 1)...] {
            switch step.call.api {
            case .playheadPosition: return false
            case .loadMetadata where step.call.metadataType == "content":
                return step.call.firstArg?["assetid"]?.stringValue != was
            default: continue
            }
        }
        return false
    }

    /// Whether playback paused between the last playhead and `call`: more wall clock between
    /// them than the playhead cadence allows (`interruptionGapSeconds`). Unknown times count
    /// as a gap, as before the times were read.
    static func gap(from last: APICall, to call: APICall, in ctx: CheckContext) -> Bool {
        guard let a = last.time?.epochMillis, let b = call.time?.epochMillis else { return true }
        return (b - a) / 1000 > ctx.number("interruptionGapSeconds", default: 3)
    }

    /// Pings show a pause and its resume (`evdata`) and, when the app called stop, a stop
    /// ping (`davty=1`) at the pause; a stop after an ad leaves no trace in them.
    private static func stopBeforeResumeFromPings(_ ctx: CheckContext) -> CheckDecision {
        let tolerance = ctx.number("stopPingToleranceSeconds", default: 2)
        let stops = PingStops(ctx, tolerance: tolerance)
        var problems: [CheckDecision.Problem] = []
        var pauses = 0
        let events = events(ctx)
        // A pause nothing resumes (the page was left while paused) is no "pause and resume": it
        // is the end-missing rule's evidence. Pauses after the last resume or play are those.
        let lastResume = events.lastIndex { $0.event.kind == .resume || $0.event.kind == .play } ?? -1
        for (i, (event, index, ping)) in events.enumerated() where event.kind == .pause && i < lastResume {
            pauses += 1
            if stops.stop(at: i, in: events) == nil {
                problems.append(
                    .init(
                        message: "a pause at \(event.position) shows no stop ping (pause and resume without stop)",
                        field: "stop",
                        time: Double(event.time), assetID: ping.assetID,
                        items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
        }
        if pingsShowAds(ctx) && problems.isEmpty {
            return .notChecked("a stop after each ad leaves no trace in pings; " + CheckDecision.needsCalls)
        }
        if pauses == 0 && problems.isEmpty {
            // No pause reported, but the view ran longer than it played: the playheads stopped
            // for a while and came back (the real Android SDK, left in the background without
            // stop, credited 40 s of a 50 s PL … ST run). Buffering under 30 s needs no stop, an
            // interruption does: the pings cannot tell which.
            let limit = ctx.number("interruptionGapSeconds", default: 3)
            if let gap = unexplainedGap(events, over: limit) {
                return .notChecked(
                    "\(gap.seconds) s of the view before position \(gap.position) were neither played nor reported as a pause: buffering under 30 s needs no stop, an interruption (a pause, the app in the background) does, and the pings cannot tell which; "
                        + CheckDecision.needsCalls)
            }
            return .notExercised("no pause or ad in this session")
        }
        return .decided(problems, certainty: .inferred)
    }

    /// The first run from a play or resume straight to its pause or end over which more time
    /// passed than the position moved, by more than `limit` seconds.
    static func unexplainedGap(
        _ events: [(event: PingEvent, index: Int, ping: PingView)], over limit: Double
    ) -> (seconds: Int, position: Int)? {
        for (a, b) in zip(events, events.dropFirst()) {
            guard a.event.kind == .play || a.event.kind == .resume, b.event.kind == .pause || b.event.kind == .end
            else { continue }
            let elapsed = b.event.time.saturatingSubtract(a.event.time)
            let played = b.event.position.saturatingSubtract(a.event.position)
            let gap = elapsed.saturatingSubtract(played)
            if played >= 0, Double(gap) > limit { return (gap, b.event.position) }
        }
        return nil
    }
}
