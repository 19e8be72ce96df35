/// Draws one viewing session as an inline SVG: content and ad spans, the playhead where it is
/// known, play / stop / pause / resume / forward / end marks, every ping as a tick, and the
/// session's findings pinned where they happen (linked to their entry below). Exact evidence
/// (API calls) is drawn solid; inferred evidence (ping signatures) hollow and dashed. A legend
/// is part of the picture. Every capture-derived string is escaped; the SVG has no script and
/// no external references.
enum SessionTimelineSVG {
    static let width = 1000.0
    static let left = 104.0
    static let right = 18.0
    static let height = 292.0

    // Lane geometry (top, height).
    private static let playback = (top: 30.0, height: 22.0)
    private static let playhead = (top: 64.0, height: 64.0)
    private static let marks = (top: 140.0, height: 26.0)
    private static let pingsLane = (top: 178.0, height: 24.0)
    private static let findingsLane = (top: 214.0, height: 26.0)
    private static let legendTop = 258.0

    /// The SVG, or `nil` when nothing in the session carries a time.
    static func render(
        session: ViewingSession, timeline: Timeline, findings: [(number: Int, finding: Finding, anchor: String)], redactor: Redactor
    ) -> String? {
        let pings = session.pingIndices.filter { $0 >= 0 && $0 < timeline.pings.count }.map { (index: $0, ping: timeline.pings[$0]) }
        var times: [Double] = session.events.compactMap(\.time)
        times += pings.compactMap { $0.ping.orderTime }
        times += session.contentViews.compactMap(\.startTime)
        for a in session.ads { if let t = a.time { times.append(t); times.append(t + Double(a.seconds ?? 0)) } }
        times += findings.compactMap { $0.finding.time }
        times = times.filter { $0.isFinite }
        guard let t0raw = times.min(), let t1raw = times.max() else { return nil }
        let t0 = t0raw
        let t1 = max(t1raw, t0 + 10)
        let span = t1 - t0
        // Times from a hand-edited or hostile saved report can be absurd: draw nothing then.
        guard span.isFinite, span < 1e10 else { return nil }
        let plotWidth = width - left - right
        func x(_ t: Double) -> Double { left + (t - t0) / span * plotWidth }

        var svg = ""
        svg += "<svg class=\"timeline\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"100%\" role=\"img\" "
        svg += "aria-label=\"Timeline of \(HTMLText.escape(redactor.text(session.id.isEmpty ? "the session" : "session " + session.id)))\" "
        svg += "xmlns=\"http://www.w3.org/2000/svg\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" class=\"tl-bg\"/>\n"

        // Lane labels and guides.
        let lanes: [(String, Double, Double)] = [
            ("Playback", playback.top, playback.height), ("Playhead", playhead.top, playhead.height),
            ("API / events", marks.top, marks.height), ("Pings", pingsLane.top, pingsLane.height),
            ("Findings", findingsLane.top, findingsLane.height),
        ]
        for (label, top, h) in lanes {
            svg += "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(plotWidth))\" height=\"\(n(h))\" class=\"tl-lane\"/>\n"
            svg += "<text x=\"\(n(left - 8))\" y=\"\(n(top + h / 2 + 4))\" class=\"tl-label\" text-anchor=\"end\">\(label)</text>\n"
        }

        // Time axis: ticks at a step giving at most ~10 labels, as offsets from the start.
        let step = tickStep(span)
        var tick = 0.0
        var ticks = 0
        while tick <= span + 0.001 && ticks < 50 {
            ticks += 1
            let tx = x(t0 + tick)
            svg += "<line x1=\"\(n(tx))\" y1=\"22\" x2=\"\(n(tx))\" y2=\"\(n(findingsLane.top + findingsLane.height))\" class=\"tl-grid\"/>\n"
            svg += "<text x=\"\(n(tx))\" y=\"16\" class=\"tl-tick\" text-anchor=\"middle\">\(ReportTime.offset(tick))</text>\n"
            tick += step
        }

        // Content spans: from each view's start to the next view's start or the session's end.
        let views = session.contentViews.enumerated().compactMap { i, v in v.startTime.map { (i, v, $0) } }
        let endTimes = session.events.compactMap { e -> Double? in
            guard e.kind == .endEvent || (e.kind == .call && e.call?.api == .end) else { return nil }
            return e.time
        }
        for (k, item) in views.enumerated() {
            let (_, v, start) = item
            let next = k + 1 < views.count ? views[k + 1].2 : t1raw
            let end = endTimes.filter { $0 > start && $0 <= next }.min() ?? next
            let w = max(2, x(end) - x(start))
            let cls = v.evidence == .exact ? "tl-content" : "tl-content tl-inferred"
            svg += "<rect x=\"\(n(x(start)))\" y=\"\(n(playback.top + 3))\" width=\"\(n(w))\" height=\"\(n(playback.height - 6))\" rx=\"3\" class=\"\(cls)\">"
            var title = "Content \(redactor.text(v.assetID))"
            if let t = v.title { title += " “\(redactor.text(t))”" }
            title += " from \(ReportTime.clock(start)) (\(v.evidence.rawValue))"
            svg += "<title>\(HTMLText.escape(title))</title></rect>\n"
        }
        for a in session.ads {
            guard let start = a.time else { continue }
            let w = max(4, x(start + Double(a.seconds ?? 0)) - x(start))
            let cls = a.evidence == .exact ? "tl-ad" : "tl-ad tl-inferred"
            svg += "<rect x=\"\(n(x(start)))\" y=\"\(n(playback.top + 1))\" width=\"\(n(w))\" height=\"\(n(playback.height - 2))\" rx=\"3\" class=\"\(cls)\">"
            var title = "\(a.position.rawValue) ad"
            if let id = a.assetID { title += " \(redactor.text(id))" }
            if let s = a.seconds { title += ", \(s) s" }
            if a.count > 1 { title += ", \(a.count) ads" }
            title += " (\(a.evidence.rawValue))"
            svg += "<title>\(HTMLText.escape(title))</title></rect>\n"
        }

        // Playhead: points from playhead calls and evdata positions. A run is drawn as one
        // line while the playhead moves with the clock; it breaks at a jump, a gap in exact
        // calls (a cadence problem shows as a gap), and where ad and content alternate. Ad
        // playheads are drawn in the ad colour.
        var inAd = false
        var points: [(t: Double, p: Double, ev: Evidence, ad: Bool)] = []
        for e in session.events.sorted(by: { ($0.time ?? 0) < ($1.time ?? 0) }) {
            if e.kind == .call, e.call?.api == .loadMetadata { inAd = (e.call?.metadataType ?? "content") != "content" }
            guard let t = e.time, let p = e.position, t.isFinite, p.isFinite else { continue }
            switch e.kind {
            case .call where e.call?.api == .playheadPosition: points.append((t, p, e.evidence, inAd))
            case .playEvent, .pauseEvent, .resumeEvent, .forwardEvent, .endEvent: points.append((t, p, e.evidence, false))
            default: continue
            }
        }
        if let pmin = points.map(\.p).min(), let pmaxRaw = points.map(\.p).max() {
            let pmax = max(pmaxRaw, pmin + 1)
            func y(_ p: Double) -> Double { playhead.top + playhead.height - 6 - (p - pmin) / (pmax - pmin) * (playhead.height - 12) }
            svg += "<text x=\"\(n(left - 8))\" y=\"\(n(playhead.top + 9))\" class=\"tl-axis\" text-anchor=\"end\">\(n(pmaxRaw))</text>\n"
            svg += "<text x=\"\(n(left - 8))\" y=\"\(n(playhead.top + playhead.height - 3))\" class=\"tl-axis\" text-anchor=\"end\">\(n(pmin))</text>\n"
            var run: [(t: Double, p: Double, ev: Evidence, ad: Bool)] = []
            func flush() {
                guard let first = run.first else { return }
                var cls = first.ev == .exact ? "tl-playhead" : "tl-playhead tl-inferred-line"
                if first.ad { cls += " tl-playhead-ad" }
                if run.count == 1 {
                    svg += "<circle cx=\"\(n(x(first.t)))\" cy=\"\(n(y(first.p)))\" r=\"2.2\" class=\"\(cls) tl-dot\"/>\n"
                } else {
                    let pts = run.map { "\(n(x($0.t))),\(n(y($0.p)))" }.joined(separator: " ")
                    svg += "<polyline points=\"\(pts)\" class=\"\(cls)\"/>\n"
                }
                run.removeAll()
            }
            for point in points {
                if let last = run.last {
                    let dt = point.t - last.t
                    let moved = point.p - last.p
                    if point.ad != last.ad || point.ev != last.ev || abs(moved - dt) > 3 || (point.ev == .exact && dt > 3) { flush() }
                }
                run.append(point)
            }
            flush()
        } else {
            svg += "<text x=\"\(n(left + 8))\" y=\"\(n(playhead.top + playhead.height / 2 + 4))\" class=\"tl-axis\">no playhead values in this evidence</text>\n"
        }

        // Marks for play / stop / pause / resume / forward / end / loadMetadata.
        let cy = marks.top + marks.height / 2
        for e in session.events {
            guard let t = e.time, t.isFinite, let shape = markShape(e) else { continue }
            let cls = "tl-mark tl-\(shape)" + (e.evidence == .inferred ? " tl-inferred" : "")
            let title = "\(ReportTime.clock(t)) \(redactor.text(e.summary)) (\(e.evidence.rawValue))"
            let my = shape.hasPrefix("metadata") ? marks.top + 5 : cy + 3
            svg += "<g class=\"\(cls)\"><title>\(HTMLText.escape(title))</title>\(shapePath(shape, x: x(t), y: my))</g>\n"
        }

        // Pings as ticks.
        let numbers = PingRow.numbers(in: timeline)
        for (index, p) in pings {
            guard let t = p.orderTime, t.isFinite else { continue }
            let row = PingRow(p, index: index, number: numbers[index] ?? index + 1)
            let tall = p.isViewPing
            let cls: String
            if p.request.failure != nil || (p.request.status.map { $0 == 0 || $0 >= 400 } ?? false) {
                cls = "tl-ping tl-ping-failed"
            } else if p.isAdPing {
                cls = "tl-ping tl-ping-ad"
            } else {
                cls = tall ? "tl-ping tl-ping-view" : "tl-ping"
            }
            let y1 = pingsLane.top + (tall ? 2 : 7)
            let y2 = pingsLane.top + pingsLane.height - (tall ? 2 : 7)
            let title = "Ping #\(row.number) \(row.kind) at \(row.time)" + (row.credited.isEmpty ? "" : ", \(row.credited) credited")
                + (row.events.isEmpty ? "" : ", evdata \(row.events)") + " — \(row.location.description)"
            svg += "<line x1=\"\(n(x(t)))\" y1=\"\(n(y1))\" x2=\"\(n(x(t)))\" y2=\"\(n(y2))\" class=\"\(cls)\"><title>\(HTMLText.escape(redactor.text(title)))</title></line>\n"
        }

        // Findings pinned where they happen, linked to their entry.
        var lastX = -100.0
        var stagger = 0
        for (number, f, anchor) in findings {
            guard let t = f.time, t.isFinite else { continue }
            let fx = x(t)
            stagger = fx - lastX < 18 ? (stagger + 1) % 3 : 0
            lastX = fx
            let py = findingsLane.top + findingsLane.height / 2
            let cls = "tl-pin tl-pin-\(f.severity.rawValue)" + (f.evidence == .inferred ? " tl-inferred" : "")
            let title = "F\(number) \(f.ruleID) \(f.slug): \(redactor.text(f.message)) (\(f.evidence.rawValue))"
            svg += "<a href=\"#\(anchor)\" class=\"\(cls)\"><title>\(HTMLText.escape(title))</title>"
            svg += "<line x1=\"\(n(fx))\" y1=\"\(n(playback.top))\" x2=\"\(n(fx))\" y2=\"\(n(py - 8))\" class=\"tl-pin-line\"/>"
            svg += "<circle cx=\"\(n(fx + Double(stagger) * 12))\" cy=\"\(n(py))\" r=\"8.5\"/>"
            svg += "<text x=\"\(n(fx + Double(stagger) * 12))\" y=\"\(n(py + 3.5))\" text-anchor=\"middle\">\(number)</text></a>\n"
        }

        svg += legend()
        svg += "</svg>"
        return svg
    }

    /// The legend row at the bottom of the picture.
    private static func legend() -> String {
        var s = "<g class=\"tl-legend\" transform=\"translate(\(n(left)),\(n(legendTop)))\">\n"
        var lx = 0.0
        func item(_ body: String, _ label: String, _ w: Double) {
            s += "<g transform=\"translate(\(n(lx)),0)\">\(body)<text x=\"18\" y=\"12\">\(label)</text></g>\n"
            lx += w
        }
        item("<rect x=\"0\" y=\"3\" width=\"14\" height=\"10\" rx=\"2\" class=\"tl-content\"/>", "content", 78)
        item("<rect x=\"0\" y=\"3\" width=\"14\" height=\"10\" rx=\"2\" class=\"tl-ad\"/>", "ad", 48)
        item("<line x1=\"0\" y1=\"8\" x2=\"14\" y2=\"8\" class=\"tl-playhead\"/>", "playhead", 84)
        item("<g class=\"tl-mark tl-play\">\(shapePath("play", x: 7, y: 8))</g>", "play", 54)
        item("<g class=\"tl-mark tl-stop\">\(shapePath("stop", x: 7, y: 8))</g>", "stop", 54)
        item("<g class=\"tl-mark tl-pause\">\(shapePath("pause", x: 7, y: 8))</g>", "pause", 60)
        item("<g class=\"tl-mark tl-end\">\(shapePath("end", x: 7, y: 8))</g>", "end", 48)
        item("<g class=\"tl-mark tl-metadata\">\(shapePath("metadata", x: 7, y: 8))</g>", "loadMetadata", 112)
        item("<line x1=\"7\" y1=\"1\" x2=\"7\" y2=\"15\" class=\"tl-ping tl-ping-view\"/>", "ping", 50)
        item("<g class=\"tl-mark tl-play\">\(shapePath("play", x: 7, y: 8))</g>", "exact", 58)
        item("<g class=\"tl-mark tl-play tl-inferred\">\(shapePath("play", x: 7, y: 8))</g>", "inferred", 0)
        s += "</g>\n"
        return s
    }

    /// Which mark an event gets, or `nil` for events drawn elsewhere (pings, playheads).
    private static func markShape(_ e: TimelineEvent) -> String? {
        switch e.kind {
        case .playEvent: return "play"
        case .pauseEvent: return "pause"
        case .resumeEvent: return "resume"
        case .forwardEvent, .seek: return "forward"
        case .endEvent: return "end"
        case .call:
            switch e.call?.api {
            case .play: return "play"
            case .stop: return "stop"
            case .end: return "end"
            case .loadMetadata:
                let type = e.call?.metadataType ?? "content"
                return type == "content" ? "metadata" : "metadata-ad"
            case .playheadPosition, nil: return nil
            default: return "other"
            }
        case .viewPing, .durationPing, .adPing, .contentViewStart, .adsCounted: return nil
        }
    }

    private static func shapePath(_ shape: String, x: Double, y: Double) -> String {
        switch shape {
        case "play", "resume":
            let s = shape == "play" ? 7.0 : 5.5
            return "<path d=\"M\(n(x - s * 0.7)) \(n(y - s))L\(n(x + s)) \(n(y))L\(n(x - s * 0.7)) \(n(y + s))Z\"/>"
        case "stop":
            return "<rect x=\"\(n(x - 5.5))\" y=\"\(n(y - 5.5))\" width=\"11\" height=\"11\"/>"
        case "pause":
            return "<rect x=\"\(n(x - 5))\" y=\"\(n(y - 6))\" width=\"3.5\" height=\"12\"/><rect x=\"\(n(x + 1.5))\" y=\"\(n(y - 6))\" width=\"3.5\" height=\"12\"/>"
        case "end":
            return "<path d=\"M\(n(x)) \(n(y - 7))L\(n(x + 7)) \(n(y))L\(n(x)) \(n(y + 7))L\(n(x - 7)) \(n(y))Z\"/>"
        case "forward":
            return "<path d=\"M\(n(x - 7)) \(n(y - 6))L\(n(x)) \(n(y))L\(n(x - 7)) \(n(y + 6))ZM\(n(x)) \(n(y - 6))L\(n(x + 7)) \(n(y))L\(n(x)) \(n(y + 6))Z\"/>"
        case "metadata", "metadata-ad":
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\"/>"
        default:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3\"/>"
        }
    }

    /// A tick step (seconds) that gives at most about ten labels.
    static func tickStep(_ span: Double) -> Double {
        let steps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]
        for s in steps where span / s <= 10 { return s }
        return (span / 10).rounded(.up)
    }

    /// A coordinate with at most one decimal, never in exponent form.
    static func n(_ d: Double) -> String {
        guard d.isFinite else { return "0" }
        let tenths = (d * 10).rounded()
        if tenths.magnitude >= 1e15 { return "0" }
        let i = Int(tenths)
        let sign = i < 0 ? "-" : ""
        let a = abs(i)
        return a % 10 == 0 ? "\(sign)\(a / 10)" : "\(sign)\(a / 10).\(a % 10)"
    }
}
