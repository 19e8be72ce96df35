/// Whether a viewing session's API calls *cover* it: whether the calls hold everything the
/// session's pings show happened, so that a rule decided from the calls alone sees the whole
/// session. Real logs lose lines (a ring buffer that wrapped, `chatty` throttling, a grep, a
/// recording started late); calls that do not cover their session decide nothing exactly.
///
/// The calls cover a session with pings when
/// * every content view and every ad the pings show has its `loadMetadata` call, with its
///   metadata object (a call whose argument line the log lost covers nothing, and is named);
/// * the playhead calls span the seconds the pings credit (`c27 cln` for content, ad seconds
///   for ads), within a tolerance;
/// * the session's start is in the log: its first call is not later than its first ping.
///
/// A session without pings (an API trace alone) or without calls is trivially covered: there
/// is nothing for the calls to miss, or no call to decide from.
struct SessionCoverage: Sendable, Hashable {
    /// A content view of the pings and the `loadMetadata(content)` call that loaded it,
    /// paired by asset and start time, or (when the values differ) by time alone.
    struct Pair: Sendable, Hashable {
        /// Index into `Timeline.calls`.
        var call: Int
        /// Indices into `Timeline.pings` of the view's content pings.
        var pings: [Int]
    }

    /// What the calls miss, one phrase each ("no loadMetadata for content VID-1"); empty when
    /// they cover the session.
    var gaps: [String]
    /// How many calls the session holds.
    var callCount: Int
    /// Content seconds the pings credit.
    var creditedSeconds: Int
    /// Content views of the pings, each with the call that loaded it.
    var pairs: [Pair]

    var covers: Bool { gaps.isEmpty }

    /// "the log holds 2 API calls for a session whose pings credit 150 s of content: the log
    /// is incomplete (no loadMetadata for content VID-1)", or `nil` when the calls cover.
    var incompleteness: String? {
        guard !covers else { return nil }
        let calls = callCount == 1 ? "1 API call" : "\(callCount) API calls"
        return "the log holds \(calls) for a session whose pings credit \(creditedSeconds) s of content: "
            + "the log is incomplete (\(gaps.joined(separator: "; ")))"
    }

    /// Calls and pings this far apart (seconds) still describe the same content view.
    static let viewTolerance = 5.0
    /// Playhead seconds may fall this short of the credited seconds (the SDK credits the
    /// second after the last playhead; clocks round), at least `minimumSlack` seconds.
    static let spanShortfall = 0.1
    static let minimumSlack = 5.0
    /// Playheads further apart than this are not counted as played time between them.
    static let maxPlayheadGap = 30.0

    /// The coverage of one viewing session by its calls.
    static func of(_ session: ViewingSession, timeline: Timeline) -> SessionCoverage {
        guard !session.callIndices.isEmpty, !session.pingIndices.isEmpty else {
            return SessionCoverage(gaps: [], callCount: session.callIndices.count, creditedSeconds: 0, pairs: [])
        }
        let calls = session.callIndices.filter { timeline.calls.indices.contains($0) }
        let pings = session.pingIndices.filter {
            timeline.pings.indices.contains($0) && timeline.pings[$0].kind == .dcrPing
        }
        var coverage = SessionCoverage(gaps: [], callCount: calls.count, creditedSeconds: 0, pairs: [])
        guard !calls.isEmpty, !pings.isEmpty else { return coverage }
        let allCalls = timeline.calls
        let allPings = timeline.pings
        let content = pings.filter { !allPings[$0].isAdPing && PingMedia(rt: allPings[$0].value("rt")) != .staticPage }
        coverage.creditedSeconds = content.reduce(0) { $0 + max(0, allPings[$1].creditedSeconds ?? 0) }
        coverage.pairs = pair(content, calls: calls, timeline: timeline)
        // Calls the log kept without their argument (the line holding it was lost).
        let bare = calls.filter { i in
            let c = allCalls[i]
            return (c.api == .loadMetadata || c.api == .playheadPosition) && (c.args.isEmpty || c.argumentsMissing)
        }
        if let first = bare.first {
            coverage.gaps.append(
                "\(bare.count == 1 ? "1 call" : "\(bare.count) calls") without the argument the log lost, the first \(allCalls[first].rawName) at \(allCalls[first].location.description)"
            )
        }
        // Content views without their loadMetadata.
        let paired = Set(coverage.pairs.flatMap(\.pings))
        var missing: [String] = []
        for i in content where !paired.contains(i) {
            let asset = allPings[i].assetID ?? "?"
            if !missing.contains(asset) { missing.append(asset) }
        }
        if !missing.isEmpty {
            coverage.gaps.append("no loadMetadata for content \(missing.joined(separator: ", "))")
        }
        // Ads without their loadMetadata.
        let unloadedAds = session.ads.filter { !$0.pingIndices.isEmpty && $0.callIndices.isEmpty }.reduce(0) {
            $0 + $1.count
        }
        if unloadedAds > 0 {
            coverage.gaps.append(
                "no loadMetadata for \(unloadedAds == 1 ? "1 ad" : "\(unloadedAds) ads") the pings count")
        }
        // Playheads against credited time.
        let credited = Double(coverage.creditedSeconds + adSeconds(pings, timeline: timeline))
        let played = playedSeconds(calls.map { allCalls[$0] })
        if credited - played > max(minimumSlack, credited * spanShortfall) {
            coverage.gaps.append(
                "playheads span \(CheckContext.number(played.rounded())) s of the \(CheckContext.number(credited)) s the pings credit"
            )
        }
        // The session's start.
        if let firstCall = calls.compactMap({ allCalls[$0].time?.epochSeconds }).min(),
            let firstPing = pings.compactMap({ allPings[$0].startTime.map(Double.init) ?? allPings[$0].time }).min(),
            firstCall > firstPing + viewTolerance
        {
            coverage.gaps.append(
                "its first call comes \(CheckContext.number((firstCall - firstPing).rounded())) s after the session started"
            )
        }
        return coverage
    }

    /// Ad seconds the pings credit: App SDK ad pings' `cln`, browser content pings' `adl`.
    static func adSeconds(_ pings: [Int], timeline: Timeline) -> Int {
        pings.reduce(0) { total, i in
            let p = timeline.pings[i]
            return total + max(0, p.isAdPing ? (p.creditedSeconds ?? 0) : (p.adSeconds ?? 0))
        }
    }

    /// Seconds the playhead calls span: the time between consecutive playheads (gaps over
    /// `maxPlayheadGap` not counted) plus one per run; without times, one per playhead.
    static func playedSeconds(_ calls: [APICall]) -> Double {
        let playheads = calls.filter { $0.api == .playheadPosition }
        let times = playheads.compactMap { $0.time?.epochSeconds }
        guard times.count == playheads.count, !times.isEmpty else { return Double(playheads.count) }
        var total = 1.0
        for (k, (a, b)) in zip(times, times.dropFirst()).enumerated() {
            let gap = b - a
            // A live stream's playheads are the wall clock: after a stall they jump by it, and
            // the SDK credits the jump (the real Browser SDK reported it as a forward, FW).
            var live = false
            if let p = playheads[k].position, let q = playheads[k + 1].position {
                live = PlayheadRun.isUnixTime(p) && PlayheadRun.isUnixTime(q) && abs((q - p) - gap) <= 2
            }
            total += gap >= 0 && (gap <= maxPlayheadGap || live) ? gap : 1
        }
        return total
    }

    /// Pairs the pings' content views (`ai` + `c64 starttm`) with `loadMetadata(content)`
    /// calls carrying a metadata object: first those of the same asset starting within
    /// `viewTolerance`, then what is left in time order (the values disagree), each call once.
    static func pair(_ content: [Int], calls: [Int], timeline: Timeline) -> [Pair] {
        var views: [(key: String, asset: String, start: Double?, pings: [Int])] = []
        var byKey: [String: Int] = [:]
        for i in content {
            let p = timeline.pings[i]
            let key = (p.assetID ?? "") + "|" + (p.value("c64") ?? "")
            if let v = byKey[key] {
                views[v].pings.append(i)
            } else {
                byKey[key] = views.count
                views.append((key, p.assetID ?? "", p.startTime.map(Double.init) ?? p.time, [i]))
            }
        }
        let loads = calls.filter { i in
            let c = timeline.calls[i]
            return c.api == .loadMetadata && c.metadataType == "content" && c.firstArg?.objectValue != nil
        }
        var used = Set<Int>()
        var result: [Int: Pair] = [:]
        func close(_ call: Int, _ start: Double?) -> Bool {
            guard let t = timeline.calls[call].time?.epochSeconds, let start else { return true }
            return abs(t - start) <= viewTolerance
        }
        for (v, view) in views.enumerated() {
            if let c = loads.first(where: {
                !used.contains($0) && timeline.calls[$0].firstArg?["assetid"]?.stringValue == view.asset
                    && close($0, view.start)
            }) {
                used.insert(c)
                result[v] = Pair(call: c, pings: view.pings)
            }
        }
        // The App SDK opens a content view of its own, with the content metadata it holds, when
        // a call changes the state: play again mid-stream, an ad loaded after the content (the
        // postroll's content view). Such a view, starting at a call, belongs to the content's
        // last loadMetadata before it.
        let times = calls.compactMap { timeline.calls[$0].time?.epochSeconds }
        for (v, view) in views.enumerated() where result[v] == nil {
            guard let start = view.start, times.contains(where: { abs($0 - start) <= viewTolerance }),
                let c = loads.last(where: {
                    timeline.calls[$0].firstArg?["assetid"]?.stringValue == view.asset
                        && (timeline.calls[$0].time?.epochSeconds ?? .infinity) <= start + viewTolerance
                })
            else { continue }
            result[v] = Pair(call: c, pings: view.pings)
        }
        // Else any loadMetadata at the view's start (where log and pings disagree, NL115 says so).
        for (v, view) in views.enumerated() where result[v] == nil {
            if let c = loads.first(where: { !used.contains($0) && close($0, view.start) }) {
                used.insert(c)
                result[v] = Pair(call: c, pings: view.pings)
            }
        }
        return views.indices.compactMap { result[$0] }
    }
}
