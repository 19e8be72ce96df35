/// The check behind NL304 (`rules/sequence/NL304-end-missing.json`).
extension CheckLibrary {
    static let endPresent = CheckFunction(
        name: "endPresent", scope: .session, summary: "content that played is closed with end"
    ) { ctx in evaluateEndPresent(ctx) }

    private static func evaluateEndPresent(_ ctx: CheckContext) -> CheckDecision {
        switch ctx.mode {
        case .calls:
            // Each content that played must be closed with end before another content is loaded
            // (a channel change or the next episode: "DCR Video iOS SDK — end": call end when
            // the user switches to another piece of content) and at the stream's close.
            var problems: [CheckDecision.Problem] = []
            var open: PlaybackStep?
            var sawContent = false
            // Playheads after end with nothing loaded again are the stopped-playhead rule's
            // evidence, not content left open.
            var loadedSinceEnd = true
            for step in PlaybackStep.walk(ctx.calls) {
                let call = step.call
                switch call.api {
                case .playheadPosition where step.media == .content:
                    if loadedSinceEnd { open = step }
                    sawContent = true
                case .end:
                    open = nil
                    loadedSinceEnd = false
                case .loadMetadata where call.metadataType == "content":
                    loadedSinceEnd = true
                    guard let last = open, let was = last.metadata?["assetid"]?.stringValue,
                        let now = call.firstArg?["assetid"]?.stringValue, was != now
                    else { break }
                    problems.append(
                        .init(
                            message:
                                "content \(was) played to \(last.call.position.map(fmt) ?? "?") and then \(now) was loaded without end (a channel change or next episode needs end first)",
                            field: "end", time: time(call), assetID: was, items: [ctx.item(last.call), ctx.item(call)]))
                    open = nil
                default:
                    break
                }
            }
            guard sawContent else { return .notExercised("no content playhead in this session") }
            if let last = open {
                problems.append(
                    .init(
                        message:
                            "content \(last.metadata?["assetid"]?.stringValue ?? "") played to \(last.call.position.map(fmt) ?? "?") but end was never called",
                        field: "end", time: time(last.call), assetID: last.metadata?["assetid"]?.stringValue,
                        items: [ctx.item(last.call)]))
            }
            return .decided(problems, certainty: .exact)
        case .pings:
            let content = pings(ctx, kind: "content")
            guard let lastPing = content.last else { return .notExercised("no content ping in this session") }
            if let auto = endTheSDKMadeItself(content) {
                return .decided(
                    [
                        .init(
                            message:
                                "the SDK ended \(auto.ping.assetID ?? "the content") itself at \(auto.end.position) when the next stream started (a view of 0 s opened and ended at the switch, after the content had stopped): end was probably not called",
                            field: "end", time: Double(auto.end.time), assetID: auto.ping.assetID,
                            items: [ctx.item(pingAt: auto.index)].compactMap { $0 })
                    ], certainty: .inferred)
            }
            if content.contains(where: { $0.ping.events.contains { $0.kind == .end } }) {
                return .decided([], certainty: .inferred)
            }
            // An end called while an ad is loaded (a postroll before end) leaves no ST event
            // either: when ads were counted after the content's last credited seconds, the
            // session closed during an ad and the pings cannot tell whether end came.
            let lastCredit = content.lastIndex { ($0.ping.creditedSeconds ?? 0) > 0 } ?? -1
            if let lastAd = content.lastIndex(where: { ($0.ping.adCount ?? 0) >= 1 }), lastAd > lastCredit {
                return .notChecked(
                    "the session closed while an ad played (ads counted after the content's last credited seconds): an end called then leaves no ST event; "
                        + CheckDecision.needsCalls)
            }
            // The App SDK queues its pings and uploads them in batches: the real Android SDK 10.2
            // sent an end's ping 35 s after end in one run and not within 45 s in another (after a
            // long pause). When nothing of Nielsen's came after this session's last ping, the
            // capture may have stopped before the upload that carried the end.
            if lastPing.ping.sdkFamily != .browser, Self.isLastNielsenRequest(lastPing.index, in: ctx) {
                return .notChecked(
                    "this session's last ping is the last Nielsen request of the capture, and the App SDK uploads its pings in batches (its end's ping can come a minute or more after end): the capture may have stopped before it was sent (keep recording two minutes past end); "
                        + CheckDecision.needsCalls)
            }
            let pausedAt = events(ctx).last.flatMap { $0.event.kind == .pause ? $0.event.position : nil }
            let last = pausedAt.map { "the last event is a pause at \($0) that nothing resumed and " } ?? ""
            return .decided(
                [
                    .init(
                        message:
                            "\(last)no ping of this session reports the content's end (no ST event): end was probably not called",
                        field: "end", time: lastPing.ping.orderTime, assetID: lastPing.ping.assetID,
                        items: [ctx.item(pingAt: lastPing.index)].compactMap { $0 })
                ], certainty: .inferred)
        }
    }

    /// Whether no Nielsen request of the capture came after the ping at `index` (by capture time
    /// when the capture has it, else by the SDK's creation time).
    static func isLastNielsenRequest(_ index: Int, in ctx: CheckContext) -> Bool {
        let pings = ctx.timeline.pings
        guard pings.indices.contains(index) else { return false }
        guard let sent = pings[index].capturedTime?.epochSeconds else { return index == pings.count - 1 }
        return (ctx.timeline.latestRequestTime ?? -.infinity) <= sent + 1
    }

    /// The App SDK's own end at a channel change without end: when play or loadMetadata of the
    /// next content comes while the content is open, it stops the content's view, opens a view
    /// of the same content at that second and ends it at once — an `ST` alone, in a view that
    /// started within a second of it, credited nothing and followed an earlier view of the same
    /// asset. An end the app called rides in the view that played (`PL … ST`), or comes later.
    static func endTheSDKMadeItself(
        _ content: [(index: Int, ping: PingView)]
    ) -> (index: Int, ping: PingView, end: PingEvent)? {
        for (position, (index, ping)) in content.enumerated() {
            guard let end = ping.events.first(where: { $0.kind == .end }), let start = ping.startTime,
                abs(end.time - start) <= 1, (ping.creditedSeconds ?? 0) == 0,
                !ping.events.contains(where: { $0.kind == .play || $0.kind == .resume }),
                content[..<position].contains(where: {
                    $0.ping.assetID == ping.assetID && $0.ping.startTime != nil && $0.ping.startTime != start
                })
            else { continue }
            return (index, ping, end)
        }
        return nil
    }
}
