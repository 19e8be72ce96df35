/// A viewing session: one `play` stream (pings: one `c59 sesid`), with its content views and
/// ads. Its merged, time-ordered events of calls and pings are worked out from them when asked
/// (`Timeline.events(of:)`), not kept: most runs never read them (the rules read the pings),
/// and a million pings' events took a third of a gigabyte.
public struct ViewingSession: Sendable, Hashable {
    /// `c59 sesid`, or a made-up `stream-N` when only calls show the stream.
    public var id: String
    /// 1-based position of this session in the capture, stable across re-captures of the same
    /// integration (used in fingerprints instead of `id`).
    public var ordinal: Int
    var appSessionID: String?
    /// DCR pings of this session, indices into `Timeline.pings`, in time order.
    public var pingIndices: [Int]
    /// API calls of this stream, indices into `Timeline.calls`, in time order.
    public var callIndices: [Int]
    public var contentViews: [ContentView]
    public var ads: [AdView]
    /// Events read back from a saved report (whose pings and calls may be redacted or cut), or
    /// given by a test; `nil` for a session the timeline built, whose events follow from its
    /// pings and calls. Read through `Timeline.events(of:)`.
    public var recordedEvents: [TimelineEvent]?

    public init(
        id: String, ordinal: Int, appSessionID: String? = nil, pingIndices: [Int] = [], callIndices: [Int] = [],
        contentViews: [ContentView] = [], ads: [AdView] = [], events: [TimelineEvent]? = nil
    ) {
        self.id = id
        self.ordinal = ordinal
        self.appSessionID = appSessionID
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.contentViews = contentViews
        self.ads = ads
        self.recordedEvents = events
    }

    /// Whether exact evidence (API calls) covers this session.
    public var hasCalls: Bool { !callIndices.isEmpty }
    /// The main asset, for messages and fingerprints.
    var primaryAssetID: String? { contentViews.first?.assetID }
}
