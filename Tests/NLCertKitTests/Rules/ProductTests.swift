import Foundation
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// DCR Static and DTVR: the documented flows give no false finding under any profile, the broken
/// ones are flagged by their rules, and a rule never runs on a stream of a product it was not
/// written for. Flows from "DCR Static iOS SDK" and "DTVR iOS SDK" (API Call sequence), and
/// the Android SDK API Reference's sendID3() (a 249-character tag starting with www.nielsen.com).
@Suite struct ProductTests {
    static let t0 = 1_796_026_000_000.0
    static let appid = "P0A1B2C3D-0000-4000-8000-00000000C0DE"
    static let nielsenTag = "www.nielsen.com/" + String(repeating: "A", count: 233)

    static func call(_ ms: Double, _ api: String, _ args: JSONValue...) -> String {
        JSONWriter.write(.obj(["ts": .number(t0 + ms), "api": .string(api), "args": .array(args)]))
    }

    static let initCall = call(0, "init", .obj(["appid": .string(appid), "sfcode": "dcr", "nol_devDebug": "DEBUG"]))
    static func staticView(_ ms: Double, _ section: String) -> String {
        call(
            ms, "loadMetadata",
            .obj(["type": "static", "assetid": "PAGE-1", "section": .string(section), "segA": "segmentA"]))
    }

    /// The documented static flow: loadMetadata(type static) without play, then staticEnd.
    static let staticFlow = [initCall, staticView(1000, "Home"), call(31000, "staticEnd")]
    /// The documented DTVR flow: play, loadMetadata {type content, adModel "1"}, sendID3.
    static let dtvrFlow = [
        initCall, call(1000, "play", .obj(["channelName": "TheMovieTitle"])),
        call(1100, "loadMetadata", .obj(["type": "content", "adModel": "1"])),
        call(2000, "sendID3", .string(nielsenTag)),
        call(12000, "sendID3", .string(nielsenTag)),
    ]

    static func check(_ lines: [String], profile: String) throws -> CheckResult {
        let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n") + "\n", path: "flow.calls.jsonl")
        return try RuleEngine(ruleSet: RuleSet.builtIn(), profile: profile).check(
            TimelineBuilder.build(capture), inputs: ["flow"])
    }

    /// Warnings and errors (the debug flag's going-live note is info).
    static func problems(_ r: CheckResult) -> [String] {
        r.findings.filter { $0.severity >= .warning }.map { "\($0.ruleID): \($0.message)" }
    }

    static func failing(_ r: CheckResult) -> Set<String> {
        Set(r.findings.filter { $0.severity >= .warning }.map(\.ruleID))
    }

    @Test(arguments: ["dcr-video", "dcr-static"])
    func documentedStaticFlowHasNoFalseFinding(_ profile: String) throws {
        #expect(Self.problems(try Self.check(Self.staticFlow, profile: profile)) == [])
    }

    @Test(arguments: ["dcr-video", "dtvr"])
    func documentedDTVRMetadataHasNoFalseFinding(_ profile: String) throws {
        #expect(Self.problems(try Self.check(Self.dtvrFlow, profile: profile)) == [])
    }

    @Test func brokenStaticFlowsAreFlagged() throws {
        let noEnd = try Self.check(
            [Self.initCall, Self.staticView(1000, "Home"), Self.staticView(20000, "News")], profile: "dcr-static")
        #expect(Self.failing(noEnd) == ["NL320"])
        let playheads = try Self.check(
            [
                Self.initCall, Self.staticView(1000, "Home"), Self.call(2000, "setPlayheadPosition", 0),
                Self.call(3000, "setPlayheadPosition", 1), Self.call(31000, "staticEnd"),
            ], profile: "dcr-static")
        #expect(Self.failing(playheads) == ["NL220"])
    }

    @Test func brokenDTVRFlowIsFlagged() throws {
        var flow = Self.dtvrFlow
        flow[3] = Self.call(2000, "sendID3", "com.apple.streaming.transportStreamTimestamp")
        let r = try Self.check(flow, profile: "dtvr")
        #expect(Self.failing(r) == ["NL122"])
        #expect(r.findings.first { $0.ruleID == "NL122" }?.message.contains("not a Nielsen ID3 tag") == true)
    }

    @Test func productOfASessionComesFromItsCalls() throws {
        func product(_ lines: [String]) throws -> StreamProduct? {
            let capture = try TextCaptureReader.read(text: lines.joined(separator: "\n") + "\n", path: "p.calls.jsonl")
            let timeline = TimelineBuilder.build(capture)
            return timeline.viewingSessions.first.map { StreamProduct.of($0, in: timeline) }
        }
        #expect(try product(Self.staticFlow) == .staticContent)
        #expect(try product(Self.dtvrFlow) == .dtvr)
        let video = [
            Self.initCall, Self.call(1000, "play", .obj(["channelName": "x"])),
            Self.call(1100, "loadMetadata", .obj(["type": "content", "assetid": "V1"])),
            Self.call(2000, "setPlayheadPosition", 0),
        ]
        #expect(try product(video) == .video)
    }

    /// A video rule on a static view says why it did not run.
    @Test func aRuleOnAnotherProductIsNotExercisedWithTheReason() throws {
        let r = try Self.check(Self.staticFlow, profile: "dcr-video")
        let nl105 = try #require(r.verdicts.first { $0.ruleID == "NL105" })
        #expect(nl105.verdict == .notExercised)
        #expect(nl105.reason?.contains("DCR Static") == true)
    }

    @Test func rulesAndExplainForTheNewProfiles() {
        let statics = CheckCommandTests.run(["rules", "--profile", "dcr-static"])
        #expect(statics.code == 0)
        #expect(statics.out.contains("NL320") && statics.out.contains("NL120") && statics.out.contains("NL220"))
        let dtvr = CheckCommandTests.run(["rules", "--profile", "dtvr"])
        #expect(dtvr.out.contains("NL121") && dtvr.out.contains("NL122"))
        for id in ["NL120", "NL121", "NL122", "NL220", "NL320"] {
            let e = CheckCommandTests.run(["explain", id])
            #expect(e.code == 0)
            #expect(e.out.contains("SDK"), "\(id) cites its guide")
        }
    }

    @Test func loaderRejectsAnUnknownProduct() {
        let text = (RuleData.file("metadata/NL120-static-metadata-invalid.json") ?? "")
            .replacingOccurrences(of: "\"static\"\n  ]", with: "\"radio\"\n  ]")
        #expect(throws: RuleLoadError.self) { try RuleSetLoader.parseRule(text, file: "x.json") }
    }
}

/// Documented optional fields left out are an info notice (NL116), per profile, and
/// `--no-optional-notices` hides it.
@Suite struct OptionalNoticeTests {
    static let trace = [
        ProductTests.initCall, ProductTests.call(1000, "play", .obj(["channelName": "News"])),
        ProductTests.call(
            1100, "loadMetadata",
            .obj([
                "type": "content", "assetid": "VID-1", "program": "P", "title": "T", "length": "60",
                "airdate": "20240101 20:00:00", "isfullepisode": "y", "adloadtype": "2", "segB": "NA",
            ])),
        ProductTests.call(2000, "setPlayheadPosition", 0), ProductTests.call(3000, "setPlayheadPosition", 1),
        ProductTests.call(3100, "end"),
    ]

    @Test func absentOptionalFieldsAreAnInfoNoticeAndCanBeHidden() throws {
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/run.calls.jsonl"
        try (Self.trace.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let shown = CheckCommandTests.run(["check", path, "--format", "json"])
        let findings = try JSONParser.parse(shown.out)["results"]?[0]?["findings"]?.arrayValue ?? []
        let notice = try #require(findings.first { $0["ruleId"]?.stringValue == "NL116" })
        #expect(notice["severity"]?.stringValue == "info")
        let message = notice["message"]?.stringValue ?? ""
        #expect(
            message.contains("segC") && message.contains("crossId1") && message.contains("crossId2")
                && !message.contains("segB"))
        #expect(shown.code == 0, "a notice never fails the gate")
        let hidden = CheckCommandTests.run(["check", path, "--format", "json", "--no-optional-notices"])
        let after = try JSONParser.parse(hidden.out)["results"]?[0]?["findings"]?.arrayValue ?? []
        #expect(!after.contains { $0["ruleId"]?.stringValue == "NL116" })
    }

    /// Under dcr-static the optional fields are the static ones (segA, segB, segC).
    @Test func staticViewsHaveTheirOwnOptionalFields() throws {
        let flow = [
            ProductTests.initCall,
            ProductTests.call(1000, "loadMetadata", .obj(["type": "static", "assetid": "P-1", "section": "Home"])),
            ProductTests.call(9000, "staticEnd"),
        ]
        let r = try ProductTests.check(flow, profile: "dcr-static")
        let notice = try #require(r.findings.first { $0.ruleID == "NL116" })
        #expect(notice.message.contains("segA, segB, segC"))
    }
}

/// Ad metadata per position: b_ads_correct plays a preroll, a midroll and a postroll (its
/// script); with the midroll's type misspelt only the midroll fails, and a capture without ads
/// leaves every position not exercised.
@Suite struct AdPositionTests {
    static func check(_ text: String, path: String) throws -> CheckResult {
        let capture = try TextCaptureReader.read(text: text, path: path)
        return try RuleEngine(ruleSet: RuleSet.builtIn(), profile: "dcr-video").check(
            TimelineBuilder.build(capture), inputs: [path])
    }

    static func c5(_ r: CheckResult) throws -> String {
        try #require(r.checklist.first { $0.ruleIDs.contains("NL110") }).detail
    }

    @Test func eachPositionGetsItsOwnVerdict() throws {
        let trace = try Fixtures.read("corpus/browser-sdk/b_ads_correct.calls.jsonl")
        #expect(
            try Self.c5(Self.check(trace, path: "b.calls.jsonl")).hasSuffix(
                "preroll: pass, midroll: pass, postroll: pass"))
        let broken = trace.replacingOccurrences(of: "\"type\":\"midroll\"", with: "\"type\":\"midrol\"")
            .replacingOccurrences(of: "\"type\": \"midroll\"", with: "\"type\": \"midrol\"")
        try #require(broken != trace)
        let detail = try Self.c5(Self.check(broken, path: "b.calls.jsonl"))
        #expect(detail.hasSuffix("preroll: pass, midroll: fail, postroll: pass"), "\(detail)")
        let none = try Self.c5(
            Self.check(try Fixtures.read("corpus/browser-sdk/a_vod_noads_correct.calls.jsonl"), path: "a.calls.jsonl"))
        #expect(none.hasSuffix("preroll: not exercised, midroll: not exercised, postroll: not exercised"))
    }
}
