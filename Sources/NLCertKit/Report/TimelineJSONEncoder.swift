/// The one JSON shape of a timeline: the `timeline` of a JSON report (`JSONReport`, read back
/// by `JSONReportDecoder`) and the output of `nlcert timeline --format json`. Only Nielsen
/// requests are listed, renumbered to that list; events, sessions and views point at pings by
/// that number and at calls by their index in `calls`. Pings `detail` does not show in full
/// are listed without URL and parameters (`detailOmitted`). `nlcert timeline` adds two fields
/// the report leaves out (its bytes are kept): what the SDK said about itself (`sdkMessages`)
/// and a session's incomplete call coverage (`incomplete`), each only when there is any.
public struct TimelineJSONEncoder: Sendable {
    private let timeline: Timeline
    private let detail: PingDetail
    private let redactor: Redactor
    /// Whether `sdkMessages` and `incomplete` are written (`nlcert timeline`).
    private let sdkEvidence: Bool
    /// Timeline ping index → index in the listed (Nielsen) pings.
    private let newIndex: [Int: Int]
    /// The first index of each call in `timeline.calls`.
    private let callIndex: [APICall: Int]

    /// The timeline as `nlcert timeline` writes it: every ping in full, identifiers redacted
    /// unless `redact` is false, with `sdkMessages` and `incomplete` — pretty-printed JSON text
    /// with a trailing newline, written a piece at a time (`JSONStreamWriter`).
    public static func render(_ timeline: Timeline, redact: Bool = true) -> String {
        var out = JSONStreamWriter()
        TimelineJSONEncoder(timeline, detail: .full, redactor: Redactor(isEnabled: redact), sdkEvidence: true)
            .write(into: &out)
        return out.text + "\n"
    }

    /// `render`'s text handed to `sink` in pieces of about a megabyte (stdout): the timeline of
    /// a large capture is never held as text whole.
    public static func write(_ timeline: Timeline, redact: Bool = true, to sink: @escaping (String) -> Void) {
        var out = JSONStreamWriter(flushingTo: sink)
        TimelineJSONEncoder(timeline, detail: .full, redactor: Redactor(isEnabled: redact), sdkEvidence: true)
            .write(into: &out)
        out.append("\n")
        out.flush(all: true)
    }

    init(_ timeline: Timeline, detail: PingDetail, redactor: Redactor, sdkEvidence: Bool = false) {
        self.timeline = timeline
        self.detail = detail
        self.redactor = redactor
        self.sdkEvidence = sdkEvidence
        var newIndex: [Int: Int] = [:]
        for (old, p) in timeline.pings.enumerated() where p.kind.isNielsen { newIndex[old] = newIndex.count }
        self.newIndex = newIndex
        var callIndex: [APICall: Int] = [:]
        for (i, c) in timeline.calls.enumerated() where callIndex[c] == nil { callIndex[c] = i }
        self.callIndex = callIndex
    }

    /// Writes the timeline object: its long lists (pings, calls, sessions, SDK messages) one
    /// element at a time.
    func write(into out: inout JSONStreamWriter) {
        let t = timeline
        let pings = t.pings.indices.filter { t.pings[$0].kind.isNielsen }
        out.beginObject()
        out.array("files", t.files, Self.file)
        out.array("notes", t.notes, note)
        out.member("alignment", Self.alignment(t.alignment))
        out.concurrentArray("pings", pings) { [self] in ping($0, into: &$1) }
        out.array("calls", t.calls.indices, call)
        // An app session is one SDK `sessionId`: an afternoon of one app is one, with every
        // viewing session in it, so its viewing sessions are written one at a time too.
        out.key("appSessions")
        out.beginArray()
        for a in t.appSessions {
            out.beginObject()
            out.member("id", .string(a.id))
            out.member("otherPings", remap(a.otherPingIndices))
            out.array("viewingSessions", a.viewingSessions, viewingSession)
            out.endObject()
        }
        out.endArray()
        if sdkEvidence, !t.sdkMessages.isEmpty {
            out.array("sdkMessages", t.sdkMessages.indices, sdkMessage)
        }
        if detail.omitted > 0 {
            out.member(
                "pingDetail",
                .obj([
                    "full": int(pings.count - detail.omitted), "omitted": int(detail.omitted),
                    "note": .string(
                        "pings beyond the evidence and the first ones are listed without URL and parameters; --full keeps them"
                    ),
                ]))
        }
        out.endObject()
    }

    private func int(_ i: Int) -> JSONValue { JSONReport.int(i) }
    private func location(_ l: SourceLocation) -> JSONValue { JSONReport.location(l) }
    /// Timeline ping indices as listed-ping numbers (non-Nielsen requests drop out).
    private func remap(_ list: [Int]) -> JSONValue { .array(list.compactMap { newIndex[$0] }.map(int)) }
    private func indices(_ list: [Int]) -> JSONValue { .array(list.map(int)) }

    private static func file(_ f: CaptureFile) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("path", .string(f.path)), .init("format", .string(f.format.rawValue))]
        if let c = f.creator { m.append(.init("creator", .string(c))) }
        m.append(.init("requests", JSONReport.int(f.requestCount)))
        m.append(.init("calls", JSONReport.int(f.callCount)))
        // Said only where it is not what the format implies (an iOS console at INFO level).
        if f.recordsTraffic != (f.format != .apiTrace) { m.append(.init("recordsTraffic", .bool(f.recordsTraffic))) }
        return .object(m)
    }

    private func note(_ n: CaptureNote) -> JSONValue {
        .obj([
            "level": .string(n.level.rawValue), "location": location(n.location),
            "message": .string(redactor.text(n.message)),
        ])
    }

    private static func alignment(_ a: ClockAlignment) -> JSONValue {
        .obj([
            "offsetSeconds": .number(a.offsetSeconds), "method": .string(a.method.rawValue),
            "matchedPings": JSONReport.int(a.matchedPings),
        ])
    }

    private static func timestamp(_ t: Timestamp) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("epochMillis", .number(t.epochMillis))]
        if let o = t.utcOffsetSeconds { m.append(.init("utcOffsetSeconds", JSONReport.int(o))) }
        if let s = t.original { m.append(.init("original", .string(s))) }
        return .object(m)
    }

    /// A listed ping; without full detail, its URL and parameters are left out (`detailOmitted`).
    /// Written member by member: its ninety parameters are most of a report.
    private func ping(_ index: Int, into out: inout JSONStreamWriter) {
        let p = timeline.pings[index]
        let detailed = detail.includes(index)
        out.beginObject()
        out.member("index", int(newIndex[index] ?? index))
        out.member("kind", .string(p.kind.rawValue))
        out.member("method", .string(p.method))
        if detailed {
            out.member("url", .string(redactor.url(p.url)))
        } else {
            out.member("detailOmitted", .bool(true))
        }
        out.member("scheme", .string(p.scheme))
        out.member("host", .string(p.host))
        out.member("path", .string(p.path))
        if let t = p.capturedTime { out.member("time", Self.timestamp(t)) }
        if let s = p.status { out.member("status", int(s)) }
        if let f = p.failure { out.member("failure", .string(f)) }
        out.member("tunnel", .bool(p.isTunnel))
        out.member("location", location(p.location))
        out.member("format", .string(p.format.rawValue))
        out.member("ordinal", int(p.ordinal))
        if detailed {
            out.key("parameters")
            out.beginArray()
            for q in p.parameters { parameter(q, into: &out) }
            out.endArray()
        }
        out.member("events", .array(p.events.map(pingEvent)))
        out.member("decodeProblems", .array(p.decodeProblems.map { .string(redactor.text($0)) }))
        out.endObject()
    }

    /// A ping parameter, personal values redacted.
    private func parameter(_ q: PingParameter, into out: inout JSONStreamWriter) {
        // Asked once: a million pings have ninety parameters each.
        let pairName = q.pairName
        let personal = redactor.isEnabled && redactor.isPersonal(key: q.key, pairName: pairName)
        out.beginObject()
        out.member("key", .string(q.key))
        out.member("raw", .string(personal ? (q.raw.isEmpty ? "" : Redactor.placeholder) : redactor.text(q.raw)))
        out.member("value", .string(redactor.value(q.value, personal: personal)))
        if let n = pairName { out.member("pairName", .string(n)) }
        if let v = q.pairValue { out.member("pairValue", .string(redactor.value(v, personal: personal))) }
        out.endObject()
    }

    private func pingEvent(_ e: PingEvent) -> JSONValue {
        var c: [JSONValue.JSONMember] = [
            .init("kind", .string(e.kind.rawValue)), .init("time", int(e.time)), .init("position", int(e.position)),
        ]
        if let f = e.from { c.append(.init("from", int(f))) }
        if let d = e.delta { c.append(.init("delta", int(d))) }
        return .object(c)
    }

    private func call(_ index: Int) -> JSONValue {
        let c = timeline.calls[index]
        var m: [JSONValue.JSONMember] = [
            .init("index", int(index)), .init("api", .string(c.api.rawValue)), .init("name", .string(c.rawName)),
            .init("args", .array(c.args.map(redactor.json))),
        ]
        if let t = c.time { m.append(.init("time", Self.timestamp(t))) }
        m.append(.init("location", location(c.location)))
        m.append(.init("format", .string(c.format.rawValue)))
        if let o = c.outcome { m.append(.init("outcome", .string(o))) }
        m.append(.init("ordinal", int(c.ordinal)))
        return .object(m)
    }

    private func viewingSession(_ s: ViewingSession) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("id", .string(s.id)), .init("ordinal", int(s.ordinal))]
        if let a = s.appSessionID { m.append(.init("appSessionId", .string(a))) }
        m.append(.init("pings", remap(s.pingIndices)))
        m.append(.init("calls", indices(s.callIndices)))
        if sdkEvidence, let gap = SessionCoverage.of(s, timeline: timeline).incompleteness {
            m.append(.init("incomplete", .string(redactor.text(gap))))
        }
        m.append(.init("contentViews", .array(s.contentViews.map(contentView))))
        m.append(.init("ads", .array(s.ads.map(adView))))
        m.append(.init("events", .array(timeline.events(of: s).map(event))))
        return .object(m)
    }

    private func contentView(_ v: ContentView) -> JSONValue {
        var c: [JSONValue.JSONMember] = [.init("assetId", .string(redactor.text(v.assetID)))]
        if let t = v.startTime { c.append(.init("startTime", .number(t))) }
        if let t = v.title { c.append(.init("title", .string(redactor.text(t)))) }
        if let p = v.program { c.append(.init("program", .string(redactor.text(p)))) }
        if let l = v.length { c.append(.init("length", .string(l))) }
        c.append(.init("pings", remap(v.pingIndices)))
        c.append(.init("calls", indices(v.callIndices)))
        c.append(.init("evidence", .string(v.certainty.rawValue)))
        return .object(c)
    }

    private func adView(_ a: AdView) -> JSONValue {
        var c: [JSONValue.JSONMember] = [.init("position", .string(a.position.rawValue))]
        if let id = a.assetID { c.append(.init("assetId", .string(redactor.text(id)))) }
        if let t = a.type { c.append(.init("type", .string(t))) }
        if let s = a.seconds { c.append(.init("seconds", int(s))) }
        c.append(.init("count", int(a.count)))
        if let t = a.time { c.append(.init("time", .number(t))) }
        if !a.placeKnown { c.append(.init("placeUnknown", .bool(true))) }
        c.append(.init("pings", remap(a.pingIndices)))
        c.append(.init("calls", indices(a.callIndices)))
        c.append(.init("evidence", .string(a.certainty.rawValue)))
        return .object(c)
    }

    private func event(_ e: TimelineEvent) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("kind", .string(e.kind.rawValue))]
        if let time = e.time { m.append(.init("time", .number(time))) }
        m.append(.init("evidence", .string(e.certainty.rawValue)))
        m.append(.init("summary", .string(redactor.text(e.summary))))
        if let l = e.location { m.append(.init("location", location(l))) }
        if let c = e.call, let i = callIndex[c] { m.append(.init("call", int(i))) }
        if let p = e.pingIndex, let i = newIndex[p] { m.append(.init("ping", int(i))) }
        if let pos = e.position { m.append(.init("position", .number(pos))) }
        return .object(m)
    }

    /// What the SDK said about itself: an App SDK event or a complaint, with the viewing
    /// session it belongs to.
    private func sdkMessage(_ i: Int) -> JSONValue {
        let m = timeline.sdkMessages[i]
        var out: [JSONValue.JSONMember] = [
            .init("kind", .string(m.kind.rawValue)), .init("name", .string(m.name)),
            .init("text", .string(redactor.text(m.text))),
        ]
        if let code = m.code { out.append(.init("code", int(code))) }
        if let rule = m.ruleID { out.append(.init("rule", .string(rule))) }
        if let time = m.time { out.append(.init("time", .number(time.epochSeconds))) }
        if let own = m.sdkTime { out.append(.init("sdkTime", .number(own.epochSeconds))) }
        if !m.playheads.isEmpty { out.append(.init("playheads", .array(m.playheads.map { .number($0) }))) }
        if timeline.sdkMessageSessions.indices.contains(i), let s = timeline.sdkMessageSessions[i] {
            out.append(.init("viewingSession", int(s)))
        }
        out.append(.init("location", location(m.location)))
        return .object(out)
    }
}
