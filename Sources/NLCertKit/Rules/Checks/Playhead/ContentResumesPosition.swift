/// The check behind NL204 (`rules/playhead/NL204-content-resumes-position.json`).
extension CheckLibrary {
    static let contentResumesPosition = CheckFunction(
        name: "contentResumesPosition", scope: .session,
        summary: "content after an ad break continues where it left off",
        options: [CheckParameter("toleranceSeconds", .number, help: "allowed difference in seconds")]
    ) { ctx in evaluateContentResumesPosition(ctx) }

    private static func evaluateContentResumesPosition(_ ctx: CheckContext) -> CheckDecision {
        let tolerance = ctx.number("toleranceSeconds", default: 1)
        switch ctx.mode {
        case .calls:
            var problems: [CheckDecision.Problem] = []
            var lastContent: APICall?
            var lastContentAsset: String?
            var adSinceContent = false
            var breaks = 0
            for step in PlaybackStep.walk(ctx.calls) {
                let call = step.call
                switch call.api {
                case .loadMetadata where call.metadataType != "content":
                    if lastContent != nil { adSinceContent = true }
                case .loadMetadata:
                    // Other content (a channel change, the next episode) starts its own playheads.
                    let asset = call.firstArg?["assetid"]?.stringValue
                    if asset != lastContentAsset {
                        lastContent = nil
                        adSinceContent = false
                    }
                    lastContentAsset = asset
                case .playheadPosition where step.media == .content:
                    if adSinceContent, let last = lastContent, let lp = last.position, let p = call.position {
                        breaks += 1
                        // Live content's playhead is the current Unix second: it moves on by the
                        // break's length while the ads play ("DCR Video iOS SDK — Playhead position":
                        // live streams send the current UTC time). It resumes where the clock is.
                        let live = PlaybackStep.isLive(step.metadata) || PlayheadRun.isUnixTime(lp)
                        let elapsed = live ? liveElapsed(from: last, to: call) : 0
                        if let elapsed, abs(p - lp - elapsed) > (live ? max(tolerance, 2) : tolerance) {
                            problems.append(
                                .init(
                                    message:
                                        "content resumed at \(fmt(p)) after the ad break; it had reached \(fmt(lp))",
                                    field: "playheadPosition", time: time(call),
                                    assetID: step.metadata?["assetid"]?.stringValue,
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
            return .decided(problems, certainty: .exact)
        case .pings:
            guard ctx.session?.ads.contains(where: { $0.position == .midroll }) == true else {
                return .notExercised("no midroll in this session")
            }
            let events = events(ctx)
            if events.contains(where: { PlayheadRun.isUnixTime(Double($0.event.position)) }) {
                return .notChecked(
                    "a live stream's playhead follows the wall clock across its ad breaks, so its pings cannot show "
                        + "where the content resumed; " + CheckDecision.needsCalls)
            }
            guard let play = events.first(where: { $0.event.kind == .play }),
                let end = events.last(where: { $0.event.kind == .end })
            else {
                return .notChecked("the pings carry no start and end positions (evdata); " + CheckDecision.needsCalls)
            }
            let credited = pings(ctx, kind: "content").saturatingSum { $0.ping.creditedSeconds }
            let played = end.event.position - play.event.position
            let slack = max(tolerance, 5)
            var problems: [CheckDecision.Problem] = []
            if Double(played.saturatingSubtract(credited).saturatingMagnitude) > slack {
                problems.append(
                    .init(
                        message:
                            "\(credited) s of content were credited but the playhead only covers \(played) s (\(play.event.position) → \(end.event.position)): content probably restarted after the ad break",
                        field: "playheadPosition", time: Double(end.event.time), assetID: end.ping.assetID,
                        items: [ctx.item(pingAt: end.index)].compactMap { $0 }))
            }
            return .decided(problems, certainty: .inferred)
        }
    }

    /// Seconds of wall clock between two live playhead calls (`nil`: a time is unknown, so the
    /// resume cannot be judged).
    private static func liveElapsed(from a: APICall, to b: APICall) -> Double? {
        guard let ta = a.time?.epochMillis, let tb = b.time?.epochMillis else { return nil }
        return (Double(tb) - Double(ta)) / 1000
    }
}
