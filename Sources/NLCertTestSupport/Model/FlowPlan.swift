/// What a generated viewing run consists of, before it is told as SDK calls: the product, the
/// items the user watched (a playlist of episodes or a run of static pages) and what happened
/// during each. `FlowEmitter` turns a plan into the calls the guides prescribe; faults and the
/// shrinker work on plans, so a failing flow can be cut down and told again.
public struct FlowPlan: Sendable, Hashable {
    public enum Product: String, Sendable, Hashable, CaseIterable {
        case video, audio
        /// DCR Static: page or screen views, no player.
        case staticPages = "static"

        /// The nlcert profile the product is certified under.
        public var profile: String {
            switch self {
            case .video: return "dcr-video"
            case .audio: return "dcr-audio"
            case .staticPages: return "dcr-static"
            }
        }
    }

    public var product: Product
    /// Video or audio: the items played one after the other (a playlist, or channel changes).
    public var episodes: [Episode]
    /// DCR Static: the pages viewed one after the other, each for this many seconds.
    public var pages: [Int]
    /// Epoch milliseconds of the SDK's initialisation.
    public var startMillis: Double

    public init(product: Product, episodes: [Episode] = [], pages: [Int] = [], startMillis: Double) {
        self.product = product
        self.episodes = episodes
        self.pages = pages
        self.startMillis = startMillis
    }
}

/// One item of a playlist: a VOD asset or a live stream, with its ads and interruptions.
public struct Episode: Sendable, Hashable {
    public var live: Bool
    /// Content seconds played (each a playhead, one a second). For VOD the asset's `length` is
    /// this plus the seconds the user skipped by seeking (minus those seen twice).
    public var seconds: Int
    /// The preroll pod: each ad's length in seconds.
    public var preroll: [Int]
    /// What happens during the content, by the content second it happens after (strictly
    /// increasing, each in 1..<seconds).
    public var events: [Event]
    /// The postroll pod (VOD that plays to its end only).
    public var postroll: [Int]
    /// The user leaves before the end (switches channel, picks the next item): the episode's
    /// `end` comes early and no postroll plays.
    public var leavesEarly: Bool
    /// The player calls play again when a pause or backgrounding ends (before loadMetadata).
    public var playsOnResume: Bool

    public init(
        live: Bool, seconds: Int, preroll: [Int] = [], events: [Event] = [], postroll: [Int] = [],
        leavesEarly: Bool = false, playsOnResume: Bool = false
    ) {
        self.playsOnResume = playsOnResume
        self.live = live
        self.seconds = seconds
        self.preroll = preroll
        self.events = events
        self.postroll = postroll
        self.leavesEarly = leavesEarly
    }

    /// The asset's length as its metadata gives it: `86400` for live (the guides' value), the
    /// position reached at the end for VOD.
    public var lengthText: String {
        live ? "86400" : String(lastPosition + (leavesEarly ? 60 : 0))
    }

    /// The VOD position of the last content playhead.
    public var lastPosition: Int {
        var position = 0
        var second = 0
        for e in events {
            position += e.at - second
            second = e.at
            // After a seek the next playhead is the new position; after a break, a pause or
            // buffering it repeats the one reported last (the content picks up where it left off).
            if case .seek(let by) = e.kind { position += by } else { position -= 1 }
        }
        return position + seconds - second
    }
}

/// Something that happens after content second `at`.
public struct Event: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// An ad break: the pod's ad lengths.
        case midroll([Int])
        /// The user pauses for this many seconds (stop, then loadMetadata and playheads on resume).
        case pause(Int)
        /// The player buffers for this many seconds: under 30 s no call at all, over 30 s a stop.
        case buffering(Int)
        /// The app goes to the background for this many seconds (video: stop; audio keeps playing).
        case background(Int)
        /// The user seeks by this many seconds (VOD; negative: back).
        case seek(by: Int)
    }

    public var at: Int
    public var kind: Kind

    public init(at: Int, kind: Kind) {
        self.at = at
        self.kind = kind
    }
}
