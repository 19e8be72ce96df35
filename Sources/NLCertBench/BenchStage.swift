import Foundation
import NLCertKit

/// One pipeline stage `nlcert-bench` measures. Each runs in its own child process
/// (`nlcert-bench --stage NAME FILE`) so that its peak memory is its own. Adding a stage is
/// one line in `all`.
struct BenchStage: Sendable {
    var name: String
    /// What the stage does, for the table.
    var label: String
    /// Runs the stage on the file and returns a one-line summary of what it found.
    var run: @Sendable (String) throws -> String

    static let all: [BenchStage] = [
        // Every stage reads the way `nlcert check` does: Nielsen traffic kept, the rest counted.
        BenchStage(name: "read", label: "nlcert read (capture)") { path in
            let c = try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic)
            return "\(c.requests.count + c.leftOutRequests) requests, \(c.requests.count) kept"
        },
        BenchStage(name: "timeline", label: "nlcert read+decode+timeline") { path in
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenPings))
            return "\(t.requestCount) requests, \(t.pings.count) Nielsen, \(t.viewingSessions.count) viewing sessions"
        },
        BenchStage(name: "check", label: "nlcert check + text report") { path in
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenPings))
            let r = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(t, inputs: [path])
            let text = ReportRenderer.render([r], format: .text, options: ReportOptions())
            return "\(r.timeline.requestCount) requests, \(r.verdicts.count) verdicts, \(r.findings.count) findings, "
                + "\(text.utf8.count) bytes of report"
        },
        // The rules alone on many sessions (NLCERT_BENCH_PINGS to change how many,
        // NLCERT_BENCH_SESSION_PINGS how many pings make a session).
        BenchStage(
            name: "engine",
            label: "rule engine, \(enginePings % 1000 == 0 ? "\(enginePings / 1000)k" : "\(enginePings)") pings *"
        ) { path in
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }))
            guard let m = try EngineBenchmark.run(from: t, count: enginePings, perSession: sessionPings) else {
                return "no DCR ping to repeat"
            }
            let perPing = m.seconds / Double(max(1, m.pings)) * 1e6
            return
                "\(m.pings) pings in \(m.sessions) sessions through the rules in \(String(format: "%.2f", m.seconds)) s "
                + "(\(String(format: "%.1f", perPing)) µs per ping, \(m.findings) findings, \(m.threads) threads)"
        },
    ]

    /// `scale:N`: N pings (the capture's DCR pings repeated, `sessionPings` to a viewing
    /// session) through the rules and the text report, the part of `check` whose cost grows
    /// with the number of sessions. The benchmark runs it at doubling sizes and prints the
    /// growth factor, so anything worse than linear shows.
    static func scale(_ pings: Int) -> BenchStage {
        BenchStage(name: "scale:\(pings)", label: "check + text report, \(pings / 1000)k pings") { path in
            guard let (r, sessions) = try repeatedCheck(path, pings: pings) else { return "no DCR ping to repeat" }
            let text = ReportRenderer.render([r], format: .text, options: ReportOptions())
            return
                "\(pings) pings in \(sessions) sessions, \(r.verdicts.count) verdicts, \(text.utf8.count) bytes of report"
        }
    }

    /// `reports:N`: the same check, then every report format but JSON (which writes each ping
    /// whole): the renderers' own growth with the number of sessions. Markdown and HTML
    /// numbered pings once per session until these rows covered them (quadratic: 3 minutes
    /// for 100k pings).
    static func reports(_ pings: Int) -> BenchStage {
        BenchStage(name: "reports:\(pings)", label: "check + all reports, \(pings / 1000)k pings") { path in
            guard let (r, sessions) = try repeatedCheck(path, pings: pings) else { return "no DCR ping to repeat" }
            var bytes = 0
            for format in ReportFormat.allCases where format != .json {
                bytes += ReportRenderer.render([r], format: format, options: ReportOptions()).utf8.count
            }
            return "\(pings) pings in \(sessions) sessions, \(bytes) bytes of reports"
        }
    }

    /// `breaks:N`: one viewing session of N API calls — a `loadMetadata` for a preroll, the
    /// content, a midroll, the content again … each followed by a playhead — through the rules
    /// and the text report. Every break is a finding of the ad rules, so the evidence of
    /// thousands of findings points at calls of one session: the row that caught a walk over
    /// the session's calls per finding (20k calls: 2.5 s; 200k: over two minutes).
    static func breaks(_ calls: Int) -> BenchStage {
        BenchStage(name: "breaks:\(calls)", label: "one session of \(calls / 1000)k calls") { _ in
            var text = ""
            let start = 1_796_026_040_000
            for i in 0..<(calls / 2) {
                let type = ["preroll", "content", "midroll", "content"][i % 4]
                let asset = type == "content" ? "VID-1" : "AD-\(i)"
                text +=
                    "{\"ts\":\(start + i * 1000),\"api\":\"loadMetadata\",\"args\":[{\"type\":\"\(type)\",\"assetid\":\"\(asset)\",\"length\":\"30\"}]}\n"
                text += "{\"ts\":\(start + i * 1000 + 500),\"api\":\"setPlayheadPosition\",\"args\":[\(i)]}\n"
            }
            let capture = try CaptureReader.read(
                source: MemoryByteSource(bytes: Array(text.utf8), path: "breaks.calls.jsonl"))
            let r = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(
                TimelineBuilder.build(capture), inputs: ["breaks.calls.jsonl"])
            let report = ReportRenderer.render([r], format: .text, options: ReportOptions())
            return "\(calls) calls in one session, \(r.findings.count) findings, \(report.utf8.count) bytes of report"
        }
    }

    /// The capture's DCR pings repeated to `pings`, checked (`nil` when it has none).
    private static func repeatedCheck(_ path: String, pings: Int) throws -> (CheckResult, Int)? {
        let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenPings))
        guard let (big, sessions) = EngineBenchmark.repeated(t, count: pings, perSession: sessionPings) else {
            return nil
        }
        return (try RuleEngine(ruleSet: try RuleSet.builtIn()).check(big, inputs: [path]), sessions)
    }

    /// The sizes of the scaling rows: 100k → 200k → 400k → 1M pings, or NLCERT_BENCH_SCALE
    /// (comma-separated ping counts; empty for none).
    static var scaleSizes: [Int] { sizes("NLCERT_BENCH_SCALE", default: [100_000, 200_000, 400_000, 1_000_000]) }

    /// The sizes of the one-session rows: 25k → 50k → 100k calls, or NLCERT_BENCH_BREAKS_SCALE.
    static var breakSizes: [Int] {
        sizes("NLCERT_BENCH_BREAKS_SCALE", default: [25_000, 50_000, 100_000], smallest: 2)
    }

    /// The sizes of the distinct-ping rows: 100k → 200k → 400k → 1M pings, or
    /// NLCERT_BENCH_DISTINCT.
    static var distinctSizes: [Int] { sizes("NLCERT_BENCH_DISTINCT", default: [100_000, 200_000, 400_000, 1_000_000]) }

    /// The sizes of the report rows: 50k → 100k → 200k pings, or NLCERT_BENCH_REPORT_SCALE.
    static var reportSizes: [Int] { sizes("NLCERT_BENCH_REPORT_SCALE", default: [50_000, 100_000, 200_000]) }

    /// Sizes a table runs: the environment variable's comma-separated whole numbers (from
    /// `smallest` to 10,000,000; empty: no table), or `default` when it is not set.
    static func sizes(_ variable: String, default sizes: [Int], smallest: Int = 1) -> [Int] {
        guard let text = ProcessInfo.processInfo.environment[variable] else { return sizes }
        return text.split(separator: ",").compactMap { Int($0) }.filter { (smallest...10_000_000).contains($0) }
    }

    static func named(_ name: String) -> BenchStage? {
        if name.hasPrefix("scale:"), let n = Int(name.dropFirst(6)), (1...10_000_000).contains(n) { return scale(n) }
        if name.hasPrefix("reports:"), let n = Int(name.dropFirst(8)), (1...10_000_000).contains(n) {
            return reports(n)
        }
        if name.hasPrefix("breaks:"), let n = Int(name.dropFirst(7)), (2...10_000_000).contains(n) { return breaks(n) }
        return all.first { $0.name == name }
    }

    /// Pings the engine stage runs: a million by default (the issue's measure), or
    /// NLCERT_BENCH_PINGS when it is a whole number from 1 to 10,000,000.
    static let enginePings = environmentNumber("NLCERT_BENCH_PINGS", default: 1_000_000, range: 1...10_000_000)

    /// Pings per viewing session in the engine stage: 10 by default (short sessions are the hard
    /// case: each costs every session rule once), or NLCERT_BENCH_SESSION_PINGS (1 to 10,000).
    static let sessionPings = environmentNumber("NLCERT_BENCH_SESSION_PINGS", default: 10, range: 1...10_000)

    static func environmentNumber(_ name: String, default value: Int, range: ClosedRange<Int>) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], let n = Int(text), range.contains(n) else {
            return value
        }
        return n
    }
}
