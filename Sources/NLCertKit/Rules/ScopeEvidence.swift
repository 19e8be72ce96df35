/// The pings and calls of one scope (a viewing session, or the whole capture), sorted into the
/// lists the check functions ask for. Built once per scope and shared by every rule, so a
/// million pings are classified once rather than once per rule.
public struct ScopeEvidence: Sendable {
    public typealias IndexedPing = (index: Int, ping: Ping)

    /// DCR pings with their timeline index, in timeline order.
    public var dcrPings: [IndexedPing]
    /// DCR pings that are not App SDK ad pings and not static (page) pings.
    public var contentPings: [IndexedPing]
    /// App SDK ad pings (`c3=st,a`).
    public var adPings: [IndexedPing]
    /// `evdata` events of the content pings, with the ping each came in.
    public var events: [(event: PingEvent, index: Int, ping: Ping)]
    /// The scope's API calls in time order.
    public var calls: [APICall]
    /// Whether the pings show ads (App SDK ad pings, browser `noad` counts, or ads the timeline found).
    public var showsAds: Bool

    public init(timeline: Timeline, session: ViewingSession?) {
        let all = timeline.pings
        var dcr: [IndexedPing] = []
        if let session {
            dcr.reserveCapacity(session.pingIndices.count)
            for i in session.pingIndices where all.indices.contains(i) && all[i].kind == .dcrPing { dcr.append((i, all[i])) }
        } else {
            for (i, p) in all.enumerated() where p.kind == .dcrPing { dcr.append((i, p)) }
        }
        var content: [IndexedPing] = []
        var ads: [IndexedPing] = []
        var events: [(event: PingEvent, index: Int, ping: Ping)] = []
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
