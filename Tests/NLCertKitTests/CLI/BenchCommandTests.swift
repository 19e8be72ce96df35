import Foundation
import Testing
@testable import NLCertCLI
@testable import NLCertKit
import NLCertTestSupport

/// `nlcert bench`: the generator is deterministic and writes a HAR nlcert reads completely;
/// the per-stage child entry point and the option checks work. (Speed is measured by running
/// the command, never asserted in a test.)
@Suite final class BenchCommandTests {
    /// This test's own temporary directory, removed when the test ends.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-bench-test-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: dir) }

    func tempPath(_ name: String) throws -> String {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    @Test func generatorIsDeterministicAndReadable() throws {
        let a = try tempPath("a.har")
        let b = try tempPath("b.har")
        let summary = try SyntheticHARGenerator(targetBytes: 1_000_000).write(to: a)
        #expect(try SyntheticHARGenerator(targetBytes: 1_000_000).write(to: b) == summary)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
        #expect(summary.bytes >= 1_000_000)
        #expect(summary.bytes == (try FileManager.default.attributesOfItem(atPath: a)[.size] as? Int))

        let capture = try CaptureReader.read(paths: [a], stdin: { [] })
        #expect(capture.requests.count == summary.entries)
        #expect(capture.files.first?.creator == "Charles Proxy 4.6.6")
        let pings = capture.requests.filter { $0.url.contains(".imrworldwide.com/cgi-bin/gn?") }
        #expect(pings.count == summary.pings)
        let dcr = pings.filter { $0.url.contains("?prd=dcr&") }
        // About one in five, as the brief asks.
        let share = Double(summary.pings) / Double(summary.entries)
        #expect(share > 0.15 && share < 0.25)
        // Pings vary per session and carry the corpus' shape with filled-in placeholders.
        #expect(!dcr.isEmpty)
        #expect(pings.allSatisfy { !$0.url.contains("{") })
        #expect(dcr.allSatisfy { $0.url.contains("c59=sesid,bench") })
        #expect(Set(dcr.map { $0.url }).count == dcr.count)
        #expect(capture.requests.allSatisfy { $0.time?.utcOffsetSeconds == -25_200 && $0.status == 200 })
    }

    @Test func stageEntryPointReadsTheFile() throws {
        let path = try tempPath("s.har")
        let summary = try SyntheticHARGenerator(targetBytes: 200_000).write(to: path)
        let rec = RecordingConsole()
        let code = NLCert.run(["bench", "--stage", "read", path], console: rec.console)
        #expect(code == 0)
        // The generator's Nielsen entries are its pings; every other entry is counted, not kept.
        #expect(rec.out == "read: \(summary.entries) requests, \(summary.pings) kept\n")
        for stage in ["timeline", "check"] {
            let later = RecordingConsole()
            #expect(NLCert.run(["bench", "--stage", stage, path], console: later.console) == 0)
            #expect(later.out.hasPrefix("\(stage): \(summary.entries) requests, "))
        }
    }

    @Test(arguments: [
        (["bench", "--size-mb", "0"], "--size-mb"),
        (["bench", "--size-mb", "lots"], "--size-mb"),
        (["bench", "--stage", "nope", "x.har"], "unknown stage"),
        (["bench", "--stage", "read"], "exactly one FILE"),
        (["bench", "file.har"], "takes no file"),
        (["bench", "--stage", "read", "/nonexistent/nlcert.har"], "cannot read the file"),
    ])
    func badUsageExitsTwo(args: [String], message: String) {
        let rec = RecordingConsole()
        #expect(NLCert.run(args, console: rec.console) == 2)
        #expect(rec.err.contains(message))
        #expect(rec.out.isEmpty)
    }

    @Test func numbersAreFormattedWithoutFoundation() {
        #expect(BenchCommand.format(0.9664, 3) == "0.966")
        #expect(BenchCommand.format(311.4, 0) == "311")
        #expect(BenchCommand.format(70.05, 1) == "70.1")
        #expect(BenchCommand.format(0.04, 1) == "0.0")
        #expect(BenchCommand.pad("ab", 4, right: true) == "  ab")
    }
}
