/// Where an ad sits relative to its content.
public enum AdPosition: String, Sendable, Hashable {
    case preroll, midroll, postroll, unknown
}

/// One content view: an asset from a `loadMetadata(content)` (pings: `ai` + `c64 starttm`).
public struct ContentView: Sendable, Hashable {
    public var assetID: String
    /// `c64 starttm` (pings) or the `loadMetadata` time (calls), epoch seconds.
    public var startTime: Double?
    public var title: String?
    public var program: String?
    /// `sd` / metadata `length`.
    public var length: String?
    public var pingIndices: [Int]
    public var callIndices: [Int]
    public var evidence: Evidence

    public init(
        assetID: String, startTime: Double?, title: String? = nil, program: String? = nil, length: String? = nil,
        pingIndices: [Int] = [], callIndices: [Int] = [], evidence: Evidence
    ) {
        self.assetID = assetID
        self.startTime = startTime
        self.title = title
        self.program = program
        self.length = length
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.evidence = evidence
    }
}

/// One ad (calls, App SDK ad pings) or one batch of ad seconds a browser ping counted.
public struct AdView: Sendable, Hashable {
    public var position: AdPosition
    /// Known from calls and App SDK ad pings; the browser SDK never sends it.
    public var assetID: String?
    /// The metadata `type` (`preroll`, `midroll`, `postroll`, `ad`) when calls show it.
    public var type: String?
    /// Ad seconds (`adl`) or playhead count.
    public var seconds: Int?
    /// How many ads this stands for (`noad`), 1 for calls.
    public var count: Int
    public var time: Double?
    public var pingIndices: [Int]
    public var callIndices: [Int]
    public var evidence: Evidence

    public init(
        position: AdPosition, assetID: String? = nil, type: String? = nil, seconds: Int? = nil, count: Int = 1,
        time: Double? = nil, pingIndices: [Int] = [], callIndices: [Int] = [], evidence: Evidence
    ) {
        self.position = position
        self.assetID = assetID
        self.type = type
        self.seconds = seconds
        self.count = count
        self.time = time
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.evidence = evidence
    }
}

/// A viewing session: one `play` stream (pings: one `c59 sesid`), with its content views, ads
/// and the merged, time-ordered events of calls and pings.
public struct ViewingSession: Sendable, Hashable {
    /// `c59 sesid`, or a made-up `stream-N` when only calls show the stream.
    public var id: String
    /// 1-based position of this session in the capture, stable across re-captures of the same
    /// integration (used in fingerprints instead of `id`).
    public var ordinal: Int
    public var appSessionID: String?
    /// DCR pings of this session, indices into `Timeline.pings`, in time order.
    public var pingIndices: [Int]
    /// API calls of this stream, indices into `Timeline.calls`, in time order.
    public var callIndices: [Int]
    public var contentViews: [ContentView]
    public var ads: [AdView]
    public var events: [TimelineEvent]

    public init(
        id: String, ordinal: Int, appSessionID: String? = nil, pingIndices: [Int] = [], callIndices: [Int] = [],
        contentViews: [ContentView] = [], ads: [AdView] = [], events: [TimelineEvent] = []
    ) {
        self.id = id
        self.ordinal = ordinal
        self.appSessionID = appSessionID
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.contentViews = contentViews
        self.ads = ads
        self.events = events
    }

    /// Whether exact evidence (API calls) covers this session.
    public var hasCalls: Bool { !callIndices.isEmpty }
    /// The main asset, for messages and fingerprints.
    public var primaryAssetID: String? { contentViews.first?.assetID }
}

/// An app/SDK session (`sessionId`) and the viewing sessions inside it.
public struct AppSession: Sendable, Hashable {
    public var id: String
    public var viewingSessions: [ViewingSession]
    /// Nielsen requests of this app session that belong to no viewing session (session,
    /// config, metadata pings, static pings), indices into `Timeline.pings`.
    public var otherPingIndices: [Int]

    public init(id: String, viewingSessions: [ViewingSession] = [], otherPingIndices: [Int] = []) {
        self.id = id
        self.viewingSessions = viewingSessions
        self.otherPingIndices = otherPingIndices
    }
}
