/// How the calls' clock was lined up with the capture's (reference: sdk-logs.md).
public struct ClockAlignment: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable {
        /// Same ping found in the log and the capture.
        case matchedPing = "matched-ping"
        /// First view ping after the first playhead.
        case structure
        /// Both sides share a clock already (e.g. the corpus), or only one side is present.
        case none
    }
    /// Seconds added to call times to put them on the capture clock.
    public var offsetSeconds: Double
    public var method: Method
    public var matchedPings: Int

    public init(offsetSeconds: Double, method: Method, matchedPings: Int = 0) {
        self.offsetSeconds = offsetSeconds
        self.method = method
        self.matchedPings = matchedPings
    }
}

/// The output of the timeline stage: every request classified and decoded, every call, and
/// both grouped into app sessions → viewing sessions. The rule engine reads only this.
public struct Timeline: Sendable {
    public var files: [CaptureFile]
    public var notes: [CaptureNote]
    /// Every captured request as a classified `Ping` (non-Nielsen ones too), ordered by
    /// `createtm`, then capture time, then capture order.
    public var pings: [Ping]
    /// Every API call, in time order, times already shifted by `alignment`.
    public var calls: [APICall]
    public var appSessions: [AppSession]
    public var alignment: ClockAlignment

    public init(
        files: [CaptureFile] = [], notes: [CaptureNote] = [], pings: [Ping] = [], calls: [APICall] = [],
        appSessions: [AppSession] = [], alignment: ClockAlignment = .init(offsetSeconds: 0, method: .none)
    ) {
        self.files = files
        self.notes = notes
        self.pings = pings
        self.calls = calls
        self.appSessions = appSessions
        self.alignment = alignment
    }

    /// All viewing sessions in capture order.
    public var viewingSessions: [ViewingSession] { appSessions.flatMap(\.viewingSessions) }

    /// Whether the capture holds any exact evidence.
    public var hasCalls: Bool { !calls.isEmpty }
    /// Whether the capture holds any network evidence.
    public var hasRequests: Bool { !pings.isEmpty }
}
