import Foundation
import Testing

@testable import NLCertCLI
@testable import NLCertKit

#if canImport(Glibc)
    import Glibc
    import NLCertTestSupport
#endif

/// Inputs that are not plain files, or directories with files that are not captures: standard
/// input streams (never read whole), FIFOs and devices in a directory are never opened, and a
/// directory's unreadable file is that file's error while the other captures are still checked.
@Suite struct LimitsInputTests {
    static let clean = Fixtures.corpus("a_vod_noads_correct", "har")
    static let long = Fixtures.corpus("g_long_fields", "har")

    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    static func tempDir() throws -> String {
        let dir = NSTemporaryDirectory() + "nlcert-limits-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// `nlcert check - < /dev/zero` ends with exit 2 (binary input) in bounded memory: the child
    /// may not grow by more than 1 GiB of address space, and reading standard input whole used
    /// to take all the memory there was.
    @Test func standardInputIsAStream() async {
        await #expect(processExitsWith: .exitCode(2)) {
            let zero = open("/dev/zero", O_RDONLY)
            guard zero >= 0, dup2(zero, 0) == 0 else { exit(20) }
            let pages =
                (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?
                .split(separator: " ").first.flatMap { Int($0) } ?? 0
            var limit = rlimit()
            limit.rlim_cur = rlim_t(pages * Int(sysconf(Int32(_SC_PAGESIZE))) + (1 << 30))
            limit.rlim_max = limit.rlim_cur
            guard setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { exit(21) }
            alarm(60)
            exit(NLCert.run(["check", "-"], console: Console.system()))
        }
    }

    /// Standard input reaches the readers as a stream and gives the same verdict as the file.
    @Test func standardInputGivesTheFilesVerdict() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.long)))
        let console = RecordingConsole()
        let streamed = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false, writeOut: { _ in }, writeErr: { _ in },
            readStdin: {
                Issue.record("standard input was read whole")
                return bytes
            },
            stdinSource: { MemoryByteSource(bytes: bytes, path: "-", chunkSize: 4096) })
        #expect(NLCert.run(["check", "-", "--format", "json"], console: streamed) == 1)
        #expect(NLCert.run(["check", Self.long], console: console.console) == 1)
    }

    /// `nlcert diff - AFTER` reads standard input as a stream like `check` (it used to read it
    /// whole: `nlcert diff - b.har < /dev/zero` grew by 850 MB in ten seconds).
    @Test func diffReadsStandardInputAsAStream() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.long)))
        let streamed = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false, writeOut: { _ in }, writeErr: { _ in },
            readStdin: {
                Issue.record("standard input was read whole")
                return bytes
            },
            stdinSource: { MemoryByteSource(bytes: bytes, path: "-", chunkSize: 4096) })
        #expect(NLCert.run(["diff", "-", Self.long], console: streamed) == 0)
    }

    /// A FIFO and a device in a directory are noted and skipped, never opened (opening a FIFO
    /// without a writer blocks for ever; the alarm turns that into a failure).
    @Test func directoryScanSkipsSpecialFiles() async throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.clean, toPath: dir + "/a.har")
        #expect(mkfifo(dir + "/b.har", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/c.log", withDestinationPath: "/dev/zero")
        await #expect(processExitsWith: .success) { [dir = dir as String] in
            alarm(30)
            let console = RecordingConsole()
            let code = NLCert.run(["check", dir], console: console.console)
            guard code == 0 else { exit(10 + code) }
            guard console.err.contains("b.har: not a regular file"), console.err.contains("c.log: not a regular file")
            else { exit(5) }
            guard console.out.contains("a.har") else { exit(6) }
        }
    }

    /// A FIFO named on the command line (as `nlcert check <(adb logcat -d)` names /dev/fd/N) is
    /// read as a stream.
    @Test func namedFIFOIsReadAsAStream() async throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/capture"
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = try String(contentsOfFile: Fixtures.corpus("g_long_fields", "urls.txt"), encoding: .utf8)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            guard fd >= 0 else { return }
            Console.writeAll(fd: fd, text)
            close(fd)
        }
        writer.start()
        #expect(Self.run(["check", fifo]).code == 1)
    }

    /// One unreadable or non-capture file in a directory is that file's error; the other
    /// captures (and the rest of a capture the bad file would have joined) are still checked.
    /// Exit 2 only when nothing could be checked, or with --strict.
    @Test func directoryWithBadFilesChecksTheRest() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.long, toPath: dir + "/a.har")
        try "not json at all {".write(toFile: dir + "/b.har", atomically: true, encoding: .utf8)
        try "meeting notes, nothing else\n".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        try Data([0, 1, 2, 3]).write(to: URL(fileURLWithPath: dir + "/a.sdklog.txt"))
        let run = Self.run(["check", dir])
        #expect(run.code == 1)  // a.har's own verdict: g_long_fields has errors
        #expect(run.out.contains("a.har"))
        #expect(run.err.contains("b.har"))
        #expect(run.err.contains("notes.txt"))
        #expect(run.err.contains("a.sdklog.txt"))
        #expect(run.err.contains("3 file(s) could not be read"))
        #expect(Self.run(["check", dir, "--strict"]).code == 2)
        #expect(Self.run(["check", dir, "--exit-zero"]).code == 0)

        try FileManager.default.removeItem(atPath: dir + "/a.har")
        let nothing = Self.run(["check", dir])
        #expect(nothing.code == 2)
        #expect(nothing.err.contains("no capture could be checked"))
    }

    /// A named file that cannot be read is still the run's error.
    @Test func namedBadFileIsStillExit2() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "not json at all {".write(toFile: dir + "/b.har", atomically: true, encoding: .utf8)
        #expect(Self.run(["check", Self.clean, dir + "/b.har"]).code == 2)
    }

    /// 5,000 skipped files are one line with a count and the first names, not 5,000 lines.
    @Test func manySkippedFilesAreCounted() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.clean, toPath: dir + "/a.har")
        for i in 0..<5000 {
            _ = FileManager.default.createFile(atPath: dir + "/skip\(i).md", contents: nil)
        }
        let run = Self.run(["check", dir])
        #expect(run.code == 0)
        #expect(run.err.split(separator: "\n").count <= 3)
        #expect(run.err.contains("skipped 5000 entries"))
        #expect(run.err.contains("and 4995 more"))
        #expect(run.err.utf8.count < 1000)
    }
}
