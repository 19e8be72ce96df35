import Foundation
import Testing

@testable import NLCertKit

/// Issue 9 §1: evidence is combined, never shadowed. A log that lost lines must not decide a
/// session exactly (`SessionCoverage`); metadata rules read the calls' and the pings' values;
/// calls and pings that disagree are a finding (NL115). The captures are the corpus runs and
/// the shipped sample log, with lines taken out or values changed the way real logs lose or
/// mix them up.
@Suite struct EvidenceCoverageTests {
    static let sampleLog = Fixtures.repoPath("samples/console-logcat.txt")

    /// Writes `text` to a fresh temporary file named `name` and returns its path.
    static func temporary(_ name: String, _ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-evidence-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func check(_ paths: [String], profile: String = "dcr-video") throws -> CheckResult {
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        return try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile).check(
            TimelineBuilder.build(capture), inputs: paths)
    }

    /// A corpus trace with the lines `drop` selects taken out.
    static func trace(_ scenario: String, dropping drop: (Int, String) -> Bool) throws -> String {
        let lines = try Fixtures.read("corpus/browser-sdk/\(scenario).calls.jsonl").split(separator: "\n").map(
            String.init)
        let kept = lines.enumerated().filter { !drop($0.offset, $0.element) }.map(\.element)
        return try temporary("\(scenario).calls.jsonl", kept.joined(separator: "\n") + "\n")
    }

    static func verdicts(_ r: CheckResult, _ id: String) -> [RuleVerdict] { r.verdicts.filter { $0.ruleID == id } }

    // MARK: the reproducer

    /// The issue's reproducer: the log's pings carry a 40-character assetid, its two call lines
    /// no metadata. Seed 001, "Content Metadata": assetid at most 32 characters.
    @Test func longAssetIDInTheLogsPingsFailsAndTheLogIsNamedIncomplete() throws {
        let log = try String(contentsOfFile: Self.sampleLog, encoding: .utf8)
            .replacingOccurrences(of: "ai=VID-HOLDOUT-0001", with: "ai=VID-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX0040")
        let r = try Self.check([try Self.temporary("longid.txt", log)])
        let nl101 = try #require(r.findings.first { $0.ruleID == "NL101" })
        #expect(nl101.severity == .error)
        #expect(nl101.message.contains("40 characters"))
        let nl009 = try #require(r.findings.first { $0.ruleID == "NL009" })
        #expect(nl009.message.contains("the log is incomplete"))
        #expect(nl009.message.contains("no loadMetadata for content VID-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX0040"))
        // The timeline says it too, in text and JSON.
        let timeline = r.timeline
        #expect(TimelineText.render(timeline).contains("calls do not cover the session: the log holds 2 API calls"))
        #expect(TimelineJSONEncoder.render(timeline).contains("\"incomplete\": \"the log holds 2 API calls"))
        // Nothing the two calls cannot show is passed exactly.
        #expect(
            !r.verdicts.contains {
                $0.verdict == .pass && $0.certainty == .exact && ["NL305", "NL304", "NL207"].contains($0.ruleID)
            })
    }

    // MARK: coverage

    @Test(arguments: Fixtures.scenarios)
    func wholeCorpusTracesCoverTheirSessions(scenario: String) throws {
        let r = try Self.check([Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")])
        for s in r.timeline.viewingSessions where !s.pingIndices.isEmpty {
            let c = SessionCoverage.of(s, timeline: r.timeline)
            #expect(c.covers, "\(scenario): \(c.gaps)")
            #expect(!c.pairs.isEmpty)
        }
        #expect(r.findings.allSatisfy { $0.ruleID != "NL009" })
    }

    /// The App SDK queues its pings and sends them a minute later in one batch: the trace and
    /// the URL list of one correct run (script.json: pass) still line up — by the pings'
    /// `createtm`, not their send time — and the trace covers the session.
    @Test func batchedAppSDKPingsStillLineUpWithTheirCalls() throws {
        let paths = ["urls.txt", "calls.jsonl"].map { Fixtures.path("corpus/android-sdk/a_content_only.\($0)") }
        let r = try Self.check(paths)
        #expect(r.timeline.alignment.method == .none, "\(r.timeline.alignment.note)")
        let sessions = r.timeline.viewingSessions.filter { !$0.pingIndices.isEmpty }
        #expect(!sessions.isEmpty)
        for s in sessions {
            let c = SessionCoverage.of(s, timeline: r.timeline)
            #expect(s.hasCalls && c.covers, "\(c.gaps)")
        }
        #expect(r.findings.filter { $0.severity >= .warning }.isEmpty, "\(r.findings.map(\.ruleID))")
    }

    @Test func aTraceWithoutTheContentLoadMetadataDoesNotCover() throws {
        let path = try Self.trace("h1_pause_stop_play") { _, line in line.contains("\"loadMetadata\"") }
        let r = try Self.check([Fixtures.corpus("h1_pause_stop_play", "har"), path])
        let session = try #require(r.timeline.viewingSessions.first { !$0.pingIndices.isEmpty })
        let c = SessionCoverage.of(session, timeline: r.timeline)
        #expect(!c.covers)
        #expect(c.gaps.contains { $0.hasPrefix("no loadMetadata for content") })
        #expect(c.incompleteness?.contains("the log is incomplete") == true)
    }

    /// A log that kept the loadMetadata line but lost the line with its argument (App SDK
    /// 10.x logs them apart): the call covers nothing and the gap names it.
    @Test func aLoadMetadataWithoutItsArgumentDoesNotCover() throws {
        let lines = try Fixtures.read("corpus/browser-sdk/h1_pause_stop_play.calls.jsonl").split(separator: "\n").map(
            String.init)
        let bare = lines.map { line -> String in
            guard line.contains("\"loadMetadata\""), let ts = line.split(separator: ",").first else { return line }
            return ts + ", \"api\": \"loadMetadata\", \"args\": []}"
        }
        let path = try Self.temporary("h1.calls.jsonl", bare.joined(separator: "\n") + "\n")
        let r = try Self.check([Fixtures.corpus("h1_pause_stop_play", "har"), path])
        let session = try #require(r.timeline.viewingSessions.first { !$0.pingIndices.isEmpty })
        let c = SessionCoverage.of(session, timeline: r.timeline)
        #expect(
            c.gaps.contains { $0.contains("without the argument the log lost, the first loadMetadata") }, "\(c.gaps)")
        #expect(c.gaps.contains { $0.hasPrefix("no loadMetadata for content") })
    }

    /// A recording started late: the first half of the playheads (and everything before) lost.
    @Test func aTraceThatStartsLateDoesNotCover() throws {
        let total = try Fixtures.read("corpus/browser-sdk/a_vod_noads_correct.calls.jsonl").split(separator: "\n").count
        let path = try Self.trace("a_vod_noads_correct") { i, _ in i < total / 2 }
        let r = try Self.check([Fixtures.corpus("a_vod_noads_correct", "har"), path])
        let gaps = r.timeline.viewingSessions.filter { !$0.pingIndices.isEmpty }.flatMap {
            SessionCoverage.of($0, timeline: r.timeline).gaps
        }
        #expect(!gaps.isEmpty)
    }

    /// A log that kept the metadata but lost most playheads (ring buffer, throttling).
    @Test func aTraceMissingMostPlayheadsDoesNotCover() throws {
        var seen = 0
        let path = try Self.trace("a_vod_noads_correct") { _, line in
            guard line.contains("\"setPlayheadPosition\"") else { return false }
            seen += 1
            return seen > 5
        }
        let r = try Self.check([Fixtures.corpus("a_vod_noads_correct", "har"), path])
        let session = try #require(r.timeline.viewingSessions.first { !$0.pingIndices.isEmpty })
        let c = SessionCoverage.of(session, timeline: r.timeline)
        #expect(c.gaps.contains { $0.hasPrefix("playheads span") }, "\(c.gaps)")
    }

    // MARK: fallback

    /// Where the calls do not cover, sequence and playhead rules are never exact: they fall
    /// back to the pings (as with the HAR alone) or are not checked, and a rule the pings
    /// exercise is never "not exercised".
    @Test func uncoveredSessionsFallBackToThePings() throws {
        let path = try Self.trace("h1_pause_stop_play") { _, line in line.contains("\"loadMetadata\"") }
        let partial = try Self.check([Fixtures.corpus("h1_pause_stop_play", "har"), path])
        let har = try Self.check([Fixtures.corpus("h1_pause_stop_play", "har")])
        for id in ["NL201", "NL202", "NL204", "NL301", "NL302", "NL303", "NL304", "NL307"] {
            let got = Self.verdicts(partial, id)
            #expect(!got.isEmpty)
            #expect(
                got.allSatisfy { $0.certainty != .exact },
                "\(id): \(got.map { "\($0.verdict) \(String(describing: $0.certainty))" })")
            if Self.verdicts(har, id).contains(where: { $0.verdict == .pass || $0.verdict == .fail }) {
                #expect(got.allSatisfy { $0.verdict != .notExercised }, "\(id)")
            }
        }
        // Rules only calls decide are not checked, with the reason.
        for id in ["NL205", "NL207", "NL305"] {
            let got = Self.verdicts(partial, id)
            #expect(
                got.allSatisfy { $0.verdict == .notChecked && $0.reason?.contains("the log is incomplete") == true },
                "\(id)")
        }
        #expect(partial.findings.contains { $0.ruleID == "NL009" })
    }

    /// b_ads_correct's pings count ads; a log that lost the ads' loadMetadata lines cannot say
    /// the ad metadata is absent: NL110 is not checked (the pings exercise it), never "not
    /// exercised", and the gap names the ads.
    @Test func adsThePingsCountAreNeverNotExercised() throws {
        let path = try Self.trace("b_ads_correct") { _, line in
            line.contains("\"loadMetadata\"") && !line.contains("\"type\": \"content\"")
        }
        let r = try Self.check([Fixtures.corpus("b_ads_correct", "har"), path])
        let nl110 = Self.verdicts(r, "NL110")
        #expect(!nl110.isEmpty && nl110.allSatisfy { $0.verdict == .notChecked }, "\(nl110.map(\.verdict))")
        let nl009 = try #require(r.findings.first { $0.ruleID == "NL009" })
        #expect(nl009.message.contains("ads the pings count") || nl009.message.contains("ad the pings count"))
    }

    // MARK: combined metadata and disagreement

    /// The trace's metadata says a short assetid; the pings carry the long one the SDK sent.
    /// Seed 001: assetid at most 32 characters — the value sent is what counts.
    @Test func aLongValueInThePingsFailsEvenWhenTheCallsSaySomethingElse() throws {
        let long = "VID-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX0040"
        let trace = try Fixtures.read("corpus/browser-sdk/g_long_fields.calls.jsonl").replacingOccurrences(
            of: long, with: "VID-SHORT-1")
        #expect(trace.contains("VID-SHORT-1"), "the corpus script's assetid")
        let path = try Self.temporary("g_long_fields.calls.jsonl", trace)
        let r = try Self.check([Fixtures.corpus("g_long_fields", "har"), path])
        let nl101 = Self.verdicts(r, "NL101")
        #expect(nl101.contains { $0.verdict == .fail })
        #expect(r.findings.contains { $0.ruleID == "NL101" && $0.message.contains(long) })
        let nl115 = try #require(r.findings.first { $0.ruleID == "NL115" })
        #expect(nl115.message.contains("VID-SHORT-1") && nl115.message.contains(long))
        #expect(nl115.items.count == 2)
        // The view's loadMetadata is in the log, with another value: one cause, one finding.
        #expect(!r.findings.contains { $0.ruleID == "NL009" })
    }

    @Test(arguments: Fixtures.scenarios)
    func callsAndPingsOfOneRunAgree(scenario: String) throws {
        let r = try Self.check([Fixtures.corpus(scenario, "har"), Fixtures.corpus(scenario, "calls.jsonl")])
        let nl115 = Self.verdicts(r, "NL115")
        #expect(nl115.contains { $0.verdict == .pass && $0.certainty == .exact }, "\(nl115.map(\.verdict))")
        #expect(!r.findings.contains { $0.ruleID == "NL115" })
    }
}
