import Testing

@testable import NLCertKit

/// The engine's evidence handling on timelines built by hand (following the seeds' call tables
/// and the signatures pings leave), independent of the timeline builder.
@Suite struct RuleEngineTests {
    static let t0 = 1_796_026_000.0

    static func call(_ i: Int, _ t: Double, _ api: String, _ args: [JSONValue] = []) -> APICall {
        APICall(
            api: APIName(platformName: api), rawName: api, args: args, time: Timestamp(epochMillis: (t0 + t) * 1000),
            location: SourceLocation(file: "hand.calls.jsonl", line: i + 1), format: .apiTrace, ordinal: i)
    }

    static let content: JSONValue = .obj([
        "type": "content", "assetid": "VID-1", "program": "P", "title": "T", "length": "150",
        "airdate": "20240101 20:00:00",
        "isfullepisode": "y", "adloadtype": "2",
    ])

    /// A timeline whose one viewing session is exactly these calls.
    static func timeline(_ specs: [(Double, String, [JSONValue])]) -> Timeline {
        let calls = specs.enumerated().map { call($0.offset, $0.element.0, $0.element.1, $0.element.2) }
        let session = ViewingSession(
            id: "stream-1", ordinal: 1, callIndices: Array(calls.indices),
            contentViews: [ContentView(assetID: "VID-1", startTime: t0, certainty: .exact)])
        return Timeline(calls: calls, appSessions: [AppSession(id: "app", viewingSessions: [session])])
    }

    /// One ping from `key=value` pairs (pairs written `name,value` are split like the decoder).
    static func ping(_ i: Int, _ params: [(String, String)], events: [PingEvent] = []) -> Ping {
        let parameters = params.map { key, value -> PingParameter in
            if key.first == "c", let comma = value.firstIndex(of: ",") {
                return PingParameter(
                    key: key, raw: value, value: value, pairName: String(value[..<comma]),
                    pairValue: String(value[value.index(after: comma)...]))
            }
            return PingParameter(key: key, raw: value, value: value)
        }
        let request = CapturedRequest(
            url: "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr", time: nil,
            location: SourceLocation(file: "hand.har", line: 10 + i), format: .har, ordinal: i)
        return Ping(
            request: request, kind: .dcrPing, scheme: "https", host: "secure-sdk.imrworldwide.com", path: "/cgi-bin/gn",
            parameters: parameters, events: events)
    }

    static func pingTimeline(_ pings: [Ping], ads: [AdView] = []) -> Timeline {
        let session = ViewingSession(id: "SES1", ordinal: 1, pingIndices: Array(pings.indices), ads: ads)
        return Timeline(pings: pings, appSessions: [AppSession(id: "app", viewingSessions: [session])])
    }

    static func verdicts(
        _ timeline: Timeline, profile: String = "dcr-video", overrides: [String: RuleOverride] = [:]
    ) throws -> [String: RuleVerdict] {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile, overrides: overrides)
        let result = engine.check(timeline, inputs: ["hand"])
        return Dictionary(result.verdicts.map { ($0.ruleID, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Seed 001's table: preroll with playheads from 5 instead of 0, no stop after it.
    @Test func callsDecideSequenceRulesExactly() throws {
        let t = Self.timeline([
            (0, "play", [.obj(["channelName": "News"])]), (0.1, "loadMetadata", [Self.content]),
            (0.2, "loadMetadata", [.obj(["type": "preroll", "assetid": "AD-1"])]),
            (1, "playheadPosition", [5]), (2, "playheadPosition", [6]),
            (3, "loadMetadata", [Self.content]), (4, "playheadPosition", [0]), (5, "playheadPosition", [1]),
            (6, "end", [1]),
        ])
        let v = try Self.verdicts(t)
        #expect(v["NL203"]?.verdict == .fail)
        #expect(v["NL203"]?.certainty == .exact)
        #expect(v["NL203"]?.findings.first?.message.contains("5") == true)
        #expect(v["NL302"]?.verdict == .fail)
        #expect(v["NL301"]?.verdict == .pass)
        #expect(v["NL304"]?.verdict == .pass)
        #expect(v["NL203"]?.findings.first?.items.map(\.location.line) == [3, 4])
    }

    /// What pings cannot show: browser pings never show ad playheads or the stop after an ad.
    @Test func browserPingsLeaveAdRulesNotChecked() throws {
        let pings = [
            Self.ping(
                0,
                [
                    ("at", "view"), ("c3", "st,c"), ("ai", "VID-1"), ("c16", "sdkv,bj.6.0.0_dl"),
                    ("c64", "starttm,1796026016"), ("c61", "createtm,1796026017"), ("c27", "cln,0"), ("c52", "noad,0"),
                ]),
            Self.ping(
                1,
                [
                    ("at", "timer"), ("c3", "st,c"), ("ai", "VID-1"), ("c16", "sdkv,bj.6.0.0_dl"),
                    ("c64", "starttm,1796026016"), ("c61", "createtm,1796026076"), ("c27", "cln,60"), ("c51", "adl,15"),
                    ("c52", "noad,1"), ("davty", "1"),
                ]),
        ]
        let v = try Self.verdicts(Self.pingTimeline(pings))
        #expect(v["NL203"]?.verdict == .notChecked)
        #expect(v["NL203"]?.reason?.contains("SDK debug log or an API trace") == true)
        #expect(v["NL302"]?.verdict == .notChecked)
        #expect(v["NL205"]?.verdict == .notChecked)
        #expect(v["NL301"]?.verdict != .pass)
        #expect(v["NL101"]?.verdict == .pass)
        #expect(v["NL101"]?.certainty == .exact)
    }

    /// NL301 from the weak browser signature is inferred and at most a warning.
    @Test func weakSignatureIsInferredAndCapped() throws {
        let start = 1_796_026_000
        let pings = [
            Self.ping(
                0,
                [
                    ("at", "view"), ("c3", "st,c"), ("ai", "VID-1"), ("c64", "starttm,\(start)"),
                    ("c61", "createtm,\(start + 1)"),
                ]),
            Self.ping(
                1,
                [
                    ("at", "timer"), ("c3", "st,c"), ("ai", "VID-1"), ("c64", "starttm,\(start)"),
                    ("c61", "createtm,\(start + 61)"), ("c27", "cln,45"), ("c51", "adl,15"), ("c52", "noad,1"),
                    ("davty", "2"),
                ],
                events: [
                    PingEvent(kind: .play, time: start, position: 0),
                    PingEvent(kind: .end, time: start + 60, position: 45),
                ]),
        ]
        let v = try Self.verdicts(Self.pingTimeline(pings))
        let nl301 = try #require(v["NL301"])
        #expect(nl301.verdict == .fail)
        #expect(nl301.certainty == .inferred)
        #expect(nl301.severity == .warning)
        #expect(
            nl301.findings.allSatisfy {
                $0.certainty == .inferred && $0.severity == .warning && $0.message.contains("inferred")
            })
    }

    /// NL004 follows the decoder's `isTruncated`, not the wording of its problems: an `evdata`
    /// item that happens to read "cut off" is a bad event, not a cut URL (how ping URLs are encoded).
    @Test func truncationComesFromTheDecoder() throws {
        let config = "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json"
        let whole =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-1&c3=st,c&rt=video"
            + "&c61=createtm,1796026001&evdata=cut%20off&davty=0&rnd=126001"
        let cut =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ai=VID-1&c3=st,c&rt=video&c58=isLi"
        func nl004(_ urls: [String]) throws -> RuleVerdict {
            let pings = urls.map { PingDecoder.decode(url: $0) }
            return try #require(try Self.verdicts(Self.pingTimeline(pings))["NL004"])
        }
        let oddEvent = PingDecoder.decode(url: whole)
        #expect(!oddEvent.isTruncated && oddEvent.decodeProblems.contains { $0.contains("cut off") })
        #expect(try nl004([config, whole]).verdict == .pass)
        let flagged = try nl004([config, whole, cut])
        #expect(flagged.verdict == .fail)
        #expect(flagged.findings.count == 1 && flagged.findings.first?.message.contains("no 'rnd'") == true)
    }

    /// NL007 compares times within each file in recording order (NL007's limit: 5 s), however
    /// the files' requests interleave in the timeline: only b.har's 10 s step back is reported.
    @Test func captureClockComparesWithinEachFile() throws {
        func request(_ file: String, _ ordinal: Int, _ t: Double) -> Ping {
            let r = CapturedRequest(
                url: "https://example.com/x", time: Timestamp(epochMillis: (Self.t0 + t) * 1000),
                location: SourceLocation(file: file, line: ordinal + 1), format: .har, ordinal: ordinal)
            return Ping(request: r, kind: .notNielsen, scheme: "https", host: "example.com", path: "/x")
        }
        // Timeline order mixes the files; within a.har the clock steps back 3 s (allowed).
        let pings = [
            request("b.har", 1, 40), request("a.har", 0, 100), request("b.har", 0, 50), request("a.har", 1, 97),
        ]
        let nl007 = try #require(try Self.verdicts(Timeline(pings: pings))["NL007"])
        #expect(nl007.verdict == .fail)
        #expect(nl007.findings.count == 1)
        #expect(nl007.findings.first?.message.contains("goes back 10 s between two requests of b.har") == true)
    }

    /// The hand-written key → slot table agrees with the list of hot keys.
    @Test func pingViewSlotsMatchTheirKeys() {
        #expect(Set(HotParameterIndex.keys).count == HotParameterIndex.count)
        for (i, key) in HotParameterIndex.keys.enumerated() { #expect(HotParameterIndex.slot(of: key) == i, "\(key)") }
        for other in ["c1", "c99", "ca", "ci", "prd", "c", "c123", "sessionid", "evdat"] {
            #expect(HotParameterIndex.slot(of: other) == nil, "\(other)")
        }
        let p = Self.ping(0, [("ai", "A"), ("c27", "cln,5"), ("ci", "us"), ("ai", "B")])
        let v = PingView(p)
        #expect(v.value("ai") == "A" && v.int("c27") == 5 && v.value("ci") == "us" && v.value("c28") == nil)
        // The named accessors read the same slots as value(_:) (the DCR ping parameters).
        let full = PingView(
            Self.ping(
                1,
                [
                    ("ai", "VID-1"), ("cg", "Prog"), ("c3", "st,a"), ("c16", "sdkv,bj.6.0.0"), ("c27", "cln,30"),
                    ("c51", "adl,15"),
                    ("c52", "noad,2"), ("c61", "createtm,1796026001"), ("c64", "starttm,1796026000"), ("davty", "1"),
                    ("at", "view"),
                    ("rt", "audio"),
                ]))
        #expect(full.assetID == "VID-1" && full.program == "Prog" && full.isAdPing && full.sdkFamily == .browser)
        #expect(full.creditedSeconds == 30 && full.adSeconds == 15 && full.adCount == 2 && full.durationType == 1)
        #expect(
            full.createTime == 1_796_026_001 && full.startTime == 1_796_026_000 && full.isViewPing
                && full.media == .audio)
    }

    @Test func fingerprintIgnoresTimesAndDependsOnIdentity() {
        let a = Fingerprint.make(
            rule: "NL101", profile: "dcr-video", assetID: "VID-1", sessionOrdinal: 1, field: "assetid")
        #expect(
            a
                == Fingerprint.make(
                    rule: "NL101", profile: "dcr-video", assetID: "VID-1", sessionOrdinal: 1, field: "assetid"))
        #expect(
            a
                != Fingerprint.make(
                    rule: "NL101", profile: "dcr-video", assetID: "VID-2", sessionOrdinal: 1, field: "assetid"))
        #expect(
            a != Fingerprint.make(rule: "NL101", profile: "kids", assetID: "VID-1", sessionOrdinal: 1, field: "assetid")
        )
        #expect(a.count == 16)
    }

    @Test func noEvidenceMeansNotExercisedNeverPass() throws {
        let v = try Self.verdicts(Timeline())
        #expect(v["NL001"]?.verdict == .fail)
        for id in ["NL101", "NL201", "NL302"] { #expect(v[id]?.verdict == .notExercised) }
        #expect(!v.values.contains { $0.verdict == .pass && $0.ruleID.hasPrefix("NL2") })
    }

    @Test func checklistFoldsRuleVerdicts() throws {
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn())
        let t = Self.timeline([
            (0, "play", [.obj(["channelName": "N"])]), (0.1, "loadMetadata", [Self.content]),
            (1, "playheadPosition", [0]), (2, "playheadPosition", [10]), (3, "playheadPosition", [20]),
            (4, "playheadPosition", [30]), (5, "end", [30]),
        ])
        let result = engine.check(t, inputs: ["hand"])
        let c7 = try #require(result.checklist.first { $0.id == "C7" })
        #expect(c7.verdict == .fail)
        #expect(c7.detail.contains("NL202"))
        let c14 = try #require(result.checklist.first { $0.id == "C14" })
        #expect(c14.verdict == .notExercised)
        let c15 = try #require(result.checklist.first { $0.id == "C15" })
        #expect(c15.verdict == .notChecked)  // NL407 is off outside Italy profiles
    }

    /// A verdict stores its session in 32 bits: whatever it is given reads back, capture-wide
    /// (`nil`) stays capture-wide, and setting it again replaces it.
    @Test func verdictKeepsItsSessionOrdinal() {
        for ordinal in [nil, 0, 1, 99_999, Int(Int32.max)] as [Int?] {
            var v = RuleVerdict(
                ruleID: "NL304", slug: "end-missing", title: "t", severity: .error, sessionOrdinal: ordinal,
                verdict: .fail)
            #expect(v.sessionOrdinal == ordinal)
            v.sessionOrdinal = 7
            #expect(v.sessionOrdinal == 7)
            v.sessionOrdinal = nil
            #expect(v.sessionOrdinal == nil)
        }
        #expect(MemoryLayout<RuleVerdict>.stride == 16)
    }

    /// A verdict keeps its reason and findings in one box: each reads back what was set, the
    /// other is kept when one changes, and clearing both leaves the verdict as made without.
    @Test func verdictKeepsItsReasonAndFindings() {
        let finding = Finding(
            ruleID: "NL304", slug: "end-missing", severity: .error, message: "end was not called", certainty: .exact,
            sessionOrdinal: 1, fingerprint: "f")
        var v = RuleVerdict(
            ruleID: "NL304", slug: "end-missing", title: "t", severity: .error, sessionOrdinal: 1, verdict: .fail)
        let plain = v
        #expect(v.reason == nil && v.findings.isEmpty)
        v.reason = "needs the SDK log"
        v.findings = [finding]
        #expect(v.reason == "needs the SDK log" && v.findings == [finding])
        v.reason = nil
        #expect(v.reason == nil && v.findings == [finding])
        v.findings = []
        #expect(v == plain)
        // Setting what a verdict already says keeps its box: the engine does so on every verdict.
        var same = plain
        same.reason = nil
        same.findings = []
        #expect(same.sharesDetail(with: plain))
    }

    /// Verdicts of one rule giving the reason the one before gave share its box after
    /// `sharingDetail`, and still read the same; a verdict with findings, one of another rule,
    /// or one after a different reason keeps its own.
    @Test func verdictsShareAnEqualReason() {
        func v(_ ordinal: Int, _ reason: String, findings: [Finding] = []) -> RuleVerdict {
            RuleVerdict(
                ruleID: "NL203", slug: "s", title: "t", severity: .error, sessionOrdinal: ordinal,
                verdict: .notChecked, reason: reason, findings: findings)
        }
        var shared = RuleVerdict.SharedReasons(rules: 2)
        // Built at run time, so that the two texts are two strings.
        let why = ["needs", "the", "log"].joined(separator: " ")
        let a = v(1, why).sharingDetail(with: &shared, slot: 0)
        let b = v(2, ["needs the", "log"].joined(separator: " ")).sharingDetail(with: &shared, slot: 0)
        #expect(a.reason == why && b.reason == why)
        #expect(a.sharesDetail(with: b))
        let finding = Finding(
            ruleID: "NL203", slug: "s", severity: .error, message: "m", certainty: .exact, sessionOrdinal: 4,
            fingerprint: "f")
        let d = v(4, why, findings: [finding]).sharingDetail(with: &shared, slot: 0)
        #expect(!a.sharesDetail(with: d) && d.findings == [finding] && d.reason == why)
        // Another rule giving the same reason keeps its own names.
        let e = RuleVerdict(
            ruleID: "NL204", slug: "s2", title: "t2", severity: .error, sessionOrdinal: 5, verdict: .notChecked,
            reason: why
        ).sharingDetail(with: &shared, slot: 1)
        #expect(!a.sharesDetail(with: e) && e.ruleID == "NL204" && e.slug == "s2" && e.reason == why)
        // After another reason, the rule's next verdicts share that one's box.
        let c = v(3, "other").sharingDetail(with: &shared, slot: 0)
        let c2 = v(6, "other").sharingDetail(with: &shared, slot: 0)
        #expect(c.reason == "other" && !a.sharesDetail(with: c) && c.sharesDetail(with: c2))
        // A slot the engine did not make room for shares nothing.
        #expect(!v(7, why).sharingDetail(with: &shared, slot: 5).sharesDetail(with: a))
    }

    @Test func checklistFoldOrder() {
        let item = ChecklistItem(id: "C", title: "t", ruleIDs: ["A", "B"])
        func v(_ id: String, _ verdict: Verdict) -> RuleVerdict {
            RuleVerdict(
                ruleID: id, slug: id, title: id, severity: .error, sessionOrdinal: 1, verdict: verdict, reason: "why")
        }
        #expect(item.fold([v("A", .pass), v("B", .fail)], enabled: ["A", "B"]).verdict == .fail)
        #expect(item.fold([v("A", .pass), v("B", .notChecked)], enabled: ["A", "B"]).verdict == .notChecked)
        #expect(item.fold([v("A", .pass), v("B", .notExercised)], enabled: ["A", "B"]).verdict == .pass)
        #expect(item.fold([v("A", .notExercised)], enabled: ["A", "B"]).verdict == .notExercised)
    }

    /// A rule over its sessions: one failing session fails it; one undecided session makes it
    /// not checked, even beside passes (it was not decided everywhere); no session, no verdict.
    @Test func aRuleOverItsSessions() {
        #expect(Verdict.combined([.pass, .fail, .notChecked]) == .fail)
        #expect(Verdict.combined([.pass, .notChecked, .notExercised]) == .notChecked)
        #expect(Verdict.combined([.notExercised, .pass]) == .pass)
        #expect(Verdict.combined([.notExercised, .notExercised]) == .notExercised)
        #expect(Verdict.combined([]) == nil)
    }

    /// The copy of a rule each task of sessions checks with (`PreparedRule.ownCopy`) is the same
    /// rule, in objects and name strings of its own (so two cores never count references on
    /// one); the parallel check below shows it gives the same verdicts.
    @Test func aRulesOwnCopyIsTheSameRuleInObjectsOfItsOwn() throws {
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let rules = try RuleEngine(ruleSet: try RuleSet.builtIn()).activeRules()
        try #require(rules.count > 10)
        for rule in rules {
            let copy = rule.ownCopy()
            #expect(copy !== rule && copy.identity !== rule.identity && copy.settings !== rule.settings)
            #expect([copy.id, copy.slug, copy.title, copy.fix] == [rule.id, rule.slug, rule.title, rule.fix])
            #expect([copy.identity.id, copy.identity.slug, copy.identity.title] == [rule.id, rule.slug, rule.title])
            #expect(copy.settings.ruleID == rule.id && copy.settings.profile == rule.settings.profile)
            #expect(
                copy.settings.arguments == rule.settings.arguments && copy.settings.options == rule.settings.options)
            #expect(copy.settings.patterns.keys.sorted() == rule.settings.patterns.keys.sorted())
            #expect(copy.severity == rule.severity && copy.decidability == rule.decidability)
            #expect(copy.scope == rule.scope && copy.combinesEvidence == rule.combinesEvidence)
            #expect(copy.products == rule.products && copy.productList == rule.productList)
            #expect(copy.coversEveryProduct == rule.coversEveryProduct)
            // A title is longer than a string held inline: the copy's bytes are its own.
            #expect(rule.title.utf8.count <= 15 || storage(copy.title) != storage(rule.title))
        }
    }

    /// Enough sessions to be checked in parallel give the verdicts the rules give one by one,
    /// in order: each scenario session repeated under new ordinals, with and without calls.
    @Test(arguments: ["b_ads_correct", "g_long_fields", "f2_playhead_jumps_10"])
    func parallelCheckEqualsOneRuleAtATime(scenario: String) throws {
        for calls in [true, false] {
            let base = TimelineBuilder.build(try TimelineTestCaptures.scenario(scenario, network: .har, calls: calls))
            let originals = base.viewingSessions
            try #require(!originals.isEmpty)
            var sessions: [ViewingSession] = []
            for copy in 0..<100 {
                for var s in originals {
                    s.ordinal = sessions.count + 1
                    s.id = "\(s.id)-\(copy)"
                    sessions.append(s)
                }
            }
            var big = base
            big.appSessions = [AppSession(id: "many", viewingSessions: sessions)]
            let engine = try RuleEngine(ruleSet: try RuleSet.builtIn())
            let together = engine.check(big, inputs: [scenario]).verdicts
            let oneByOne = engine.rules.filter(\.enabled).sorted { $0.id < $1.id }.flatMap {
                engine.evaluate($0, timeline: big)
            }
            #expect(together.count == oneByOne.count)
            #expect(together == oneByOne)
            // Copies of one session get the same verdicts, whichever thread checked them.
            let first = together.filter { $0.sessionOrdinal == 1 }.map(\.verdict)
            let last = together.filter { $0.sessionOrdinal == sessions.count - originals.count + 1 }.map(\.verdict)
            #expect(first == last && !first.isEmpty)
        }
    }

    /// The engine folds a checklist item from a few stand-in verdicts per rule: on random runs
    /// of every verdict kind, evidence and reason, that gives what folding every verdict gives.
    @Test func checklistStandInsFoldLikeTheWholeRun() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let kinds = Verdict.allCases
        let item = ChecklistItem(id: "C9", title: "t", ruleIDs: ["NL301", "NL302", "NL303"])
        for _ in 0..<500 {
            var verdicts: [RuleVerdict] = []
            var runs: [String: Range<Int>] = [:]
            for id in item.ruleIDs where next(4) > 0 {
                let start = verdicts.count
                for s in 0..<(1 + next(6)) {
                    let kind = kinds[next(kinds.count)]
                    verdicts.append(
                        RuleVerdict(
                            ruleID: id, slug: "s", title: "t", severity: .error, sessionOrdinal: s + 1, verdict: kind,
                            certainty: kind == .pass || kind == .fail ? (next(2) == 0 ? .exact : .inferred) : nil,
                            reason: next(3) == 0 ? nil : "reason \(next(4))"))
                }
                runs[id] = start..<verdicts.count
            }
            let enabled = Set(item.ruleIDs.filter { _ in next(5) > 0 })
            let whole = item.fold(verdicts, enabled: enabled)
            let standIns = verdicts.withUnsafeBufferPointer { all in
                item.ruleIDs.flatMap { runs[$0].map { RuleEngine.standIns(all, $0) } ?? [] }
            }
            #expect(item.fold(standIns.map { verdicts[$0] }, enabled: enabled) == whole)
        }
    }
}
