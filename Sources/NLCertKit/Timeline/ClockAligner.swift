/// Finds how far the API calls' clock is from the capture's (the SDK debug-log formats, last
/// section). Pings that a log mentions are matched to the network capture's copies (whole URL,
/// else `rnd`) and the median difference taken; without such pairs, the first view ping is
/// lined up with the content playhead that triggers it; without either, nothing is shifted.
enum ClockAligner {
    /// Structural estimates smaller than this are taken to mean the clocks already agree: the
    /// view ping's own latency and a late view ping are of that size, real clock errors
    /// (a log written without its zone) are hours.
    static let sharedClockTolerance = 30.0

    static func align(pings: [Ping], calls: [APICall]) -> ClockAlignment {
        guard !calls.isEmpty else {
            return ClockAlignment(offsetSeconds: 0, method: .none, note: "no API calls to align")
        }
        let network = pings.filter { $0.kind.isNielsen && !$0.format.isDeviceLog && $0.capturedTime != nil }
        guard !network.isEmpty else {
            return ClockAlignment(
                offsetSeconds: 0, method: .none, note: "no timed network capture to align the calls with")
        }
        if let matched = matchedOffset(pings: pings, network: network, calls: calls) {
            return matched
        }
        return structuralOffset(network: network, calls: calls)
    }

    /// Median of (network time − log time) over pings found in both a log that holds calls and
    /// the network capture.
    static func matchedOffset(pings: [Ping], network: [Ping], calls: [APICall]) -> ClockAlignment? {
        let callFiles = Set(calls.map(\.location.file))
        var byURL: [String: Double] = [:]
        var byRnd: [String: Double] = [:]
        for p in network {
            guard let t = p.capturedTime?.epochSeconds else { continue }
            if byURL[p.url] == nil { byURL[p.url] = t }
            if p.kind == .dcrPing, let rnd = p.rnd, !rnd.isEmpty, byRnd[rnd] == nil { byRnd[rnd] = t }
        }
        var diffs: [Double] = []
        for p in pings where p.format.isDeviceLog && callFiles.contains(p.location.file) {
            guard p.kind.isNielsen, let t = p.capturedTime?.epochSeconds else { continue }
            if let n = byURL[p.url] {
                diffs.append(n - t)
            } else if p.kind == .dcrPing, let rnd = p.rnd, let n = byRnd[rnd] {
                diffs.append(n - t)
            }
        }
        guard !diffs.isEmpty else { return nil }
        diffs.sort()
        let mid = diffs.count / 2
        let median = diffs.count % 2 == 1 ? diffs[mid] : (diffs[mid - 1] + diffs[mid]) / 2
        return ClockAlignment(
            offsetSeconds: median, method: .matchedPing, matchedPings: diffs.count,
            note: "\(diffs.count) ping(s) found in both the log and the network capture")
    }

    /// The first view ping against the content playhead that makes the SDK send it (the 2nd
    /// content playhead for VOD, the 1st for live), by the time the ping was made.
    static func structuralOffset(network: [Ping], calls: [APICall]) -> ClockAlignment {
        let ordered = calls.filter { $0.time != nil }.sorted {
            ($0.time?.epochMillis ?? 0) < ($1.time?.epochMillis ?? 0)
        }
        var inContent = false
        var isLive = false
        var contentPlayheads = 0
        var trigger: APICall?
        for call in ordered {
            switch call.api {
            case .loadMetadata:
                inContent = call.metadataType?.lowercased() == "content"
                if inContent {
                    contentPlayheads = 0
                    isLive = call.firstArg?["length"]?.stringValue == "86400"
                }
            case .playheadPosition where inContent:
                contentPlayheads += 1
                if let p = call.position, p > 1_000_000_000 { isLive = true }
                if contentPlayheads >= (isLive ? 1 : 2) { trigger = call }
            default:
                break
            }
            if trigger != nil { break }
        }
        let viewPing = network.filter { $0.kind == .dcrPing && $0.isViewPing }
            .min { ($0.orderTime ?? 0) < ($1.orderTime ?? 0) }
        guard let trigger, let callTime = trigger.time?.epochSeconds, let viewTime = viewPing.flatMap(madeAt) else {
            return ClockAlignment(
                offsetSeconds: 0, method: .none,
                note:
                    "no ping seen in both log and capture, and no view ping/content playhead pair: clocks taken as shared"
            )
        }
        let estimate = viewTime - callTime
        if abs(estimate) <= sharedClockTolerance {
            return ClockAlignment(
                offsetSeconds: 0, method: .none,
                note:
                    "clocks taken as shared: the first view ping came \(format(estimate)) s after the content playhead that triggers it"
            )
        }
        return ClockAlignment(
            offsetSeconds: estimate, method: .structure,
            note: "the first view ping lined up with the content playhead that triggers it")
    }

    /// A send later than this after `createtm` means the ping waited in the SDK's queue.
    static let queuedSeconds = 2.0

    /// When the ping was made: the capture's (precise) time when it was sent right away, its
    /// `createtm` (whole seconds, the SDK's clock) when it waited — the App SDK queues pings
    /// and sends them in batches, up to a minute after the playhead that made them.
    static func madeAt(_ ping: Ping) -> Double? {
        guard let sent = ping.capturedTime?.epochSeconds else { return ping.createTime.map(Double.init) }
        guard let created = ping.createTime.map(Double.init), sent - created > queuedSeconds else { return sent }
        return created
    }

    static func format(_ seconds: Double) -> String {
        let rounded = (seconds * 1000).rounded() / 1000
        return String(rounded)
    }
}
