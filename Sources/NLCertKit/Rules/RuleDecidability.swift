/// Which evidence can decide a rule: the app's API calls (SDK debug log or API trace) and the
/// captured pings, and the most severe a pings-only inference may be reported.
public struct RuleDecidability: Sendable, Hashable {
    public var api: Decidability
    public var ping: Decidability
    /// Inferred findings are capped at this severity (NL301 from pings: at most a warning).
    public var inferredMaxSeverity: Severity?

    public init(api: Decidability, ping: Decidability, inferredMaxSeverity: Severity? = nil) {
        self.api = api
        self.ping = ping
        self.inferredMaxSeverity = inferredMaxSeverity
    }

    /// Short text for listings: `api:exact ping:inferred`.
    public var summary: String { "api:\(api.rawValue) ping:\(ping.rawValue)" }
}
