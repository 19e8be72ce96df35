import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// Rules cite Nielsen's guides by title and section, and the project ships its own reference
/// generated from `rules/` — what SARIF's helpUri and `nlcert explain` point at.
@Suite struct RuleReferenceTests {
    static let guides = [
        "DCR Italy Audio iOS SDK", "DCR Video iOS SDK", "DCR Ireland Video iOS SDK", "iOS Privacy and Opt-Out",
        "iOS AirPlay",
        "DCR Video Android SDK", "DCR Video Browser SDK", "DCR Static iOS SDK", "DCR Italy Static App SDK",
        "DTVR iOS SDK",
        "Android SDK API Reference", "AGF Metadata Convention",
    ]

    @Test func everyRuleCitesAGuideByTitleAndSection() throws {
        let set = try RuleSet.builtIn()
        for r in set.rules {
            let cites = Self.guides.contains { r.source.contains($0) } && r.source.contains(" — ")
            // A rule about the capture itself, which no Nielsen guide covers, says so.
            #expect(cites || r.source.hasPrefix("capture formats:"), "\(r.id): \(r.source)")
            #expect(
                !r.source.contains("seed") && !r.source.contains(".md"),
                "\(r.id) points at a document not in the repository: \(r.source)")
        }
        for p in set.profiles { #expect(!p.description.contains("seed"), "\(p.name): \(p.description)") }
    }

    @Test func onePagePerRuleWithWhyFixSourceAndExamples() throws {
        let set = try RuleSet.builtIn()
        let pages = RuleReference.pages(set)
        #expect(pages.count == set.rules.count + 1)
        let nl203 = try #require(pages.first { $0.name == "NL203-ad-playhead-starts-at-zero.md" })
        let rule = try #require(set.rule("NL203"))
        #expect(nl203.text.hasPrefix("# NL203 ad-playhead-starts-at-zero"))
        #expect(nl203.text.contains("## Why") && nl203.text.contains("## Fix") && nl203.text.contains("## Examples"))
        #expect(nl203.text.contains("DCR Video iOS SDK — Configure API calls, playheadPosition \\(Ad\\)"))
        #expect(nl203.text.contains("`\(rule.file)`"))
        #expect(nl203.text.components(separatedBy: "### ").count - 1 == rule.examples.count)
        let index = try #require(pages.last)
        #expect(index.name == "README.md")
        for r in set.rules { #expect(index.text.contains("(\(RuleReference.fileName(r)))")) }
    }

    @Test func rulesReferenceWritesThePagesAndExplainCitesTheGuide() throws {
        let dir = NSTemporaryDirectory() + "nlcert-reference-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let console = RecordingConsole()
        #expect(NLCert.run(["rules", "--reference", dir], console: console.console) == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.contains("README.md") && files.contains("NL302-stop-before-resume.md"))
        let explain = RecordingConsole()
        #expect(NLCert.run(["explain", "NL302"], console: explain.console) == 0)
        #expect(explain.out.contains("Source:    DCR Italy Audio iOS SDK — Interruptions during playback"))
        #expect(explain.out.contains("Reference: rules/sequence/NL302-stop-before-resume.json"))
    }
}
