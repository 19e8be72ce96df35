import Foundation
import Testing
@testable import NLCertCLI
@testable import NLCertKit

/// Every input the fuzzer (or a person) found to crash nlcert is kept in Fixtures/fuzz and run
/// through `check` in every report format, `timeline` and `decode` in a child process, so a
/// trap fails the test instead of the test run.
@Suite struct LimitsFuzzFixtureTests {
    static let inputs: [String] = {
        let dir = Fixtures.path("fuzz")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0 != "README.md" }.sorted().map { dir + "/" + $0 }
    }()

    @Test func thereAreFixtures() { #expect(!Self.inputs.isEmpty) }

    @Test(arguments: inputs) func noCommandTraps(input: String) async {
        await #expect(processExitsWith: .success) { [input = input as String] in
            var commands: [[String]] = ReportFormat.allCases.map { ["check", input, "--format", $0.rawValue] }
            commands += [["timeline", input], ["timeline", input, "--format", "json"], ["decode", input]]
            for args in commands where NLCert.run(args, console: RecordingConsole().console) > 2 { exit(3) }
        }
    }
}
