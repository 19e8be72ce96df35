/// The check behind NL303 (`rules/sequence/NL303-resume-needs-loadmetadata.json`).
extension CheckLibrary {
    static let resumeNeedsLoadMetadata = CheckFunction(
        name: "resumeNeedsLoadMetadata", scope: .session, summary: "after stop, playback resumes with loadMetadata",
        options: [
            CheckParameter(
                "requireLoadMetadata", .bool, required: true,
                help: "false where the region asks only for playheads on resume"),
            CheckParameter(
                "interruptionGapSeconds", .number,
                help: "pings: a resume this soon after the stop is playheads left running, not a resume"),
        ]
    ) { ctx in evaluateResumeNeedsLoadMetadata(ctx) }

    private static func evaluateResumeNeedsLoadMetadata(_ ctx: CheckContext) -> CheckDecision {
        let required = ctx.bool("requireLoadMetadata", default: true)
        // The App SDK guides ask for loadMetadata on resume; the Browser SDK resumes the same
        // view on play (its c64 starttm continues), which is correct there.
        let browser = isBrowserSDK(ctx)
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var resumes = 0
            var stop: APICall?
            var loadedSinceStop = false
            var playedSinceStop = false
            var timerRun: APICall?
            for (index, call) in ctx.calls.enumerated() {
                switch call.api {
                case .stop:
                    stop = call
                    timerRun = nil
                    loadedSinceStop = false
                    playedSinceStop = false
                case .end:
                    stop = nil
                case .loadMetadata:
                    loadedSinceStop = true
                case .play:
                    playedSinceStop = true
                case .playheadPosition:
                    guard let s = stop else { break }
                    // Playheads in the cadence right after the stop are the timer left running
                    // (NL205's); the resume is the first playhead after them.
                    if let last = timerRun, !gap(from: last, to: call, in: ctx) {
                        timerRun = call
                        break
                    }
                    if timerRun == nil, timerLeftRunning(ctx.calls, stop: s, playheadAt: index, in: ctx) {
                        timerRun = call
                        break
                    }
                    timerRun = nil
                    resumes += 1
                    if required && !loadedSinceStop && !(browser && playedSinceStop) {
                        problems.append(
                            .init(
                                message:
                                    "playback resumed at \(call.position.map(fmt) ?? "?") after stop without loadMetadata"
                                    + lateLoad(ctx.calls, after: index),
                                field: "loadMetadata", time: time(call), items: [ctx.item(s), ctx.item(call)]))
                    }
                    stop = nil
                default:
                    break
                }
            }
            if resumes == 0 { return .notExercised("no resume after stop in this session") }
            return .decided(problems, certainty: .exact)
        case .pings:
            return resumeLoadFromPings(ctx, required: required, browser: browser)
        }
    }

    /// Names a `loadMetadata` that came only after the resumed playheads, before the next
    /// stop or end ("" when none did).
    private static func lateLoad(_ calls: [APICall], after index: Int) -> String {
        var playheads = 1
        for call in calls[(index + 1)...] {
            switch call.api {
            case .playheadPosition: playheads += 1
            case .loadMetadata: return "; loadMetadata came only after \(playheads) playhead(s)"
            case .stop, .end: return ""
            default: continue
            }
        }
        return ""
    }

    /// The pings' signature of a resume: a `loadMetadata` makes the SDK start a new view, so
    /// the duration ping holding the `RE` event carries a `c64 starttm` reset to the resume's
    /// second; a resume on `play` (or playheads alone) keeps the view's old starttm. Anything
    /// else cannot be told apart.
    private static func resumeLoadFromPings(_ ctx: CheckContext, required: Bool, browser: Bool) -> CheckDecision {
        let content = pings(ctx, kind: "content")
        let stops = PingStops(ctx)
        let all = events(ctx)
        let gap = ctx.number("interruptionGapSeconds", default: 3)
        var problems: [CheckDecision.Problem] = []
        var resumes = 0
        var undecided = 0
        var pauseTime: Int?
        var stopTime: Double?
        for (i, (event, index, ping)) in all.enumerated() {
            switch event.kind {
            case .pause:
                pauseTime = event.time
                stopTime = stops.stop(at: i, in: all)
            case .resume:
                defer { pauseTime = nil }
                // Only a resume after stop is this rule's: a pause without stop is NL302's
                // (or NL307's); playheads within moments of the stop are a timer left running
                // (NL205's, which pings cannot show).
                guard let stopped = stopTime else { continue }
                resumes += 1
                if Double(event.time) - stopped <= gap {
                    undecided += 1
                    continue
                }
                guard let start = ping.startTime else {
                    undecided += 1
                    continue
                }
                // The starttm of the view before the pause: the last ping made before it.
                let before = pauseTime.flatMap { pause in
                    content.last { ($0.ping.createTime ?? .max) <= pause }?.ping.startTime
                }
                // loadMetadata: a new view from the resume
                if abs(Double(start) - Double(event.time)) <= 1 && start != before { continue }
                guard let before, before == start else {
                    undecided += 1
                    continue
                }
                // The Browser SDK keeps the view when play() resumes it, which is correct there (in
                // its real renders, playheads alone after a stop never showed an RE event).
                if required && !browser {
                    problems.append(
                        .init(
                            message:
                                "playback resumed at \(event.position) after a pause without loadMetadata (c64 starttm kept at \(start), not reset to the resume at \(event.time))",
                            field: "loadMetadata", time: Double(event.time), assetID: ping.assetID,
                            items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            default:
                break
            }
        }
        if resumes == 0 {
            // Without any evdata event (App SDK pings, or a capture that lost the ping that
            // carried them) a pause and resume would leave no trace.
            if events(ctx).isEmpty {
                return .notChecked("the pings carry no play/pause events (evdata); " + CheckDecision.needsCalls)
            }
            if pingsShowAds(ctx) {
                return .notChecked("a stop after each ad leaves no trace in pings; " + CheckDecision.needsCalls)
            }
            // A later view of the same asset is a resume the pings show only by its new view: whether
            // playheads came before its loadMetadata leaves no trace.
            var views: [String: Set<Int>] = [:]
            for item in content {
                if let start = item.ping.startTime { views[item.ping.assetID ?? "", default: []].insert(start) }
            }
            if views.values.contains(where: { $0.count > 1 }) {
                return .notChecked(
                    "a new view of the same content shows a resume, but not whether playheads came before its loadMetadata; "
                        + CheckDecision.needsCalls)
            }
            return .notExercised("no resume after a stop in this session")
        }
        if problems.isEmpty && undecided > 0 {
            return .notChecked(
                "the pings do not show whether the resume reloaded the metadata (c64 starttm neither kept nor reset to the resume); "
                    + CheckDecision.needsCalls)
        }
        return .decided(problems, certainty: .inferred)
    }
}
