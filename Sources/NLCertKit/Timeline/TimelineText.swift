/// The human view of a timeline (`nlcert timeline`): per app session and viewing session the
/// wall-clock start once, then every event at its offset from that start, marked `=` (exact,
/// an API call) or `~` (inferred from pings), with runs of playheads collapsed to one line.
/// Every capture-derived string goes through `TerminalText.escape`.
public enum TimelineText {
    static let exactMark = "="
    static let inferredMark = "~"

    public static func render(_ timeline: Timeline) -> String {
        var out: [String] = []
        if !timeline.files.isEmpty {
            let files = timeline.files.map { f in
                "\(esc(basename(f.path))) (\(f.format.rawValue), \(f.requestCount) requests, \(f.callCount) calls)"
            }
            out.append("files: " + files.joined(separator: ", "))
        }
        out.append("clock: " + clockLine(timeline.alignment))
        out.append("legend: \(exactMark) exact (API call)   \(inferredMark) inferred (from pings)")
        let nonNielsen = timeline.otherRequestCount + timeline.pings.filter { !$0.kind.isNielsen }.count
        if nonNielsen > 0 {
            out.append("\(nonNielsen) request(s) not from Nielsen left out (nlcert decode --all lists them)")
        }
        if timeline.appSessions.isEmpty {
            out.append("")
            out.append(
                timeline.hasRequests || timeline.hasCalls
                    ? "no Nielsen session found" : "no requests and no API calls in this capture")
        }
        for app in timeline.appSessions {
            out.append("")
            out.append("app session " + (app.id.isEmpty ? "(no sessionId)" : esc(app.id)))
            if !app.otherPingIndices.isEmpty {
                var counts: [String: Int] = [:]
                for i in app.otherPingIndices where timeline.pings.indices.contains(i) {
                    let p = timeline.pings[i]
                    let label = p.kind == .dcrPing ? "dcr-ping (\(p.media.rawValue), no sesid)" : p.kind.rawValue
                    counts[label, default: 0] += 1
                }
                out.append(
                    "  other Nielsen requests: "
                        + counts.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
            }
            for session in app.viewingSessions {
                out += renderSession(session, timeline: timeline)
            }
        }
        if !timeline.notes.isEmpty {
            out.append("")
            out.append("notes:")
            for note in timeline.notes {
                out.append("  \(note.level.rawValue): \(place(note.location)): \(esc(note.message))")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func clockLine(_ a: ClockAlignment) -> String {
        let note = a.note.map { " (\(esc($0)))" } ?? ""
        switch a.method {
        case .none:
            return "calls not shifted" + note
        case .matchedPing, .structure:
            let sign = a.offsetSeconds < 0 ? "-" : "+"
            return "calls shifted by \(sign)\(fixed(abs(a.offsetSeconds), 3)) s, \(a.method.rawValue)" + note
        }
    }

    static func renderSession(_ s: ViewingSession, timeline: Timeline) -> [String] {
        var out: [String] = []
        let events = timeline.events(of: s)
        let start = events.compactMap(\.time).min()
        var head = "  viewing session \(s.ordinal)  \(esc(s.id))"
        if let start {
            head +=
                "  started "
                + WallClock.format(epochSeconds: start, utcOffsetSeconds: offset(of: s, timeline: timeline))
        }
        out.append(head)
        out.append("    evidence: \(s.callIndices.count) API call(s), \(s.pingIndices.count) DCR ping(s)")
        if let gap = SessionCoverage.of(s, timeline: timeline).incompleteness {
            out.append("    calls do not cover the session: " + esc(gap))
        }
        if !s.contentViews.isEmpty {
            out.append("    content views:")
            for v in s.contentViews {
                var line =
                    "      \(v.certainty == .exact ? exactMark : inferredMark) \(esc(v.assetID.isEmpty ? "(no assetid)" : v.assetID))"
                if let t = v.startTime, let start { line += "  " + relative(t - start) }
                if let title = v.title, !title.isEmpty { line += "  \"\(esc(title))\"" }
                if let length = v.length { line += "  length \(esc(length))" }
                line += "  " + pingCount(v.pingIndices.count)
                out.append(line)
            }
        }
        if !s.ads.isEmpty {
            out.append("    ads:")
            for ad in s.ads {
                var line = "      \(ad.certainty == .exact ? exactMark : inferredMark) \(ad.position.rawValue)"
                if let asset = ad.assetID { line += "  \(esc(asset))" }
                if let type = ad.type, type != ad.position.rawValue { line += "  (type \(esc(type)))" }
                if let t = ad.time, let start {
                    line +=
                        ad.placeKnown
                        ? "  " + relative(t - start) : "  place unknown (counted at \(relative(t - start)))"
                }
                if let seconds = ad.seconds {
                    line += ad.callIndices.isEmpty ? "  \(seconds) s" : "  \(seconds) playhead(s)"
                }
                if ad.count > 1 { line += "  ×\(ad.count) ads" }
                line += "  " + pingCount(ad.pingIndices.count)
                out.append(line)
            }
        }
        out.append("    events:")
        let rows = collapse(events)
        let width = min(60, rows.map { $0.text.count }.max() ?? 0)
        for row in rows {
            let time = row.time.flatMap { t in start.map { relative(t - $0) } } ?? "?"
            let padded = row.text + String(repeating: " ", count: max(0, width - row.text.count))
            var line =
                "      " + String(repeating: " ", count: max(0, 9 - time.count)) + time + "  " + row.mark + " " + padded
            if let loc = row.location { line += "  " + place(loc) }
            out.append(line)
        }
        out += sdkLines(s, start: start, timeline: timeline)
        return out
    }

    /// What the SDK itself said during the session: the events it derived and its complaints.
    static func sdkLines(_ s: ViewingSession, start: Double?, timeline: Timeline) -> [String] {
        let messages = (timeline.sdkMessagesBySession[s.ordinal] ?? []).map { timeline.sdkMessages[$0] }
        guard !messages.isEmpty else { return [] }
        var out = ["    the SDK said:"]
        for m in messages.prefix(100) {
            let time = m.time.flatMap { t in start.map { relative(t.epochSeconds - $0) } } ?? "?"
            var text =
                m.kind == .complaint
                ? "complaint" + (m.ruleID.map { " (\($0))" } ?? " (unknown)") + ": " + m.text : m.name
            if m.kind == .event, !m.playheads.isEmpty {
                text += " at playhead " + m.playheads.map { fixed($0, 0) }.joined(separator: " → ")
            }
            if let own = m.sdkTime?.epochSeconds, let line = m.time?.epochSeconds, abs(own - line) >= 1, let start {
                text += " (the SDK dates it \(relative(own - start)))"
            }
            out.append(
                "      " + String(repeating: " ", count: max(0, 9 - time.count)) + time + "  " + esc(text) + "  "
                    + place(m.location))
        }
        if messages.count > 100 { out.append("      … \(messages.count - 100) more") }
        return out
    }

    struct Row {
        var time: Double?
        var mark: String
        var text: String
        var location: SourceLocation?
    }

    /// Runs of playhead calls that advance by a fixed step become one row
    /// (`playheadPosition 0…75 ×76 every 1 s`).
    static func collapse(_ events: [TimelineEvent]) -> [Row] {
        var rows: [Row] = []
        var i = 0
        while i < events.count {
            let e = events[i]
            let mark = e.certainty == .exact ? exactMark : inferredMark
            guard let call = e.call, call.api == .playheadPosition, let first = e.position else {
                rows.append(Row(time: e.time, mark: mark, text: esc(e.summary), location: e.location))
                i += 1
                continue
            }
            var j = i + 1
            var step: Double?
            var last = first
            while j < events.count, let c = events[j].call, c.api == .playheadPosition, let p = events[j].position {
                let d = p - last
                if let step, d != step { break }
                step = d
                last = p
                j += 1
            }
            let count = j - i
            if count < 3 {
                for k in i..<j {
                    rows.append(
                        Row(
                            time: events[k].time, mark: mark, text: esc(events[k].summary), location: events[k].location
                        ))
                }
            } else {
                var text = "\(esc(call.rawName)) \(number(first))…\(number(last)) ×\(count)"
                if let step, step != 1 { text += " step \(number(step))" }
                if let t0 = e.time, let t1 = events[j - 1].time {
                    text += " every \(fixed((t1 - t0) / Double(count - 1), 1)) s"
                }
                rows.append(Row(time: e.time, mark: mark, text: text, location: e.location))
            }
            i = j
        }
        return rows
    }

    /// The UTC offset the session's first timed evidence was written in.
    static func offset(of s: ViewingSession, timeline: Timeline) -> Int {
        for i in s.callIndices where timeline.calls.indices.contains(i) {
            if let t = timeline.calls[i].time { return t.utcOffsetSeconds ?? 0 }
        }
        for i in s.pingIndices where timeline.pings.indices.contains(i) {
            if let t = timeline.pings[i].capturedTime { return t.utcOffsetSeconds ?? 0 }
        }
        return 0
    }

    static func pingCount(_ n: Int) -> String {
        switch n {
        case 0: return "(no ping)"
        case 1: return "(1 ping)"
        default: return "(\(n) pings)"
        }
    }

    static func relative(_ seconds: Double) -> String {
        (seconds < 0 ? "-" : "+") + fixed(abs(seconds), 1) + "s"
    }

    /// `value` with exactly `digits` decimals, without Foundation's locale-aware formatting.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        // Times come from captures: a nonsense one must print, not trap the conversion.
        guard value.isFinite, abs(value * scale) < 9.0e15 else { return value.isFinite ? String(value) : "?" }
        let scaled = Int64((value * scale).rounded())
        let whole = scaled / Int64(scale)
        var frac = String(scaled % Int64(scale))
        while frac.count < digits { frac = "0" + frac }
        return digits == 0 ? String(whole) : "\(whole).\(frac)"
    }

    static func number(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
    }

    /// `file:line`, or `file entry N` (1-based) for HAR/Charles entries.
    static func place(_ loc: SourceLocation) -> String {
        if let entry = loc.entry { return esc(basename(loc.file)) + " entry " + String(entry + 1) }
        return esc(basename(loc.file)) + ":" + String(loc.line)
    }

    static func basename(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    static func esc(_ s: String) -> String { TerminalText.escape(s) }
}
