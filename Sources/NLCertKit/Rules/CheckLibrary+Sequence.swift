/// Call-sequence checks (3xx): content metadata first, stop before resuming, loadMetadata on
/// resume, end present, play first, postroll after end, stop when buffering. Exact from calls;
/// from pings only where the SDK leaves a signature (the signatures pings leave), and then inferred.
extension CheckLibrary {
    static var sequenceFunctions: [CheckFunction] {
        [
            CheckFunction(
                name: "contentMetadataFirst", scope: .session, summary: "the first loadMetadata after play is content"
            ) { ctx in contentFirstCheck(ctx) },
            CheckFunction(
                name: "stopBeforeResume", scope: .session,
                summary: "stop at the end of every ad, before every ad break, and on every interruption",
                options: [CheckParameter("stopPingToleranceSeconds", .number, help: "pings: how close a stop ping must be to a pause")]
            ) { ctx in stopBeforeResumeCheck(ctx) },
            CheckFunction(
                name: "resumeNeedsLoadMetadata", scope: .session, summary: "after stop, playback resumes with loadMetadata",
                options: [CheckParameter("requireLoadMetadata", .bool, required: true, help: "false where the region asks only for playheads on resume")]
            ) { ctx in resumeLoadCheck(ctx) },
            CheckFunction(
                name: "endPresent", scope: .session, summary: "content that played is closed with end"
            ) { ctx in endCheck(ctx) },
            CheckFunction(
                name: "playFirst", scope: .session, summary: "a stream starts with play before loadMetadata"
            ) { ctx in playFirstCheck(ctx) },
            CheckFunction(
                name: "postrollAfterEnd", scope: .session, summary: "postroll metadata is loaded after the content's end"
            ) { ctx in postrollCheck(ctx) },
            CheckFunction(
                name: "bufferingWithoutStop", scope: .session, summary: "stop is called when playheads pause longer than the limit",
                options: [CheckParameter("maxSeconds", .number, required: true, help: "longest pause in playheads without stop")]
            ) { ctx in bufferingCheck(ctx) },
        ]
    }

    static func contentFirstCheck(_ ctx: CheckContext) -> CheckOutcome {
        switch ctx.mode {
        case .calls:
            guard let first = ctx.calls.first(where: { $0.api == .loadMetadata }) else {
                return .notExercised("no loadMetadata call in this session")
            }
            if first.metadataType == "content" { return .decided([], evidence: .exact) }
            return .decided([.init(
                message: "the first loadMetadata of the stream is \(first.metadataType ?? "untyped") \(first.firstArg?["assetid"]?.stringValue ?? ""), not content",
                field: "type", time: time(first), assetID: first.firstArg?["assetid"]?.stringValue, items: [ctx.item(first)])],
                evidence: .exact)
        case .pings:
            guard pingsShowAds(ctx) else { return .notExercised("no ad in this session") }
            var problems: [CheckOutcome.Problem] = []
            // App SDK: ad pings before any content ping lack the content's program.
            let firstContent = ctx.dcrPings.firstIndex { !$0.ping.isAdPing }
            let early = ctx.dcrPings.prefix(firstContent ?? ctx.dcrPings.count).filter { $0.ping.isAdPing }
            if let bad = early.first(where: { ($0.ping.program ?? "").isEmpty }) {
                problems.append(.init(
                    message: "an ad ping before any content ping carries no program (cg): the ad's metadata was probably loaded before the content's",
                    field: "type", time: bad.ping.orderTime, assetID: bad.ping.assetID,
                    items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
            }
            // Browser: the play time equals the content start on a ping that counted ads. (Seen
            // with the Browser SDK only; the App SDK's starttm on a correct preroll is unknown.)
            for (index, ping) in pings(ctx, kind: "content") where (ping.adCount ?? 0) >= 1 && ping.sdkFamily != .android && ping.sdkFamily != .iOS {
                guard let start = ping.startTime, ping.events.contains(where: { $0.kind == .play && $0.time == start }) else { continue }
                problems.append(.init(
                    message: "the content view started at the play time although ads were counted: an ad's metadata may have been loaded before the content's",
                    field: "type", time: Double(start), assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
                break
            }
            if problems.isEmpty {
                return .notChecked("the pings leave no sign of the metadata order here; " + CheckOutcome.needsCalls)
            }
            return .decided(problems, evidence: .inferred)
        }
    }

    static func stopBeforeResumeCheck(_ ctx: CheckContext) -> CheckOutcome {
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var exercised = false
            var lastPlayhead: APICall?
            for step in PlaybackStep.walk(ctx.calls) {
                let call = step.call
                switch call.api {
                case .loadMetadata:
                    let next: PlaybackStep.Media = call.metadataType == "content" ? .content : .ad
                    let switching = step.media == .ad || (step.media == .content && next == .ad)
                    guard switching, step.playheadsSinceLoad > 0, !step.ended else { break }
                    exercised = true
                    if !step.stopped {
                        let what = step.media == .ad
                            ? "the \(step.metadata?["type"]?.stringValue ?? "ad") \(step.metadata?["assetid"]?.stringValue ?? "")"
                            : "content before the ad break"
                        problems.append(.init(
                            message: "no stop after \(what) before \(CheckContext.describe(call))", field: "stop", time: time(call),
                            assetID: step.metadata?["assetid"]?.stringValue,
                            items: [lastPlayhead.map { ctx.item($0) }, ctx.item(call)].compactMap { $0 }))
                    }
                case .play:
                    guard step.loaded, step.playheadsSinceLoad > 0, !step.ended else { break }
                    exercised = true
                    if !step.stopped {
                        problems.append(.init(
                            message: "playback resumed (play) after an interruption without a stop before it", field: "stop",
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
            return .decided(problems, evidence: .exact)
        case .pings:
            let tolerance = ctx.number("stopPingToleranceSeconds", default: 2)
            let content = pings(ctx, kind: "content")
            let stopTimes = content.filter { $0.ping.durationType == 1 }.compactMap { $0.ping.createTime }
            var problems: [CheckOutcome.Problem] = []
            var pauses = 0
            let events = events(ctx)
            for (i, (event, index, ping)) in events.enumerated() where event.kind == .pause {
                // A pause nothing resumes (the page was left while paused) is no "pause and
                // resume": it is the end-missing rule's evidence.
                guard events[(i + 1)...].contains(where: { $0.event.kind == .resume || $0.event.kind == .play }) else { continue }
                pauses += 1
                if !stopTimes.contains(where: { abs(Double($0) - Double(event.time)) <= tolerance }) {
                    problems.append(.init(
                        message: "a pause at \(event.position) shows no stop ping (pause and resume without stop)", field: "stop",
                        time: Double(event.time), assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            }
            if pingsShowAds(ctx) && problems.isEmpty {
                return .notChecked("a stop after each ad leaves no trace in pings; " + CheckOutcome.needsCalls)
            }
            if pauses == 0 && problems.isEmpty { return .notExercised("no pause or ad in this session") }
            return .decided(problems, evidence: .inferred)
        }
    }

    static func resumeLoadCheck(_ ctx: CheckContext) -> CheckOutcome {
        let required = ctx.bool("requireLoadMetadata", default: true)
        // The App SDK guides ask for loadMetadata on resume; the Browser SDK resumes the same
        // view on play (its c64 starttm continues), which is correct there.
        let browser = isBrowserSDK(ctx)
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var resumes = 0
            var stop: APICall?
            var loadedSinceStop = false
            var playedSinceStop = false
            for call in ctx.calls {
                switch call.api {
                case .stop:
                    stop = call
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
                    resumes += 1
                    if required && !loadedSinceStop && !(browser && playedSinceStop) {
                        problems.append(.init(
                            message: "playback resumed at \(call.position.map(fmt) ?? "?") after stop without loadMetadata",
                            field: "loadMetadata", time: time(call), items: [ctx.item(s), ctx.item(call)]))
                    }
                    stop = nil
                default:
                    break
                }
            }
            if resumes == 0 { return .notExercised("no resume after stop in this session") }
            return .decided(problems, evidence: .exact)
        case .pings:
            return resumeLoadFromPings(ctx, required: required, browser: browser)
        }
    }

    /// The pings' signature of a resume: a `loadMetadata` makes the SDK start a new view, so
    /// the duration ping holding the `RE` event carries a `c64 starttm` reset to the resume's
    /// second; a resume on `play` (or playheads alone) keeps the view's old starttm. Anything
    /// else cannot be told apart.
    static func resumeLoadFromPings(_ ctx: CheckContext, required: Bool, browser: Bool) -> CheckOutcome {
        let content = pings(ctx, kind: "content")
        var problems: [CheckOutcome.Problem] = []
        var resumes = 0
        var undecided = 0
        var pauseTime: Int?
        for (event, index, ping) in events(ctx) {
            switch event.kind {
            case .pause:
                pauseTime = event.time
            case .resume:
                resumes += 1
                defer { pauseTime = nil }
                guard let start = ping.startTime else { undecided += 1; continue }
                // The starttm of the view before the pause: the last ping made before it.
                let before = pauseTime.flatMap { pause in content.last { ($0.ping.createTime ?? .max) <= pause }?.ping.startTime }
                if abs(Double(start) - Double(event.time)) <= 1 && start != before { continue }  // loadMetadata: a new view from the resume
                guard let before, before == start else { undecided += 1; continue }
                if required && !browser {
                    problems.append(.init(
                        message: "playback resumed at \(event.position) after a pause without loadMetadata (c64 starttm kept at \(start), not reset to the resume at \(event.time))",
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
            if events(ctx).isEmpty { return .notChecked("the pings carry no play/pause events (evdata); " + CheckOutcome.needsCalls) }
            return .notExercised("no pause and resume in this session")
        }
        if problems.isEmpty && undecided > 0 {
            return .notChecked("the pings do not show whether the resume reloaded the metadata (c64 starttm neither kept nor reset to the resume); " + CheckOutcome.needsCalls)
        }
        return .decided(problems, evidence: .inferred)
    }

    static func endCheck(_ ctx: CheckContext) -> CheckOutcome {
        switch ctx.mode {
        case .calls:
            let steps = PlaybackStep.walk(ctx.calls)
            guard let last = steps.last(where: { $0.call.api == .playheadPosition && $0.media == .content }) else {
                return .notExercised("no content playhead in this session")
            }
            if ctx.calls.contains(where: { $0.api == .end }) { return .decided([], evidence: .exact) }
            return .decided([.init(
                message: "content \(last.metadata?["assetid"]?.stringValue ?? "") played to \(last.call.position.map(fmt) ?? "?") but end was never called",
                field: "end", time: time(last.call), assetID: last.metadata?["assetid"]?.stringValue, items: [ctx.item(last.call)])],
                evidence: .exact)
        case .pings:
            let content = pings(ctx, kind: "content")
            guard let lastPing = content.last else { return .notExercised("no content ping in this session") }
            if content.contains(where: { $0.ping.events.contains { $0.kind == .end } }) { return .decided([], evidence: .inferred) }
            let pausedAt = events(ctx).last.flatMap { $0.event.kind == .pause ? $0.event.position : nil }
            let last = pausedAt.map { "the last event is a pause at \($0) that nothing resumed and " } ?? ""
            return .decided([.init(
                message: "\(last)no ping of this session reports the content's end (no ST event): end was probably not called",
                field: "end", time: lastPing.ping.orderTime, assetID: lastPing.ping.assetID,
                items: [ctx.item(pingAt: lastPing.index)].compactMap { $0 })], evidence: .inferred)
        }
    }

    static func playFirstCheck(_ ctx: CheckContext) -> CheckOutcome {
        guard let first = ctx.calls.first(where: { $0.api == .play || $0.api == .loadMetadata }) else {
            return .notExercised("no play or loadMetadata call in this session")
        }
        if first.api == .play { return .decided([], evidence: .exact) }
        return .decided([.init(
            message: "the stream starts with \(CheckContext.describe(first)) without a play before it", field: "play",
            time: time(first), assetID: first.firstArg?["assetid"]?.stringValue, items: [ctx.item(first)])], evidence: .exact)
    }

    static func postrollCheck(_ ctx: CheckContext) -> CheckOutcome {
        let steps = PlaybackStep.walk(ctx.calls)
        let postrolls = steps.filter { $0.call.api == .loadMetadata && $0.call.metadataType == "postroll" }
        if postrolls.isEmpty { return .notExercised("no postroll in this session") }
        let problems = postrolls.filter { !$0.ended }.map { step in
            CheckOutcome.Problem(
                message: "postroll \(step.call.firstArg?["assetid"]?.stringValue ?? "") was loaded before end of its content",
                field: "end", time: time(step.call), assetID: step.call.firstArg?["assetid"]?.stringValue, items: [ctx.item(step.call)])
        }
        return .decided(problems, evidence: .exact)
    }

    static func bufferingCheck(_ ctx: CheckContext) -> CheckOutcome {
        let limit = ctx.number("maxSeconds", default: 30)
        switch ctx.mode {
        case .calls:
            var problems: [CheckOutcome.Problem] = []
            var previous: APICall?
            var playheads = 0
            for step in PlaybackStep.walk(ctx.calls) {
                switch step.call.api {
                case .playheadPosition:
                    playheads += 1
                    if let prev = previous, let a = time(prev), let b = time(step.call), b - a > limit {
                        problems.append(.init(
                            message: "playheads stopped for \(fmt((b - a).rounded())) s without a stop (limit \(fmt(limit)) s)",
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
            return .decided(problems, evidence: .exact)
        case .pings:
            let content = pings(ctx, kind: "content")
            guard content.count >= 2 else { return .notChecked("too few pings to see a stall; " + CheckOutcome.needsCalls) }
            var problems: [CheckOutcome.Problem] = []
            for (a, b) in zip(content, content.dropFirst()) {
                guard let t0 = a.ping.createTime, let t1 = b.ping.createTime else { continue }
                let accounted = (b.ping.creditedSeconds ?? 0).saturatingAdd(b.ping.adSeconds ?? 0)
                let stopped = b.ping.events.contains { $0.kind == .pause || $0.kind == .end }
                let unexplained = t1.saturatingSubtract(t0).saturatingSubtract(accounted)
                if !stopped, Double(unexplained) > limit {
                    problems.append(.init(
                        message: "\(unexplained) s passed between pings with nothing credited and no pause reported: playback stalled without stop",
                        field: "stop", time: Double(t0), assetID: b.ping.assetID, items: [ctx.item(pingAt: b.index)].compactMap { $0 }))
                }
            }
            return .decided(problems, evidence: .inferred)
        }
    }
}
