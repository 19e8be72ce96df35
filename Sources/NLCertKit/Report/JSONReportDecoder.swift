/// Reads a report written by `nlcert check --format json` back into `CheckResult`s, so
/// `nlcert render` can produce any other format from it. Checks `schemaVersion` first: a report
/// from a newer schema is refused with a clear error rather than half-read. Unknown fields are
/// ignored (the schema only ever adds fields).
public enum JSONReportDecoder {
    public static func decode(_ text: String, file: String = "-") throws(JSONReportError) -> SavedReport {
        try decode(bytes: Array(text.utf8), file: file)
    }

    /// Decodes the report's UTF-8 bytes as read (no text copy of a large report is made).
    public static func decode(bytes: [UInt8], file: String = "-") throws(JSONReportError) -> SavedReport {
        if let bad = CaptureReader.firstInvalidUTF8(bytes) {
            throw JSONReportError(
                file: file, problem: "the file is not UTF-8 text (invalid UTF-8 at byte offset \(bad))",
                hint: "give the file written by 'nlcert check --format json'")
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw JSONReportError(
                file: file, line: error.line, column: error.column, problem: "not valid JSON: \(error.message)",
                hint: "give the file written by 'nlcert check --format json'")
        }
        do {
            return try decode(root)
        } catch {
            var e = error
            e.file = file
            throw e
        }
    }

    static func decode(_ root: JSONValue) throws(JSONReportError) -> SavedReport {
        let node = JSONReportNode(value: root, path: "")
        guard case .object = root, let versionValue = root["schemaVersion"] else {
            throw JSONReportError(
                problem: "this is not an nlcert JSON report (no 'schemaVersion')",
                hint: "give the file written by 'nlcert check --format json'")
        }
        guard let version = versionValue.intValue, version >= 1 else {
            throw JSONReportError(
                path: "schemaVersion", problem: "'schemaVersion' must be a positive whole number", hint: "")
        }
        if version > NLCertVersion.jsonSchema {
            throw JSONReportError(
                path: "schemaVersion",
                problem:
                    "the report uses schema version \(version); this nlcert \(NLCertVersion.current) reads version \(NLCertVersion.jsonSchema) and older",
                hint: "render it with the nlcert version that wrote it, or upgrade nlcert")
        }
        let tool = try node.optional("tool")
        let toolVersion = try tool?.optionalString("version") ?? "unknown"
        let redacted = try node.optional("redacted")?.bool() ?? true
        let failOn = try node.optional("failOn")?.oneOf(Severity.self) ?? .error
        var results: [CheckResult] = []
        for r in try node.member("results").items() { results.append(try result(r)) }
        var saved = SavedReport(
            results: results, redacted: redacted, failOn: failOn, toolVersion: toolVersion, schemaVersion: version)
        saved.homePage = try tool?.optionalString("informationUri")
        if let c = try node.optional("campaign") {
            saved.campaign = try campaign(c)
            saved.campaignGate = try c.optional("gate")?.bool() ?? false
        }
        return saved
    }

    /// The campaign member as `CampaignReport.json` writes it. A report from before the
    /// per-capture `states` were saved gives each item's pass/fail captures without detail.
    static func campaign(_ n: JSONReportNode) throws(JSONReportError) -> CampaignResult {
        var items: [CampaignItem] = []
        for i in try n.member("checklist").items() {
            var states: [CampaignItem.State] = []
            if let saved = try i.optional("states") {
                for st in try saved.items() {
                    states.append(
                        .init(
                            capture: try st.member("capture").int(),
                            verdict: try st.member("verdict").oneOf(Verdict.self),
                            detail: try st.optionalString("detail") ?? ""))
                }
            } else {
                for c in try i.ints("passedIn") { states.append(.init(capture: c, verdict: .pass, detail: "")) }
                for c in try i.ints("failedIn") { states.append(.init(capture: c, verdict: .fail, detail: "")) }
                states.sort { $0.capture < $1.capture }
            }
            items.append(
                CampaignItem(
                    id: try i.member("id").string(), title: try i.member("title").string(), states: states,
                    readiness: try i.member("state").oneOf(CampaignItem.Readiness.self),
                    required: try i.member("required").bool()))
        }
        var scenarios: [ScenarioCoverage] = []
        for c in try n.member("scenarios").items() {
            let required = try c.member("required").bool()
            let scenario = Scenario(
                id: try c.member("id").string(), title: try c.member("title").string(),
                detect: try c.optionalString("detect") ?? "",
                profiles: try c.optional("profiles") == nil ? [] : try c.strings("profiles"),
                required: try c.optional("requiredByCatalog")?.bool() ?? required,
                play: try c.optionalString("play") ?? "",
                checklist: try c.optional("checklist") == nil ? [] : try c.strings("checklist"),
                source: try c.optionalString("source") ?? "")
            var sightings: [ScenarioCoverage.Sighting] = []
            for s in try c.optional("seenIn")?.items() ?? [] {
                sightings.append(
                    .init(
                        capture: try s.member("capture").int(),
                        sighting: ScenarioSighting(
                            sessionOrdinal: try s.optionalInt("session"),
                            certainty: try s.member("evidence").oneOf(Certainty.self),
                            detail: try s.optionalString("detail") ?? "")))
            }
            scenarios.append(ScenarioCoverage(scenario: scenario, required: required, sightings: sightings))
        }
        let captures = try n.strings("captures")
        let indices = items.flatMap { $0.states.map(\.capture) } + scenarios.flatMap { $0.sightings.map(\.capture) }
        if let bad = indices.first(where: { !captures.indices.contains($0) }) {
            throw JSONReportError(
                path: n.path, problem: "capture \(bad) is not one of the campaign's \(captures.count) captures",
                hint: "give the file written by 'nlcert check --format json', unedited")
        }
        return CampaignResult(
            profile: try n.member("profile").string(), captures: captures, items: items, scenarios: scenarios,
            missing: try n.strings("missing"))
    }

    private static func result(_ n: JSONReportNode) throws(JSONReportError) -> CheckResult {
        var rules: [RuleDescriptor] = []
        for r in try n.optional("rules")?.items() ?? [] {
            rules.append(
                RuleDescriptor(
                    id: try r.member("id").string(), slug: try r.member("slug").string(),
                    title: try r.member("title").string(),
                    description: try r.optionalString("description") ?? "", help: try r.optionalString("help") ?? "",
                    helpURI: try r.optionalString("helpUri"), severity: try r.member("severity").oneOf(Severity.self)))
        }
        var verdicts: [RuleVerdict] = []
        for v in try n.member("verdicts").items() {
            var fs: [Finding] = []
            for f in try v.optional("findings")?.items() ?? [] { fs.append(try finding(f)) }
            verdicts.append(
                RuleVerdict(
                    ruleID: try v.member("ruleId").string(), slug: try v.member("slug").string(),
                    title: try v.member("title").string(),
                    severity: try v.member("severity").oneOf(Severity.self),
                    sessionOrdinal: try v.optionalInt("session"),
                    verdict: try v.member("verdict").oneOf(Verdict.self),
                    certainty: try v.optional("evidence")?.oneOf(Certainty.self),
                    reason: try v.optionalString("reason"), findings: fs))
        }
        var findings: [Finding] = []
        for f in try n.member("findings").items() { findings.append(try finding(f)) }
        var suppressed: [SuppressedFinding] = []
        for s in try n.optional("suppressed")?.items() ?? [] {
            let causeNode = try s.member("cause")
            let cause: SuppressedFinding.Cause
            switch try causeNode.string() {
            case "baseline": cause = .baseline
            case "ignore": cause = .ignore(reason: try s.optionalString("reason") ?? "")
            case let other:
                throw JSONReportError(
                    path: causeNode.path, problem: "'\(other)' is not one of baseline, ignore", hint: "")
            }
            suppressed.append(SuppressedFinding(finding: try finding(try s.member("finding")), cause: cause))
        }
        var checklist: [ChecklistVerdict] = []
        for c in try n.optional("checklist")?.items() ?? [] {
            checklist.append(
                ChecklistVerdict(
                    id: try c.member("id").string(), title: try c.member("title").string(),
                    ruleIDs: try c.strings("rules"),
                    verdict: try c.member("verdict").oneOf(Verdict.self), detail: try c.optionalString("detail") ?? ""))
        }
        let timeline =
            try n.optional("timeline").map { node throws(JSONReportError) in try Self.timeline(node) } ?? Timeline()
        return CheckResult(
            inputs: try n.strings("inputs"), profile: try n.member("profile").string(), timeline: timeline,
            verdicts: verdicts,
            findings: findings, suppressed: suppressed, checklist: checklist,
            warnings: try n.optional("warnings") == nil ? [] : try n.strings("warnings"), ruleDescriptors: rules)
    }

    static func finding(_ n: JSONReportNode) throws(JSONReportError) -> Finding {
        var items: [EvidenceItem] = []
        for i in try n.optional("items")?.items() ?? [] {
            items.append(
                EvidenceItem(
                    location: try location(try i.member("location")), summary: try i.member("summary").string()))
        }
        return Finding(
            ruleID: try n.member("ruleId").string(), slug: try n.member("slug").string(),
            severity: try n.member("severity").oneOf(Severity.self), message: try n.member("message").string(),
            certainty: try n.member("evidence").oneOf(Certainty.self), sessionOrdinal: try n.optionalInt("session"),
            sessionID: try n.optionalString("sessionId"), assetID: try n.optionalString("assetId"),
            time: try n.optionalDouble("time"), field: try n.optionalString("field"), items: items,
            fix: try n.optionalString("fix") ?? "", fingerprint: try n.optionalString("fingerprint") ?? "")
    }

    static func location(_ n: JSONReportNode) throws(JSONReportError) -> SourceLocation {
        SourceLocation(
            file: try n.member("file").string(), line: try n.member("line").int(),
            column: try n.optionalInt("column") ?? 1,
            entry: try n.optionalInt("entry"))
    }

    private static func timestamp(_ n: JSONReportNode) throws(JSONReportError) -> Timestamp {
        Timestamp(
            epochMillis: try n.member("epochMillis").double(), utcOffsetSeconds: try n.optionalInt("utcOffsetSeconds"),
            original: try n.optionalString("original"))
    }

    /// A raw value of a non-`CaseIterable` enum.
    private static func raw<E: RawRepresentable>(
        _ n: JSONReportNode, _ make: (String) -> E?, known: String
    ) throws(JSONReportError) -> E
    where E.RawValue == String {
        let s = try n.string()
        guard let e = make(s) else {
            throw JSONReportError(path: n.path, problem: "'\(s)' is not one of \(known)", hint: "")
        }
        return e
    }

    private static func timeline(_ n: JSONReportNode) throws(JSONReportError) -> Timeline {
        var files: [CaptureFile] = []
        for f in try n.optional("files")?.items() ?? [] {
            files.append(
                CaptureFile(
                    path: try f.member("path").string(), format: try f.member("format").oneOf(SourceFormat.self),
                    creator: try f.optionalString("creator"), requestCount: try f.optionalInt("requests") ?? 0,
                    callCount: try f.optionalInt("calls") ?? 0,
                    recordsTraffic: try f.optional("recordsTraffic")?.bool()))
        }
        var notes: [CaptureNote] = []
        for note in try n.optional("notes")?.items() ?? [] {
            notes.append(
                CaptureNote(
                    level: try raw(try note.member("level"), CaptureNote.Level.init(rawValue:), known: "info, warning"),
                    location: try location(try note.member("location")), message: try note.member("message").string()))
        }
        let alignment = try n.optional("alignment").map { a throws(JSONReportError) in try Self.alignment(a) }
        var pings: [Ping] = []
        for p in try n.optional("pings")?.items() ?? [] { pings.append(try ping(p)) }
        var calls: [APICall] = []
        for c in try n.optional("calls")?.items() ?? [] { calls.append(try call(c)) }
        let targets: Targets = (pings.count, calls)
        var appSessions: [AppSession] = []
        for a in try n.optional("appSessions")?.items() ?? [] { appSessions.append(try appSession(a, targets)) }
        return Timeline(
            files: files, notes: notes, pings: pings, calls: calls, appSessions: appSessions,
            alignment: alignment ?? ClockAlignment(offsetSeconds: 0, method: .none))
    }

    /// What the indices of a saved timeline point into: how many pings, and the calls.
    private typealias Targets = (pings: Int, calls: [APICall])

    private static func alignment(_ a: JSONReportNode) throws(JSONReportError) -> ClockAlignment {
        ClockAlignment(
            offsetSeconds: try a.member("offsetSeconds").double(),
            method: try raw(
                try a.member("method"), ClockAlignment.Method.init(rawValue:), known: "matched-ping, structure, none"),
            matchedPings: try a.optionalInt("matchedPings") ?? 0)
    }

    /// The index list `key` of `node`, each index checked against `count`.
    private static func checkedIndices(
        _ node: JSONReportNode, _ key: String, count: Int
    ) throws(JSONReportError) -> [Int] {
        let list = try node.ints(key)
        if let bad = list.first(where: { $0 < 0 || $0 >= count }) {
            throw JSONReportError(
                path: node.path + "." + key, problem: "index \(bad) is outside 0..<\(count)", hint: "")
        }
        return list
    }

    private static func appSession(_ a: JSONReportNode, _ targets: Targets) throws(JSONReportError) -> AppSession {
        var sessions: [ViewingSession] = []
        for s in try a.member("viewingSessions").items() { sessions.append(try viewingSession(s, targets)) }
        return AppSession(
            id: try a.member("id").string(), viewingSessions: sessions,
            otherPingIndices: try a.optional("otherPings") == nil
                ? [] : try checkedIndices(a, "otherPings", count: targets.pings))
    }

    private static func viewingSession(
        _ s: JSONReportNode, _ targets: Targets
    ) throws(JSONReportError) -> ViewingSession {
        var views: [ContentView] = []
        for v in try s.optional("contentViews")?.items() ?? [] { views.append(try contentView(v, targets)) }
        var ads: [AdView] = []
        for ad in try s.optional("ads")?.items() ?? [] { ads.append(try adView(ad, targets)) }
        var events: [TimelineEvent] = []
        for e in try s.optional("events")?.items() ?? [] { events.append(try event(e, targets)) }
        return ViewingSession(
            id: try s.member("id").string(), ordinal: try s.member("ordinal").int(),
            appSessionID: try s.optionalString("appSessionId"),
            pingIndices: try checkedIndices(s, "pings", count: targets.pings),
            callIndices: try checkedIndices(s, "calls", count: targets.calls.count), contentViews: views, ads: ads,
            events: events)
    }

    private static func contentView(_ v: JSONReportNode, _ targets: Targets) throws(JSONReportError) -> ContentView {
        ContentView(
            assetID: try v.member("assetId").string(), startTime: try v.optionalDouble("startTime"),
            title: try v.optionalString("title"), program: try v.optionalString("program"),
            length: try v.optionalString("length"), pingIndices: try checkedIndices(v, "pings", count: targets.pings),
            callIndices: try checkedIndices(v, "calls", count: targets.calls.count),
            certainty: try v.member("evidence").oneOf(Certainty.self))
    }

    private static func adView(_ ad: JSONReportNode, _ targets: Targets) throws(JSONReportError) -> AdView {
        var view = AdView(
            position: try raw(
                try ad.member("position"), AdPosition.init(rawValue:), known: "preroll, midroll, postroll, unknown"),
            assetID: try ad.optionalString("assetId"), type: try ad.optionalString("type"),
            seconds: try ad.optionalInt("seconds"), count: try ad.optionalInt("count") ?? 1,
            time: try ad.optionalDouble("time"), pingIndices: try checkedIndices(ad, "pings", count: targets.pings),
            callIndices: try checkedIndices(ad, "calls", count: targets.calls.count),
            certainty: try ad.member("evidence").oneOf(Certainty.self))
        view.placeKnown = !(try ad.optional("placeUnknown")?.bool() ?? false)
        return view
    }

    private static func event(_ e: JSONReportNode, _ targets: Targets) throws(JSONReportError) -> TimelineEvent {
        var call: APICall?
        if let ci = try e.optionalInt("call") {
            guard targets.calls.indices.contains(ci) else {
                throw JSONReportError(
                    path: e.path + ".call", problem: "index \(ci) is outside 0..<\(targets.calls.count)", hint: "")
            }
            call = targets.calls[ci]
        }
        let pingIndex = try e.optionalInt("ping")
        if let pi = pingIndex, pi < 0 || pi >= targets.pings {
            throw JSONReportError(
                path: e.path + ".ping", problem: "index \(pi) is outside 0..<\(targets.pings)", hint: "")
        }
        return TimelineEvent(
            kind: try e.member("kind").oneOf(TimelineEvent.Kind.self), time: try e.optionalDouble("time"),
            certainty: try e.member("evidence").oneOf(Certainty.self), summary: try e.member("summary").string(),
            location: try e.optional("location").map { l throws(JSONReportError) in try location(l) },
            call: call, pingIndex: pingIndex, position: try e.optionalDouble("position"))
    }

    private static func ping(_ n: JSONReportNode) throws(JSONReportError) -> Ping {
        let request = CapturedRequest(
            method: try n.optionalString("method") ?? "GET", url: try n.optionalString("url") ?? "",
            time: try n.optional("time").map { t throws(JSONReportError) in try timestamp(t) },
            status: try n.optionalInt("status"),
            failure: try n.optionalString("failure"), isTunnel: try n.optional("tunnel")?.bool() ?? false,
            location: try location(try n.member("location")), format: try n.member("format").oneOf(SourceFormat.self),
            ordinal: try n.optionalInt("ordinal") ?? 0)
        var parameters: [PingParameter] = []
        for p in try n.optional("parameters")?.items() ?? [] {
            parameters.append(
                PingParameter(
                    key: try p.member("key").string(), raw: try p.member("raw").string(),
                    value: try p.member("value").string(),
                    pairName: try p.optionalString("pairName"), pairValue: try p.optionalString("pairValue")))
        }
        var events: [PingEvent] = []
        for e in try n.optional("events")?.items() ?? [] {
            events.append(
                PingEvent(
                    kind: try raw(try e.member("kind"), PingEvent.Kind.init(rawValue:), known: "PL, PU, RE, FW, ST"),
                    time: try e.member("time").int(), position: try e.member("position").int(),
                    from: try e.optionalInt("from"),
                    delta: try e.optionalInt("delta")))
        }
        // A kind this version does not know (added later) reads as another Nielsen request.
        let kind = RequestKind(rawValue: try n.member("kind").string()) ?? .otherNielsen
        return Ping(
            request: request, kind: kind, scheme: try n.optionalString("scheme") ?? "",
            host: try n.optionalString("host") ?? "",
            path: try n.optionalString("path") ?? "", parameters: parameters, events: events,
            decodeProblems: try n.optional("decodeProblems") == nil ? [] : try n.strings("decodeProblems"))
    }

    private static func call(_ n: JSONReportNode) throws(JSONReportError) -> APICall {
        let api = try n.member("api").string()
        let name = try n.optionalString("name") ?? api
        return APICall(
            api: APIName(rawValue: api) ?? APIName(platformName: name), rawName: name,
            args: try n.member("args").items().map(\.value),
            time: try n.optional("time").map { t throws(JSONReportError) in try timestamp(t) },
            location: try location(try n.member("location")), format: try n.member("format").oneOf(SourceFormat.self),
            outcome: try n.optionalString("outcome"), ordinal: try n.optionalInt("ordinal") ?? 0)
    }
}
