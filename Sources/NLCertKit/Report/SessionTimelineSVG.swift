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

    /// A finding as the picture shows it: its number, the finding, and its entry's anchor.
    typealias NumberedFinding = (number: Int, finding: Finding, anchor: String)

    /// The time range a picture spans and where a time is drawn on it.
    struct Plot {
        /// The earliest time shown; the latest one; the span (at least 10 s).
        let t0: Double
        let latest: Double
        let span: Double
        static let width = SessionTimelineSVG.width - SessionTimelineSVG.left - SessionTimelineSVG.right

        /// `nil` when no time is finite, or the times are absurd (a hand-edited or hostile
        /// saved report): nothing is drawn then.
        init?(_ times: [Double]) {
            let finite = times.filter(\.isFinite)
            guard let t0 = finite.min(), let latest = finite.max() else { return nil }
            let span = max(latest, t0 + 10) - t0
            guard span.isFinite, span < 1e10 else { return nil }
            self.t0 = t0
            self.latest = latest
            self.span = span
        }

        /// The x of a time, clamped: nothing is drawn outside the plot, whatever a time says.
        func x(_ t: Double) -> Double {
            min(SessionTimelineSVG.width - right, max(left, left + (t - t0) / span * Self.width))
        }
    }

    /// The SVG, or `nil` when nothing in the session carries a time.
    static func render(
        session: ViewingSession, timeline: Timeline, events: [TimelineEvent]? = nil, findings: [NumberedFinding],
        redactor: Redactor, pingNumbers: PingNumbers? = nil, pingAnchor: (Int) -> String? = { _ in nil }
    ) -> String? {
        let pings = session.pingIndices.filter { timeline.pings.indices.contains($0) }
            .map { (index: $0, ping: timeline.pings[$0]) }
        let events = events ?? timeline.events(of: session)
        var times: [Double] = events.compactMap(\.time)
        times += pings.compactMap { $0.ping.orderTime }
        times += session.contentViews.compactMap(\.startTime)
        for a in session.ads where a.placeKnown {
            if let t = a.time {
                times.append(t)
                times.append(t + Double(a.seconds ?? 0))
            }
        }
        times += findings.compactMap { $0.finding.time }
        guard let plot = Plot(times) else { return nil }
        return [
            header(session, redactor: redactor), lanes(), axis(plot),
            contentSpans(session, events: events, plot, redactor: redactor),
            adBreaks(session, plot, redactor: redactor),
            playheadLine(events, plot), eventMarks(events, plot, redactor: redactor),
            pingTicks(
                pings, numbers: pingNumbers ?? PingNumbers(timeline), plot, redactor: redactor, anchor: pingAnchor),
            findingPins(findings, plot, redactor: redactor), legend(), "</svg>",
        ].joined()
    }

    /// The opening `<svg>` and its background.
    private static func header(_ session: ViewingSession, redactor: Redactor) -> String {
        let label = redactor.text(session.id.isEmpty ? "the session" : "session " + session.id)
        return "<svg class=\"timeline\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"100%\" role=\"img\" "
            + "aria-label=\"Timeline of \(HTMLText.escape(label))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
            + SVGMarkup.tag("rect", ["x": "0", "y": "0", "width": n(width), "height": n(height), "class": "tl-bg"])
            + "\n"
    }

    /// Lane labels and guides.
    private static func lanes() -> String {
        let lanes: [(String, Double, Double)] = [
            ("Playback", playback.top, playback.height), ("Playhead", playhead.top, playhead.height),
            ("API / events", marks.top, marks.height), ("Pings", pingsLane.top, pingsLane.height),
            ("Findings", findingsLane.top, findingsLane.height),
        ]
        return lanes.map { label, top, h in
            let guide = SVGMarkup.tag(
                "rect", ["x": n(left), "y": n(top), "width": n(Plot.width), "height": n(h), "class": "tl-lane"])
            let text = SVGMarkup.tag(
                "text", ["x": n(left - 8), "y": n(top + h / 2 + 4), "class": "tl-label", "text-anchor": "end"], label)
            return guide + "\n" + text + "\n"
        }.joined()
    }

    /// Time axis: ticks at a step giving at most ~10 labels, as offsets from the start.
    private static func axis(_ plot: Plot) -> String {
        let step = tickStep(plot.span)
        var s = ""
        var tick = 0.0
        var ticks = 0
        while tick <= plot.span + 0.001 && ticks < 50 {
            ticks += 1
            let tx = n(plot.x(plot.t0 + tick))
            let bottom = n(findingsLane.top + findingsLane.height)
            s += SVGMarkup.tag("line", ["x1": tx, "y1": "22", "x2": tx, "y2": bottom, "class": "tl-grid"]) + "\n"
            let label = ReportTime.offset(tick)
            s += SVGMarkup.tag("text", ["x": tx, "y": "16", "class": "tl-tick", "text-anchor": "middle"], label) + "\n"
            tick += step
        }
        return s
    }

    /// Content spans: from each view's start to the next view's start or the session's end,
    /// broken from a stop (or pause) to the resume that follows it.
    private static func contentSpans(
        _ session: ViewingSession, events: [TimelineEvent], _ plot: Plot, redactor: Redactor
    ) -> String {
        let views = session.contentViews.compactMap { v in v.startTime.map { (v, $0) } }
        let endTimes = events.compactMap { e -> Double? in
            guard e.kind == .endEvent || (e.kind == .call && e.call?.api == .end) else { return nil }
            return e.time
        }
        let pauses = playbackBreaks(events)
        var s = ""
        for (k, (v, start)) in views.enumerated() {
            let next = k + 1 < views.count ? views[k + 1].1 : plot.latest
            let end = endTimes.filter { $0 > start && $0 <= next }.min() ?? next
            let cls = v.certainty == .exact ? "tl-content" : "tl-content tl-inferred"
            var title = "Content \(DisplayCut.text(redactor.text(v.assetID)))"
            if let t = v.title { title += " “\(redactor.text(t))”" }
            title += " from \(ReportTime.clock(start)) (\(v.certainty.rawValue))"
            for segment in playingSegments(from: start, to: end, breaks: pauses) {
                let sx = plot.x(segment.start)
                let w = min(max(2, plot.x(segment.end) - sx), width - right - sx)
                s +=
                    SVGMarkup.tag(
                        "rect",
                        [
                            "x": n(sx), "y": n(playback.top + 3), "width": n(max(1, w)),
                            "height": n(playback.height - 6),
                            "rx": "3", "class": cls,
                        ], SVGMarkup.title(title)) + "\n"
            }
        }
        return s
    }

    /// Ads in a row are one break, drawn once with its count.
    private static func adBreaks(_ session: ViewingSession, _ plot: Plot, redactor: Redactor) -> String {
        var s = ""
        // An ad whose place the pings do not show is listed in the text, not drawn.
        for b in AdBreak.group(session.ads.filter(\.placeKnown)) {
            guard let start = b.start else { continue }
            let x = plot.x(start)
            let w = min(max(4, plot.x(b.end ?? start) - x), width - right - x)
            var title = b.summary
            if !b.assetIDs.isEmpty {
                title +=
                    " — " + b.assetIDs.prefix(5).map { DisplayCut.text(redactor.text($0)) }.joined(separator: ", ")
                    + (b.assetIDs.count > 5 ? ", …" : "")
            }
            title += " (\(b.certainty.rawValue))"
            s +=
                SVGMarkup.tag(
                    "rect",
                    [
                        "x": n(x), "y": n(playback.top + 1), "width": n(max(1, w)), "height": n(playback.height - 2),
                        "rx": "3",
                        "class": b.certainty == .exact ? "tl-ad" : "tl-ad tl-inferred",
                    ], SVGMarkup.title(title)) + "\n"
            if b.count > 1, w >= 18 {
                s +=
                    SVGMarkup.tag(
                        "text",
                        [
                            "x": n(x + w / 2), "y": n(playback.top + playback.height / 2 + 4), "class": "tl-adcount",
                            "text-anchor": "middle",
                        ], "\(b.count)") + "\n"
            }
        }
        return s
    }

    /// A point of the playhead line.
    private typealias PlayheadPoint = (t: Double, p: Double, ev: Certainty, ad: Bool)

    /// Playhead points from playhead calls and evdata positions, in time order; ad playheads
    /// (after a non-content loadMetadata) are marked.
    private static func playheadPoints(_ events: [TimelineEvent]) -> [PlayheadPoint] {
        var inAd = false
        var points: [PlayheadPoint] = []
        for e in events.sorted(by: { ($0.time ?? 0) < ($1.time ?? 0) }) {
            if e.kind == .call, e.call?.api == .loadMetadata { inAd = (e.call?.metadataType ?? "content") != "content" }
            guard let t = e.time, let p = e.position, t.isFinite, p.isFinite else { continue }
            switch e.kind {
            case .call where e.call?.api == .playheadPosition: points.append((t, p, e.certainty, inAd))
            case .playEvent, .pauseEvent, .resumeEvent, .forwardEvent, .endEvent:
                points.append((t, p, e.certainty, false))
            default: continue
            }
        }
        return points
    }

    /// The runs of the playhead line: a run is drawn as one line while the playhead moves with
    /// the clock; it breaks at a jump, a gap in exact calls (a cadence problem shows as a gap),
    /// and where ad and content alternate.
    private static func playheadRuns(_ points: [PlayheadPoint]) -> [[PlayheadPoint]] {
        var runs: [[PlayheadPoint]] = []
        for point in points {
            if let last = runs.last?.last {
                let dt = point.t - last.t
                let moved = point.p - last.p
                let breaks =
                    point.ad != last.ad || point.ev != last.ev || abs(moved - dt) > 3
                    || (point.ev == .exact && dt > 3)
                if !breaks {
                    runs[runs.count - 1].append(point)
                    continue
                }
            }
            runs.append([point])
        }
        return runs
    }

    /// The playhead lane: its scale and the playhead's runs (ad playheads in the ad colour).
    private static func playheadLine(_ events: [TimelineEvent], _ plot: Plot) -> String {
        let points = playheadPoints(events)
        guard let pmin = points.map(\.p).min(), let pmaxRaw = points.map(\.p).max() else {
            return SVGMarkup.tag(
                "text", ["x": n(left + 8), "y": n(playhead.top + playhead.height / 2 + 4), "class": "tl-axis"],
                "no playhead values in this evidence") + "\n"
        }
        let pmax = max(pmaxRaw, pmin + 1)
        func y(_ p: Double) -> Double {
            playhead.top + playhead.height - 6 - (p - pmin) / (pmax - pmin) * (playhead.height - 12)
        }
        func scale(_ y: Double, _ label: String) -> String {
            SVGMarkup.tag("text", ["x": n(left - 8), "y": n(y), "class": "tl-axis", "text-anchor": "end"], label) + "\n"
        }
        var s = scale(playhead.top + 9, n(pmaxRaw)) + scale(playhead.top + playhead.height - 3, n(pmin))
        for run in playheadRuns(points) {
            let first = run[0]
            var cls = first.ev == .exact ? "tl-playhead" : "tl-playhead tl-inferred-line"
            if first.ad { cls += " tl-playhead-ad" }
            if run.count == 1 {
                s += SVGMarkup.tag(
                    "circle", ["cx": n(plot.x(first.t)), "cy": n(y(first.p)), "r": "2.2", "class": cls + " tl-dot"])
                s += "\n"
            } else {
                let pts = run.map { "\(n(plot.x($0.t))),\(n(y($0.p)))" }.joined(separator: " ")
                s += SVGMarkup.tag("polyline", ["points": pts, "class": cls]) + "\n"
            }
        }
        return s
    }

    /// Marks for play / stop / pause / resume / forward / end / loadMetadata. Inferred marks
    /// first, exact ones drawn over them: an exact mark is never hidden.
    private static func eventMarks(_ events: [TimelineEvent], _ plot: Plot, redactor: Redactor) -> String {
        let cy = marks.top + marks.height / 2
        var s = ""
        for e in events.filter({ $0.certainty != .exact }) + events.filter({ $0.certainty == .exact }) {
            guard let t = e.time, t.isFinite, let shape = markShape(e) else { continue }
            let cls = "tl-mark tl-\(shape)" + (e.certainty == .inferred ? " tl-inferred" : "")
            let title = "\(ReportTime.clock(t)) \(redactor.text(e.summary)) (\(e.certainty.rawValue))"
            let my = shape.hasPrefix("metadata") ? marks.top + 5 : cy + 3
            s += SVGMarkup.tag("g", ["class": cls], SVGMarkup.title(title) + shapePath(shape, x: plot.x(t), y: my))
            s += "\n"
        }
        return s
    }

    /// Pings as ticks, each linked to its row when the report lists it.
    private static func pingTicks(
        _ pings: [(index: Int, ping: Ping)], numbers: PingNumbers, _ plot: Plot, redactor: Redactor,
        anchor: (Int) -> String?
    ) -> String {
        var s = ""
        for (index, p) in pings {
            guard let t = p.orderTime, t.isFinite else { continue }
            let row = PingRow(p, index: index, number: numbers[index] ?? index + 1)
            let tall = p.isViewPing
            let title =
                "Ping #\(row.number) \(row.kind) at \(row.time)"
                + (row.credited.isEmpty ? "" : ", \(row.credited) credited")
                + (row.events.isEmpty ? "" : ", evdata \(row.events)") + " — \(row.location.description)"
            let line = SVGMarkup.tag(
                "line",
                [
                    "x1": n(plot.x(t)), "y1": n(pingsLane.top + (tall ? 2 : 7)), "x2": n(plot.x(t)),
                    "y2": n(pingsLane.top + pingsLane.height - (tall ? 2 : 7)), "class": pingClass(p),
                ], SVGMarkup.title(redactor.text(title)))
            if let a = anchor(index) {
                s += SVGMarkup.tag("a", ["href": "#\(a)", "id": "\(a)-tick"], line) + "\n"
            } else {
                s += line + "\n"
            }
        }
        return s
    }

    /// A ping tick's class: failed, ad, view (tall) or duration.
    private static func pingClass(_ p: Ping) -> String {
        let failed = p.failure != nil || (p.status.map { $0 == 0 || $0 >= 400 } ?? false)
        if failed { return "tl-ping tl-ping-failed" }
        if p.isAdPing { return "tl-ping tl-ping-ad" }
        return p.isViewPing ? "tl-ping tl-ping-view" : "tl-ping"
    }

    /// Findings pinned where they happen, linked to their entry (and back, by id). Pins at the
    /// same moment are set side by side, never over each other; more than three at one moment
    /// are one pin with their count.
    private static func findingPins(_ findings: [NumberedFinding], _ plot: Plot, redactor: Redactor) -> String {
        let timed = findings.compactMap { item -> (x: Double, item: NumberedFinding)? in
            guard let t = item.finding.time, t.isFinite else { return nil }
            return (plot.x(t), item)
        }
        let py = findingsLane.top + findingsLane.height / 2
        var s = ""
        for pin in pinLayout(timed.map(\.x)) {
            let members = pin.members.map { timed[$0].item }
            let first = members[0]
            let worst = members.map(\.finding.severity).max() ?? first.finding.severity
            let inferred = members.allSatisfy { $0.finding.certainty == .inferred }
            let title = members.map { m in
                let f = m.finding
                return "F\(m.number) \(f.ruleID) \(f.slug): \(redactor.text(f.message)) (\(f.certainty.rawValue))"
            }.joined(separator: " | ")
            var content = SVGMarkup.title(title)
            for m in pin.members {
                content += SVGMarkup.tag(
                    "line",
                    [
                        "x1": n(timed[m].x), "y1": n(playback.top), "x2": n(pin.x), "y2": n(py - 8),
                        "class": "tl-pin-line",
                    ])
            }
            for m in members.dropFirst() { content += SVGMarkup.tag("g", ["id": "\(m.anchor)-pin"]) }
            content += SVGMarkup.tag("circle", ["cx": n(pin.x), "cy": n(py), "r": n(pinRadius)])
            content += SVGMarkup.tag(
                "text", ["x": n(pin.x), "y": n(py + 3.5), "text-anchor": "middle"],
                members.count == 1 ? "\(first.number)" : "\(members.count)×")
            let cls = "tl-pin tl-pin-\(worst.rawValue)" + (inferred ? " tl-inferred" : "")
            s += SVGMarkup.tag("a", ["href": "#\(first.anchor)", "id": "\(first.anchor)-pin", "class": cls], content)
            s += "\n"
        }
        return s
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
            return
                "<rect x=\"\(n(x - 5))\" y=\"\(n(y - 6))\" width=\"3.5\" height=\"12\"/><rect x=\"\(n(x + 1.5))\" y=\"\(n(y - 6))\" width=\"3.5\" height=\"12\"/>"
        case "end":
            return "<path d=\"M\(n(x)) \(n(y - 7))L\(n(x + 7)) \(n(y))L\(n(x)) \(n(y + 7))L\(n(x - 7)) \(n(y))Z\"/>"
        case "forward":
            return
                "<path d=\"M\(n(x - 7)) \(n(y - 6))L\(n(x)) \(n(y))L\(n(x - 7)) \(n(y + 6))ZM\(n(x)) \(n(y - 6))L\(n(x + 7)) \(n(y))L\(n(x)) \(n(y + 6))Z\"/>"
        case "metadata", "metadata-ad":
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\"/>"
        default:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3\"/>"
        }
    }

    /// A tick step (seconds) that gives at most about ten labels.
    static func tickStep(_ span: Double) -> Double {
        let steps: [Double] = [
            1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
        ]
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
            if let g = groups.last, xs[i] - xs[g[0]] < pinSpacing {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        var pins: [(x: Double, members: [Int])] = []
        for g in groups {
            let centre = g.map { xs[$0] }.reduce(0, +) / Double(g.count)
            if g.count > 3 {
                pins.append((centre, g))
            } else {
                for (k, i) in g.enumerated() {
                    pins.append((centre + (Double(k) - Double(g.count - 1) / 2) * pinSpacing, [i]))
                }
            }
        }
        let lo = left + pinRadius
        let hi = width - right - pinRadius
        for k in pins.indices { pins[k].x = max(pins[k].x, lo, k > 0 ? pins[k - 1].x + pinSpacing : lo) }
        for k in pins.indices.reversed() {
            pins[k].x = min(pins[k].x, hi, k + 1 < pins.count ? pins[k + 1].x - pinSpacing : hi)
        }
        for k in pins.indices { pins[k].x = max(pins[k].x, lo) }
        return pins
    }

    /// When playback stops (a `stop` call, an evdata pause) and when it resumes (play, resume,
    /// playheads, loadMetadata), in time order: `stops` is true for a stop.
    static func playbackBreaks(_ events: [TimelineEvent]) -> [(time: Double, stops: Bool)] {
        var out: [(time: Double, stops: Bool)] = []
        for e in events {
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
    static func playingSegments(
        from start: Double, to end: Double, breaks: [(time: Double, stops: Bool)]
    ) -> [(start: Double, end: Double)] {
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
