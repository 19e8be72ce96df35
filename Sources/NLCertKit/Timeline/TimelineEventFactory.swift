/// Turns a viewing session's calls and pings into its events: every call as it was made
/// (exact), and what each ping implies (inferred): the view ping, duration pings with the
/// seconds they credit, App SDK ad pings, the `evdata` play/pause/resume/forward/end events,
/// a content view starting when `c64` changes, and ads counted on a content ping; seeks the
/// playhead calls show (exact).
enum TimelineEventFactory {
    static func events(callIndices: [Int], pingIndices: [Int], calls: [APICall], pings: [Ping]) -> [TimelineEvent] {
        var events: [TimelineEvent] = []
        events.reserveCapacity(callIndices.count + 2 * pingIndices.count)
        for i in callIndices {
            let call = calls[i]
            events.append(
                TimelineEvent(
                    kind: .call, time: call.time?.epochSeconds, certainty: .exact, summary: summary(of: call),
                    location: call.location, call: call, position: playhead(of: call)))
        }
        events += seeks(callIndices.map { calls[$0] })
        var lastStart: String?
        for i in pingIndices {
            let p = pings[i]
            guard p.kind == .dcrPing else { continue }
            let loc = p.location
            func add(_ kind: TimelineEvent.Kind, _ time: Double?, _ text: String, _ position: Double? = nil) {
                events.append(
                    TimelineEvent(
                        kind: kind, time: time, certainty: .inferred, summary: text, location: loc, pingIndex: i,
                        position: position))
            }
            let asset = p.assetID ?? "?"
            if p.isAdPing {
                add(.adPing, p.time, "ad ping \(asset): \(p.creditedSeconds ?? 0) s")
            } else {
                if let start = p.value(.startTime), start != lastStart {
                    lastStart = start
                    add(
                        .contentViewStart, p.startTime.map(Double.init) ?? p.time,
                        "content view starts: \(asset) (starttm \(start))")
                }
                if p.isViewPing {
                    add(.viewPing, p.time, "view ping \(asset)")
                } else {
                    var text = creditedSummary(p.creditedSeconds ?? 0)
                    if p.durationType == 2 { text += ", content over (davty=2)" }
                    add(.durationPing, p.time, text)
                }
                let adSeconds = p.adSeconds ?? 0
                let adCount = p.adCount ?? 0
                if adSeconds > 0 || adCount > 0 {
                    add(.adsCounted, p.time, "ads counted since the previous ping: \(adCount) ad(s), \(adSeconds) s")
                }
            }
            for e in p.events {
                let t = Double(e.time)
                let pos = Double(e.position)
                switch e.kind {
                case .play: add(.playEvent, t, "play at \(e.position)", pos)
                case .pause: add(.pauseEvent, t, "pause at \(e.position)", pos)
                case .resume: add(.resumeEvent, t, "resume at \(e.position)", pos)
                case .end: add(.endEvent, t, "end at \(e.position)", pos)
                case .forward:
                    add(.forwardEvent, t, "forward \(e.from.map(String.init) ?? "?") → \(e.position)", pos)
                }
            }
        }
        let order = TimeOrdering.order(events.map(\.time))
        return order.map { events[$0] }
    }

    /// `duration ping: N s credited` for the credited seconds of up to an hour, built once: the
    /// duration pings of a large capture share these strings (most events are duration pings)
    /// instead of each holding its own.
    static let creditedSummaries: [String] = (0...3600).map(creditedLine)

    static func creditedSummary(_ seconds: Int) -> String {
        creditedSummaries.indices.contains(seconds) ? creditedSummaries[seconds] : creditedLine(seconds)
    }

    /// The line itself, written in one place for the shared ones and the rest.
    private static func creditedLine(_ seconds: Int) -> String { "duration ping: \(seconds) s credited" }

    /// The seeks the calls show: one jump between two playheads, then the playheads in step
    /// with the clock again (see `PlayheadRun`).
    static func seeks(_ calls: [APICall]) -> [TimelineEvent] {
        guard calls.contains(where: { $0.api == .playheadPosition }) else { return [] }
        return PlayheadRun.vodRuns(calls).flatMap { $0.seeks() }.map { step in
            let from = formatNumber(step.from.position ?? 0)
            let to = formatNumber(step.to.position ?? 0)
            let by = step.moved
            let direction = step.moved - step.elapsed >= 0 ? "forward" : "back"
            return TimelineEvent(
                kind: .seek, time: step.to.time?.epochSeconds, certainty: .exact,
                summary:
                    "seek \(direction) \(from) → \(to) (\(by >= 0 ? "+" : "−")\(formatNumber(abs(by).rounded())) s)",
                location: step.to.location, position: step.to.position)
        }
    }

    /// The playhead a call carries: `playheadPosition`, `stop` and `end` take one.
    static func playhead(of call: APICall) -> Double? {
        switch call.api {
        case .playheadPosition, .stop, .end: return call.position
        default: return nil
        }
    }

    /// One line for a call: `loadMetadata(content VID-1)`, `playheadPosition 12`.
    static func summary(of call: APICall) -> String {
        switch call.api {
        case .loadMetadata:
            let type = call.metadataType ?? "?"
            let asset = call.firstArg?["assetid"]?.stringValue ?? "no assetid"
            return "loadMetadata(\(type) \(asset))"
        case .playheadPosition, .stop, .end:
            let value = call.position.map(formatNumber) ?? call.firstArg.map { JSONWriter.write($0) } ?? ""
            return value.isEmpty ? call.rawName : "\(call.rawName) \(value)"
        case .play:
            if let channel = call.firstArg?["channelName"]?.stringValue { return "play(channel \(channel))" }
            if let n = call.position { return "play(\(formatNumber(n)))" }
            return "play"
        default:
            return call.rawName
        }
    }

    static func formatNumber(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return String(d)
    }
}
