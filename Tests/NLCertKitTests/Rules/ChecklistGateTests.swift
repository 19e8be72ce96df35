import Foundation
import Testing

@testable import NLCertKit

/// Issue 9 §4: the checklist and every report format say what the gate says. A checklist item
/// fails only on a finding at or above `--fail-on`; suppressed findings are suppressed in
/// every format; the kids profile holds kids apps to the opt-out and the NoID build.
@Suite struct ChecklistGateTests {
    /// The input combinations a user hands over (issue 9, "Done when").
    static let combinations: [[String]] = [
        ["har"], ["urls.txt"], ["har", "calls.jsonl"], ["har", "sdklog.txt"], ["sdklog.txt"], ["calls.jsonl"],
    ]

    static func check(_ paths: [String], profile: String = "dcr-video") throws -> CheckResult {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        return try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile).check(
            TimelineBuilder.build(capture), inputs: paths)
    }

    static func corpus(_ scenario: String, _ exts: [String], profile: String = "dcr-video") throws -> CheckResult {
        try check(exts.map { Fixtures.corpus(scenario, $0) }, profile: profile)
    }

    /// A PASS headline never sits beside a FAIL item, and a FAIL item always means a FAIL
    /// headline, whatever `--fail-on` is, in every scenario and input combination.
    @Test(arguments: Fixtures.scenarios)
    func headlineAndChecklistAgree(scenario: String) throws {
        for exts in Self.combinations {
            let raw = try Self.corpus(scenario, exts)
            for failOn in [Severity.error, .warning, .info] {
                let r = Suppression.apply([raw], ignores: [], baseline: [], failOn: failOn).results[0]
                let failed = ReportDigest(r, failOn: failOn).failed
                let failing = r.checklist.filter { $0.verdict == .fail }.map(\.id)
                if !failed {
                    #expect(
                        failing.isEmpty, "\(scenario) \(exts) --fail-on \(failOn): PASS beside failing items \(failing)"
                    )
                }
                // Exactly the items holding a rule with a finding at or above --fail-on fail.
                let gating = Set(r.findings.filter { $0.severity >= failOn }.map(\.ruleID))
                let shouldFail = r.checklist.filter { !gating.isDisjoint(with: $0.ruleIDs) }.map(\.id)
                #expect(failing == shouldFail, "\(scenario) \(exts) --fail-on \(failOn)")
            }
        }
    }

    /// The refold after suppression reads stand-ins only; it must equal folding every verdict.
    @Test(arguments: Fixtures.scenarios)
    func refoldingReadsStandInsButDecidesAsAllVerdicts(scenario: String) throws {
        let raw = try Self.corpus(scenario, ["har", "calls.jsonl"])
        let enabled = Set(raw.verdicts.map(\.ruleID))
        for failOn in [Severity.error, .warning, .info] {
            let quick = raw.gated(failOn: failOn).checklist
            let folded = raw.checklist.map { c in
                c.ruleIDs.allSatisfy { !enabled.contains($0) }
                    ? c
                    : ChecklistItem(id: c.id, title: c.title, ruleIDs: c.ruleIDs).fold(
                        raw.verdicts, enabled: enabled, failOn: failOn)
            }
            // The ad-metadata item carries its per-position line either way.
            let full =
                failOn == .error
                ? raw.checklist : AdPositionBreakdown.annotate(folded, timeline: raw.timeline, verdicts: raw.verdicts)
            #expect(quick == full, "\(scenario) --fail-on \(failOn)")
        }
    }

    /// g_long_fields' three metadata findings, configured down to info: a note on a passing
    /// item, not a failed item; under --fail-on info the item fails.
    @Test func anInfoFindingIsANoteUnlessTheGateFailsOnInfo() throws {
        let paths = ["har", "calls.jsonl"].map { Fixtures.corpus("g_long_fields", $0) }
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        let asInfo = Dictionary(
            uniqueKeysWithValues: ["NL101", "NL103", "NL104"].map { ($0, RuleOverride(severity: .info)) })
        let raw = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video", overrides: asInfo)
            .check(TimelineBuilder.build(capture), inputs: paths)
        let infos = raw.findings.filter { ["NL101", "NL103", "NL104"].contains($0.ruleID) }
        try #require(!infos.isEmpty && infos.allSatisfy { $0.severity == .info })
        let c4 = try #require(raw.checklist.first { $0.id == "C4" })
        #expect(c4.verdict == .pass)
        #expect(c4.detail.contains("NL101"))
        let strict = Suppression.apply([raw], ignores: [], baseline: [], failOn: .info).results[0]
        #expect(strict.checklist.first { $0.id == "C4" }?.verdict == .fail)
    }

    /// An App SDK trace that resumes with play only (NL303 is a warning under dcr-video: seeds
    /// 000/001 ask for loadMetadata on resume), so C9 warns; under --fail-on warning it fails.
    @Test func aWarningBelowFailOnWarns() throws {
        let raw = try Self.check([Fixtures.path("behaviour/app-resume-on-play.calls.jsonl")])
        #expect(raw.findings.contains { $0.ruleID == "NL303" && $0.severity == .warning })
        #expect(raw.checklist.first { $0.id == "C9" }?.verdict == .warn)
        let strict = Suppression.apply([raw], ignores: [], baseline: [], failOn: .warning).results[0]
        #expect(strict.checklist.first { $0.id == "C9" }?.verdict == .fail)
    }

    /// g_long_fields fails NL101/NL103/NL104; with every finding ignored (reasons given) no
    /// format may say fail, and the ones that list suppressions say what and why.
    @Test func suppressedFindingsAreSuppressedInEveryFormat() throws {
        let raw = try Self.corpus("g_long_fields", ["har", "calls.jsonl"])
        let ids = Set(raw.findings.map(\.ruleID))
        try #require(ids.isSuperset(of: ["NL101", "NL103", "NL104"]))
        let ignores = ids.sorted().map { IgnoreEntry(rule: $0, reason: "accepted for test <\($0)>") }
        let r = Suppression.apply([raw], ignores: ignores, baseline: []).results[0]
        #expect(r.findings.isEmpty)
        #expect(!r.verdicts.contains { $0.verdict == .fail })
        #expect(r.verdicts.contains { $0.ruleID == "NL101" && $0.reason?.contains("accepted for test") == true })
        #expect(!r.checklist.contains { $0.verdict == .fail || $0.verdict == .warn })
        let options = ReportOptions()
        #expect(ReportRenderer.render([r], format: .text, options: options).hasPrefix("PASS"))
        let junit = ReportRenderer.render([r], format: .junit, options: options)
        #expect(!junit.contains("<failure"))
        let gitlab = try JSONParser.parse(ReportRenderer.render([r], format: .gitlab, options: options))
        #expect(gitlab.arrayValue?.isEmpty == true)
        let github = ReportRenderer.render([r], format: .github, options: options)
        #expect(!github.contains("::error") && !github.contains("::warning"))
        let sarif = try JSONParser.parse(ReportRenderer.render([r], format: .sarif, options: options))
        let results = sarif["runs"]?[0]?["results"]?.arrayValue ?? []
        #expect(results.count == raw.findings.count)
        #expect(
            results.allSatisfy {
                $0["suppressions"]?[0]?["justification"]?.stringValue?.contains("accepted for test") == true
            })
        let markdown = ReportRenderer.render([r], format: .markdown, options: options)
        #expect(markdown.contains("`NL101` assetid-too-long"))
        #expect(markdown.contains("accepted for test &lt;NL101&gt;"))
        let html = ReportRenderer.render([r], format: .html, options: options)
        #expect(html.contains("<code>NL101</code> assetid-too-long"))
        #expect(html.contains("accepted for test &lt;NL101&gt;"))
        #expect(!html.contains("v-fail\">fail"))
    }

    // MARK: kids

    /// DCR Video iOS/Android SDK, "Apps in the Kids Category": userOptOut("nielsenappsdk://1")
    /// immediately after init, and the NoID SDK build. The corpus app never opts out and its
    /// pings carry `c9 devid`.
    @Test func aKidsAppThatDoesNotOptOutAndSendsADeviceIDFails() throws {
        let r = try Self.corpus("a_vod_noads_correct", ["har", "calls.jsonl"], profile: "kids")
        let nl404 = try #require(r.findings.first { $0.ruleID == "NL404" })
        #expect(nl404.severity == .error)
        let nl010 = try #require(r.findings.first { $0.ruleID == "NL010" })
        #expect(nl010.severity == .error)
        #expect(!nl010.message.contains("749308"), "the message names the parameter, not the id")
        // Being opted out is the point of the profile, not a finding.
        #expect(!r.verdicts.contains { $0.ruleID == "NL403" })
        #expect(r.checklist.first { $0.id == "C12" }?.verdict == .fail)
        // Under the video profile neither applies.
        let video = try Self.corpus("a_vod_noads_correct", ["har", "calls.jsonl"])
        #expect(!video.findings.contains { $0.ruleID == "NL404" || $0.ruleID == "NL010" })
    }
}
