import Foundation
import NLCertTestSupport
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

    /// Inputs that once read differently in tiny chunks than whole: the same capture, or the
    /// same error, every way.
    @Test(arguments: inputs.filter { ($0 as NSString).lastPathComponent.hasPrefix("chunks-") })
    func chunksReadLikeTheWhole(input: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: input)))
        func outcome(_ chunk: Int) -> String {
            do {
                // As the fuzz targets read: a 4 KB scanner buffer, filled by reads of `chunk` bytes.
                let source = MemoryByteSource(bytes: bytes, path: "f", chunkSize: chunk)
                let c =
                    input.hasSuffix(".chlsj")
                    ? try CharlesJSONReader.read(source: source, bufferSize: 4096)
                    : try HARReader.read(source: source, bufferSize: 4096)
                return "\(c.requests)|\(c.calls)|\(c.notes)"
            } catch {
                return "error: \(error.description)"
            }
        }
        let whole = outcome(1 << 20)
        #expect(outcome(1) == whole)
        #expect(outcome(7) == whole)
    }
}
