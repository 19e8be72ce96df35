/// The machine view of a timeline (`nlcert timeline --format json`): the same content as the
/// text view without collapsing, as ordered JSON, so the same capture always gives the same
/// bytes. Events point at pings by index into `pings`; ping URLs are left out (they hold
/// personal ids — `nlcert decode` shows them on request).
public enum TimelineJSON {
    public static func render(_ timeline: Timeline) -> String {
        JSONWriter.write(value(timeline), pretty: true) + "\n"
    }

    public static func value(_ t: Timeline) -> JSONValue {
        let base = core(t)
        // What the SDK said (App SDK events and complaints), only when there is any, so
        // captures without it keep their bytes.
        guard !t.sdkMessages.isEmpty, case .object(var members) = base else { return base }
        members.append(.init("sdkMessages", .array(t.sdkMessages.indices.map { sdkMessage(t, $0) })))
        return .object(members)
    }

    static func sdkMessage(_ t: Timeline, _ i: Int) -> JSONValue {
        let m = t.sdkMessages[i]
        var out: [JSONValue.JSONMember] = [
            .init("kind", .string(m.kind.rawValue)), .init("name", .string(m.name)), .init("text", .string(m.text)),
        ]
        if let code = m.code { out.append(.init("code", .number(Double(code)))) }
        if let rule = m.ruleID { out.append(.init("rule", .string(rule))) }
        if let time = m.time { out.append(.init("time", .number(time.epochSeconds))) }
        if let own = m.sdkTime { out.append(.init("sdkTime", .number(own.epochSeconds))) }
        if !m.playheads.isEmpty { out.append(.init("playheads", .array(m.playheads.map { .number($0) }))) }
        if t.sdkMessageSessions.indices.contains(i), let s = t.sdkMessageSessions[i] {
            out.append(.init("viewingSession", .number(Double(s))))
        }
        out.append(.init("location", location(m.location)))
        return .object(out)
    }

    static func core(_ t: Timeline) -> JSONValue {
        .obj([
            "files": .array(t.files.map { f in
                var m: [JSONValue.JSONMember] = [
                    .init("path", .string(f.path)), .init("format", .string(f.format.rawValue)),
                ]
                if let c = f.creator { m.append(.init("creator", .string(c))) }
                m.append(.init("requests", .number(Double(f.requestCount))))
                m.append(.init("calls", .number(Double(f.callCount))))
                return .object(m)
            }),
            "alignment": alignment(t.alignment),
            "pings": .array(t.pings.enumerated().map { i, p in ping(p, index: i) }),
            "otherRequests": .number(Double(t.otherRequestCount)),
            "appSessions": .array(t.appSessions.map { app in
                .obj([
                    "id": .string(app.id),
                    "otherPings": .array(app.otherPingIndices.map { .number(Double($0)) }),
                    "viewingSessions": .array(app.viewingSessions.map { session($0, timeline: t) }),
                ])
            }),
            "notes": .array(t.notes.map { n in
                .obj(["level": .string(n.level.rawValue), "location": location(n.location), "message": .string(n.message)])
            }),
        ])
    }

    static func alignment(_ a: ClockAlignment) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("method", .string(a.method.rawValue)),
            .init("offsetSeconds", .number(a.offsetSeconds)),
            .init("matchedPings", .number(Double(a.matchedPings))),
        ]
        if let note = a.note { m.append(.init("note", .string(note))) }
        return .object(m)
    }

    static func ping(_ p: Ping, index: Int) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("index", .number(Double(index))),
            .init("kind", .string(p.kind.rawValue)),
            .init("host", .string(p.host)),
            .init("path", .string(p.path)),
            .init("location", location(p.request.location)),
        ]
        if let t = p.request.time { m.append(.init("time", .number(t.epochSeconds))) }
        if p.kind == .dcrPing {
            if let c = p.createTime { m.append(.init("createtm", .number(Double(c)))) }
            if let at = p.value("at") { m.append(.init("at", .string(at))) }
            if p.isTruncated { m.append(.init("truncated", .bool(true))) }
        }
        if !p.decodeProblems.isEmpty { m.append(.init("problems", .array(p.decodeProblems.map { .string($0) }))) }
        return .object(m)
    }

    static func session(_ s: ViewingSession, timeline t: Timeline) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("id", .string(s.id)),
            .init("ordinal", .number(Double(s.ordinal))),
        ]
        if let app = s.appSessionID { m.append(.init("appSessionId", .string(app))) }
        if let start = s.events.compactMap(\.time).min() { m.append(.init("start", .number(start))) }
        m.append(.init("pings", .array(s.pingIndices.map { .number(Double($0)) })))
        m.append(.init("calls", .number(Double(s.callIndices.count))))
        if let gap = SessionCoverage.of(s, timeline: t).incompleteness { m.append(.init("incomplete", .string(gap))) }
        m.append(.init("contentViews", .array(s.contentViews.map { v in
            var o: [JSONValue.JSONMember] = [.init("assetid", .string(v.assetID)), .init("evidence", .string(v.evidence.rawValue))]
            if let t = v.startTime { o.append(.init("start", .number(t))) }
            if let x = v.title { o.append(.init("title", .string(x))) }
            if let x = v.program { o.append(.init("program", .string(x))) }
            if let x = v.length { o.append(.init("length", .string(x))) }
            o.append(.init("pings", .array(v.pingIndices.map { .number(Double($0)) })))
            o.append(.init("calls", .number(Double(v.callIndices.count))))
            return .object(o)
        })))
        m.append(.init("ads", .array(s.ads.map { ad in
            var o: [JSONValue.JSONMember] = [.init("position", .string(ad.position.rawValue)), .init("evidence", .string(ad.evidence.rawValue))]
            if let x = ad.assetID { o.append(.init("assetid", .string(x))) }
            if let x = ad.type { o.append(.init("type", .string(x))) }
            if let x = ad.time { o.append(.init("time", .number(x))) }
            if let x = ad.seconds { o.append(.init(ad.callIndices.isEmpty ? "seconds" : "playheads", .number(Double(x)))) }
            o.append(.init("count", .number(Double(ad.count))))
            o.append(.init("pings", .array(ad.pingIndices.map { .number(Double($0)) })))
            return .object(o)
        })))
        m.append(.init("events", .array(s.events.map(event))))
        return .object(m)
    }

    static func event(_ e: TimelineEvent) -> JSONValue {
        var o: [JSONValue.JSONMember] = [
            .init("kind", .string(e.kind.rawValue)),
            .init("evidence", .string(e.evidence.rawValue)),
        ]
        if let t = e.time { o.append(.init("time", .number(t))) }
        o.append(.init("summary", .string(e.summary)))
        if let c = e.call {
            o.append(.init("api", .string(c.rawName)))
            o.append(.init("args", .array(c.args)))
        }
        if let p = e.position { o.append(.init("position", .number(p))) }
        if let i = e.pingIndex { o.append(.init("ping", .number(Double(i)))) }
        if let l = e.location { o.append(.init("location", location(l))) }
        return .object(o)
    }

    static func location(_ l: SourceLocation) -> JSONValue {
        var o: [JSONValue.JSONMember] = [
            .init("file", .string(l.file)), .init("line", .number(Double(l.line))), .init("column", .number(Double(l.column))),
        ]
        if let e = l.entry { o.append(.init("entry", .number(Double(e)))) }
        return .object(o)
    }
}
