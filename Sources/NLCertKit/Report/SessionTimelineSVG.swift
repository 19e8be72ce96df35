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
        session: ViewingSession, timeline: Timeline, findings: [(number: Int, finding: Finding, anchor: String)], redactor: Redactor,
        pingAnchor: (Int) -> String? = { _ in nil }
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
        // Clamped: nothing is drawn outside the plot, whatever a time says.
        func x(_ t: Double) -> Double { min(width - right, max(left, left + (t - t0) / span * plotWidth)) }

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
        let pauses = playbackBreaks(session)
        for (k, item) in views.enumerated() {
            let (_, v, start) = item
            let next = k + 1 < views.count ? views[k + 1].2 : t1raw
            let end = endTimes.filter { $0 > start && $0 <= next }.min() ?? next
            let cls = v.evidence == .exact ? "tl-content" : "tl-content tl-inferred"
            var title = "Content \(redactor.text(v.assetID))"
            if let t = v.title { title += " “\(redactor.text(t))”" }
            title += " from \(ReportTime.clock(start)) (\(v.evidence.rawValue))"
            // Playback is drawn broken from a stop (or pause) to the resume that follows it.
            for segment in playingSegments(from: start, to: end, breaks: pauses) {
                let sx = x(segment.start)
                let w = min(max(2, x(segment.end) - sx), width - right - sx)
                svg += "<rect x=\"\(n(sx))\" y=\"\(n(playback.top + 3))\" width=\"\(n(max(1, w)))\" height=\"\(n(playback.height - 6))\" rx=\"3\" class=\"\(cls)\">"
                svg += "<title>\(HTMLText.escape(title))</title></rect>\n"
            }
        }
        // Ads in a row are one break, drawn once with its count.
        for b in AdBreak.group(session.ads) {
            guard let start = b.start else { continue }
            let end = b.end ?? start
            let w = min(max(4, x(end) - x(start)), width - right - x(start))
            let cls = b.evidence == .exact ? "tl-ad" : "tl-ad tl-inferred"
            svg += "<rect x=\"\(n(x(start)))\" y=\"\(n(playback.top + 1))\" width=\"\(n(max(1, w)))\" height=\"\(n(playback.height - 2))\" rx=\"3\" class=\"\(cls)\">"
            var title = b.summary
            if !b.assetIDs.isEmpty { title += " — " + b.assetIDs.prefix(5).map { redactor.text($0) }.joined(separator: ", ") + (b.assetIDs.count > 5 ? ", …" : "") }
            title += " (\(b.evidence.rawValue))"
            svg += "<title>\(HTMLText.escape(title))</title></rect>\n"
            if b.count > 1, w >= 18 {
                svg += "<text x=\"\(n(x(start) + w / 2))\" y=\"\(n(playback.top + playback.height / 2 + 4))\" class=\"tl-adcount\" text-anchor=\"middle\">\(b.count)</text>\n"
            }
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
        // Inferred marks first, exact ones drawn over them: an exact mark is never hidden.
        for e in session.events.filter({ $0.evidence != .exact }) + session.events.filter({ $0.evidence == .exact }) {
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
            let line = "<line x1=\"\(n(x(t)))\" y1=\"\(n(y1))\" x2=\"\(n(x(t)))\" y2=\"\(n(y2))\" class=\"\(cls)\"><title>\(HTMLText.escape(redactor.text(title)))</title></line>"
            if let anchor = pingAnchor(index) {
                svg += "<a href=\"#\(anchor)\" id=\"\(anchor)-tick\">\(line)</a>\n"
            } else {
                svg += line + "\n"
            }
        }

        // Findings pinned where they happen, linked to their entry (and back, by id). Pins at
        // the same moment are set side by side, never over each other; more than three at one
        // moment are one pin with their count.
        let timed = findings.compactMap { item -> (x: Double, item: (number: Int, finding: Finding, anchor: String))? in
            guard let t = item.finding.time, t.isFinite else { return nil }
            return (x(t), item)
        }
        let py = findingsLane.top + findingsLane.height / 2
        for pin in pinLayout(timed.map(\.x)) {
            let members = pin.members.map { timed[$0].item }
            let first = members[0]
            let worst = members.map(\.finding.severity).max() ?? first.finding.severity
            let inferred = members.allSatisfy { $0.finding.evidence == .inferred }
            let cls = "tl-pin tl-pin-\(worst.rawValue)" + (inferred ? " tl-inferred" : "")
            let title = members.map { "F\($0.number) \($0.finding.ruleID) \($0.finding.slug): \(redactor.text($0.finding.message)) (\($0.finding.evidence.rawValue))" }
                .joined(separator: " | ")
            let label = members.count == 1 ? "\(first.number)" : "\(members.count)×"
            svg += "<a href=\"#\(first.anchor)\" id=\"\(first.anchor)-pin\" class=\"\(cls)\"><title>\(HTMLText.escape(title))</title>"
            for m in pin.members { svg += "<line x1=\"\(n(timed[m].x))\" y1=\"\(n(playback.top))\" x2=\"\(n(pin.x))\" y2=\"\(n(py - 8))\" class=\"tl-pin-line\"/>" }
            for m in members.dropFirst() { svg += "<g id=\"\(m.anchor)-pin\"/>" }
            svg += "<circle cx=\"\(n(pin.x))\" cy=\"\(n(py))\" r=\"\(n(pinRadius))\"/>"
            svg += "<text x=\"\(n(pin.x))\" y=\"\(n(py + 3.5))\" text-anchor=\"middle\">\(label)</text></a>\n"
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

extension SessionTimelineSVG {
    static let pinRadius = 8.5
    /// Centre-to-centre distance of two pins side by side.
    static let pinSpacing = 18.0

    /// Places finding pins (given their x on the plot): pins closer than `pinSpacing` form a
    /// group; a group of up to three is laid side by side, a larger one becomes one pin; then
    /// pins are pushed apart left to right and kept inside the plot. Returns each pin's centre
    /// and the indices of the findings it stands for.
    static func pinLayout(_ xs: [Double]) -> [(x: Double, members: [Int])] {
        let order = xs.indices.sorted { (xs[$0], $0) < (xs[$1], $1) }
        var groups: [[Int]] = []
        for i in order {
            if let g = groups.last, xs[i] - xs[g[0]] < pinSpacing { groups[groups.count - 1].append(i) } else { groups.append([i]) }
        }
        var pins: [(x: Double, members: [Int])] = []
        for g in groups {
            let centre = g.map { xs[$0] }.reduce(0, +) / Double(g.count)
            if g.count > 3 {
                pins.append((centre, g))
            } else {
                for (k, i) in g.enumerated() { pins.append((centre + (Double(k) - Double(g.count - 1) / 2) * pinSpacing, [i])) }
            }
        }
        let lo = left + pinRadius, hi = width - right - pinRadius
        for k in pins.indices { pins[k].x = max(pins[k].x, lo, k > 0 ? pins[k - 1].x + pinSpacing : lo) }
        for k in pins.indices.reversed() { pins[k].x = min(pins[k].x, hi, k + 1 < pins.count ? pins[k + 1].x - pinSpacing : hi) }
        for k in pins.indices { pins[k].x = max(pins[k].x, lo) }
        return pins
    }

    /// When playback stops (a `stop` call, an evdata pause) and when it resumes (play, resume,
    /// playheads, loadMetadata), in time order: `stops` is true for a stop.
    static func playbackBreaks(_ session: ViewingSession) -> [(time: Double, stops: Bool)] {
        var out: [(time: Double, stops: Bool)] = []
        for e in session.events {
            guard let t = e.time, t.isFinite else { continue }
            switch e.kind {
            case .pauseEvent: out.append((t, true))
            case .resumeEvent, .playEvent: out.append((t, false))
            case .call:
                switch e.call?.api {
                case .stop: out.append((t, true))
                case .play, .playheadPosition, .loadMetadata: out.append((t, false))
                default: break
                }
            default: break
            }
        }
        return out.sorted { ($0.time, $0.stops ? 1 : 0) < ($1.time, $1.stops ? 1 : 0) }
    }

    /// The parts of [start, end] during which content plays: broken at each stop, resumed at
    /// the next resume.
    static func playingSegments(from start: Double, to end: Double, breaks: [(time: Double, stops: Bool)]) -> [(start: Double, end: Double)] {
        var segments: [(start: Double, end: Double)] = []
        var open: Double? = start
        for b in breaks where b.time > start && b.time < end {
            if b.stops, let o = open {
                segments.append((o, b.time))
                open = nil
            } else if !b.stops, open == nil {
                open = b.time
            }
        }
        if let o = open { segments.append((o, end)) }
        return segments
    }
}
