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
///   "files": [ {"path", "format", "creator"?, "requests", "calls", "recordsTraffic"?} ],
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
enum JSONReport {
    /// The report as JSON text (pretty-printed, trailing newline), with `extra` members after
    /// the results (a certification run's `campaign`). Written a piece at a time
    /// (`JSONStreamWriter`): the pings, verdicts and sessions of a large capture never exist as
    /// one `JSONValue` tree.
    static func render(
        _ results: [CheckResult], options: ReportOptions, appending extra: [JSONValue.JSONMember] = []
    ) -> String {
        var out = JSONStreamWriter()
        write(results, options: options, appending: extra, into: &out)
        return out.text
    }

    /// The same text handed to `sink` in pieces of about a megabyte (a file, stdout): the
    /// report of a large capture is never held whole.
    static func write(
        _ results: [CheckResult], options: ReportOptions, appending extra: [JSONValue.JSONMember] = [],
        to sink: @escaping (String) -> Void
    ) {
        var out = JSONStreamWriter(flushingTo: sink)
        write(results, options: options, appending: extra, into: &out)
        out.flush(all: true)
    }

    private static func write(
        _ results: [CheckResult], options: ReportOptions, appending extra: [JSONValue.JSONMember],
        into out: inout JSONStreamWriter
    ) {
        let redactor = Redactor(isEnabled: options.redact)
        let digests = results.map { ReportDigest($0, failOn: options.failOn) }
        let e = digests.reduce(0) { $0 + $1.count(.error) }
        let w = digests.reduce(0) { $0 + $1.count(.warning) }
        let n = digests.reduce(0) { $0 + $1.count(.info) }
        let failed = digests.filter(\.failed).count
        out.beginObject()
        out.member("schemaVersion", .number(Double(NLCertVersion.jsonSchema)))
        out.member(
            "tool",
            .object(
                [.init("name", "nlcert"), .init("version", .string(NLCertVersion.current))]
                    + (options.informationURI.map { [.init("informationUri", .string($0))] } ?? [])))
        out.member("redacted", .bool(options.redact))
        out.member("failOn", .string(options.failOn.rawValue))
        out.member(
            "summary",
            .obj([
                "verdict": failed > 0 ? "fail" : "pass", "captures": int(digests.count), "failed": int(failed),
                "errors": int(e), "warnings": int(w), "infos": int(n),
            ]))
        out.key("results")
        out.beginArray()
        for d in digests {
            write(d, detail: PingDetail(d.result, options: options), redactor: redactor, into: &out)
        }
        out.endArray()
        for member in extra { out.member(member.key, member.value) }
        out.endObject()
        out.append("\n")
    }

    private static func write(
        _ d: ReportDigest, detail: PingDetail, redactor: Redactor, into out: inout JSONStreamWriter
    ) {
        let r = d.result
        out.beginObject()
        out.member("inputs", .array(r.inputs.map { .string($0) }))
        out.member("profile", .string(r.profile))
        out.member("verdict", d.failed ? "fail" : "pass")
        out.member(
            "counts",
            .obj(["errors": int(d.count(.error)), "warnings": int(d.count(.warning)), "infos": int(d.count(.info))]))
        out.array("rules", d.ruleDescriptors, rule)
        out.array("verdicts", r.verdicts) { verdict($0, of: r, redactor: redactor) }
        out.array("findings", r.findings) { finding($0, of: r, redactor: redactor) }
        out.array("suppressed", r.suppressed) { s in
            var m: [JSONValue.JSONMember] = []
            switch s.cause {
            case .baseline: m.append(.init("cause", "baseline"))
            case .ignore(let reason):
                m.append(.init("cause", "ignore"))
                m.append(.init("reason", .string(reason)))
            }
            m.append(.init("finding", finding(s.finding, of: r, redactor: redactor)))
            return .object(m)
        }
        out.array("checklist", r.checklist) { c in
            .obj([
                "id": .string(c.id), "title": .string(c.title), "rules": .array(c.ruleIDs.map { .string($0) }),
                "verdict": .string(c.verdict.rawValue), "detail": .string(redactor.text(c.detail)),
            ])
        }
        out.array("warnings", r.warnings) { .string(redactor.text($0)) }
        out.key("timeline")
        TimelineJSONEncoder(r.timeline, detail: detail, redactor: redactor).write(into: &out)
        out.endObject()
    }

    static func rule(_ d: RuleDescriptor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("id", .string(d.id)), .init("slug", .string(d.slug)), .init("title", .string(d.title)),
        ]
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
        if let e = v.certainty { m.append(.init("evidence", .string(e.rawValue))) }
        if let reason = v.reason { m.append(.init("reason", .string(redactor.text(reason)))) }
        m.append(.init("findings", .array(v.findings.map { finding($0, of: r, redactor: redactor) })))
        return .object(m)
    }

    /// A finding of `r` (whose timeline its evidence items point into).
    static func finding(_ f: Finding, of r: CheckResult, redactor: Redactor) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("ruleId", .string(f.ruleID)), .init("slug", .string(f.slug)),
            .init("severity", .string(f.severity.rawValue)),
            .init("message", .string(redactor.text(f.message))), .init("evidence", .string(f.certainty.rawValue)),
        ]
        if let o = f.sessionOrdinal { m.append(.init("session", int(o))) }
        if let s = f.sessionID { m.append(.init("sessionId", .string(s))) }
        if let a = f.assetID { m.append(.init("assetId", .string(DisplayCut.text(redactor.text(a))))) }
        if let t = f.time { m.append(.init("time", .number(t))) }
        if let field = f.field { m.append(.init("field", .string(field))) }
        m.append(.init("fix", .string(f.fix)))
        m.append(.init("fingerprint", .string(ReportDigest.fingerprint(f, profile: r.profile))))
        m.append(
            .init(
                "items",
                .array(
                    f.items.map { item in
                        .obj([
                            "location": location(item.location),
                            "summary": .string(redactor.text(EvidenceText.of(item, in: r.timeline))),
                        ])
                    })))
        return .object(m)
    }

    static func location(_ l: SourceLocation) -> JSONValue {
        var m: [JSONValue.JSONMember] = [
            .init("file", .string(l.file)), .init("line", int(l.line)), .init("column", int(l.column)),
        ]
        if let e = l.entry { m.append(.init("entry", int(e))) }
        return .object(m)
    }

    static func int(_ i: Int) -> JSONValue { .number(Double(i)) }
}
