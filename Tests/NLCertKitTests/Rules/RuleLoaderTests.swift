import Testing

@testable import NLCertKit

/// The built-in rule set matches the catalog, and loading rejects every kind of broken rule
/// file with the file named.
@Suite struct RuleLoaderTests {
    /// Every id and slug of the rule catalog (and the rules added since).
    static let catalog: [(String, String)] = [
        ("NL001", "no-nielsen-traffic"), ("NL002", "ssl-proxying-off"), ("NL003", "ping-not-delivered"),
        ("NL004", "ping-truncated"), ("NL005", "ping-url-too-long"), ("NL006", "sdk-not-initialised"),
        ("NL007", "capture-clock"), ("NL008", "ping-not-https"), ("NL009", "log-incomplete"),
        ("NL010", "kids-device-id"),
        ("NL011", "dcr-pings-never-sent"), ("NL012", "sdk-error-unknown"),
        ("NL101", "assetid-too-long"), ("NL102", "assetid-special-characters"), ("NL103", "program-too-long"),
        ("NL104", "title-too-long"), ("NL105", "content-metadata-missing"), ("NL106", "airdate-format"),
        ("NL107", "isfullepisode-value"), ("NL108", "adloadtype-value"), ("NL109", "length-value"),
        ("NL110", "ad-metadata-invalid"), ("NL111", "metadata-not-string"), ("NL112", "content-metadata-changed"),
        ("NL113", "isaudio-misuse"), ("NL114", "channelname-missing"), ("NL115", "calls-pings-disagree"),
        ("NL116", "optional-metadata-absent"),
        ("NL120", "static-metadata-invalid"), ("NL121", "dtvr-admodel-invalid"), ("NL122", "id3-payload-invalid"),
        ("NL201", "playhead-cadence"), ("NL202", "playhead-increment"), ("NL203", "ad-playhead-starts-at-zero"),
        ("NL204", "content-resumes-position"), ("NL205", "playhead-while-stopped"),
        ("NL206", "live-playhead-unix-time"),
        ("NL207", "playhead-before-metadata"),
        ("NL208", "playhead-negative"), ("NL220", "playhead-on-static"),
        ("NL301", "content-metadata-first"), ("NL302", "stop-before-resume"), ("NL303", "resume-needs-loadmetadata"),
        ("NL304", "end-missing"), ("NL305", "play-missing"), ("NL306", "postroll-after-end"),
        ("NL307", "buffering-without-stop"),
        ("NL320", "static-end-missing"),
        ("NL401", "appid-format"), ("NL402", "debug-flag-in-release"), ("NL403", "opt-out-state"),
        ("NL404", "kids-app-opt-out"),
        ("NL405", "ott-update-invalid"), ("NL406", "opt-out-url-invalid"), ("NL407", "webview-static-pings"),
    ]

    @Test func builtInSetHoldsEveryCatalogRule() throws {
        let set = try RuleSet.builtIn()
        #expect(set.rules.map(\.id) == Self.catalog.map(\.0))
        #expect(set.rules.map(\.slug) == Self.catalog.map(\.1))
        #expect(
            Set(set.profiles.map(\.name)) == [
                "dcr-video", "dcr-audio", "dcr-video-ireland", "dcr-audio-italy", "kids", "dcr-static", "dtvr",
            ])
        #expect(set.checklist.map(\.id) == (1...15).map { "C\($0)" })
    }

    @Test func everyRuleHasBothKindsOfExample() throws {
        for rule in try RuleSet.builtIn().rules {
            #expect(rule.examples.contains { $0.triggers }, "\(rule.file) has no triggering example")
            #expect(rule.examples.contains { !$0.triggers }, "\(rule.file) has no non-triggering example")
        }
    }

    /// Where the catalog says pings decide a rule only by inference, a pings-only example
    /// must say `inferred` (or that pings cannot decide it).
    @Test func inferredRulesShipAPingsOnlyExample() throws {
        for rule in try RuleSet.builtIn().rules where rule.decidability.ping == .inferred {
            let pingsOnly = rule.examples.filter { $0.calls.isEmpty }
            #expect(
                pingsOnly.contains { $0.certainty == .inferred || $0.verdict == .notChecked },
                "\(rule.file): no pings-only example expecting inferred evidence")
        }
    }

    @Test func ruleFoundByIDOrSlug() throws {
        let set = try RuleSet.builtIn()
        #expect(set.rule("nl203")?.id == "NL203")
        #expect(set.rule("ad-playhead-starts-at-zero")?.id == "NL203")
        #expect(set.rule("NL999") == nil)
    }

    static let good = """
        {"id": "X100", "slug": "custom-rule", "title": "t", "family": "custom", "severity": "error", "source": "s",
         "rationale": "r", "fix": "f", "profiles": ["dcr-video"], "options": {"max": 5},
         "check": {"function": "maxLength", "field": "title"}, "evidence": {"api": "exact", "ping": "exact"},
         "examples": {"triggering": [{"name": "a", "pings": ["https://x"]}], "nonTriggering": [{"name": "b", "pings": ["https://y"]}]}}
        """

    @Test func wellFormedCustomRuleLoads() throws {
        let rule = try RuleSetLoader.parseRule(Self.good, file: "custom/X100.json")
        #expect(rule.id == "X100")
        #expect(rule.function == "maxLength")
        #expect(rule.examples.count == 2)
    }

    @Test(arguments: [
        ("\"function\": \"maxLength\"", "\"function\": \"noSuchCheck\"", "unknown function \"noSuchCheck\""),
        ("\"field\": \"title\"", "\"field\": \"titel\"", "unknown field 'titel'"),
        ("\"options\": {\"max\": 5}", "\"options\": {\"max\": 5, \"maxx\": 3}", "unknown option \"maxx\""),
        ("\"options\": {\"max\": 5}", "\"options\": {\"max\": \"5\"}", "must be a number"),
        ("\"severity\": \"error\"", "\"severity\": \"fatal\"", "severity \"fatal\""),
        ("\"slug\": \"custom-rule\",", "", "missing required key \"slug\""),
        ("\"fix\": \"f\",", "\"fix\": \"f\", \"fixx\": 1,", "unknown key \"fixx\""),
        ("\"options\": {\"max\": 5},", "", "needs the option \"max\""),
        ("\"ping\": \"exact\"", "\"ping\": \"maybe\"", "evidence.ping \"maybe\""),
        (
            "\"nonTriggering\": [{\"name\": \"b\", \"pings\": [\"https://y\"]}]", "\"nonTriggering\": []",
            "nonTriggering must be a list"
        ),
    ])
    func brokenRuleIsRejectedWithTheFileNamed(find: String, replace: String, expected: String) {
        let text = Self.good.replacingFirst(find, with: replace)
        #expect(text != Self.good)
        do {
            _ = try RuleSetLoader.parseRule(text, file: "custom/X100.json")
            Issue.record("expected a load error containing \(expected)")
        } catch {
            #expect(error.file == "custom/X100.json")
            #expect(error.problem.contains(expected), "\(error.problem)")
        }
    }

    @Test func badJSONNamesLineAndColumn() {
        do {
            _ = try RuleSetLoader.parseRule("{\n  \"id\": \"X1\",\n  \"slug\" \"x\"\n}", file: "bad.json")
            Issue.record("expected a JSON error")
        } catch {
            #expect(error.line == 3)
            #expect(error.column != nil)
            #expect(error.description.hasPrefix("bad.json:3:"))
        }
    }

    @Test func duplicateIDIsRejected() throws {
        var set = try RuleSet.builtIn()
        let a = try RuleSetLoader.parseRule(Self.good, file: "a.json")
        let b = try RuleSetLoader.parseRule(Self.good, file: "b.json")
        #expect(throws: RuleLoadError.self) { try set.add([a, b]) }
        let files = [
            ("profiles/p.json", #"{"name": "dcr-video", "description": "d"}"#), ("a/X1.json", Self.good),
            ("b/X1.json", Self.good),
        ]
        do {
            _ = try RuleSetLoader.load(files: files, prefix: "rules/")
            Issue.record("expected a duplicate-id error")
        } catch {
            #expect(error.problem.contains("duplicate rule id X100"))
            #expect(error.file == "rules/b/X1.json")
        }
    }

    @Test func userRuleReplacesBuiltInByID() throws {
        var set = try RuleSet.builtIn()
        let custom = try RuleSetLoader.parseRule(
            Self.good.replacingFirst("\"X100\"", with: "\"NL104\""), file: "mine/NL104.json")
        try set.add([custom])
        #expect(set.rule("NL104")?.file == "mine/NL104.json")
        #expect(set.rules.count == Self.catalog.count)
    }

    @Test func profileWithUnknownRuleOrOptionIsRejected() {
        let rule = ("x/X1.json", Self.good)
        for (profile, expected) in [
            (#"{"name": "dcr-video", "description": "d", "rules": {"NL999": "off"}}"#, "unknown rule \"NL999\""),
            (
                #"{"name": "dcr-video", "description": "d", "rules": {"X100": {"options": {"nope": 1}}}}"#,
                "unknown option \"nope\""
            ),
            (#"{"name": "dcr-video", "description": "d", "colour": "red"}"#, "unknown key \"colour\""),
        ] {
            do {
                _ = try RuleSetLoader.load(files: [("profiles/v.json", profile), rule], prefix: "rules/")
                Issue.record("expected \(expected)")
            } catch {
                #expect(error.file == "rules/profiles/v.json")
                #expect(error.problem.contains(expected), "\(error.problem)")
            }
        }
    }
}
