import Testing

@testable import NLCertKit

/// `.nlcert.json` parsing and its effect on rules and findings.
@Suite struct ConfigTests {
    @Test func fullConfigParses() throws {
        let c = try CheckConfiguration.parse(
            """
            {"extends": "dcr-video-ireland", "failOn": "warning", "baseline": "nlcert-baseline.json",
             "rules": {"NL203": "off", "NL114": "error", "NL201": {"severity": "warning", "options": {"maxGapSeconds": 2.5}}},
             "ignore": [{"rule": "NL112", "session": 1, "asset": "VID-1", "reason": "title fixed in CMS next sprint"}]}
            """, file: ".nlcert.json")
        #expect(c.extends == "dcr-video-ireland")
        #expect(c.failOn == .warning)
        #expect(c.rules["NL203"]?.enabled == false)
        #expect(c.rules["NL114"]?.severity == .error)
        #expect(c.ignores.first?.session == 1)
        let rules = try RuleSet.builtIn().effectiveRules(profile: c.extends ?? "dcr-video", overrides: c.rules)
        let nl201 = try #require(rules.first { $0.id == "NL201" })
        #expect(nl201.severity == .warning)
        #expect(nl201.options.first { $0.key == "maxGapSeconds" }?.value == .number(2.5))
        #expect(rules.first { $0.id == "NL203" }?.enabled == false)
    }

    @Test(arguments: [
        (#"{"ignore": [{"rule": "NL112"}]}"#, "needs a \"reason\""),
        (#"{"ignore": [{"rule": "NL112", "reason": "  "}]}"#, "needs a \"reason\""),
        (#"{"failon": "error"}"#, "unknown key \"failon\""),
        (#"{"rules": {"NL203": "sometimes"}}"#, "is not off, on, error, warning or info"),
        (#"{"failOn": "fatal"}"#, "\"failOn\" must be"),
        (#"{"rules": {"NL201": {"options": 3}}}"#, "options must be an object"),
    ])
    func badConfigIsAnErrorNamingTheFile(text: String, expected: String) {
        do {
            _ = try CheckConfiguration.parse(text, file: "/p/.nlcert.json")
            Issue.record("expected an error containing \(expected)")
        } catch {
            #expect(error.file == "/p/.nlcert.json")
            #expect(error.problem.contains(expected), "\(error.problem)")
        }
    }

    @Test func unknownRuleOrOptionInConfigIsAnError() throws {
        let set = try RuleSet.builtIn()
        #expect(throws: RuleLoadError.self) {
            try set.effectiveRules(profile: "dcr-video", overrides: ["NL999": RuleOverride(enabled: false)])
        }
        #expect(throws: RuleLoadError.self) {
            try set.effectiveRules(
                profile: "dcr-video", overrides: ["NL201": RuleOverride(options: [.init("maxGap", 2)])])
        }
    }

    @Test func ignoresAndBaselineSuppressAndUnmatchedIgnoreIsReported() {
        let f1 = Finding(
            ruleID: "NL112", slug: "content-metadata-changed", severity: .warning, message: "m", certainty: .exact,
            sessionOrdinal: 1, assetID: "VID-1", fingerprint: "aaaa")
        let f2 = Finding(
            ruleID: "NL101", slug: "assetid-too-long", severity: .error, message: "m", certainty: .exact,
            sessionOrdinal: 1, assetID: "VID-1", fingerprint: "bbbb")
        let f3 = Finding(
            ruleID: "NL104", slug: "title-too-long", severity: .error, message: "m", certainty: .exact,
            sessionOrdinal: 2, assetID: "VID-2", fingerprint: "cccc")
        let result = CheckResult(
            inputs: ["x"], profile: "dcr-video", timeline: Timeline(), verdicts: [], findings: [f1, f2, f3])
        let ignores = [
            IgnoreEntry(rule: "content-metadata-changed", session: 1, reason: "known"),
            IgnoreEntry(rule: "NL305", reason: "stale entry"),
        ]
        let (out, unmatched) = Suppression.apply([result], ignores: ignores, baseline: ["bbbb"])
        #expect(out[0].findings.map(\.ruleID) == ["NL104"])
        #expect(out[0].suppressed.count == 2)
        #expect(unmatched.map(\.rule) == ["NL305"])
        #expect(out[0].warnings.contains { $0.contains("NL305") && $0.contains("matched no finding") })
    }
}
