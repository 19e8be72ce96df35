/// Puts the SDKs' own messages on the timeline: the log's lines moved onto the capture clock,
/// the Browser SDK's `/cgi-bin/error` reports read as complaints, and each message given the
/// viewing session it happened in.
enum SDKMessagePlacer {
    /// The log's messages on the capture clock, followed by one complaint per error report.
    static func messages(
        _ logged: [SDKMessage], pings: [Ping], offsetSeconds: Double,
        catalog: SDKMessageCatalog = .embedded
    ) -> [SDKMessage] {
        var all = logged
        if offsetSeconds != 0 {
            for i in all.indices {
                all[i].time?.epochMillis += offsetSeconds * 1000
                all[i].sdkTime?.epochMillis += offsetSeconds * 1000
            }
        }
        for ping in pings where ping.kind == .errorReport {
            let (code, text) = errorReport(ping.value("message") ?? ping.url)
            let sdk = ping.sdkFamily == .iOS || ping.sdkFamily == .android ? "app" : "browser"
            all.append(
                catalog.complaint(
                    sdk: sdk, code: code, text: text, location: ping.location, time: ping.capturedTime))
        }
        return all
    }

    /// `15,A negative playhead position was sent and will be ignored.` → (15, the text).
    static func errorReport(_ message: String) -> (Int?, String) {
        guard let comma = message.firstIndex(of: ","), let code = Int(String(message[..<comma]).trimmingSpaces()) else {
            return (nil, message)
        }
        return (code, String(message[message.index(after: comma)...]).trimmingSpaces())
    }

    /// The ordinal of the viewing session each message falls in: the session whose calls and
    /// pings span its time (2 s either side), else the nearest one; a message without a time
    /// belongs to the only session when there is one.
    static func sessions(of messages: [SDKMessage], in timeline: Timeline) -> [Int?] {
        guard !messages.isEmpty else { return [] }
        var spans: [(ordinal: Int, start: Double, end: Double)] = timeline.viewingSessions.compactMap { session in
            var times = session.callIndices.compactMap {
                timeline.calls.indices.contains($0) ? timeline.calls[$0].time?.epochSeconds : nil
            }
            times += session.pingIndices.compactMap {
                timeline.pings.indices.contains($0) ? timeline.pings[$0].orderTime : nil
            }
            guard let start = times.min(), let end = times.max() else { return nil }
            return (session.ordinal, start, end)
        }
        spans.sort { $0.start != $1.start ? $0.start < $1.start : $0.ordinal < $1.ordinal }
        let only = timeline.viewingSessions.count == 1 ? timeline.viewingSessions.first?.ordinal : nil
        return messages.map { message in
            guard let t = message.time?.epochSeconds, !spans.isEmpty else { return only }
            // The last span starting (2 s slack) at or before t, and the one after it.
            var low = 0
            var high = spans.count
            while low < high {
                let mid = (low + high) / 2
                if spans[mid].start - 2 <= t { low = mid + 1 } else { high = mid }
            }
            let candidates = [low - 1, low].filter { spans.indices.contains($0) }.map { spans[$0] }
            if let inside = candidates.first(where: { t >= $0.start - 2 && t <= $0.end + 2 }) { return inside.ordinal }
            return candidates.min { a, b in distance(t, a) < distance(t, b) }?.ordinal ?? only
        }
    }

    /// Gives a complaint whose rule depends on the stream (`ruleAfterLoadMetadata`) the rule
    /// its session's calls show: the alternative when a loadMetadata of the session came
    /// before it. (The Android SDK's 1020 "play and metadata are not passed" follows a
    /// loadMetadata when only play is missing.)
    static func attribute(_ messages: inout [SDKMessage], sessions: [Int?], in timeline: Timeline) {
        guard messages.contains(where: { $0.ruleAfterLoadMetadata != nil }) else { return }
        // Each session's first loadMetadata (by time, then place in the log), found once: a
        // log may hold thousands of these complaints.
        var firstLoad: [Int: (time: Double, location: SourceLocation)] = [:]
        for session in timeline.viewingSessions {
            for c in session.callIndices where timeline.calls.indices.contains(c) {
                let call = timeline.calls[c]
                guard call.api == .loadMetadata, let t = call.time?.epochSeconds else { continue }
                if let known = firstLoad[session.ordinal],
                    known.time < t || (known.time == t && known.location < call.location)
                {
                    continue
                }
                firstLoad[session.ordinal] = (t, call.location)
            }
        }
        for i in messages.indices {
            guard let alternative = messages[i].ruleAfterLoadMetadata, sessions.indices.contains(i),
                let ordinal = sessions[i], let load = firstLoad[ordinal], let t = messages[i].time?.epochSeconds
            else { continue }
            // Before it: earlier, or in the same millisecond and earlier in the same file.
            let loadedBefore =
                load.time < t
                || (load.time == t && load.location.file == messages[i].location.file
                    && load.location < messages[i].location)
            if loadedBefore { messages[i].ruleID = alternative }
        }
    }

    /// Message indices by the viewing session they belong to.
    static func bySession(_ sessions: [Int?]) -> [Int: [Int]] {
        var out: [Int: [Int]] = [:]
        for (i, s) in sessions.enumerated() {
            if let s { out[s, default: []].append(i) }
        }
        return out
    }

    static func distance(_ t: Double, _ span: (ordinal: Int, start: Double, end: Double)) -> Double {
        t < span.start ? span.start - t : max(0, t - span.end)
    }
}
