/// The `json` report: nlcert's machine-readable contract, and the input of `nlcert render`.
///
/// # Schema, version 1
///
/// The document is one object. Fields are only ever *added* within a schema version; a reader
/// must ignore fields it does not know. Optional fields are left out when they have no value
/// (never written as `null`). Times are epoch seconds (numbers) unless named `epochMillis`.
/// Identifiers are redacted (`"REDACTED"`) unless the report was made with `--no-redact`;
/// `redacted` says which.
///
/// ```text
/// {
///   "schemaVersion": 1,
///   "tool": {"name": "nlcert", "version": "0.1.0", "informationUri": "…"},
///   "redacted": true,
///   "failOn": "error",                      // the --fail-on the verdicts were judged by
///   "summary": {"verdict": "pass"|"fail", "captures": 2, "failed": 1,
///               "errors": 3, "warnings": 1, "infos": 0},
///   "results": [ {                           // one per capture
///     "inputs": ["capture.har", "run.calls.jsonl"],
///     "profile": "dcr-video",
///     "verdict": "pass"|"fail",
///     "counts": {"errors": 1, "warnings": 0, "infos": 0},
///     "rules": [ {"id": "NL203", "slug": "…", "title": "…", "description"?, "help"?,
///                 "helpUri"?, "severity": "error"|"warning"|"info"} ],
///     "verdicts": [ {"ruleId", "slug", "title", "severity", "session"?: 1,
///                    "verdict": "pass"|"fail"|"not-exercised"|"not-checked",
///                    "evidence"?: "exact"|"inferred", "reason"?, "findings": [Finding]} ],
///     "findings": [Finding],                 // unsuppressed, rule then session then time
///     "suppressed": [ {"cause": "baseline"|"ignore", "reason"?, "finding": Finding} ],
///     "checklist": [ {"id": "C1", "title", "rules": ["NL006"], "verdict", "detail"} ],  // verdict may also be "warn"
///     "warnings": ["…"],                    // reading notes ("file:line:column: message"), then unmatched ignores
///     "timeline": Timeline
///   } ]
/// }
///
/// Finding  = {"ruleId", "slug", "severity", "message", "evidence", "session"?, "sessionId"?,
///             "assetId"?, "time"?, "field"?, "fix", "fingerprint",
///             "items": [ {"location": Location, "summary"} ]}
/// Location = {"file", "line", "column", "entry"?}      // 1-based line/column; entry 0-based
/// Timeline = {
///   "files": [ {"path", "format", "creator"?, "requests", "calls"} ],
///   "notes": [ {"level": "info"|"warning", "location": Location, "message"} ],
///   "alignment": {"offsetSeconds", "method": "matched-ping"|"structure"|"none", "matchedPings"},
///   "pings": [ {"index", "kind", "method", "url", "scheme", "host", "path",
///               "time"?: {"epochMillis", "utcOffsetSeconds"?, "original"?}, "status"?,
///               "failure"?, "tunnel", "location": Location, "format", "ordinal",
///               "parameters": [ {"key", "raw", "value", "pairName"?, "pairValue"?} ],
///               "events": [ {"kind": "PL"|"PU"|"RE"|"FW"|"ST", "time", "position",
///                            "from"?, "delta"?} ],
///               "decodeProblems": ["…"]} ],     // Nielsen requests only (other requests
///                                               // are counted in files[].requests), renumbered
///   "calls": [ {"index", "api", "name", "args": [any], "time"?: {…}, "location": Location,
///               "format", "outcome"?, "ordinal"} ],
///   "appSessions": [ {"id", "otherPings": [pingIndex],
///     "viewingSessions": [ {"id", "ordinal", "appSessionId"?, "pings": [i], "calls": [i],
///       "contentViews": [ {"assetId", "startTime"?, "title"?, "program"?, "length"?,
///                          "pings", "calls", "evidence"} ],
///       "ads": [ {"position": "preroll"|"midroll"|"postroll"|"unknown", "assetId"?, "type"?,
///                 "seconds"?, "count", "time"?, "pings", "calls", "evidence"} ],
///       "events": [ {"kind", "time"?, "evidence", "summary", "location"?, "call"?: callIndex,
///                    "ping"?: pingIndex, "position"?} ] } ] } ]
/// }
/// ```
///
/// `Tests/NLCertKitTests/Fixtures/reports/schema-v1.md` describes the same schema in prose for
/// the README.
public enum JSONReport {
    /// The report as JSON text (pretty-printed, trailing newline).
    public static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        JSONWriter.write(encode(results, options: options), pretty: true) + "\n"
    }

    /// The report as a JSON value.
    public static func encode(_ results: [CheckResult], options: ReportOptions) -> JSONValue {
        let redactor = Redactor(isEnabled: options.redact)
        let digests = results.map { ReportDigest($0, failOn: options.failOn) }
        let e = digests.reduce(0) { $0 + $1.count(.error) }
        let w = digests.reduce(0) { $0 + $1.count(.warning) }
        let n = digests.reduce(0) { $0 + $1.count(.info) }
        let failed = digests.filter(\.failed).count
        return .obj([
            "schemaVersion": .number(Double(NLCertVersion.jsonSchema)),
            "tool": .object(
                [.init("name", "nlcert"), .init("version", .string(NLCertVersion.current))]
                    + (options.informationURI.map { [.init("informationUri", .string($0))] } ?? [])),
            "redacted": .bool(options.redact),
            "failOn": .string(options.failOn.rawValue),
            "summary": .obj([
                "verdict": failed > 0 ? "fail" : "pass", "captures": int(digests.count), "failed": int(failed),
                "errors": int(e), "warnings": int(w), "infos": int(n),
            ]),
            "results": .array(digests.map { result($0, detail: PingDetail($0.result, options: options), redactor: redactor) }),
        ])
    }

    private static func result(_ d: ReportDigest, detail: PingDetail, redactor: Redactor) -> JSONValue {
        let r = d.result
        return .obj([
            "inputs": .array(r.inputs.map { .string($0) }),
            "profile": .string(r.profile),
            "verdict": d.failed ? "fail" : "pass",
            "counts": .obj(["errors": int(d.count(.error)), "warnings": int(d.count(.warning)), "infos": int(d.count(.info))]),
            "rules": .array(d.ruleDescriptors.map(rule)),
            "verdicts": .array(r.verdicts.map { verdict($0, of: r, redactor: redactor) }),
            "findings": .array(r.findings.map { finding($0, of: r, redactor: redactor) }),
            "suppressed": .array(r.suppressed.map { s in
                var m: [JSONValue.JSONMember] = []
                switch s.cause {
                case .baseline: m.append(.init("cause", "baseline"))
                case .ignore(let reason):
                    m.append(.init("cause", "ignore"))
                    m.append(.init("reason", .string(reason)))
                }
                m.append(.init("finding", finding(s.finding, of: r, redactor: redactor)))
                return .object(m)
            }),
            "checklist": .array(r.checklist.map { c in
                .obj([
                    "id": .string(c.id), "title": .string(c.title), "rules": .array(c.ruleIDs.map { .string($0) }),
                    "verdict": .string(c.verdict.rawValue), "detail": .string(redactor.text(c.detail)),
                ])
            }),
            "warnings": .array(r.warnings.map { .string(redactor.text($0)) }),
            "timeline": timeline(r.timeline, detail: detail, redactor: redactor),
        ])
    }

    static func rule(_ d: RuleDescriptor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("id", .string(d.id)), .init("slug", .string(d.slug)), .init("title", .string(d.title))]
        if !d.description.isEmpty { m.append(.init("description", .string(d.description))) }
        if !d.help.isEmpty { m.append(.init("help", .string(d.help))) }
        if let u = d.helpURI { m.append(.init("helpUri", .string(u))) }
        m.append(.init("severity", .string(d.severity.rawValue)))
        return .object(m)
    }

    private static func verdict(_ v: RuleVerdict, of r: CheckResult, redactor: Redactor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("ruleId", .string(v.ruleID)), .init("slug", .string(v.slug)), .init("title", .string(v.title)),
            .init("severity", .string(v.severity.rawValue)),
        ]
        if let o = v.sessionOrdinal { m.append(.init("session", int(o))) }
        m.append(.init("verdict", .string(v.verdict.rawValue)))
        if let e = v.evidence { m.append(.init("evidence", .string(e.rawValue))) }
        if let reason = v.reason { m.append(.init("reason", .string(redactor.text(reason)))) }
        m.append(.init("findings", .array(v.findings.map { finding($0, of: r, redactor: redactor) })))
        return .object(m)
    }

    /// A finding of `r` (whose timeline its evidence items point into).
    static func finding(_ f: Finding, of r: CheckResult, redactor: Redactor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("ruleId", .string(f.ruleID)), .init("slug", .string(f.slug)), .init("severity", .string(f.severity.rawValue)),
            .init("message", .string(redactor.text(f.message))), .init("evidence", .string(f.evidence.rawValue)),
        ]
        if let o = f.sessionOrdinal { m.append(.init("session", int(o))) }
        if let s = f.sessionID { m.append(.init("sessionId", .string(s))) }
        if let a = f.assetID { m.append(.init("assetId", .string(redactor.text(a)))) }
        if let t = f.time { m.append(.init("time", .number(t))) }
        if let field = f.field { m.append(.init("field", .string(field))) }
        m.append(.init("fix", .string(f.fix)))
        m.append(.init("fingerprint", .string(ReportDigest.fingerprint(f, profile: r.profile))))
        m.append(.init("items", .array(f.items.map { item in
            .obj([
                "location": location(item.location), "summary": .string(redactor.text(EvidenceText.of(item, in: r.timeline))),
            ])
        })))
        return .object(m)
    }

    static func location(_ l: SourceLocation) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("file", .string(l.file)), .init("line", int(l.line)), .init("column", int(l.column))]
        if let e = l.entry { m.append(.init("entry", int(e))) }
        return .object(m)
    }

    private static func timestamp(_ t: Timestamp) -> JSONValue {
        var m: [JSONValue.JSONMember] = [.init("epochMillis", .number(t.epochMillis))]
        if let o = t.utcOffsetSeconds { m.append(.init("utcOffsetSeconds", int(o))) }
        if let s = t.original { m.append(.init("original", .string(s))) }
        return .object(m)
    }

    private static func timeline(_ t: Timeline, detail: PingDetail, redactor: Redactor) -> JSONValue {
        // Only Nielsen requests are listed; indices are renumbered to that list.
        var newIndex: [Int: Int] = [:]
        var pings: [JSONValue] = []
        for (old, p) in t.pings.enumerated() where p.kind.isNielsen {
            newIndex[old] = pings.count
            pings.append(ping(p, index: pings.count, detailed: detail.includes(old), redactor: redactor))
        }
        let remap: ([Int]) -> JSONValue = { list in .array(list.compactMap { newIndex[$0] }.map { int($0) }) }
        var callIndex: [APICall: Int] = [:]
        for (i, c) in t.calls.enumerated() where callIndex[c] == nil { callIndex[c] = i }

        func event(_ e: TimelineEvent) -> JSONValue {
            var m: [JSONValue.JSONMember] = [.init("kind", .string(e.kind.rawValue))]
            if let time = e.time { m.append(.init("time", .number(time))) }
            m.append(.init("evidence", .string(e.evidence.rawValue)))
            m.append(.init("summary", .string(redactor.text(e.summary))))
            if let l = e.location { m.append(.init("location", location(l))) }
            if let c = e.call, let i = callIndex[c] { m.append(.init("call", int(i))) }
            if let p = e.pingIndex, let i = newIndex[p] { m.append(.init("ping", int(i))) }
            if let pos = e.position { m.append(.init("position", .number(pos))) }
            return .object(m)
        }

        func session(_ s: ViewingSession) -> JSONValue {
            var m: [JSONValue.JSONMember] = [.init("id", .string(s.id)), .init("ordinal", int(s.ordinal))]
            if let a = s.appSessionID { m.append(.init("appSessionId", .string(a))) }
            m.append(.init("pings", remap(s.pingIndices)))
            m.append(.init("calls", .array(s.callIndices.map { int($0) })))
            m.append(.init("contentViews", .array(s.contentViews.map { v in
                var c: [JSONValue.JSONMember] = [.init("assetId", .string(redactor.text(v.assetID)))]
                if let t = v.startTime { c.append(.init("startTime", .number(t))) }
                if let t = v.title { c.append(.init("title", .string(redactor.text(t)))) }
                if let p = v.program { c.append(.init("program", .string(redactor.text(p)))) }
                if let l = v.length { c.append(.init("length", .string(l))) }
                c.append(.init("pings", remap(v.pingIndices)))
                c.append(.init("calls", .array(v.callIndices.map { int($0) })))
                c.append(.init("evidence", .string(v.evidence.rawValue)))
                return .object(c)
            })))
            m.append(.init("ads", .array(s.ads.map { a in
                var c: [JSONValue.JSONMember] = [.init("position", .string(a.position.rawValue))]
                if let id = a.assetID { c.append(.init("assetId", .string(redactor.text(id)))) }
                if let t = a.type { c.append(.init("type", .string(t))) }
                if let s = a.seconds { c.append(.init("seconds", int(s))) }
                c.append(.init("count", int(a.count)))
                if let t = a.time { c.append(.init("time", .number(t))) }
                c.append(.init("pings", remap(a.pingIndices)))
                c.append(.init("calls", .array(a.callIndices.map { int($0) })))
                c.append(.init("evidence", .string(a.evidence.rawValue)))
                return .object(c)
            })))
            m.append(.init("events", .array(s.events.map(event))))
            return .object(m)
        }

        var members: [JSONValue.JSONMember] = []
        if detail.omitted > 0 {
            members.append(.init("pingDetail", .obj([
                "full": int(pings.count - detail.omitted), "omitted": int(detail.omitted),
                "note": "pings beyond the evidence and the first ones are listed without URL and parameters; --full keeps them",
            ])))
        }
        let main: JSONValue = .obj([
            "files": .array(t.files.map { f in
                var m: [JSONValue.JSONMember] = [.init("path", .string(f.path)), .init("format", .string(f.format.rawValue))]
                if let c = f.creator { m.append(.init("creator", .string(c))) }
                m.append(.init("requests", int(f.requestCount)))
                m.append(.init("calls", int(f.callCount)))
                return .object(m)
            }),
            "notes": .array(t.notes.map { n in
                .obj(["level": .string(n.level.rawValue), "location": location(n.location), "message": .string(redactor.text(n.message))])
            }),
            "alignment": .obj([
                "offsetSeconds": .number(t.alignment.offsetSeconds), "method": .string(t.alignment.method.rawValue),
                "matchedPings": int(t.alignment.matchedPings),
            ]),
            "pings": .array(pings),
            "calls": .array(t.calls.enumerated().map { i, c in call(c, index: i, redactor: redactor) }),
            "appSessions": .array(t.appSessions.map { a in
                .obj([
                    "id": .string(a.id), "otherPings": remap(a.otherPingIndices),
                    "viewingSessions": .array(a.viewingSessions.map(session)),
                ])
            }),
        ])
        guard case .object(let rest) = main else { return main }
        return .object(rest + members)
    }

    /// A ping; without `detailed`, its URL and parameters are left out (`detailOmitted`).
    private static func ping(_ p: Ping, index: Int, detailed: Bool, redactor: Redactor) -> JSONValue {
        let r = p.request
        var m: [JSONValue.JSONMember] = [.init("index", int(index)), .init("kind", .string(p.kind.rawValue)), .init("method", .string(r.method))]
        if detailed { m.append(.init("url", .string(redactor.url(r.url)))) } else { m.append(.init("detailOmitted", .bool(true))) }
        m += [.init("scheme", .string(p.scheme)), .init("host", .string(p.host)), .init("path", .string(p.path))]
        if let t = r.time { m.append(.init("time", timestamp(t))) }
        if let s = r.status { m.append(.init("status", int(s))) }
        if let f = r.failure { m.append(.init("failure", .string(f))) }
        m.append(.init("tunnel", .bool(r.isTunnel)))
        m.append(.init("location", location(r.location)))
        m.append(.init("format", .string(r.format.rawValue)))
        m.append(.init("ordinal", int(r.ordinal)))
        if detailed { m.append(.init("parameters", .array(p.parameters.map { q in
            let personal = redactor.isEnabled && redactor.isPersonal(key: q.key, pairName: q.pairName)
            var c: [JSONValue.JSONMember] = [
                .init("key", .string(q.key)),
                .init("raw", .string(personal ? (q.raw.isEmpty ? "" : Redactor.placeholder) : redactor.text(q.raw))),
                .init("value", .string(redactor.value(q.value, key: q.key, pairName: q.pairName))),
            ]
            if let n = q.pairName { c.append(.init("pairName", .string(n))) }
            if let v = q.pairValue { c.append(.init("pairValue", .string(redactor.value(v, key: q.key, pairName: q.pairName)))) }
            return .object(c)
        }))) }
        m.append(.init("events", .array(p.events.map { e in
            var c: [JSONValue.JSONMember] = [.init("kind", .string(e.kind.rawValue)), .init("time", int(e.time)), .init("position", int(e.position))]
            if let f = e.from { c.append(.init("from", int(f))) }
            if let d = e.delta { c.append(.init("delta", int(d))) }
            return .object(c)
        })))
        m.append(.init("decodeProblems", .array(p.decodeProblems.map { .string(redactor.text($0)) })))
        return .object(m)
    }

    private static func call(_ c: APICall, index: Int, redactor: Redactor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("index", int(index)), .init("api", .string(c.api.rawValue)), .init("name", .string(c.rawName)),
            .init("args", .array(c.args.map(redactor.json))),
        ]
        if let t = c.time { m.append(.init("time", timestamp(t))) }
        m.append(.init("location", location(c.location)))
        m.append(.init("format", .string(c.format.rawValue)))
        if let o = c.outcome { m.append(.init("outcome", .string(o))) }
        m.append(.init("ordinal", int(c.ordinal)))
        return .object(m)
    }

    static func int(_ i: Int) -> JSONValue { .number(Double(i)) }
}
