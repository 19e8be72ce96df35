/// The functions `rules/scenarios.json` names in `detect`: each looks at one capture's timeline
/// and returns where it shows the scenario (exact from API calls, inferred from pings), or
/// nothing. A scenario file naming a function not listed here is rejected when it is loaded.
enum ScenarioDetector {
    typealias Function = @Sendable (Timeline) -> [ScenarioSighting]

    static let library: [String: Function] = [
        "contentWithoutAds": contentWithoutAds,
        "preroll": { ads(at: .preroll, in: $0) },
        "midroll": { ads(at: .midroll, in: $0) },
        "postroll": { ads(at: .postroll, in: $0) },
        "pauseResume": pauseResume,
        "interruption": interruption,
        "seek": seek,
        "endOfContent": endOfContent,
        "live": live,
        "ottUpdate": ottUpdate,
        "optOut": { optOutCalls(in: $0, url: "nielsenappsdk://1", soonAfterInit: false) },
        "optIn": { optOutCalls(in: $0, url: "nielsenappsdk://0", soonAfterInit: false) },
        "kidsOptOut": { optOutCalls(in: $0, url: "nielsenappsdk://1", soonAfterInit: true) },
    ]

    static var names: [String] { library.keys.sorted() }

    static func function(named name: String) -> Function? { library[name] }

    /// A stop longer than this before playback resumes reads as an interruption (app in the
    /// background, a call) rather than a pause, when nothing else tells them apart.
    static let interruptionSeconds = 15.0

    static func contentWithoutAds(_ timeline: Timeline) -> [ScenarioSighting] {
        timeline.viewingSessions.compactMap { session in
            guard let content = session.contentViews.first, session.ads.isEmpty else { return nil }
            let certainty: Certainty = session.contentViews.contains { $0.certainty == .exact } ? .exact : .inferred
            return ScenarioSighting(
                sessionOrdinal: session.ordinal, certainty: certainty,
                detail: "session #\(session.ordinal): content \(content.assetID) with no ad")
        }
    }

    static func ads(at position: AdPosition, in timeline: Timeline) -> [ScenarioSighting] {
        timeline.viewingSessions.compactMap { session in
            let ads = session.ads.filter { $0.position == position }
            guard let first = ads.first else { return nil }
            let count = ads.reduce(0) { $0 + max(1, $1.count) }
            let certainty: Certainty = ads.contains { $0.certainty == .exact } ? .exact : .inferred
            return ScenarioSighting(
                sessionOrdinal: session.ordinal, certainty: certainty,
                detail: "session #\(session.ordinal): \(count) \(position.rawValue) ad\(count == 1 ? "" : "s")"
                    + (first.assetID.map { " (first: \($0))" } ?? ""))
        }
    }

    /// A stop (call) or a pause (`PU` in `evdata`) followed by playback of the same item again
    /// in the same session, and how long playback was stopped. A stop followed by another
    /// item's `loadMetadata` (the end of an ad, the next episode) is a transition, not a pause.
    struct Gap {
        var session: Int
        var seconds: Double?
        var certainty: Certainty
    }

    static func resumedGaps(_ timeline: Timeline) -> [Gap] {
        var gaps: [Gap] = []
        for session in timeline.viewingSessions {
            var current: String?
            var stopped: (time: Double?, certainty: Certainty, item: String?)?
            // Where calls show the stream, they decide; the pings' pause marks are the fallback.
            let exactOnly = session.hasCalls
            for event in timeline.events(of: session) where !exactOnly || event.call != nil {
                if let call = event.call, call.api == .loadMetadata {
                    let item = call.firstArg?["assetid"]?.stringValue
                    if let s = stopped, s.item != item { stopped = nil }
                    current = item
                    continue
                }
                let isStop = event.kind == .pauseEvent || event.call?.api == .stop
                let isPlayback =
                    event.kind == .resumeEvent
                    || (event.call.map { $0.api == .playheadPosition || $0.api == .play } ?? false)
                if isStop {
                    if stopped == nil { stopped = (event.time, event.certainty, current) }
                } else if isPlayback, let stop = stopped {
                    var seconds: Double?
                    if let from = stop.time, let to = event.time { seconds = to - from }
                    gaps.append(
                        Gap(session: session.ordinal, seconds: seconds, certainty: min(stop.certainty, event.certainty))
                    )
                    stopped = nil
                }
            }
        }
        return gaps
    }

    static func pauseResume(_ timeline: Timeline) -> [ScenarioSighting] {
        resumedGaps(timeline).map { gap in
            ScenarioSighting(
                sessionOrdinal: gap.session, certainty: gap.certainty,
                detail: "session #\(gap.session): playback stopped" + (gap.seconds.map { " for \(Int($0)) s" } ?? "")
                    + " and resumed")
        }
    }

    /// The app's own background / foreground calls when the capture has them; otherwise a
    /// stop long enough to be one (inferred, and said so: a long pause looks the same).
    static func interruption(_ timeline: Timeline) -> [ScenarioSighting] {
        let marked = timeline.calls.filter {
            let name = $0.rawName.lowercased()
            return name.contains("background") || name.contains("foreground")
        }
        if let first = marked.first {
            return [
                ScenarioSighting(
                    sessionOrdinal: nil, certainty: .exact, detail: "\(first.rawName) at \(first.location)")
            ]
        }
        return resumedGaps(timeline).compactMap { gap in
            guard let seconds = gap.seconds, seconds >= interruptionSeconds else { return nil }
            return ScenarioSighting(
                sessionOrdinal: gap.session, certainty: .inferred,
                detail:
                    "session #\(gap.session): playback stopped for \(Int(seconds)) s and resumed (a long pause looks the same: confirm it was an interruption)"
            )
        }
    }

    /// One jump of the content playhead followed by ordinary +1 steps (calls), or — in a
    /// session without playhead calls — a `FW` event the SDK wrote into `evdata` (pings).
    static func seek(_ timeline: Timeline) -> [ScenarioSighting] {
        var found: [ScenarioSighting] = []
        for session in timeline.viewingSessions {
            let hasPlayheadCalls = session.callIndices.contains {
                timeline.calls.indices.contains($0) && timeline.calls[$0].api == .playheadPosition
            }
            if let sighting = seekInCalls(session, timeline: timeline) {
                found.append(sighting)
            } else if !hasPlayheadCalls, timeline.events(of: session).contains(where: { $0.kind == .forwardEvent }) {
                found.append(
                    ScenarioSighting(
                        sessionOrdinal: session.ordinal, certainty: .inferred,
                        detail: "session #\(session.ordinal): the SDK reported a seek in evdata"))
            }
        }
        return found
    }

    static func seekInCalls(_ session: ViewingSession, timeline: Timeline) -> ScenarioSighting? {
        var positions: [Double] = []
        for index in session.callIndices where timeline.calls.indices.contains(index) {
            let call = timeline.calls[index]
            switch call.api {
            case .playheadPosition:
                if let p = call.position, p.isFinite, p < 1_000_000_000 { positions.append(p) }
            case .stop, .end, .loadMetadata, .play:
                positions.append(.nan)  // a break: no seek across it
            default:
                break
            }
        }
        guard positions.count >= 3 else { return nil }
        for i in 1..<(positions.count - 1) {
            let jump = positions[i] - positions[i - 1]
            let next = positions[i + 1] - positions[i]
            if jump.isFinite, next.isFinite, abs(jump) >= 10, abs(next) <= 2 {
                let kind = jump > 0 ? "forward" : "back"
                return ScenarioSighting(
                    sessionOrdinal: session.ordinal, certainty: .exact,
                    detail:
                        "session #\(session.ordinal): playhead jumped \(kind) from \(Int(positions[i - 1])) to \(Int(positions[i]))"
                )
            }
        }
        return nil
    }

    static func endOfContent(_ timeline: Timeline) -> [ScenarioSighting] {
        timeline.viewingSessions.compactMap { session in
            let events = timeline.events(of: session)
            if events.contains(where: { $0.call?.api == .end }) {
                return ScenarioSighting(
                    sessionOrdinal: session.ordinal, certainty: .exact,
                    detail: "session #\(session.ordinal): end() called")
            }
            if events.contains(where: { $0.kind == .endEvent }) {
                return ScenarioSighting(
                    sessionOrdinal: session.ordinal, certainty: .inferred,
                    detail: "session #\(session.ordinal): the SDK reported the end of the content")
            }
            return nil
        }
    }

    static func live(_ timeline: Timeline) -> [ScenarioSighting] {
        timeline.viewingSessions.compactMap { session in
            let liveLength = session.contentViews.contains { $0.length == "86400" }
            let livePings = session.pingIndices.contains {
                timeline.pings.indices.contains($0) && timeline.pings[$0].value("c58") == "true"
            }
            let unixPlayheads = session.callIndices.contains {
                timeline.calls.indices.contains($0) && timeline.calls[$0].api == .playheadPosition
                    && (timeline.calls[$0].position ?? 0) >= 1_000_000_000
            }
            guard liveLength || livePings || unixPlayheads else { return nil }
            return ScenarioSighting(
                sessionOrdinal: session.ordinal, certainty: unixPlayheads ? .exact : .inferred,
                detail: "session #\(session.ordinal): live content")
        }
    }

    static func ottUpdate(_ timeline: Timeline) -> [ScenarioSighting] {
        if let call = timeline.calls.first(where: { $0.api == .updateOTT }) {
            return [ScenarioSighting(sessionOrdinal: nil, certainty: .exact, detail: "updateOTT at \(call.location)")]
        }
        if timeline.pings.contains(where: { $0.value("c71") == "1" }) {
            return [
                ScenarioSighting(
                    sessionOrdinal: nil, certainty: .inferred, detail: "pings report an OTT device (c71 ottflg 1)")
            ]
        }
        return []
    }

    /// `userOptOut` with the given URL (not the `userOptOutURLString` getter); for kids apps,
    /// only when no playback call came before it.
    static func optOutCalls(in timeline: Timeline, url: String, soonAfterInit: Bool) -> [ScenarioSighting] {
        let calls = timeline.calls
        guard let index = calls.firstIndex(where: { $0.rawName == "userOptOut" && $0.firstArg?.stringValue == url })
        else { return [] }
        if soonAfterInit,
            calls[..<index].contains(where: { [.play, .loadMetadata, .playheadPosition].contains($0.api) })
        {
            return []
        }
        return [
            ScenarioSighting(
                sessionOrdinal: nil, certainty: .exact, detail: "userOptOut(\"\(url)\") at \(calls[index].location)")
        ]
    }
}
