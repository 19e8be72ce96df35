import Foundation
import Testing

@testable import NLCertKit

/// Two network captures of one run (a Charles session and a DevTools HAR side by side, or two
/// exports that overlap) hold the same requests twice: the timeline keeps one copy of each, says
/// so, and the verdicts are those of one capture. Files that do not overlap, and a request sent
/// twice within one file, are kept whole.
@Suite final class CaptureCopyDedupTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-copies-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: dir) }

    /// The scenario's HAR entries, as JSON objects.
    static func entries(_ scenario: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.corpus(scenario, "har")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let log = try #require(root["log"] as? [String: Any])
        return try #require(log["entries"] as? [[String: Any]])
    }

    /// Writes `entries` as a HAR named `name`, each start time moved by `shift` seconds.
    func write(_ entries: [[String: Any]], _ name: String, shift: Double = 0) throws -> String {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let moved = entries.map { e -> [String: Any] in
            guard shift != 0, let t = e["startedDateTime"] as? String,
                let ms = Timestamp.parseISO8601(t)?.epochMillis
            else { return e }
            var e = e
            let date = Date(timeIntervalSince1970: (ms + shift * 1000) / 1000)
            let f = ISO8601DateFormatter()
            f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            e["startedDateTime"] = f.string(from: date)
            return e
        }
        let doc: [String: Any] = ["log": ["version": "1.2", "creator": ["name": "test"], "entries": moved]]
        let path = dir.appendingPathComponent(name).path
        try JSONSerialization.data(withJSONObject: doc).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func verdicts(_ paths: [String]) throws -> (summary: [String], timeline: Timeline) {
        let timeline = TimelineBuilder.build(try CaptureReader.read(paths: paths, stdin: { [] }))
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(timeline, inputs: paths)
        let summary = r.verdicts.map {
            "\($0.ruleID) \($0.sessionOrdinal ?? 0) \($0.verdict) \($0.findings.map(\.message))"
        }.sorted()
        return (summary, timeline)
    }

    static func copyNotes(_ t: Timeline) -> [CaptureNote] {
        t.notes.filter { $0.message.contains("captured twice") }
    }

    @Test(arguments: Fixtures.scenarios)
    func twoCopiesOfARunGiveTheVerdictsOfOne(scenario: String) throws {
        let entries = try Self.entries(scenario)
        let one = try Self.verdicts([try write(entries, "a.har")])
        // The second proxy's clock runs 40 s ahead: the copies are still found.
        let both = try Self.verdicts([try write(entries, "a.har"), try write(entries, "b.har", shift: 40)])
        #expect(both.summary == one.summary)
        #expect(both.timeline.pings.count == one.timeline.pings.count)
        let notes = Self.copyNotes(both.timeline)
        #expect(notes.count == 1)
        #expect(notes.first?.message.hasPrefix("\(one.timeline.pings.count) request(s)") == true)
        #expect(notes.first?.location.file.hasSuffix("b.har") == true)
        #expect(notes.first?.message.contains("a.har") == true)
    }

    @Test(arguments: Fixtures.scenarios)
    func overlappingExportsAreJoinedOnce(scenario: String) throws {
        let entries = try Self.entries(scenario)
        let n = entries.count
        let whole = try Self.verdicts([try write(entries, "whole.har")])
        // Two exports that share their middle third, and two that do not overlap at all.
        let first = Array(entries[..<(2 * n / 3)])
        let second = Array(entries[(n / 3)...])
        let overlap = try Self.verdicts([try write(first, "p1.har"), try write(second, "p2.har")])
        #expect(overlap.summary == whole.summary)
        #expect(overlap.timeline.pings.count == whole.timeline.pings.count)
        let halves = try Self.verdicts([
            try write(Array(entries[..<(n / 2)]), "h1.har"), try write(Array(entries[(n / 2)...]), "h2.har"),
        ])
        #expect(halves.summary == whole.summary)
        #expect(Self.copyNotes(halves.timeline).isEmpty)
    }

    /// A request in one file twice (the SDK retried it) is two requests; one copy of it in the
    /// second file is one copy.
    @Test func aRequestSentTwiceInOneFileStaysTwice() throws {
        var entries = try Self.entries("a_vod_noads_correct")
        let dcr = try #require(
            entries.firstIndex { (($0["request"] as? [String: Any])?["url"] as? String)?.contains("prd=dcr") == true })
        entries.insert(entries[dcr], at: dcr + 1)
        let once = try Self.verdicts([try write(entries, "retry.har")])
        let twice = try Self.verdicts([try write(entries, "retry.har"), try write(entries, "copy.har")])
        #expect(twice.timeline.pings.count == once.timeline.pings.count)
        let retried = try #require((entries[dcr]["request"] as? [String: Any])?["url"] as? String)
        #expect(twice.timeline.pings.filter { $0.request.url == retried }.count == 2)
    }

    /// A URL recorded thousands of times in both files pairs one to one: each earlier recording
    /// stands for one copy, whatever order the second file lists them in.
    @Test func manyIdenticalRequestsPairOneToOne() throws {
        let template = try #require(
            try Self.entries("a_vod_noads_correct").first {
                (($0["request"] as? [String: Any])?["url"] as? String)?.contains("prd=dcr") == true
            })
        let entries = [[String: Any]](repeating: template, count: 5_000)
        let t = try Self.verdicts([try write(entries, "x.har"), try write(entries + [template], "y.har")]).timeline
        #expect(Self.copyNotes(t).first?.message.hasPrefix("5000 request(s)") == true)
        #expect(t.pings.count == 5_001)
    }

    /// Two dumps of one device log, two copies of a URL list, of a trace: each gives the
    /// verdicts of one (the log's and the list's pings are kept once; the trace's calls were
    /// already).
    @Test(arguments: [
        ("android-sdk/c_preroll_before_content", "logcat.txt"),
        ("android-sdk/a_content_only", "logcat.txt"),
        ("android-sdk/c_preroll_before_content", "urls.txt"),
        ("browser-sdk/b_ads_correct", "urls.txt"),
        ("browser-sdk/b_ads_correct", "sdklog.txt"),
        ("android-sdk/c_preroll_before_content", "calls.jsonl"),
    ])
    func twoCopiesOfALogOrListGiveTheVerdictsOfOne(scenario: String, ext: String) throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let source = Fixtures.path("corpus/\(scenario).\(ext)")
        let copy = dir.appendingPathComponent("copy-of-it.\(ext)").path
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        let one = try Self.verdicts([source])
        let both = try Self.verdicts([source, copy])
        #expect(both.summary == one.summary)
        #expect(both.timeline.pings.count == one.timeline.pings.count)
        #expect(both.timeline.calls.count == one.timeline.calls.count)
        // Said as what happened: the same record twice, not a trace and its log.
        #expect(!both.timeline.notes.contains { $0.message.contains("(an API trace)") })
        if !one.timeline.calls.isEmpty {
            #expect(
                both.timeline.notes.contains {
                    $0.message.contains("API call(s) of this file were also recorded in another file")
                })
        }
    }

    /// Untimed URL lists of two runs of one app share their config request's URL: that is not a
    /// copy (only a URL made unique by `rnd` is, without times).
    @Test func anUntimedRepeatedConfigRequestIsNotACopy() throws {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let config = "https://cdn-gl.imrworldwide.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json"
        let ping =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-1&c61=createtm,1796026040&rnd="
        let a = dir.appendingPathComponent("a.urls.txt").path
        let b = dir.appendingPathComponent("b.urls.txt").path
        try Data("\(config)\n\(ping)1\n".utf8).write(to: URL(fileURLWithPath: a))
        try Data("\(config)\n\(ping)1\n\(ping)2\n".utf8).write(to: URL(fileURLWithPath: b))
        let t = try Self.verdicts([a, b]).timeline
        #expect(t.pings.filter { $0.request.url == config }.count == 2)
        #expect(t.pings.filter { $0.request.url == "\(ping)1" }.count == 1)
        #expect(t.pings.filter { $0.request.url == "\(ping)2" }.count == 1)
        #expect(Self.copyNotes(t).first?.message.hasPrefix("1 request(s)") == true)
    }

    /// Two devices' captures made side by side share the app's config request (same URL, a
    /// moment apart) but no ping: they are two runs, and each keeps its config request.
    @Test func capturesThatShareNoPingAreNotCopies() throws {
        let entries = try Self.entries("b_ads_correct")
        let config = try #require(
            entries.first { (($0["request"] as? [String: Any])?["url"] as? String)?.contains("/conf/") == true })
        let pings = entries.filter {
            (($0["request"] as? [String: Any])?["url"] as? String)?.contains("prd=dcr") == true
        }
        // Device B: the same config request, then its own pings (other rnd values).
        let other = pings.map { e -> [String: Any] in
            var e = e
            var request = e["request"] as? [String: Any] ?? [:]
            request["url"] = (request["url"] as? String ?? "").replacingOccurrences(of: "&rnd=", with: "&rnd=9")
            e["request"] = request
            return e
        }
        let t = try Self.verdicts([
            try write([config] + pings, "device-a.har"), try write([config] + other, "device-b.har", shift: 0.4),
        ])
        .timeline
        let configURL = try #require((config["request"] as? [String: Any])?["url"] as? String)
        #expect(t.pings.filter { $0.request.url == configURL }.count == 2)
        #expect(Self.copyNotes(t).isEmpty)
    }
}
