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
            let steps = PlaybackStep.walk(ctx.calls)
            for (index, step) in steps.enumerated() {
                let call = step.call
                switch call.api {
                case .loadMetadata:
                    let next: PlaybackStep.Media = call.metadataType == "content" ? .content : .ad
                    let switching = step.media == .ad || (step.media == .content && next == .ad)
                    guard switching, step.playheadsSinceLoad > 0, !step.ended else { break }
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
                    lastPlayhead = call
                default:
                    break
                }
            }
            if !exercised { return .notExercised("no ad, interruption or resume in this session") }
            return .decided(problems, certainty: .exact)
        case .pings:
            return stopBeforeResumeFromPings(ctx)
        }
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
        if pauses == 0 && problems.isEmpty { return .notExercised("no pause or ad in this session") }
        return .decided(problems, certainty: .inferred)
    }
}
