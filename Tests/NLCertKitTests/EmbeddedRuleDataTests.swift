import Foundation
import Testing
@testable import NLCertKit

/// The binary carries a copy of `rules/`. This test fails when the copy is stale and, with
/// `NLCERT_UPDATE_EMBEDDED=1`, regenerates it.
@Suite struct EmbeddedRuleDataTests {
    static let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func filesOnDisk() throws -> [(path: String, contents: String)] {
        let rulesDir = repoRoot.appendingPathComponent("rules")
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: rulesDir.path) else { return [] }
        var files: [(String, String)] = []
        for case let relative as String in walker {
            guard relative.hasSuffix(".json") else { continue }
            let contents = try String(contentsOfFile: rulesDir.appendingPathComponent(relative).path, encoding: .utf8)
            files.append((relative, contents))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func embeddedCopyMatchesRulesFolder() throws {
        let disk = try Self.filesOnDisk()
        let generatedPath = Self.repoRoot.appendingPathComponent("Sources/NLCertKit/Support/EmbeddedRuleData.swift").path
        let expected = RuleData.generateSource(disk)
        if ProcessInfo.processInfo.environment["NLCERT_UPDATE_EMBEDDED"] == "1" {
            try expected.write(toFile: generatedPath, atomically: true, encoding: .utf8)
            return
        }
        let embedded = RuleData.files
        #expect(embedded.map(\.path) == disk.map(\.path), "rules/ and the embedded copy list different files; run NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests")
        for (a, b) in zip(embedded, disk) where a.contents != b.contents {
            Issue.record("embedded copy of rules/\(a.path) is stale; run NLCERT_UPDATE_EMBEDDED=1 swift test --filter EmbeddedRuleDataTests")
        }
    }

    @Test func generatedLiteralSurvivesQuotesAndHashes() {
        #expect(RuleData.delimiterLength(for: ###"a "## b"###) == 3)
        #expect(RuleData.delimiterLength(for: "plain") == 1)
    }
}
