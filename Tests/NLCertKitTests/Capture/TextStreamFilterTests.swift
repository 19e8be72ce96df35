import Foundation
import Testing

@testable import NLCertKit

/// A text capture offers each request to the reader's filter as soon as no later line can change
/// it, so `decode` of a million-URL list writes as it reads and `check` never holds the traffic it
/// drops. What is kept, counted and noted is what filtering the whole capture afterwards gave.
@Suite struct TextStreamFilterTests {
    /// Bytes in memory, rewindable (a regular file), that say how far the current pass has read.
    final class WatchedSource: ByteSource, @unchecked Sendable {
        let bytes: [UInt8]
        private(set) var offset = 0

        init(_ text: String, path: String = "watched.txt") {
            bytes = Array(text.utf8)
            super.init(sourcePath: path)
        }

        override var canRewind: Bool { true }
        override func rewindUnderlying() { offset = 0 }

        override func readMore(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            // A line at most per read, so a reader that waits for the end shows it.
            let n = min(buffer.count, 64, bytes.count - offset)
            guard n > 0, let base = buffer.baseAddress else { return 0 }
            bytes.withUnsafeBytes { base.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
            offset += n
            return n
        }
    }

    /// What the filter saw: each request's URL with how much of the file had been read then.
    final class Offers: @unchecked Sendable {
        var seen: [(url: String, offset: Int)] = []
    }

    static func urls(_ count: Int) -> [String] {
        (0..<count).map { n in
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&c59=sesid,\(n)&rnd=\(n)"
        }
    }

    @Test func requestsAreOfferedWhileTheFileIsRead() throws {
        let list = Self.urls(40)
        let source = WatchedSource(list.joined(separator: "\n") + "\n")
        let offers = Offers()
        let filter = RequestFilter { request in
            offers.seen.append((request.url, source.offset))
            return false
        }
        let capture = try CaptureReader.read(source: source, filter: filter)
        #expect(offers.seen.map(\.url) == list)
        // The first URL went to the filter long before the reader reached the end of the file.
        #expect((offers.seen.first?.offset ?? .max) < source.bytes.count / 2)
        #expect(capture.requests.isEmpty)
        #expect(capture.leftOutRequests == 40)
        #expect(capture.files.first?.requestCount == 40)
    }

    @Test func keptRequestsKeepTheirPlaceInTheFile() throws {
        let list = Self.urls(5)
        let source = WatchedSource(list.joined(separator: "\n"))
        let capture = try CaptureReader.read(source: source, filter: RequestFilter { $0.url.hasSuffix("rnd=3") })
        #expect(capture.requests.map(\.ordinal) == [3])
        #expect(capture.requests.map(\.location.line) == [4])
        #expect(capture.leftOutRequests == 4)
    }

    /// An App SDK ping announced by "Sending message:" is offered only once its "Sent data ping
    /// successfully" line came: the request the filter sees is the delivered one.
    @Test func aPingWaitingForItsConfirmationIsOfferedConfirmed() throws {
        let text = try String(contentsOfFile: Fixtures.repoPath("samples/android-logcat-pause.txt"), encoding: .utf8)
        let offers = Offers()
        let statuses = StatusLog()
        let source = WatchedSource(text, path: "android-logcat-pause.txt")
        _ = try CaptureReader.read(
            source: source,
            filter: RequestFilter { request in
                offers.seen.append((request.url, source.offset))
                statuses.values.append(request.status)
                return true
            })
        let whole = try TextCaptureReader.read(text: text, path: "android-logcat-pause.txt")
        #expect(statuses.values == whole.requests.map(\.status))
        #expect(whole.requests.contains { $0.status == 200 })
    }

    final class StatusLog: @unchecked Sendable {
        var values: [Int?] = []
    }

    /// Filtering as the lines go gives what filtering the whole capture afterwards gave: the same
    /// requests (ordinals included), count left out, per-file count and notes.
    @Test(arguments: [
        "samples/android-logcat-pause.txt", "samples/console-logcat.txt", "samples/pings.txt",
        "Tests/NLCertKitTests/Fixtures/logs/paste_run.logcat-threadtime.txt",
        "Tests/NLCertKitTests/Fixtures/logs/paste_run.ios-xcode.txt",
        "Tests/NLCertKitTests/Fixtures/logs/console_quirks.txt",
        "Tests/NLCertKitTests/Fixtures/logs/garbled_lines.txt",
        "Tests/NLCertKitTests/Fixtures/logs/android10_content.logcat.txt",
        "Tests/NLCertKitTests/Fixtures/logs/b_ads_preroll_metadata_first.sdklog.txt",
    ])
    func filteringAsTheLinesGoChangesNothing(_ relative: String) throws {
        let path = Fixtures.repoPath(relative)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Only hosts with "secure" in them: a filter that keeps some Nielsen requests and not others.
        let keeps: @Sendable (CapturedRequest) -> Bool = { $0.url.contains("secure") }
        var expected = try TextCaptureReader.read(text: text, path: path)
        let before = expected.requests.count
        expected.requests.removeAll { !keeps($0) }
        let streamed = try CaptureReader.read(
            source: MemoryByteSource(bytes: Array(text.utf8), path: path, chunkSize: 7),
            filter: RequestFilter(keeps: keeps))
        #expect(streamed.requests == expected.requests)
        #expect(streamed.leftOutRequests == before - expected.requests.count)
        #expect(streamed.files == expected.files)
        #expect(streamed.notes == expected.notes)
        #expect(streamed.calls == expected.calls)
    }
}
