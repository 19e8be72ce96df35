import Foundation
import Testing

@testable import NLCertKit

/// The binary carries a copy of `rules/`, made at build time by the EmbedRulesPlugin. This test
/// reads both and fails when they differ (the plugin's declared inputs missed a file); it never
/// writes anything.
@Suite struct EmbeddedRuleDataTests {
    static let repoRoot = Fixtures.repoRoot

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
        let embedded = RuleData.files
        #expect(!disk.isEmpty)
        #expect(
            embedded.map(\.path) == disk.map(\.path),
            "rules/ and the embedded copy list different files; run swift build")
        for (a, b) in zip(embedded, disk) where a.contents != b.contents {
            Issue.record("the embedded copy of rules/\(a.path) differs from the file; run swift build")
        }
    }

    @Test func noGeneratedRuleSourceIsCommitted() {
        let path = Self.repoRoot.appendingPathComponent("Sources/NLCertKit/Support/EmbeddedRuleData.swift").path
        #expect(
            !FileManager.default.fileExists(atPath: path),
            "EmbeddedRuleData is generated at build time; delete the committed copy")
    }
}
