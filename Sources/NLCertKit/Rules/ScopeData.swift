/// The pings and calls of one scope (a viewing session, or the whole capture), sorted into the
/// lists the check functions ask for. Built once per scope and shared by reference with every
/// rule that runs on it, so a session's pings are classified and their hot values read once,
/// not once per rule. The engine builds a session's evidence, runs every session rule on it and
/// lets it go before the next session, so views never exist for a whole large capture at once.
public final class ScopeData: Sendable {
    typealias IndexedPing = (index: Int, ping: PingView)

    public let timeline: Timeline
    /// `nil` for the capture scope.
    public let session: ViewingSession?
    /// DCR pings with their timeline index, in timeline order.
    let dcrPings: [IndexedPing]
    // The content / ad split and the events are listed once for a session, whose rules all
    // read them; for the capture scope (whose rules do not) they are made when asked.

    /// DCR pings that are not App SDK ad pings and not static (page) pings.
    var contentPings: [IndexedPing] { (sessionLists ?? Self.lists(dcrPings, session: session)).content }
    /// App SDK ad pings (`c3=st,a`).
    var adPings: [IndexedPing] { (sessionLists ?? Self.lists(dcrPings, session: session)).ads }
    /// Whether the pings show ads (App SDK ad pings, browser `noad` counts, or ads the timeline found).
    var showsAds: Bool { (sessionLists ?? Self.lists(dcrPings, session: session)).showsAds }
    /// `evdata` events of the content pings, with the ping each came in.
    public var events: [(event: PingEvent, index: Int, ping: PingView)] {
        sessionEvents ?? Self.events(of: contentPings)
    }
    private let sessionLists: Lists?
    private let sessionEvents: [(event: PingEvent, index: Int, ping: PingView)]?
    /// The scope's API calls in time order.
    public let calls: [APICall]

    private typealias Lists = (content: [IndexedPing], ads: [IndexedPing], showsAds: Bool)
    /// Every Nielsen request of the capture with its view (capture scope only).
    let nielsenPings: [IndexedPing]
    /// Whether the session's calls cover it (see `SessionCoverage`); `nil` for the capture
    /// scope.
    let coverage: SessionCoverage?

    /// The SDK family the capture's first calls show (see `SDKFamily.ofCaptureCalls`), for a
    /// session whose own calls do not say; worked out once per run, not once per session.
    let captureCallFamily: SDKFamily?

    /// Where the scope's calls sit in the timeline, for evidence (built when first asked).
    let callLocations: CallLocationIndex

    /// The product the session measures (see `StreamProduct.of`), decided once for every rule
    /// that asks; `nil` for the capture scope.
    let product: StreamProduct?

    /// Whether this is a session's scope, whether the scope holds API calls, and the session's
    /// ordinal: asked by the engine for every rule, where `session?.…` copied the session.
    let isSession: Bool
    let hasCalls: Bool
    let sessionOrdinal: Int?

    public convenience init(timeline: Timeline, session: ViewingSession?) {
        self.init(timeline: timeline, session: session, captureCallFamily: SDKFamily.ofCaptureCalls(timeline))
    }

    /// `frames`: the memo of frame values kept by the thread that builds this scope and the
    /// scopes after it (see `FrameValueMemo`).
    init(timeline: Timeline, session: ViewingSession?, captureCallFamily: SDKFamily?, frames: FrameValueMemo? = nil) {
        self.captureCallFamily = captureCallFamily
        self.timeline = timeline
        self.session = session
        isSession = session != nil
        hasCalls = session?.hasCalls ?? timeline.hasCalls
        sessionOrdinal = session?.ordinal
        let all = timeline.pings
        var dcr: [IndexedPing] = []
        var nielsen: [IndexedPing] = []
        if let session {
            // A session's pings are read by many rules: their hot values are cached.
            dcr.reserveCapacity(session.pingIndices.count)
            var previous: PingView?
            for i in session.pingIndices where all.indices.contains(i) && all[i].kind == .dcrPing {
                let view = PingView(all[i], after: previous, frames: frames)
                dcr.append((i, view))
                previous = view
            }
        } else {
            // Capture rules walk every request once or twice: views read through to the ping.
            for i in all.indices where all[i].kind.isNielsen {
                let v = PingView(readingThrough: all[i])
                nielsen.append((i, v))
                if v.kind == .dcrPing { dcr.append((i, v)) }
            }
        }
        self.nielsenPings = nielsen
        self.dcrPings = dcr
        let lists = session == nil ? nil : Self.lists(dcr, session: session)
        self.sessionLists = lists
        self.sessionEvents = lists.map { Self.events(of: $0.content) }
        let allCalls = timeline.calls
        if let session {
            calls = session.callIndices.compactMap { allCalls.indices.contains($0) ? allCalls[$0] : nil }
            coverage = SessionCoverage.of(session, timeline: timeline)
            product = StreamProduct.of(session, in: timeline)
        } else {
            calls = allCalls
            coverage = nil
            product = nil
        }
        callLocations = CallLocationIndex(timeline: timeline, indices: session?.callIndices)
    }

    private static func lists(_ dcr: [IndexedPing], session: ViewingSession?) -> Lists {
        var content: [IndexedPing] = []
        var ads: [IndexedPing] = []
        var showsAds = !(session?.ads.isEmpty ?? true)
        for item in dcr {
            if item.ping.isAdPing {
                ads.append(item)
                showsAds = true
            } else if item.ping.media != .staticPage {
                content.append(item)
                if !showsAds, (item.ping.adCount ?? 0) > 0 { showsAds = true }
            }
        }
        return (content, ads, showsAds)
    }

    static func events(of content: [IndexedPing]) -> [(event: PingEvent, index: Int, ping: PingView)] {
        var events: [(event: PingEvent, index: Int, ping: PingView)] = []
        for item in content {
            for e in item.ping.events { events.append((e, item.index, item.ping)) }
        }
        return events
    }

    /// The scope's view of the ping at timeline `index`, when the scope holds it.
    public func view(at index: Int) -> PingView? {
        let list = session == nil ? nielsenPings : dcrPings
        // Both lists are in timeline-index order.
        var low = 0
        var high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].index < index { low = mid + 1 } else { high = mid }
        }
        return low < list.count && list[low].index == index ? list[low].ping : nil
    }
}
