/// Measures the rule engine alone on a large timeline: the DCR pings of a real timeline are
/// repeated (with fresh viewing-session ids, ten pings per session) until there are `count`,
/// and the full rule set runs over them. What is timed is `RuleEngine.check` alone.
public enum EngineBenchmark {
    public struct Measurement: Sendable {
        public var pings: Int
        public var sessions: Int
        public var seconds: Double
        public var findings: Int
        /// Threads the engine used (`RuleEngine.threads`).
        public var threads: Int = RuleEngine.threads
    }

    public static func run(
        from timeline: Timeline, count: Int = 1_000_000, perSession: Int = 10
    ) throws(RuleLoadError) -> Measurement? {
        guard let (big, sessions) = repeated(timeline, count: count, perSession: perSession) else { return nil }
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn())
        let start = ContinuousClock.now
        let result = engine.check(big, inputs: ["bench"])
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Measurement(pings: count, sessions: sessions, seconds: seconds, findings: result.findings.count)
    }

    /// A timeline of `count` pings, the DCR pings of `timeline` repeated, `perSession` to a
    /// viewing session (fresh ids), and how many sessions that made; `nil` without a DCR ping.
    public static func repeated(_ timeline: Timeline, count: Int, perSession: Int) -> (Timeline, Int)? {
        let source = timeline.pings.filter { $0.kind == .dcrPing }
        guard !source.isEmpty else { return nil }
        var pings: [Ping] = []
        pings.reserveCapacity(count)
        var sessions: [ViewingSession] = []
        var current: [Int] = []
        for i in 0..<count {
            pings.append(source[i % source.count])
            current.append(i)
            if current.count == perSession || i == count - 1 {
                sessions.append(
                    ViewingSession(id: "bench-\(sessions.count + 1)", ordinal: sessions.count + 1, pingIndices: current)
                )
                current.removeAll(keepingCapacity: true)
            }
        }
        let big = Timeline(
            files: timeline.files, pings: pings, appSessions: [AppSession(id: "bench", viewingSessions: sessions)])
        return (big, sessions.count)
    }
}
