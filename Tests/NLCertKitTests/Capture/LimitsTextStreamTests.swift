import Foundation
import Testing

@testable import NLCertKit

#if canImport(Glibc)
    import Glibc
#endif

/// Text captures and traces stream line by line: memory follows the Nielsen lines, not the file
/// (a text over 256 MiB used to be refused, and a 200 MB line cost 1 GB); a huge line is cut
/// with a note; chunk boundaries, pipes and byte-order marks change nothing.
@Suite struct LimitsTextStreamTests {
    /// A logcat made on the fly: `lines` lines of `width` bytes of noise, with one ping line
    /// every `pingEvery` lines. Never held whole.
    final class LogcatSource: ByteSource {
        let noise: [UInt8]
        let ping: [UInt8]
        let lines: Int
        let pingEvery: Int
        private var line = 0
        private var pending: [UInt8] = []
        private var offset = 0

        init(lines: Int, width: Int, pingEvery: Int, ping: String) {
            let head = "05-02 14:03:11.000  4321  4398 D chatty  : "
            noise = Array((head + String(repeating: "x", count: max(0, width - head.utf8.count - 1)) + "\n").utf8)
            self.ping = Array(("05-02 14:03:12.000  4321  4398 D NielsenAPPSDK: " + ping + "\n").utf8)
            self.lines = lines
            self.pingEvery = pingEvery
            super.init(sourcePath: "generated.logcat")
        }

        override func readMore(into buffer: UnsafeMutableRawBufferPointer) throws(CaptureError) -> Int {
            if offset == pending.count {
                guard line < lines else { return 0 }
                pending = line % pingEvery == pingEvery - 1 ? ping : noise
                offset = 0
                line += 1
            }
            let n = min(buffer.count, pending.count - offset)
            pending.withUnsafeBytes { src in
                buffer.baseAddress!.copyMemory(from: src.baseAddress! + offset, byteCount: n)
            }
            offset += n
            return n
        }
    }

    static let pingURL: String = {
        let text = (try? String(contentsOfFile: Fixtures.corpus("b_ads_correct", "urls.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { $0.split(separator: "\t").last }
            .first { $0.contains("/cgi-bin/gn?") }.map(String.init) ?? ""
    }()

    /// 40 MB of logcat with 400 ping lines: every ping found, and the child's resident memory
    /// grows by far less than the file (read whole, the bytes and their text alone took twice
    /// its size; a text over 256 MiB was refused).
    @Test func largeLogcatStreamsInBoundedMemory() async {
        await #expect(processExitsWith: .success) {
            func residentKiB() -> Int {
                let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
                let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
                return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
            }
            var usage = rusage()
            let source = LogcatSource(lines: 20_000, width: 2000, pingEvery: 50, ping: Self.pingURL)
            let before = residentKiB()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let peakBefore = usage.ru_maxrss
            let capture: Capture
            do {
                capture = try CaptureReader.read(source: source, filter: .nielsenTraffic)
            } catch {
                exit(3)
            }
            guard capture.requests.count == 400 else { exit(4) }
            getrusage(RUSAGE_SELF.rawValue, &usage)
            // Peak growth (KiB) while reading 40 MB: a few chunks, not the file.
            guard usage.ru_maxrss - max(peakBefore, before) < 16 * 1024 else { exit(5) }
        }
    }

    /// A line longer than 1 MiB is cut with a note; the lines after it are read.
    @Test func hugeLineIsCutWithANote() throws {
        var text = Self.pingURL + String(repeating: "é", count: 1_500_000) + "\n"
        text += Self.pingURL + "\n"
        let capture = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(text.utf8), path: "long.txt", chunkSize: 100_000))
        #expect(capture.requests.count == 2)
        #expect(capture.requests.last?.location.line == 2)
        let note = capture.notes.first { $0.message.contains("longer than 1 MiB") }
        #expect(note?.location.line == 1)
        #expect(note?.level == .warning)
    }

    /// What a text capture yields does not depend on where the chunks end, or on whether the
    /// text arrived through a pipe (read back from a temporary copy after the year scan).
    @Test(arguments: [
        "logs/paste_run.logcat-threadtime.txt", "logs/paste_run.ios-xcode.txt", "logs/console_quirks.txt",
        "logs/garbled_lines.txt", "logs/paste_run.calls.jsonl", "capture/trace_comments.calls.jsonl",
    ])
    func chunksAndPipesChangeNothing(fixture: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(fixture))))
        let whole = try CaptureReader.read(source: MemoryByteSource(bytes: bytes, path: "f"))
        for chunk in [1, 7, 4096] {
            let parts = try CaptureReader.read(source: MemoryByteSource(bytes: bytes, path: "f", chunkSize: chunk))
            #expect(parts.requests == whole.requests)
            #expect(parts.calls == whole.calls)
            #expect(parts.notes == whole.notes)
        }
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let writeEnd = fds[1]
        let writer = Thread {
            bytes.withUnsafeBytes { b in
                var off = 0
                while off < b.count {
                    let n = write(writeEnd, b.baseAddress! + off, b.count - off)
                    if n <= 0 { break }
                    off += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        let piped = try CaptureReader.read(source: FileByteSource(descriptor: fds[0], path: "f", closing: true))
        #expect(piped.requests == whole.requests)
        #expect(piped.calls == whole.calls)
        #expect(piped.notes == whole.notes)
    }

    /// A NUL byte far into a text is still binary data, with its line, column and offset.
    @Test func nulByteIsLocated() {
        // Past what format detection looks at, so the line reader is the one that finds it.
        let lines = String(repeating: Self.pingURL + "\n", count: 200)
        let text = Array("# list\n\(lines)ab".utf8) + [0] + Array("\n".utf8)
        #expect(throws: CaptureError.self) {
            try CaptureReader.read(source: MemoryByteSource(bytes: text, path: "n.txt", chunkSize: 5))
        }
        do {
            _ = try CaptureReader.read(source: MemoryByteSource(bytes: text, path: "n.txt", chunkSize: 5))
        } catch {
            #expect(error.line == 202)
            #expect(error.column == 3)
            #expect(error.problem.contains("byte offset \(text.count - 2)"))
        }
    }
}
