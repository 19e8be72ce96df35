import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert decode` reads, decodes and writes one request at a time: a million-ping capture is
/// never held whole (it used to be read whole first: 3.8 GB for a million pings), and the bytes
/// written are those of the whole document.
@Suite struct DecodeStreamingTests {
    /// A capture served a little at a time as standard input, noting how much had been written to
    /// standard output when the reader first found the input's end.
    final class WatchedInput: ByteSource, @unchecked Sendable {
        let bytes: [UInt8]
        let written: () -> Int
        private var offset = 0
        private(set) var writtenAtEnd: Int?

        init(_ bytes: [UInt8], written: @escaping () -> Int) {
            self.bytes = bytes
            self.written = written
            super.init(sourcePath: "-")
        }

        override func readMore(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            let n = min(buffer.count, 256, bytes.count - offset)
            guard n > 0, let base = buffer.baseAddress else {
                if writtenAtEnd == nil { writtenAtEnd = written() }
                return 0
            }
            bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
            offset += n
            return n
        }
    }

    final class Output: @unchecked Sendable {
        var out = ""
        var err = ""
    }

    /// A HAR of `count` Nielsen pings, far longer than the 64 KiB format detection looks at.
    static func har(_ count: Int) -> [UInt8] {
        let entries = (0..<count).map { n in
            let url =
                "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&at=timer"
                + "&c59=sesid,1&rnd=\(n)"
            return "{\"startedDateTime\": \"2026-12-01T10:00:00.000Z\", \"time\": 1, "
                + "\"request\": {\"method\": \"GET\", "
                + "\"url\": \"\(url)\", \"headers\": []}, \"response\": {\"status\": 200, \"headers\": [], "
                + "\"content\": {\"size\": 0, \"mimeType\": \"image/gif\"}}}"
        }
        let text =
            "{\"log\": {\"version\": \"1.2\", \"creator\": {\"name\": \"test\", \"version\": \"1\"}, "
            + "\"entries\": [\n"
            + entries.joined(separator: ",\n") + "\n]}}\n"
        return Array(text.utf8)
    }

    static func decodeStandardInput(
        _ bytes: [UInt8], format: String
    ) -> (code: Int32, out: String, writtenAtEnd: Int?) {
        let output = Output()
        let input = WatchedInput(bytes) { output.out.utf8.count }
        let console = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false,
            writeOut: { output.out += $0 }, writeErr: { output.err += $0 }, readStdin: { bytes },
            stdinSource: { input })
        let code = NLCert.run(["decode", "--format", format, "-"], console: console)
        return (code, output.out, input.writtenAtEnd)
    }

    /// The first requests are written while the HAR is still being read (before: nothing was
    /// written until the whole capture was in memory).
    @Test(arguments: ["text", "json"]) func writesBeforeTheInputEnds(_ format: String) throws {
        let bytes = Self.har(1000)
        #expect(bytes.count > 4 * CaptureSniffer.prefixSize)
        let r = Self.decodeStandardInput(bytes, format: format)
        #expect(r.code == 0)
        #expect(r.out.components(separatedBy: "secure-sdk.imrworldwide.com/cgi-bin/gn").count == 1001)
        let atEnd = try #require(r.writtenAtEnd)
        #expect(atEnd > 0)
        #expect(atEnd <= r.out.utf8.count)
    }

    /// The same bytes as the whole document written at once, from the capture read whole.
    @Test(arguments: [
        "samples/h1.har", "samples/pings.txt", "samples/android-logcat-pause.txt", "samples/session.chlsj",
    ])
    func jsonIsTheWholeDocument(_ relative: String) throws {
        let path = Fixtures.repoPath(relative)
        let console = RecordingConsole()
        #expect(NLCert.run(["decode", "--format", "json", path], console: console.console) == 0)
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        let pings = capture.requests.map(PingDecoder.decode).filter { $0.kind.isNielsen }
        #expect(!pings.isEmpty)
        #expect(console.out == DecodeCommand.json(pings, dictionary: .shipped))
    }

    /// Text: one block per request, a blank line between them, in file order.
    @Test func textIsEveryRequestInOrder() throws {
        let path = Fixtures.repoPath("samples/pings.txt")
        let console = RecordingConsole()
        #expect(NLCert.run(["decode", "--all", path], console: console.console) == 0)
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        let pings = capture.requests.map(PingDecoder.decode)
        #expect(console.out == DecodeCommand.text(pings, total: pings.count, dictionary: .shipped))
    }

    /// A HAR large enough to be read in two halves by `check` is handed to `decode` in one pass:
    /// every request once, in file order, numbered from the file's start, the same on every run
    /// (the second half used to arrive early, numbered from its own start, in an order that
    /// changed from run to run).
    @Test func aLargeHARIsDecodedInFileOrder() throws {
        let folder = TempFolder("nlcert-decode-large")
        // 400 pings, 180 entries of 100 KB bodies (the middle of the file, where the second
        // half begins), 400 more pings: a file the reader would split.
        var text = String(decoding: Self.har(400), as: UTF8.self)
        let body = String(repeating: "x", count: 100_000)
        let padding = (0..<180).map { _ in
            "{\"startedDateTime\": \"2026-12-01T10:00:01.000Z\", \"request\": {\"method\": \"GET\", \"url\": \"https://example.com/big\"}, \"response\": {\"status\": 200, \"content\": {\"text\": \"\(body)\"}}}"
        }.joined(separator: ",\n")
        let tail = String(decoding: Self.har(400), as: UTF8.self)
        let tailEntries = tail[tail.range(of: "[\n")!.upperBound..<tail.range(of: "\n]}}")!.lowerBound]
        text = text.replacingOccurrences(of: "\n]}}\n", with: ",\n" + padding + ",\n" + tailEntries + "\n]}}\n")
        #expect(text.utf8.count > HARReader.splitMinimumBytes)
        let path = try folder.write(text, as: "large.har")
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var locations: [NLCertKit.SourceLocation] = []
        }
        func decoded() -> [NLCertKit.SourceLocation] {
            let seen = Seen()
            try? CaptureArguments.stream([path], console: RecordingConsole().console) { request in
                seen.lock.lock()
                seen.locations.append(request.location)
                seen.lock.unlock()
            }
            return seen.locations
        }
        let first = decoded()
        #expect(first.count == 980)
        #expect(first.map { $0.entry ?? -1 } == Array(0..<980))
        #expect(decoded() == first)
    }
}
