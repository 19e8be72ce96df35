import Foundation
import Testing

@testable import NLCertKit

/// `RequestFilter.nielsenPings` decodes each Nielsen request as its reader keeps it
/// (`PingCarrier`), so that a capture holds pings rather than URLs. The timeline built from it
/// must be the one decoding after reading builds: the same pings, with the same locations and
/// times, the same sessions and notes — in every capture format, for a HAR read in one pass or
/// on two cores (whose tail is renumbered after it was decoded), and for a log whose
/// zone-less times are placed once the whole file is read.
@Suite struct DecodeWhileReadingTests {
    let folder = TempFolder("nlcert-carry")

    static func expectSame(_ carried: Timeline, _ after: Timeline, _ label: String) {
        #expect(carried.pings.count == after.pings.count, "\(label)")
        #expect(carried.pings == after.pings, "\(label)")
        #expect(carried.pings.map(\.location) == after.pings.map(\.location), "\(label)")
        #expect(carried.pings.map(\.capturedTime) == after.pings.map(\.capturedTime), "\(label)")
        #expect(carried.pings.map(\.url) == after.pings.map(\.url), "\(label)")
        #expect(carried.appSessions == after.appSessions, "\(label)")
        #expect(carried.notes == after.notes, "\(label)")
        #expect(carried.otherRequestCount == after.otherRequestCount, "\(label)")
    }

    static func timeline(_ paths: [String], _ filter: RequestFilter) throws -> Timeline {
        TimelineBuilder.build(try CaptureReader.read(paths: paths, stdin: { [] }, filter: filter))
    }

    /// Every corpus capture format, alone and with the files of the same run.
    static let captures: [[String]] = {
        var lists: [[String]] = []
        for s in Fixtures.scenarios {
            for ext in ["har", "urls.txt", "sdklog.txt"] { lists.append([Fixtures.corpus(s, ext)]) }
            lists.append([
                Fixtures.corpus(s, "har"), Fixtures.corpus(s, "sdklog.txt"), Fixtures.corpus(s, "calls.jsonl"),
            ])
        }
        for s in ["a_content_only", "c_preroll_before_content"] {
            let base = Fixtures.path("corpus/android-sdk/\(s)")
            lists.append([base + ".logcat.txt"])
            lists.append([base + ".urls.txt", base + ".logcat.txt", base + ".calls.jsonl"])
        }
        lists.append([Fixtures.path("corpus/public-pings.txt")])
        for sample in ["clean.har", "session.chlsj", "console-logcat.txt", "android-logcat-pause.txt", "pings.txt"] {
            lists.append([Fixtures.repoPath("samples/\(sample)")])
        }
        return lists
    }()

    @Test(arguments: captures)
    func theTimelineIsTheOneDecodingAfterReadingBuilds(paths: [String]) throws {
        let label = paths.map { ($0 as NSString).lastPathComponent }.joined(separator: " + ")
        Self.expectSame(try Self.timeline(paths, .nielsenPings), try Self.timeline(paths, .nielsenTraffic), label)
    }

    /// The capture holds each Nielsen ping in place of its URL; other requests stay as read.
    @Test func theCaptureHoldsPingsNotURLs() throws {
        let path = Fixtures.corpus("b_ads_correct", "har")
        let carried = try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenPings)
        let plain = try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic)
        #expect(carried.requests.count == plain.requests.count)
        #expect(carried.requests.count > 5)
        for (a, b) in zip(carried.requests, plain.requests) {
            #expect(a.url.isEmpty && a.carriage != nil)
            #expect(a.location == b.location && a.time == b.time && a.status == b.status)
        }
    }

    /// A HAR read on two cores: the tail's pings were decoded numbered from their part's own
    /// start, and take their final entry, line and column from the renumbered requests.
    @Test(arguments: ["lines", "pretty", "one line"])
    func halvesDecodedAsReadAreRenumbered(layout: String) throws {
        let path = try folder.write(
            HARTailTests.har(HARTailTests.entries(400, pretty: layout == "pretty"), layout: layout), as: "h.har")
        func capture(_ filter: RequestFilter, split: Bool) throws -> Capture {
            let (capture, onTwoCores) = try HARReader.read(
                source: try FileByteSource(path: path), bufferSize: 4096, maxStringBytes: 1 << 20, filter: filter,
                splitAbove: split ? 0 : Int.max)
            #expect(onTwoCores == split)
            return capture
        }
        let carried = TimelineBuilder.build(try capture(.nielsenPings, split: true))
        let after = TimelineBuilder.build(try capture(.nielsenTraffic, split: false))
        #expect(after.pings.count > 60)
        Self.expectSame(carried, after, layout)
        #expect(carried.pings.compactMap(\.location.entry).max() == after.pings.compactMap(\.location.entry).max())
    }

    /// A request kept by a carrier's filter that is not Nielsen traffic (a filter that keeps
    /// everything) is left as read, URL and all, and counted among the other requests.
    @Test func otherRequestsAreLeftAsRead() throws {
        let filter = RequestFilter(carrier: { PingCarrier() }) { _ in true }
        let path = Fixtures.corpus("a_vod_noads_correct", "har")
        let capture = try CaptureReader.read(paths: [path], stdin: { [] }, filter: filter)
        let others = capture.requests.filter { $0.carriage == nil }
        #expect(!others.isEmpty)
        #expect(others.allSatisfy { !$0.url.isEmpty && !$0.url.contains("imrworldwide") })
        let plain = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .all))
        Self.expectSame(TimelineBuilder.build(capture), plain, "all requests")
    }
}
