import Foundation

@testable import NLCertKit

/// Hand-built check results for the report tests, modelled on the corpus scenario
/// `b_ads_correct` (same app id, asset, session ids and ping shapes, real device-id shapes) with
/// two faults injected into the calls, a second pings-only session, and hostile strings in
/// every capture-derived field a report prints. Expected report contents are checked against
/// these facts, never against the renderer's own output.
enum ReportSamples {
    static let t0 = 1_796_026_041.0
    static let har = "captures/b_ads \"q\" & <x>.har"
    static let trace = "captures/b_ads.calls.jsonl"
    static let hostileTitle = "<script>document.title='pwned'</script>Episode"
    static let hostileProgram = "\"><img src=x onerror=\"document.body.setAttribute('data-pwned','1')\">Program"
    static let deviceID = "749308001ab1fab05c2604a82b5867684033dd8171f3c990a1006a463925e1ba"
    static let nuid = "kj3cxzk34qqbv78j3hiyg62rpyyp41796026039"
    static let fpID = "se1aqe4raczibzwec6ki3fvp9hvow1796026039"
    static let plid = "17960260397606824"
    static let idfa = "20A7CFD5-9860-4256-A6CE-45C251F4C243"
    static let appID = "P0A1B2C3D-0000-4000-8000-00000000C0DE"

    /// A DCR ping URL of the corpus' shape.
    static func dcrURL(
        at: String, cln: Int, adl: Int, noad: Int, starttm: Int, createtm: Int, evdata: String, davty: Int,
        sesid: String
    ) -> String {
        let tl = hostileTitle.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let cg = hostileProgram.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&fp_id=\(fpID)&ve_id=\(idfa)"
            + "&sessionId=eawcwlecachn0oxzv6pcfee1jzijd1796026039&tl=\(tl)&cg=\(cg)&c13=asid,\(appID)&c9=devid,\(deviceID)"
            + "&c1=nuid,\(nuid)&at=\(at)&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,\(cln)&c29=plid,\(plid)&c51=adl,\(adl)"
            + "&c52=noad,\(noad)&sd=150&ai=VID-HOLDOUT-0001&c3=st,c&c64=starttm,\(starttm)&c59=sesid,\(sesid)"
            + "&c61=createtm,\(createtm)&evdata=\(evdata)&davty=\(davty)&rnd=600799"
    }

    /// Decodes a URL the way the pings stage does (split on `&`, first `=`, percent-decode,
    /// `name,value` pairs), so the samples carry realistic `PingParameter`s.
    static func ping(
        _ url: String, kind: RequestKind, line: Int, ordinal: Int, time: Double, status: Int = 200,
        failure: String? = nil
    ) -> Ping {
        let request = CapturedRequest(
            url: url, time: Timestamp(epochMillis: time * 1000, utcOffsetSeconds: 0, original: nil), status: status,
            failure: failure,
            location: SourceLocation(file: har, line: line, column: 5, entry: ordinal), format: .har, ordinal: ordinal)
        let parts = url.split(separator: "?", maxSplits: 1)
        let head = String(parts[0])
        let schemeEnd = head.range(of: "://")!
        let scheme = String(head[..<schemeEnd.lowerBound])
        let rest = head[schemeEnd.upperBound...]
        let host = String(rest.prefix(while: { $0 != "/" }))
        let path = String(rest.dropFirst(host.count))
        var params: [PingParameter] = []
        var events: [PingEvent] = []
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = String(kv[0])
                let raw = kv.count > 1 ? String(kv[1]) : ""
                let value = raw.removingPercentEncoding ?? raw
                var name: String?
                var pv: String?
                if key.hasPrefix("c"), Int(key.dropFirst()) != nil, let comma = value.firstIndex(of: ",") {
                    name = String(value[..<comma])
                    pv = String(value[value.index(after: comma)...])
                }
                params.append(PingParameter(key: key, raw: raw, value: value, pairName: name, pairValue: pv))
                if key == "evdata" {
                    for item in value.split(separator: "~") {
                        let f = item.split(separator: ":")
                        guard f.count >= 3, let k = PingEvent.Kind(rawValue: String(f[0])), let t = Int(f[1]),
                            let p = Int(f[2])
                        else { continue }
                        events.append(PingEvent(kind: k, time: t, position: p))
                    }
                }
            }
        }
        return Ping(
            request: request, kind: kind, scheme: scheme, host: host, path: path, parameters: params, events: events)
    }

    static func call(_ api: APIName, _ name: String, _ args: [JSONValue], at t: Double, line: Int) -> APICall {
        APICall(
            api: api, rawName: name, args: args, time: Timestamp(epochMillis: t * 1000),
            location: SourceLocation(file: trace, line: line),
            format: .apiTrace, ordinal: line - 1)
    }

    /// The main sample: one capture, a session with calls (exact) and one with pings only.
    static func result() -> CheckResult {
        // Pings, in time order. Index 1 is the player page (not Nielsen).
        let sesid = "3rl3yse0tuql69vi3nput2fyoixn31796026041"
        let sesid2 = "9zz3yse0tuql69vi3nput2fyoixn31796026300"
        var pings: [Ping] = []
        pings.append(
            ping("https://cdn-gl.imrworldwide.com/conf/\(appID).json", kind: .config, line: 1, ordinal: 4, time: t0 - 2)
        )
        pings.append(
            ping("https://b-ads-correct.player.test/driver.js", kind: .notNielsen, line: 1, ordinal: 1, time: t0 - 1.5))
        pings.append(
            ping(
                "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=session&c9=devid,\(deviceID)&c13=asid,\(appID)&fp_id=\(fpID)&uid2=&hem_sha256=",
                kind: .sessionPing, line: 1, ordinal: 5, time: t0 - 1))
        pings.append(
            ping(
                dcrURL(
                    at: "view", cln: 0, adl: 0, noad: 0, starttm: 1_796_026_058, createtm: 1_796_026_058, evdata: "",
                    davty: 0, sesid: sesid),
                kind: .dcrPing, line: 1, ordinal: 7, time: 1_796_026_058.8))
        pings.append(
            ping(
                dcrURL(
                    at: "timer", cln: 75, adl: 15, noad: 1, starttm: 1_796_026_058, createtm: 1_796_026_134,
                    evdata: "PL%3A1796026042%3A0", davty: 1, sesid: sesid),
                kind: .dcrPing, line: 1, ordinal: 9, time: 1_796_026_134.3))
        pings.append(
            ping(
                dcrURL(
                    at: "timer", cln: 31, adl: 0, noad: 0, starttm: 1_796_026_150, createtm: 1_796_026_225,
                    evdata: "ST%3A1796026226%3A150", davty: 2, sesid: sesid),
                kind: .dcrPing, line: 1, ordinal: 11, time: 1_796_026_226.3, status: 0, failure: "net::ERR_ABORTED"))
        // Session 2: pings only.
        pings.append(
            ping(
                dcrURL(
                    at: "view", cln: 0, adl: 0, noad: 0, starttm: 1_796_026_300, createtm: 1_796_026_301, evdata: "",
                    davty: 0, sesid: sesid2),
                kind: .dcrPing, line: 1, ordinal: 13, time: 1_796_026_301))
        pings.append(
            ping(
                dcrURL(
                    at: "timer", cln: 40, adl: 0, noad: 0, starttm: 1_796_026_300, createtm: 1_796_026_341,
                    evdata: "PL%3A1796026300%3A0~PU%3A1796026340%3A40", davty: 1, sesid: sesid2),
                kind: .dcrPing, line: 1, ordinal: 14, time: 1_796_026_341))

        // Calls of session 1: preroll 0..14, content 0..74 with a jump 30 → 40, midroll starting
        // at 5 (fault), content resumes 75..150, end.
        var calls: [APICall] = []
        var line = 2
        func add(_ api: APIName, _ name: String, _ args: [JSONValue], _ t: Double) {
            calls.append(call(api, name, args, at: t, line: line))
            line += 1
        }
        add(
            .initialize, "init",
            [.string(appID), "nlsnInstance", .obj(["nol_sdkDebug": "debug", "deviceId": "holdout-test-device-0001"])],
            t0 - 4.7)
        add(.play, "play", [0], t0 + 0.789)
        add(
            .loadMetadata, "loadMetadata",
            [
                .obj([
                    "type": "content", "assetid": "VID-HOLDOUT-0001", "title": .string(hostileTitle),
                    "program": .string(hostileProgram), "length": "150",
                ])
            ], t0 + 0.891)
        add(.loadMetadata, "loadMetadata", [.obj(["type": "preroll", "assetid": "AD-PREROLL-0001"])], t0 + 0.99)
        for i in 0..<15 { add(.playheadPosition, "setPlayheadPosition", [.number(Double(i))], t0 + 1.789 + Double(i)) }
        add(.stop, "stop", [14], t0 + 16.7)
        add(.loadMetadata, "loadMetadata", [.obj(["type": "content", "assetid": "VID-HOLDOUT-0001"])], t0 + 16.8)
        var ph = 0
        for i in 0..<75 {
            if i == 31 { ph = 40 }
            add(.playheadPosition, "setPlayheadPosition", [.number(Double(ph))], t0 + 17.789 + Double(i))
            ph += 1
        }
        add(.stop, "stop", [.number(Double(ph - 1))], t0 + 92.7)
        add(.loadMetadata, "loadMetadata", [.obj(["type": "midroll", "assetid": "AD-MID-0001"])], t0 + 92.8)
        for i in 0..<15 {
            add(.playheadPosition, "setPlayheadPosition", [.number(Double(5 + i))], t0 + 93.789 + Double(i))
        }
        add(.stop, "stop", [19], t0 + 108.7)
        add(.loadMetadata, "loadMetadata", [.obj(["type": "content", "assetid": "VID-HOLDOUT-0001"])], t0 + 108.8)
        for i in 0..<40 {
            add(.playheadPosition, "setPlayheadPosition", [.number(Double(110 + i))], t0 + 109.789 + Double(i))
        }
        add(.end, "end", [150], t0 + 150)

        var events1: [TimelineEvent] = calls.enumerated().dropFirst().map { i, c in
            let summary: String
            switch c.api {
            case .loadMetadata:
                summary = "loadMetadata(\(c.metadataType ?? "?") \(c.args.first?["assetid"]?.stringValue ?? "?"))"
            case .playheadPosition: summary = "playheadPosition(\(Int(c.position ?? -1)))"
            default: summary = "\(c.rawName)(\(c.position.map { String(Int($0)) } ?? ""))"
            }
            return TimelineEvent(
                kind: .call, time: c.time?.epochSeconds, certainty: .exact, summary: summary, location: c.location,
                call: c, position: c.api == .playheadPosition ? c.position : nil)
        }
        events1.append(
            TimelineEvent(
                kind: .viewPing, time: 1_796_026_058.8, certainty: .exact, summary: "view ping",
                location: pings[3].request.location, pingIndex: 3))
        events1.append(
            TimelineEvent(
                kind: .playEvent, time: 1_796_026_042, certainty: .inferred,
                summary: "evdata PL at 0 — \(hostileTitle)", location: pings[4].request.location, pingIndex: 4,
                position: 0))
        events1.append(
            TimelineEvent(
                kind: .durationPing, time: 1_796_026_134.3, certainty: .exact, summary: "duration ping: 75 s credited",
                location: pings[4].request.location, pingIndex: 4))
        events1.append(
            TimelineEvent(
                kind: .endEvent, time: 1_796_026_226, certainty: .inferred, summary: "evdata ST at 150",
                location: pings[5].request.location, pingIndex: 5, position: 150))
        events1.sort { ($0.time ?? 0) < ($1.time ?? 0) }

        let session1 = ViewingSession(
            id: sesid, ordinal: 1, appSessionID: "eawcwlecachn0oxzv6pcfee1jzijd1796026039", pingIndices: [3, 4, 5],
            callIndices: Array(1..<calls.count),
            contentViews: [
                ContentView(
                    assetID: "VID-HOLDOUT-0001", startTime: t0 + 0.891, title: hostileTitle, program: hostileProgram,
                    length: "150", pingIndices: [3, 4], callIndices: [2], certainty: .exact),
                ContentView(
                    assetID: "VID-HOLDOUT-0001", startTime: t0 + 108.8, title: hostileTitle, program: hostileProgram,
                    length: "150", pingIndices: [5], callIndices: [], certainty: .exact),
            ],
            ads: [
                AdView(
                    position: .preroll, assetID: "AD-PREROLL-0001", type: "preroll", seconds: 15, time: t0 + 0.99,
                    callIndices: [3], certainty: .exact),
                AdView(
                    position: .midroll, assetID: "AD-MID-0001", type: "midroll", seconds: 15, time: t0 + 92.8,
                    certainty: .exact),
            ],
            events: events1)
        let session2 = ViewingSession(
            id: sesid2, ordinal: 2, appSessionID: "eawcwlecachn0oxzv6pcfee1jzijd1796026039", pingIndices: [6, 7],
            contentViews: [
                ContentView(
                    assetID: "VID-HOLDOUT-0001", startTime: 1_796_026_300, title: hostileTitle, pingIndices: [6, 7],
                    certainty: .inferred)
            ],
            events: [
                TimelineEvent(
                    kind: .viewPing, time: 1_796_026_301, certainty: .exact, summary: "view ping",
                    location: pings[6].request.location, pingIndex: 6),
                TimelineEvent(
                    kind: .playEvent, time: 1_796_026_300, certainty: .inferred, summary: "evdata PL at 0",
                    location: pings[7].request.location, pingIndex: 7, position: 0),
                TimelineEvent(
                    kind: .pauseEvent, time: 1_796_026_340, certainty: .inferred, summary: "evdata PU at 40",
                    location: pings[7].request.location, pingIndex: 7, position: 40),
                TimelineEvent(
                    kind: .durationPing, time: 1_796_026_341, certainty: .exact,
                    summary: "duration ping: 40 s credited", location: pings[7].request.location, pingIndex: 7),
            ])
        let timeline = Timeline(
            files: [
                CaptureFile(path: har, format: .har, creator: "Playwright 1.65.1", requestCount: 8),
                CaptureFile(path: trace, format: .apiTrace, callCount: calls.count),
            ],
            notes: [
                CaptureNote(
                    level: .info, location: SourceLocation(file: har, line: 1),
                    message: "entries were not in time order; sorted")
            ],
            pings: pings, calls: calls,
            appSessions: [
                AppSession(
                    id: "eawcwlecachn0oxzv6pcfee1jzijd1796026039", viewingSessions: [session1, session2],
                    otherPingIndices: [0, 2])
            ])

        let jump = Finding(
            ruleID: "NL202", slug: "playhead-increment", severity: .error,
            message: "content playhead jumped from 30 to 40 without a seek (\(hostileTitle))", certainty: .exact,
            sessionOrdinal: 1,
            sessionID: sesid, assetID: "VID-HOLDOUT-0001", time: t0 + 48.789, field: "playheadPosition",
            items: [
                EvidenceItem(location: calls[51].location, summary: "playheadPosition(40) after playheadPosition(30)")
            ],
            fix: "Send the player's position once a second; it must grow by exactly 1 while playing.",
            fingerprint: "NL202|dcr-video|VID-HOLDOUT-0001|1|playheadPosition")
        let adStart = Finding(
            ruleID: "NL203", slug: "ad-playhead-starts-at-zero", severity: .error,
            message: "midroll AD-MID-0001 starts at playhead 5, not 0",
            certainty: .exact, sessionOrdinal: 1, sessionID: sesid, assetID: "AD-MID-0001", time: t0 + 93.789,
            field: "playheadPosition",
            items: [
                EvidenceItem(location: calls[111].location, summary: "loadMetadata(midroll AD-MID-0001)"),
                EvidenceItem(location: calls[112].location, summary: "playheadPosition(5)"),
            ],
            fix: "Reset the playhead to 0 when each ad starts.",
            fingerprint: "NL203|dcr-video|AD-MID-0001|1|playheadPosition")
        let pauseNoStop = Finding(
            ruleID: "NL302", slug: "stop-before-resume", severity: .error,
            message: "paused at 40 with no stop ping before it (evdata PU)",
            certainty: .inferred, sessionOrdinal: 2, sessionID: sesid2, assetID: "VID-HOLDOUT-0001",
            time: 1_796_026_340,
            items: [
                EvidenceItem(
                    location: pings[7].request.location,
                    summary: "ping #8 duration ping, evdata PU:1796026340:40 — device \(idfa)")
            ],
            fix: "Call stop() when playback pauses.", fingerprint: "NL302|dcr-video|VID-HOLDOUT-0001|2|")
        let undelivered = Finding(
            ruleID: "NL003", slug: "ping-not-delivered", severity: .warning,
            message: "a ping was attempted but not delivered (net::ERR_ABORTED)",
            certainty: .exact, time: 1_796_026_226.3,
            items: [
                EvidenceItem(location: pings[5].request.location, summary: "ping #6 duration ping (davty 2), status 0")
            ],
            fix: "Keep the page open until the final ping is sent, or record with \"Preserve log\".",
            fingerprint: "NL003|dcr-video|||")
        let debug = Finding(
            ruleID: "NL402", slug: "debug-flag-in-release", severity: .info, message: "nol_sdkDebug is set at init",
            certainty: .exact,
            items: [EvidenceItem(location: calls[0].location, summary: "init(…, nol_sdkDebug: debug)")],
            fix: "Remove the debug flag before going live.", fingerprint: "NL402|dcr-video|||")

        func v(
            _ id: String, _ slug: String, _ title: String, _ sev: Severity, _ s: Int?, _ verdict: Verdict,
            _ ev: Certainty? = nil, _ reason: String? = nil, _ f: [Finding] = []
        ) -> RuleVerdict {
            RuleVerdict(
                ruleID: id, slug: slug, title: title, severity: sev, sessionOrdinal: s, verdict: verdict, certainty: ev,
                reason: reason, findings: f)
        }
        let verdicts = [
            v("NL001", "no-nielsen-traffic", "No Nielsen request in the capture", .error, nil, .pass, .exact),
            v(
                "NL003", "ping-not-delivered", "A ping was attempted but not delivered", .warning, nil, .fail, .exact,
                nil, [undelivered]),
            v("NL006", "sdk-not-initialised", "Pings or calls without SDK initialisation", .error, nil, .pass, .exact),
            v("NL101", "assetid-too-long", "assetid longer than 32 characters", .error, 1, .pass, .exact),
            v("NL101", "assetid-too-long", "assetid longer than 32 characters", .error, 2, .pass, .exact),
            v("NL110", "ad-metadata-invalid", "Ad metadata invalid", .error, 1, .pass, .exact),
            v(
                "NL110", "ad-metadata-invalid", "Ad metadata invalid", .error, 2, .notExercised, nil,
                "no ads in this session"),
            v("NL202", "playhead-increment", "VOD playhead not advancing by 1", .error, 1, .fail, .exact, nil, [jump]),
            v("NL202", "playhead-increment", "VOD playhead not advancing by 1", .error, 2, .pass, .inferred),
            v(
                "NL203", "ad-playhead-starts-at-zero", "An ad's first playhead is not 0", .error, 1, .fail, .exact, nil,
                [adStart]),
            v(
                "NL203", "ad-playhead-starts-at-zero", "An ad's first playhead is not 0", .error, 2, .notChecked, nil,
                "needs the SDK debug log or an API trace"),
            v("NL302", "stop-before-resume", "No stop before resume", .error, 1, .pass, .exact),
            v("NL302", "stop-before-resume", "No stop before resume", .error, 2, .fail, .inferred, nil, [pauseNoStop]),
            v("NL401", "appid-format", "App ID not a P-prefixed GUID", .error, nil, .pass, .exact),
            v("NL402", "debug-flag-in-release", "Debug logging enabled", .info, nil, .fail, .exact, nil, [debug]),
            v(
                "NL405", "ott-update-invalid", "updateOTT payload malformed", .error, nil, .notExercised, nil,
                "no updateOTT call"),
        ]
        let checklist = [
            ChecklistVerdict(
                id: "C1", title: "The SDK initialises at app start", ruleIDs: ["NL006"], verdict: .pass, detail: ""),
            ChecklistVerdict(
                id: "C2", title: "Test App ID, certification environment", ruleIDs: ["NL401"], verdict: .pass,
                detail: ""),
            ChecklistVerdict(
                id: "C3", title: "Nielsen traffic visible, all over HTTPS", ruleIDs: ["NL001", "NL003"], verdict: .fail,
                detail: "NL003 failed: a ping was not delivered"),
            ChecklistVerdict(
                id: "C4", title: "Content metadata complete and well-formed", ruleIDs: ["NL101"], verdict: .pass,
                detail: ""),
            ChecklistVerdict(id: "C5", title: "Ad metadata", ruleIDs: ["NL110"], verdict: .pass, detail: ""),
            ChecklistVerdict(
                id: "C7", title: "playheadPosition every second", ruleIDs: ["NL202", "NL203"], verdict: .fail,
                detail: "NL202, NL203 failed in session 1; NL203 not checked in session 2"),
            ChecklistVerdict(
                id: "C8", title: "stop on every interruption", ruleIDs: ["NL302"], verdict: .fail,
                detail: "NL302 failed in session 2 (inferred)"),
            ChecklistVerdict(
                id: "C13", title: "Going live: debug logging removed", ruleIDs: ["NL402"], verdict: .fail,
                detail: "info: debug flag set"),
            ChecklistVerdict(
                id: "C14", title: "AirPlay / mirroring reported through updateOTT", ruleIDs: ["NL405"],
                verdict: .notExercised, detail: "no updateOTT call"),
            ChecklistVerdict(
                id: "C15", title: "In-app WebViews do not fire static pings", ruleIDs: ["NL407"], verdict: .notChecked,
                detail: "NL407 applies to Italy profiles only"),
        ]
        var result = CheckResult(
            inputs: [har, trace], profile: "dcr-video", timeline: timeline, verdicts: verdicts,
            findings: [undelivered, jump, adStart, pauseNoStop, debug],
            suppressed: [
                SuppressedFinding(
                    finding: Finding(
                        ruleID: "NL112", slug: "content-metadata-changed", severity: .warning,
                        message: "title changed within the episode",
                        certainty: .inferred, sessionOrdinal: 1, assetID: "VID-HOLDOUT-0001", field: "tl",
                        items: [EvidenceItem(location: pings[5].request.location, summary: "ping #6 tl")],
                        fingerprint: "NL112|dcr-video|VID-HOLDOUT-0001|1|tl"),
                    cause: .baseline),
                SuppressedFinding(
                    finding: Finding(
                        ruleID: "NL207", slug: "playhead-before-metadata", severity: .error,
                        message: "playhead before loadMetadata",
                        certainty: .exact, sessionOrdinal: 1, fingerprint: "NL207|dcr-video||1|"),
                    cause: .ignore(reason: "player bug tracked in <JIRA-12> & fixed next sprint")),
            ],
            // As the engine makes them: the reading notes, then what suppression adds.
            checklist: checklist,
            warnings: timeline.notes.map(\.reportText) + ["ignore entry for NL999 matched nothing"],
            ruleDescriptors: [
                RuleDescriptor(
                    id: "NL203", slug: "ad-playhead-starts-at-zero", title: "An ad's first playhead is not 0",
                    description: "Each ad's playhead must begin at 0 (seeds 000, 001, 002).",
                    help: "Reset the playhead to 0 when each ad starts.",
                    helpURI: "rules/playhead/NL203-ad-playhead-starts-at-zero.json", severity: .error)
            ])
        // The engine describes every rule of the run: the shipped ones, beside the sample's own.
        let own = Set(result.ruleDescriptors.map(\.id))
        let severities = Dictionary(verdicts.map { ($0.ruleID, $0.severity) }, uniquingKeysWith: { a, _ in a })
        result.ruleDescriptors += Self.descriptors(
            for: verdicts.map(\.ruleID) + result.findings.map(\.ruleID) + result.suppressed.map(\.finding.ruleID)
        )
        .filter { !own.contains($0.id) }
        .map { d in
            var d = d
            d.severity = severities[d.id] ?? d.severity
            return d
        }
        return result
    }

    /// A clean capture: one session, everything passes.
    static func cleanResult() -> CheckResult {
        let s = ViewingSession(
            id: "abc", ordinal: 1, contentViews: [ContentView(assetID: "VID-1", startTime: t0, certainty: .inferred)])
        return CheckResult(
            inputs: ["clean.har"], profile: "dcr-video",
            timeline: Timeline(appSessions: [AppSession(id: "x", viewingSessions: [s])]),
            verdicts: [
                RuleVerdict(
                    ruleID: "NL101", slug: "assetid-too-long", title: "assetid too long", severity: .error,
                    sessionOrdinal: 1, verdict: .pass, certainty: .exact)
            ],
            findings: [],
            checklist: [
                ChecklistVerdict(id: "C4", title: "Content metadata", ruleIDs: ["NL101"], verdict: .pass, detail: "")
            ])
    }

    /// The shipped rules' descriptors for `ids`, at their catalogue severity, as the engine
    /// puts them into a result.
    static func descriptors(for ids: [String]) -> [RuleDescriptor] {
        guard let set = try? RuleSet.builtIn() else { return [] }
        let wanted = Set(ids)
        return set.rules.filter { wanted.contains($0.id) }.map { RuleDescriptor($0, severity: $0.severity) }
    }
}
