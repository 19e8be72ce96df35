import Foundation
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// The certification run over several captures: the campaign checklist follows from each
/// capture's, and the scenarios each corpus script plays are the ones found.
@Suite struct CampaignTests {
    /// HAR + API trace of every browser corpus scenario, as one run.
    static func corpusRun() throws -> (results: [CheckResult], campaign: CampaignResult) {
        let rules = try RuleSet.builtIn()
        let engine = try RuleEngine(ruleSet: rules, profile: "dcr-video")
        var results: [CheckResult] = []
        for scenario in Fixtures.scenarios {
            let paths = [Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")]
            let capture = try CaptureReader.read(paths: paths, stdin: { [] }, filter: .nielsenTraffic)
            results.append(engine.check(TimelineBuilder.build(capture), inputs: paths))
        }
        let catalog = try ScenarioCatalog.builtIn(rules: rules)
        return (results, CampaignBuilder.build(results, catalog: catalog, rules: rules, profile: "dcr-video"))
    }

    static func coverage(_ campaign: CampaignResult, _ id: String) -> ScenarioCoverage? {
        campaign.scenarios.first { $0.scenario.id == id }
    }

    static func coveringScenarios(_ campaign: CampaignResult, _ id: String) -> Set<String> {
        Set(
            (coverage(campaign, id)?.sightings ?? []).map {
                URL(fileURLWithPath: campaign.captures[$0.capture]).lastPathComponent.components(separatedBy: ".").first
                    ?? ""
            })
    }

    /// Each item's campaign state is the fold the issue defines: failed if any capture failed it,
    /// ready if one passed it and none failed it, not shown otherwise.
    /// The JSON report of a run is one document with the campaign as its last member, the same
    /// whether rendered whole (library) or streamed in pieces (the CLI's files and stdout).
    @Test func jsonCampaignIsTheSameRenderedWholeOrStreamed() throws {
        let (results, campaign) = try Self.corpusRun()
        let whole = ReportRenderer.renderReport(results, campaign: campaign, format: .json, options: ReportOptions())
        var pieces: [String] = []
        ReportRenderer.writeJSON(results, campaign: campaign, options: ReportOptions()) { pieces.append($0) }
        #expect(pieces.joined() == whole.content)
        let root = try JSONParser.parse(whole.content)
        guard case .object(let members) = root else {
            Issue.record("the report is not a JSON object")
            return
        }
        #expect(members.last?.key == "campaign" && members.filter { $0.key == "campaign" }.count == 1)
        #expect(root["results"]?.arrayValue?.count == results.count)
    }

    @Test func checklistStatesFollowFromEachCapture() throws {
        let (results, campaign) = try Self.corpusRun()
        #expect(campaign.captures.count == Fixtures.scenarios.count)
        for item in campaign.items {
            let verdicts = results.compactMap { $0.checklist.first { $0.id == item.id }?.verdict }
            #expect(verdicts.count == results.count)
            let expected: CampaignItem.Readiness =
                verdicts.contains(.fail) ? .failed : verdicts.contains(.pass) ? .ready : .notShown
            #expect(item.readiness == expected, "\(item.id)")
        }
        // g_long_fields' script flags a 40-character assetid: the metadata item fails in the
        // run even though the other captures pass it.
        let c4 = try #require(campaign.items.first { $0.id == "C4" })
        #expect(c4.readiness == .failed)
        #expect(c4.captures(with: .fail).map { campaign.captures[$0] }.contains { $0.contains("g_long_fields") })
        #expect(!campaign.ready)
        #expect(campaign.missing.contains { $0.hasPrefix("C4 ") })
    }

    /// What the corpus scripts play: b_ads_correct a preroll, a midroll and a postroll;
    /// h1_pause_stop_play a pause with stop and a resume; a_vod_noads_correct content without
    /// ads played to end(). Nothing plays an opt-out or live content.
    @Test func scenariosFoundAreTheScriptedOnes() throws {
        let (_, campaign) = try Self.corpusRun()
        for ad in ["preroll", "midroll", "postroll"] {
            #expect(Self.coveringScenarios(campaign, ad) == ["b_ads_correct"], "\(ad)")
        }
        #expect(Self.coveringScenarios(campaign, "pause-resume") == ["h1_pause_stop_play"])
        #expect(Self.coveringScenarios(campaign, "content-no-ads").contains("a_vod_noads_correct"))
        #expect(!Self.coveringScenarios(campaign, "content-no-ads").contains("b_ads_correct"))
        #expect(Self.coveringScenarios(campaign, "end-of-content") == Set(Fixtures.scenarios))
        #expect(Self.coverage(campaign, "opt-out")?.covered == false)
        #expect(Self.coverage(campaign, "live")?.covered == false)
        // A required scenario no capture covers is named, with what to play.
        #expect(campaign.missing.contains { $0.hasPrefix("scenario opt-out") && $0.contains("nielsenappsdk://1") })
        // An optional one is not.
        #expect(!campaign.missing.contains { $0.hasPrefix("scenario live") })
        // Stops at the end of each ad in b_ads_correct are ad transitions, not pauses.
        #expect(
            Self.coverage(campaign, "pause-resume")?.sightings.allSatisfy { $0.sighting.certainty == .exact } == true)
    }

    /// f2's playheads jump by 10 every second: a broken cadence, not one seek.
    @Test func wrongUnitPlayheadsAreNotASeek() throws {
        let (_, campaign) = try Self.corpusRun()
        #expect(!Self.coveringScenarios(campaign, "seek").contains("f2_playhead_jumps_10"))
    }

    @Test func seekInCallsIsOneJumpThenOrdinarySteps() {
        func calls(_ positions: [Double]) -> Timeline {
            var list = [
                APICall(
                    api: .play, rawName: "play", args: [], time: Timestamp(epochMillis: 0),
                    location: SourceLocation(file: "t", line: 1), format: .apiTrace, ordinal: 0)
            ]
            for (i, p) in positions.enumerated() {
                list.append(
                    APICall(
                        api: .playheadPosition, rawName: "setPlayheadPosition", args: [.number(p)],
                        time: Timestamp(epochMillis: Double(i + 1) * 1000),
                        location: SourceLocation(file: "t", line: i + 2), format: .apiTrace, ordinal: i + 1))
            }
            let session = ViewingSession(id: "s", ordinal: 1, callIndices: Array(list.indices))
            return Timeline(calls: list, appSessions: [AppSession(id: "a", viewingSessions: [session])])
        }
        #expect(ScenarioDetector.seek(calls([7, 8, 9, 50, 51, 52])).count == 1)
        #expect(ScenarioDetector.seek(calls([50, 51, 52, 10, 11])).first?.detail.contains("back") == true)
        #expect(ScenarioDetector.seek(calls([0, 10, 20, 30, 40])).isEmpty)
        #expect(ScenarioDetector.seek(calls([0, 1, 2, 3, 4])).isEmpty)
    }

    @Test func catalogRejectsUnknownDetectorKeyAndItem() throws {
        let rules = try RuleSet.builtIn()
        let good = """
            {"scenarios": [{"id": "x", "title": "X", "detect": "preroll", "profiles": ["dcr-video"], "required": true,
              "play": "p", "checklist": ["C5"], "source": "s"}]}
            """
        #expect(try ScenarioCatalog.parse(good, file: "s.json", rules: rules).scenarios.count == 1)
        for (bad, word) in [
            (good.replacingOccurrences(of: "\"preroll\"", with: "\"noSuchDetector\""), "noSuchDetector"),
            (good.replacingOccurrences(of: "\"source\"", with: "\"sauce\""), "sauce"),
            (good.replacingOccurrences(of: "\"C5\"", with: "\"C99\""), "C99"),
            (good.replacingOccurrences(of: "\"dcr-video\"", with: "\"dcr-tv\""), "dcr-tv"),
            (good.replacingOccurrences(of: "true", with: "\"yes\""), "required"),
        ] {
            #expect(throws: ScenarioCatalogError.self, "\(word)") {
                try ScenarioCatalog.parse(bad, file: "s.json", rules: rules)
            }
            do {
                _ = try ScenarioCatalog.parse(bad, file: "s.json", rules: rules)
            } catch {
                #expect(error.description.contains(word))
            }
        }
    }

    @Test func builtInCatalogLoadsAndKidsAddsItsScenario() throws {
        let rules = try RuleSet.builtIn()
        let catalog = try ScenarioCatalog.builtIn(rules: rules)
        let video = Set(catalog.scenarios(for: "dcr-video", rules: rules).map(\.id))
        let kids = Set(catalog.scenarios(for: "kids", rules: rules).map(\.id))
        #expect(video.isSuperset(of: ["content-no-ads", "preroll", "pause-resume", "seek", "opt-out"]))
        #expect(!video.contains("kids-opt-out"))
        #expect(kids == video.union(["kids-opt-out"]))
    }

    // MARK: the command line

    static let folder: String = Fixtures.path("corpus/browser-sdk")

    @Test func campaignFlagMakesTheExitCodeFollowReadiness() {
        let one = [
            Fixtures.corpus("a_vod_noads_correct", "har"), Fixtures.corpus("a_vod_noads_correct", "calls.jsonl"),
        ]
        let plain = CheckCommandTests.run(["check"] + one)
        let gated = CheckCommandTests.run(["check", "--campaign"] + one)
        #expect(plain.code == 0)
        #expect(!plain.out.contains("campaign:"))
        // One clean capture covers neither a pause nor an opt-out: the run is not ready.
        #expect(gated.code == 1)
        #expect(gated.out.contains("campaign: not ready"))
        #expect(gated.out.contains("scenario pause-resume"))
        #expect(CheckCommandTests.run(["check", "--campaign", "--require", "nosuch"] + one).code == 2)
    }

    @Test func everyFormatCarriesTheCampaign() throws {
        let files = [Fixtures.corpus("a_vod_noads_correct", "har"), Fixtures.corpus("b_ads_correct", "har")]
        let json = CheckCommandTests.run(["check", "--format", "json"] + files)
        let doc = try JSONParser.parse(json.out)
        #expect(doc["campaign"]?["verdict"]?.stringValue == "not-ready")
        #expect(doc["campaign"]?["scenarios"]?.arrayValue?.isEmpty == false)
        let html = CheckCommandTests.run(["check", "--format", "html"] + files).out
        let campaignAt = try #require(html.range(of: "id=\"campaign\""))
        let firstCapture = try #require(html.range(of: "id=\"c1\""))
        #expect(campaignAt.lowerBound < firstCapture.lowerBound)
        #expect(html.contains("href=\"#c2\""))
        #expect(CheckCommandTests.run(["check", "--format", "markdown"] + files).out.contains("## Campaign"))
        #expect(
            CheckCommandTests.run(["check", "--format", "junit"] + files).out.contains("<testsuite name=\"campaign\""))
        #expect(CheckCommandTests.run(["check", "--format", "github"] + files).out.contains("title=nlcert campaign::"))
        let sarif = try JSONParser.parse(CheckCommandTests.run(["check", "--format", "sarif"] + files).out)
        #expect(
            sarif["runs"]?.arrayValue?.allSatisfy { $0["properties"]?["campaign"]?["ready"] == .bool(false) } == true)
        let gitlab = try JSONParser.parse(CheckCommandTests.run(["check", "--format", "gitlab"] + files).out)
        #expect(gitlab.arrayValue?.contains { $0["check_name"]?.stringValue == "campaign" } == true)
    }

    @Test func planListsRequiredScenariosWithWhatToPlay() {
        let plan = CheckCommandTests.run(["plan"])
        #expect(plan.code == 0)
        #expect(plan.out.hasPrefix("# Certification test plan — profile dcr-video"))
        #expect(plan.out.contains("- [ ] **Pause and resume** (`pause-resume`)"))
        #expect(!plan.out.contains("kids-opt-out"))
        #expect(CheckCommandTests.run(["plan", "--profile", "kids"]).out.contains("kids-opt-out"))
        #expect(CheckCommandTests.run(["plan", "--profile", "nosuch"]).code == 2)
    }
}
