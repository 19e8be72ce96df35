import Foundation
import NLCertCLI
import NLCertTestSupport
import Testing

@testable import NLCertBench
@testable import NLCertKit

/// `nlcert-bench`: the generator is deterministic and writes a HAR nlcert reads completely,
/// with its decoy ping URLs not taken for pings; the per-stage child entry point and the option
/// checks work. (Speed is measured by running the benchmark, never asserted in a test.)
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
        let summary = try SyntheticHARGenerator(targetBytes: 1_000_000, heavyBodies: false).write(to: a)
        #expect(try SyntheticHARGenerator(targetBytes: 1_000_000, heavyBodies: false).write(to: b) == summary)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
        #expect(summary.bytes >= 1_000_000)
        #expect(summary.bytes == (try FileManager.default.attributesOfItem(atPath: a)[.size] as? Int))

        let capture = try CaptureReader.read(paths: [a], stdin: { [] })
        #expect(capture.requests.count == summary.entries)
        #expect(capture.files.first?.creator == "Charles Proxy 4.6.6")
        let pings = capture.requests.filter { $0.url.contains(".imrworldwide.com/cgi-bin/gn?") }
        #expect(pings.count == summary.pings)
        let dcr = pings.filter { $0.url.contains("?prd=dcr&") }
        // About one in five, as the issue asks.
        let share = Double(summary.pings) / Double(summary.entries)
        #expect(share > 0.15 && share < 0.25)
        // Pings vary per session and carry the corpus' shape with filled-in placeholders.
        #expect(!dcr.isEmpty)
        #expect(pings.allSatisfy { !$0.url.contains("{") })
        #expect(dcr.allSatisfy { $0.url.contains("c59=sesid,bench") })
        #expect(Set(dcr.map { $0.url }).count == dcr.count)
        #expect(capture.requests.allSatisfy { $0.time?.utcOffsetSeconds == -25_200 && $0.status == 200 })
    }

    /// The benchmark's shape: big base64 and escaped script bodies, decoy ping URLs in initiator
    /// stacks and bodies. The file is valid JSON (Foundation's parser, not nlcert's, says so),
    /// its request URLs are the generated entries, and nlcert's check path keeps exactly the
    /// ping entries: no decoy is read as a ping.
    /// The text captures the benchmark reads: one line in a hundred the SDK's, each of them read
    /// as the call or the request it is (a viewing session is 64 calls and 6 pings), identical
    /// for the same size, and checked without a reading complaint.
    @Test(arguments: SyntheticTextLogGenerator.Kind.allCases)
    func textLogIsDeterministicAndEverySDKLineIsRead(_ kind: SyntheticTextLogGenerator.Kind) throws {
        let a = try tempPath("a-\(kind.rawValue).txt")
        let b = try tempPath("b-\(kind.rawValue).txt")
        let summary = try SyntheticTextLogGenerator(kind: kind, targetBytes: 3_000_000).write(to: a)
        #expect(try SyntheticTextLogGenerator(kind: kind, targetBytes: 3_000_000).write(to: b) == summary)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
        #expect((99...101).contains(summary.lines / summary.nielsenLines))
        #expect(summary.sessions >= 2)

        let capture = try CaptureReader.read(paths: [a], stdin: { [] })
        let pings = capture.requests.filter { $0.url.contains("imrworldwide.com/cgi-bin/gn?prd=dcr") }
        #expect(capture.calls.count + pings.count == summary.nielsenLines)
        #expect(capture.calls.filter { $0.api == .play }.count == summary.sessions)
        // Whole sessions in the file hold 60 playheads each, a second apart.
        let playheads = capture.calls.filter { $0.api == .playheadPosition }.count
        #expect(playheads >= 60 * (summary.sessions - 1))
        if kind == .iosConsole { #expect(pings.allSatisfy { $0.status == 200 }) }
        #expect(capture.notes.filter { $0.level == .warning }.isEmpty, "\(capture.notes.map(\.message))")
    }

    @Test func decoysAreNotReadAsPings() throws {
        let path = try tempPath("heavy.har")
        let summary = try SyntheticHARGenerator(targetBytes: 12_000_000).write(to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        let doc = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require((doc["log"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(entries.count == summary.entries)
        let urls = entries.compactMap { ($0["request"] as? [String: Any])?["url"] as? String }
        #expect(urls.filter { $0.contains("imrworldwide") }.count == summary.pings)
        // Decoys are really there: in the text of the file, not in any request URL.
        let text = String(decoding: data, as: UTF8.self)
        let inFile = text.components(separatedBy: #".imrworldwide.com\/cgi-bin\/gn?"#).count - 1
        #expect(summary.decoys > summary.pings / 2)
        #expect(inFile == summary.pings + summary.decoys)
        let bodies = entries.compactMap {
            (($0["response"] as? [String: Any])?["content"] as? [String: Any])?["text"] as? String
        }
        #expect(bodies.contains { $0.utf8.count >= 1_000_000 })
        #expect(
            bodies.contains {
                $0.contains("\"") && $0.contains("\\") && $0.contains("\u{E9}") && $0.contains("cgi-bin/gn?")
            })

        let capture = try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic)
        #expect(capture.requests.count == summary.pings)
        #expect(capture.requests.count + capture.leftOutRequests == summary.entries)
        #expect(TimelineBuilder.build(capture).pings.count == summary.pings)
    }

    @Test func stageEntryPointReadsTheFile() throws {
        let path = try tempPath("s.har")
        let summary = try SyntheticHARGenerator(targetBytes: 200_000, heavyBodies: false).write(to: path)
        let rec = RecordingConsole()
        let code = BenchMain.run(["--stage", "read", path], console: rec.console)
        #expect(code == 0)
        // The generator's Nielsen entries are its pings; every other entry is counted, not kept.
        #expect(rec.out == "read: \(summary.entries) requests, \(summary.pings) kept\n")
        for stage in ["timeline", "check"] {
            let later = RecordingConsole()
            #expect(BenchMain.run(["--stage", stage, path], console: later.console) == 0)
            #expect(later.out.hasPrefix("\(stage): \(summary.entries) requests, "))
        }
    }

    /// The benchmark's scaling stage runs check's rules and text report on N pings.
    @Test func scaleStageRunsTheRulesAndTheReport() throws {
        let path = try tempPath("scale.har")
        _ = try SyntheticHARGenerator(targetBytes: 300_000, heavyBodies: false).write(to: path)
        let rec = RecordingConsole()
        #expect(BenchMain.run(["--stage", "scale:2000", path], console: rec.console) == 0)
        #expect(rec.out.hasPrefix("scale:2000: 2000 pings in 200 sessions, "))
        #expect(BenchStage.named("scale:0") == nil)
    }

    /// A table's sizes: the variable's whole numbers in range, none when it is empty, the
    /// default when it is not set.
    @Test func tableSizesComeFromTheEnvironment() {
        let name = "NLCERT_BENCH_TEST_SIZES_\(getpid())"
        #expect(BenchStage.sizes(name, default: [3, 4]) == [3, 4])
        setenv(name, "0,2,5,20000000,x,7", 1)
        #expect(BenchStage.sizes(name, default: [3, 4], smallest: 2) == [2, 5, 7])
        setenv(name, "", 1)
        #expect(BenchStage.sizes(name, default: [3, 4]).isEmpty)
        unsetenv(name)
    }

    /// The distinct-ping HAR holds pings only, each URL its own, in sessions of the size asked.
    @Test func distinctPingsShareNoURL() throws {
        let path = try tempPath("distinct.har")
        let summary = try SyntheticHARGenerator(targetBytes: 0, distinctPings: (35, 10)).write(to: path)
        #expect(summary.pings == 35 && summary.entries == 35 && summary.decoys == 0)
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        #expect(capture.requests.count == 35)
        #expect(Set(capture.requests.map(\.url)).count == 35)
        #expect(capture.requests.allSatisfy { $0.status == 200 && $0.time != nil })
        let timeline = TimelineBuilder.build(capture)
        // Each session of ten: its session ping, view ping, metadata ping, then duration pings.
        #expect(timeline.appSessions.flatMap(\.viewingSessions).count == 4)
        #expect(timeline.pings.filter { $0.kind == .sessionPing }.count == 4)
    }

    /// Its report rows render every format but JSON on the same pings.
    @Test func reportsStageRendersTheOtherFormats() throws {
        let path = try tempPath("reports.har")
        _ = try SyntheticHARGenerator(targetBytes: 300_000, heavyBodies: false).write(to: path)
        let rec = RecordingConsole()
        #expect(BenchMain.run(["--stage", "reports:2000", path], console: rec.console) == 0)
        #expect(rec.out.hasPrefix("reports:2000: 2000 pings in 200 sessions, "))
        #expect(BenchStage.named("reports:0") == nil && BenchStage.named("reports:x") == nil)
    }

    @Test(arguments: [
        (["--size-mb", "0"], "--size-mb"),
        (["--size-mb", "lots"], "--size-mb"),
        (["--stage", "nope", "x.har"], "unknown stage"),
        (["--stage", "read"], "exactly one FILE"),
        (["file.har"], "takes no file"),
        (["--stage", "read", "/nonexistent/nlcert.har"], "cannot read the file"),
    ])
    func badUsageExitsTwo(args: [String], message: String) {
        let rec = RecordingConsole()
        #expect(BenchMain.run(args, console: rec.console) == 2)
        #expect(rec.err.contains(message))
        #expect(rec.out.isEmpty)
    }

    /// The Python baseline does what the jq filter does: on the small capture it prints the
    /// ping URLs, one per ping entry, and none of the decoys.
    @Test func pythonBaselineListsThePingURLs() throws {
        guard let python = BenchProcess.find("python3", path: ProcessInfo.processInfo.environment["PATH"]) else {
            return
        }
        let path = try tempPath("py.har")
        let summary = try SyntheticHARGenerator(targetBytes: 3_000_000).write(to: path)
        let out = try tempPath("py.txt")
        let m = try #require(BenchProcess.run([python, "-c", BenchBaselines.pythonScript, path], stdoutPath: out))
        #expect(m.exitStatus == 0)
        let lines = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == summary.pings)
        #expect(
            lines.allSatisfy {
                $0.contains("c59=sesid,bench") || $0.contains("prd=session") || $0.contains("prd=metadata")
            })
    }

    @Test func numbersAreFormattedWithoutFoundation() {
        #expect(BenchCommand.format(0.9664, 3) == "0.966")
        #expect(BenchCommand.format(311.4, 0) == "311")
        #expect(BenchCommand.format(70.05, 1) == "70.1")
        #expect(BenchCommand.format(0.04, 1) == "0.0")
        #expect(BenchCommand.pad("ab", 4, right: true) == "  ab")
    }
}
