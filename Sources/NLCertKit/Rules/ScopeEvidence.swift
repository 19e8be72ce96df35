/// The pings and calls of one scope (a viewing session, or the whole capture), sorted into the
/// lists the check functions ask for. Built once per scope and shared by every rule, so a
/// million pings are classified once rather than once per rule.
public struct ScopeEvidence: Sendable {
    public typealias IndexedPing = (index: Int, ping: PingView)

    /// DCR pings with their timeline index, in timeline order.
    public var dcrPings: [IndexedPing]
    /// DCR pings that are not App SDK ad pings and not static (page) pings.
    public var contentPings: [IndexedPing]
    /// App SDK ad pings (`c3=st,a`).
    public var adPings: [IndexedPing]
    /// `evdata` events of the content pings, with the ping each came in.
    public var events: [(event: PingEvent, index: Int, ping: PingView)]
    /// The scope's API calls in time order.
    public var calls: [APICall]
    /// Whether the pings show ads (App SDK ad pings, browser `noad` counts, or ads the timeline found).
    public var showsAds: Bool

    /// Views of every ping of the timeline (`nil` for requests no rule reads), built once per
    /// check.
    public static func views(of timeline: Timeline) -> [PingView?] {
        timeline.pings.map { $0.kind.isNielsen ? PingView($0) : nil }
    }

    /// Every Nielsen request of the capture with its view.
    public var nielsenPings: [IndexedPing]
    /// The views of the whole timeline by ping index, shared with every other scope of the
    /// check (evidence items describe pings from them instead of decoding a view again).
    public var views: [PingView?]

    public init(timeline: Timeline, session: ViewingSession?, views: [PingView?]? = nil) {
        let views = views ?? Self.views(of: timeline)
        self.views = views
        let all = timeline.pings
        var dcr: [IndexedPing] = []
        var nielsen: [IndexedPing] = []
        if let session {
            dcr.reserveCapacity(session.pingIndices.count)
            for i in session.pingIndices where all.indices.contains(i) && all[i].kind == .dcrPing {
                if views.indices.contains(i), let v = views[i] { dcr.append((i, v)) }
            }
        } else {
            for (i, v) in views.enumerated() {
                guard let v else { continue }
                nielsen.append((i, v))
                if v.kind == .dcrPing { dcr.append((i, v)) }
            }
        }
        self.nielsenPings = nielsen
        var content: [IndexedPing] = []
        var ads: [IndexedPing] = []
        var events: [(event: PingEvent, index: Int, ping: PingView)] = []
        var showsAds = !(session?.ads.isEmpty ?? true)
        for item in dcr {
            if item.ping.isAdPing {
                ads.append(item)
                showsAds = true
            } else if item.ping.media != .staticPage {
                content.append(item)
                for e in item.ping.events { events.append((e, item.index, item.ping)) }
                if !showsAds, (item.ping.adCount ?? 0) > 0 { showsAds = true }
            }
        }
        self.dcrPings = dcr
        self.contentPings = content
        self.adPings = ads
        self.events = events
        self.showsAds = showsAds
        let allCalls = timeline.calls
        if let session {
            calls = session.callIndices.compactMap { allCalls.indices.contains($0) ? allCalls[$0] : nil }
        } else {
            calls = allCalls
        }
    }
}
