import Foundation
import NLCertKit

/// One pipeline stage `nlcert bench` measures. Each runs in its own child process
/// (`nlcert bench --stage NAME FILE`) so that its peak memory is its own. Adding a stage is
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
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic))
            return "\(t.requestCount) requests, \(t.pings.count) Nielsen, \(t.viewingSessions.count) viewing sessions"
        },
        BenchStage(name: "check", label: "nlcert check (+ rules, text report)") { path in
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic))
            let r = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(t, inputs: [path])
            let text = ReportRenderer.render([r], format: .text, options: ReportOptions())
            return "\(r.timeline.requestCount) requests, \(r.verdicts.count) verdicts, \(r.findings.count) findings, "
                + "\(text.utf8.count) bytes of report"
        },
        // The rules alone on many sessions (NLCERT_BENCH_PINGS to change how many).
        BenchStage(name: "engine", label: "rule engine, \(enginePings % 1000 == 0 ? "\(enginePings / 1000)k" : "\(enginePings)") pings") { path in
            let t = TimelineBuilder.build(try CaptureReader.read(paths: [path], stdin: { [] }))
            guard let m = try EngineBenchmark.run(from: t, count: enginePings) else { return "no DCR ping to repeat" }
            let perPing = m.seconds / Double(max(1, m.pings)) * 1e6
            return "\(m.pings) pings in \(m.sessions) sessions through the rules in \(String(format: "%.2f", m.seconds)) s "
                + "(\(String(format: "%.1f", perPing)) µs per ping, \(m.findings) findings)"
        },
    ]

    static func named(_ name: String) -> BenchStage? { all.first { $0.name == name } }

    /// Pings the engine stage runs: 200,000 by default (about 4 s of CPU and 0.5 GB here; a
    /// million takes about 19 s and 2.3 GB), or NLCERT_BENCH_PINGS when it is a whole number
    /// from 1 to 10,000,000.
    static let enginePings: Int = {
        guard let text = ProcessInfo.processInfo.environment["NLCERT_BENCH_PINGS"], let n = Int(text), n >= 1, n <= 10_000_000 else {
            return 200_000
        }
        return n
    }()
}
