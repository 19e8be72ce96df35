import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertKit

/// The iOS consoles in `samples/ios/`: two runs of the real App SDK's (its calls and the pings it
/// sent, from the corpus), written as an Xcode console prints the 10.x framework's lines. Each
/// sample must stay what the writer makes of its run (`NLCERT_WRITE_SAMPLES=1` rewrites them),
/// and `nlcert check` must give the verdict the run's script expects: content only passes; a
/// preroll loaded before the content's metadata fails NL301 ("DCR Video iOS SDK — Ad
/// Metadata": the content's metadata comes first, then the ad's), exactly, from the calls.
@Suite struct IOSSampleConsolesTests {
    static let samples: [(scenario: String, file: String)] = [
        ("a_content_only", "samples/ios/console-content.log"),
        ("c_preroll_before_content", "samples/ios/console-preroll-first.log"),
    ]

    static func console(_ scenario: String) throws -> String {
        var writer = IOSConsoleWriter(form: .xcode)
        writer.app = "NielsenDemo"
        return writer.write(IOSConsoleFormsTests.events(try IOSConsoleFormsTests.run(scenario)))
    }

    @Test(arguments: samples.map(\.scenario))
    func sampleIsTheWritersConsoleOfTheRun(_ scenario: String) throws {
        let path = Fixtures.repoPath(Self.samples.first { $0.scenario == scenario }!.file)
        let text = try Self.console(scenario)
        if ProcessInfo.processInfo.environment["NLCERT_WRITE_SAMPLES"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "rewrite with NLCERT_WRITE_SAMPLES=1")
    }

    static func check(_ file: String) throws -> CheckResult {
        let path = Fixtures.repoPath(file)
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        return try RuleEngine(ruleSet: try RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: [path])
    }

    @Test func contentOnlyPasses() throws {
        let r = try Self.check("samples/ios/console-content.log")
        #expect(r.timeline.calls.count > 30)
        #expect(r.findings.filter { $0.severity >= .warning }.map(\.ruleID) == [])
        #expect(r.verdicts.contains { $0.ruleID == "NL301" && $0.verdict == .pass && $0.certainty == .exact })
    }

    @Test func prerollFirstFailsNL301Exactly() throws {
        let r = try Self.check("samples/ios/console-preroll-first.log")
        let errors = r.findings.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID) == ["NL301"])
        #expect(errors.allSatisfy { $0.certainty == .exact })
    }
}
