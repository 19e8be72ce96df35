/// Builds the timeline from a capture: classifies every request and decodes the Nielsen ones
/// (the rest are only counted), drops second copies of pings a log or a second network capture repeats, lines the calls' clock up with the capture's, orders both,
/// keeps one copy of each call that both an API trace and an SDK log recorded, and groups them into app sessions → viewing sessions with content views, ads and events.
public enum TimelineBuilder {
    public static func build(_ capture: consuming Capture) -> Timeline {
        // Requests decode independently: on every core for a large capture, in capture order
        // (each Nielsen ping sharing the host and path strings of the ping before it, and the
        // layout of its parameters — often its URL but for a few values — with a recent ping of
        // the same kind). A ping holds its request: the capture's copy of the URL goes as soon
        // as it is decoded, so that the URLs a ping holds as a delta are freed on the way.
        let decoded = Concurrently.map(&capture.requests, state: { PingDecoder.Run() }) { request, run -> Ping? in
            // Decoded as it was read (`RequestFilter.nielsenPings`): taken out of the request.
            if let ping = Ping.carried(by: &request) { return ping }
            let ping = PingDecoder.decode(request, run: &run)
            let kept = ping.kind.isNielsen || RequestClassifier.concernsNielsen(request)
            request.url = ""
            return kept ? ping : nil
        }
        // Each ping holds its request: the capture's list of them can go now (the capture is
        // this function's own, so that frees it).
        capture.requests = []
        var pings = decoded.compactMap { $0 }
        let others = capture.leftOutRequests + decoded.count - pings.count
        let alignment = ClockAligner.align(pings: pings, calls: capture.calls)
        let sources = PingSources(pings)
        let copies: [CaptureCopyDeduplicator.Dropped]
        (pings, copies) = CaptureCopyDeduplicator.deduplicate(pings, sources: sources)
        let dropped: Int
        // Copies in later files of a kind go, never a whole kind: `sources` holds for the rest.
        (pings, dropped) = PingDeduplicator.deduplicate(pings, sources: sources)
        orderPings(&pings)
        let (calls, droppedCalls) = CallDeduplicator.deduplicate(
            shiftAndOrder(EventTrackerCalls.expand(capture.calls), by: alignment.offsetSeconds))
        let streams = CallStreamSplitter.split(calls)
        // Grouping starts with a pass on one core; the scan for implausible values takes the
        // other meanwhile (and is done before the grouping spreads over the cores).
        let orderedPings = pings
        let (appSessions, implausible) = Concurrently.both(
            { SessionGrouper.group(pings: orderedPings, calls: calls, streams: streams) },
            { ImplausibleValueScan.notes(orderedPings) })

        var notes = capture.notes
        notes += implausible
        for copy in copies {
            notes.append(
                CaptureNote(
                    level: .info, location: copy.first,
                    message:
                        "\(copy.count) request(s) of this file were also recorded in \(copy.keptIn) (the same requests, captured twice); the timeline keeps one copy"
                ))
        }
        if dropped > 0, let logFile = sources.firstLessDirectFile {
            notes.append(
                CaptureNote(
                    level: .info, location: SourceLocation(file: logFile, line: 1),
                    message: "\(dropped) request(s) were also in a more direct capture; the timeline keeps that copy"))
        }
        let keptTrace = calls.contains { $0.format == .apiTrace }
        for (file, lost) in droppedCalls {
            let first = lost.map(\.location).min() ?? SourceLocation(file: file, line: 1)
            // A log's copies of a trace's calls, or a second copy of the same kind of record.
            let copyOf =
                keptTrace && lost.first?.format != .apiTrace
                ? "in a more direct record of the same run (an API trace); the timeline keeps that copy"
                : "recorded in another file of this capture (the same run, captured twice); the timeline keeps one copy"
            notes.append(
                CaptureNote(
                    level: .info, location: first, message: "\(lost.count) API call(s) of this file were also \(copyOf)"
                ))
        }
        var timeline = Timeline(
            files: capture.files, notes: notes, pings: pings, calls: calls, appSessions: appSessions,
            alignment: alignment,
            otherRequestCount: others)
        timeline.latestRequestTime = pings.compactMap { $0.capturedTime?.epochSeconds }.max()
        timeline.sdkMessages = SDKMessagePlacer.messages(
            capture.sdkMessages, pings: pings, offsetSeconds: alignment.offsetSeconds)
        timeline.sdkMessageSessions = SDKMessagePlacer.sessions(of: timeline.sdkMessages, in: timeline)
        SDKMessagePlacer.attribute(&timeline.sdkMessages, sessions: timeline.sdkMessageSessions, in: timeline)
        timeline.sdkMessagesBySession = SDKMessagePlacer.bySession(timeline.sdkMessageSessions)
        return timeline
    }

    /// Orders pings by `createtm` (whole seconds; capture second for requests without one), then
    /// capture time, then capture order. Queued App SDK pings (`vtoff` > 0) so fall back into
    /// the order they were made in.
    static func orderPings(_ pings: inout [Ping]) {
        // The pass that carries the last known time over the pings without one is serial.
        let own = ownTimes(pings)
        var primary: [Double] = []
        var secondary: [Double] = []
        var lastPrimary = -Double.infinity
        var lastSecondary = -Double.infinity
        primary.reserveCapacity(pings.count)
        secondary.reserveCapacity(pings.count)
        for (create, capture) in own {
            if let create { lastPrimary = create }
            if let capture { lastSecondary = capture }
            primary.append(lastPrimary)
            secondary.append(lastSecondary)
        }
        let before = { (a: Int, b: Int) -> Bool in
            if primary[a] != primary[b] { return primary[a] < primary[b] }
            if secondary[a] != secondary[b] { return secondary[a] < secondary[b] }
            return a < b
        }
        // Captures are mostly in time order already: one pass says so, and then nothing is
        // sorted or moved (a million pings' sort took a fifth of a second on one core).
        if pings.indices.dropFirst().allSatisfy({ before($0 - 1, $0) }) { return }
        permute(&pings, by: pings.indices.sorted(by: before))
    }

    /// Each ping's own order times (`createtm`, else the capture second; and the capture time),
    /// read on every core: `createtm` is parsed from the URL. A function of its own, so that no
    /// second reference to the pings outlives it while `orderPings` moves them.
    private static func ownTimes(_ pings: [Ping]) -> [(primary: Double?, secondary: Double?)] {
        Concurrently.map(count: pings.count, minimum: 4096, state: {}) { i, _ in
            let capture = pings[i].capturedTime?.epochSeconds
            return (pings[i].createTime.map(Double.init) ?? capture?.rounded(.down), capture)
        }
    }

    /// Rearranges `array` so that `array[i]` becomes the old `array[order[i]]`, in place (by
    /// walking the permutation's cycles), so a capture's pings are never held twice.
    static func permute<T>(_ array: inout [T], by order: [Int]) {
        guard order.count == array.count else { return }
        // Captures are mostly in time order already: then there is nothing to move.
        guard order.indices.contains(where: { order[$0] != $0 }) else { return }
        var visited = [Bool](repeating: false, count: array.count)
        array.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices where !visited[i] {
                var j = i
                while true {
                    visited[j] = true
                    let k = order[j]
                    if k == i { break }
                    buffer.swapAt(j, k)
                    j = k
                }
            }
        }
    }

    /// Moves every call onto the capture clock and orders them by time (file order for calls
    /// without one).
    static func shiftAndOrder(_ calls: [APICall], by offset: Double) -> [APICall] {
        var shifted = calls
        if offset != 0 {
            for i in shifted.indices {
                if var t = shifted[i].time {
                    t.epochMillis += offset * 1000
                    shifted[i].time = t
                }
            }
        }
        return TimeOrdering.order(shifted.map { $0.time?.epochSeconds }).map { shifted[$0] }
    }
}
