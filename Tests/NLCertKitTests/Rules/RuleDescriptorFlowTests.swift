import Foundation
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// Reports describe the rules the run used — the engine puts them in the result — so a user's
/// `--rules DIR` override shows in every format, and Report never reloads the built-in set.
@Suite struct RuleDescriptorFlowTests {
    @Test func anOverriddenRuleIsDescribedAsOverriddenInEveryFormat() throws {
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let original = try #require(RuleData.file("metadata/NL101-assetid-too-long.json"))
        var rule = try JSONParser.parse(original)
        guard case .object(var members) = rule else {
            Issue.record("not an object")
            return
        }
        for i in members.indices {
            if members[i].key == "title" { members[i].value = "House title for long asset ids" }
            if members[i].key == "rationale" { members[i].value = "Our house rationale for the limit." }
        }
        rule = .object(members)
        try JSONWriter.write(rule, pretty: true).write(toFile: dir + "/NL101.json", atomically: true, encoding: .utf8)
        let capture = Fixtures.corpus("g_long_fields", "har")
        for format in ["sarif", "json", "html"] {
            let r = CheckCommandTests.run(["check", capture, "--rules", dir, "--format", format])
            #expect(r.code == 1, "\(format): \(r.err)")
            switch format {
            case "sarif":
                let rules = try JSONParser.parse(r.out)["runs"]?[0]?["tool"]?["driver"]?["rules"]?.arrayValue ?? []
                let nl101 = try #require(rules.first { $0["id"]?.stringValue == "NL101" })
                #expect(nl101["fullDescription"]?["text"]?.stringValue?.hasPrefix("Our house rationale") == true)
                #expect(nl101["shortDescription"]?["text"]?.stringValue == "House title for long asset ids")
            case "json":
                let rules = try JSONParser.parse(r.out)["results"]?[0]?["rules"]?.arrayValue ?? []
                let nl101 = try #require(rules.first { $0["id"]?.stringValue == "NL101" })
                #expect(nl101["description"]?.stringValue?.hasPrefix("Our house rationale") == true)
            default:
                #expect(r.out.contains("House title for long asset ids"))
            }
        }
    }

    @Test func reportDoesNotReachBackIntoTheRuleSet() throws {
        let report = Fixtures.repoRoot.appendingPathComponent("Sources/NLCertKit/Report")
        let files = try FileManager.default.contentsOfDirectory(atPath: report.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for f in files {
            let text = try String(contentsOfFile: report.appendingPathComponent(f).path, encoding: .utf8)
            #expect(!text.contains("RuleSet.builtIn"), "\(f) reloads the built-in rules")
        }
    }
}
