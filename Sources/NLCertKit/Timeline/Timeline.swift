/// The output of the timeline stage: every request classified and decoded, every call, and
/// both grouped into app sessions → viewing sessions. The rule engine reads only this.
public struct Timeline: Sendable {
    public var files: [CaptureFile]
    public var notes: [CaptureNote]
    /// The capture's Nielsen requests (and CONNECT tunnels to Nielsen hosts) as classified,
    /// decoded `Ping`s, ordered by `createtm`, then capture time, then capture order. Indices
    /// into this array are what sessions, events and findings point at.
    public var pings: [Ping]
    /// Requests of the capture that are not Nielsen's: counted, not kept.
    var otherRequestCount: Int
    /// Every API call, in time order, times already shifted by `alignment`.
    public var calls: [APICall]
    public var appSessions: [AppSession]
    public var alignment: ClockAlignment
    /// What the SDKs said about themselves: events the App SDK derived and every complaint
    /// (App SDK error lines, Browser SDK `/cgi-bin/error` reports), times on the capture clock.
    var sdkMessages: [SDKMessage] = []
    /// The viewing session (ordinal) each of `sdkMessages` belongs to, by time; `nil` when no
    /// session holds it.
    var sdkMessageSessions: [Int?] = []
    /// The capture time of the latest Nielsen request (`nil` when none has one), found once
    /// for the rules that ask whether anything came after a ping.
    var latestRequestTime: Double?
    /// Indices into `sdkMessages` by viewing session ordinal.
    var sdkMessagesBySession: [Int: [Int]] = [:]

    public init(
        files: [CaptureFile] = [], notes: [CaptureNote] = [], pings: [Ping] = [], calls: [APICall] = [],
        appSessions: [AppSession] = [], alignment: ClockAlignment = .init(offsetSeconds: 0, method: .none),
        otherRequestCount: Int = 0
    ) {
        self.otherRequestCount = otherRequestCount
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
    var hasRequests: Bool { !pings.isEmpty || otherRequestCount > 0 }
    /// Every request of the capture, Nielsen's or not.
    public var requestCount: Int { pings.count + otherRequestCount }
}

extension Timeline {
    /// A viewing session's calls (exact) and what its pings imply (inferred), merged in time
    /// order (see `TimelineEventFactory`); the recorded ones for a session read back from a
    /// saved report. Worked out on every call: a reader that walks them more than once keeps
    /// the list.
    public func events(of session: ViewingSession) -> [TimelineEvent] {
        if let recorded = session.recordedEvents { return recorded }
        return TimelineEventFactory.events(
            callIndices: session.callIndices, pingIndices: session.pingIndices, calls: calls, pings: pings)
    }
}
