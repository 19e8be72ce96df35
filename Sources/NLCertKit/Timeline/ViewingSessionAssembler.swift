/// Fills a viewing session's content views and ads from its calls (exact) and pings
/// (inferred), merging the two where they describe the same thing. (Its events follow from the
/// same calls and pings when asked: `Timeline.events(of:)`.)
enum ViewingSessionAssembler {
    /// A ping content view and a `loadMetadata(content)` call are the same view when `c64`
    /// is this close to the call's time.
    static let contentMatchTolerance = 3.0
    /// A browser ping may count an ad whose `loadMetadata` came this much after the ping's time
    /// (clock rounding).
    static let adMatchTolerance = 2.0

    static func assemble(_ session: inout ViewingSession, pings: [Ping], calls: [APICall]) {
        var (contentViews, ads) = fromCalls(session.callIndices, calls: calls)
        let (pingViews, pingAds) = fromPings(session.pingIndices, pings: pings)
        merge(pingViews, into: &contentViews)
        merge(pingAds, into: &ads, pings: pings)
        placeCountedAds(&ads, sessionPings: session.pingIndices, views: contentViews, pings: pings)
        session.contentViews = contentViews.enumerated().sorted { a, b in
            let x = a.element.startTime ?? .infinity
            let y = b.element.startTime ?? .infinity
            return x != y ? x < y : a.offset < b.offset
        }.map { view in
            var view = view.element
            view.pingIndices = view.pingIndices.fitted()
            view.callIndices = view.callIndices.fitted()
            return view
        }
        session.ads = ads.enumerated().sorted { a, b in
            let x = a.element.time ?? .infinity
            let y = b.element.time ?? .infinity
            return x != y ? x < y : a.offset < b.offset
        }.map { ad in
            var ad = ad.element
            ad.pingIndices = ad.pingIndices.fitted()
            ad.callIndices = ad.callIndices.fitted()
            return ad
        }
    }

    // MARK: calls (exact)

    static func fromCalls(_ indices: [Int], calls: [APICall]) -> ([ContentView], [AdView]) {
        var views: [ContentView] = []
        var ads: [AdView] = []
        enum Current {
            case none
            case content(Int)
            case ad(Int)
        }
        var current = Current.none
        var contentPlayed = false
        var ended = false
        for i in indices {
            let call = calls[i]
            switch call.api {
            case .loadMetadata:
                let meta = call.firstArg
                let type = call.metadataType ?? ""
                // A static page or screen view is a view of its own, never an ad.
                if type.lowercased() == "content" || type.lowercased() == "static" {
                    views.append(
                        ContentView(
                            assetID: meta?["assetid"]?.stringValue ?? "", startTime: call.time?.epochSeconds,
                            title: meta?["title"]?.stringValue, program: meta?["program"]?.stringValue,
                            length: meta?["length"]?.stringValue, callIndices: [i], certainty: .exact))
                    current = .content(views.count - 1)
                    ended = false
                } else {
                    let position: AdPosition = ended ? .postroll : (contentPlayed ? .midroll : .preroll)
                    ads.append(
                        AdView(
                            position: position, assetID: meta?["assetid"]?.stringValue, type: type.isEmpty ? nil : type,
                            seconds: 0, count: 1, time: call.time?.epochSeconds, callIndices: [i], certainty: .exact))
                    current = .ad(ads.count - 1)
                }
            case .playheadPosition, .stop, .end:
                switch current {
                case .content(let v):
                    views[v].callIndices.append(i)
                    if call.api == .playheadPosition { contentPlayed = true }
                case .ad(let a):
                    ads[a].callIndices.append(i)
                    if call.api == .playheadPosition { ads[a].seconds = (ads[a].seconds ?? 0) + 1 }
                case .none:
                    break
                }
                if call.api == .end { ended = true }
            default:
                break
            }
        }
        return (views, ads)
    }

    // MARK: pings (inferred)

    static func fromPings(_ indices: [Int], pings: [Ping]) -> ([ContentView], [AdView]) {
        var views: [ContentView] = []
        var viewIndex = AssetStartIndex()
        var ads: [AdView] = []
        var adIndex = AssetStartIndex()
        var contentCredited = 0
        var contentOver = false
        // Each ping's `c3` is read once, here.
        let adPings = indices.map { pings[$0].isAdPing }
        let hasAppAdPings = adPings.contains(true)
        // The DCR ping before and its asset id: a session's pings nearly always repeat it, and
        // the same bytes then give that string again rather than a new one.
        var before: (ping: Int, assetID: String?)?
        for (k, i) in indices.enumerated() {
            let p = pings[i]
            guard p.kind == .dcrPing else { continue }
            let assetID = before.map { p.value("ai", sameAs: pings[$0.ping], gave: $0.assetID) } ?? p.assetID
            before = (i, assetID)
            // Ads are reported on the ping after them: before any credited content second they
            // were a preroll, after the content was over a postroll.
            let position: AdPosition = contentOver ? .postroll : (contentCredited > 0 ? .midroll : .preroll)
            let reads = Reads.of(p)
            if adPings[k] {
                // App SDK ad ping: one ad per assetid + starttm.
                if let a = adIndex.index(assetID: assetID, start: reads.start, next: ads.count) {
                    ads[a].pingIndices.append(i)
                    ads[a].seconds = (ads[a].seconds ?? 0).saturatingAdd(reads.credited ?? 0)
                } else {
                    ads.append(
                        AdView(
                            position: position, assetID: assetID, type: nil, seconds: reads.credited ?? 0,
                            count: 1,
                            time: p.startTime.map(Double.init) ?? p.time, pingIndices: [i], certainty: .inferred))
                }
                continue
            }
            // Browser SDK: ads since the previous ping, counted on this content ping.
            let adSeconds = reads.adSeconds ?? 0
            let adCount = reads.adCount ?? 0
            if !hasAppAdPings, adSeconds > 0 || adCount > 0 {
                ads.append(
                    AdView(
                        position: position, seconds: adSeconds, count: max(adCount, 1), time: p.time, pingIndices: [i],
                        certainty: .inferred))
            }
            if let v = viewIndex.index(assetID: assetID, start: reads.start, next: views.count) {
                views[v].pingIndices.append(i)
            } else {
                views.append(
                    ContentView(
                        assetID: assetID ?? "", startTime: p.startTime.map(Double.init), title: p.title,
                        program: p.program,
                        length: p.value(.length), pingIndices: [i], certainty: .inferred))
            }
            contentCredited = contentCredited.saturatingAdd(reads.credited ?? 0)
            if !contentOver, reads.durationType == 2 || p.hasEndEvent { contentOver = true }
        }
        return (views, ads)
    }

    /// What `fromPings` reads of every DCR ping, in one look at its parameters: the values
    /// `Ping.value(.startTime)`, `creditedSeconds`, `adSeconds`, `adCount` and `durationType`
    /// give (numbers out of any plausible range read as absent, as there).
    private struct Reads {
        let start: String?
        let credited: Int?
        let adSeconds: Int?
        let adCount: Int?
        let durationType: Int?

        static func of(_ p: Ping) -> Reads {
            p.reading { r in
                Reads(
                    start: r.value(.startTime), credited: PlausibleNumber.bounded(r.int(.creditedSeconds)),
                    adSeconds: PlausibleNumber.bounded(r.int(.adSeconds)),
                    adCount: PlausibleNumber.bounded(r.int(.adCount)),
                    durationType: PlausibleNumber.bounded(r.int(.durationType)))
            }
        }
    }

    /// Views (or ads) by asset id and `c64` start, one per pair. A session's pings nearly
    /// always continue the view of the ping before: its pair is compared first, and only a
    /// change is joined into a key and hashed.
    private struct AssetStartIndex {
        private var byKey: [String: Int] = [:]
        private var last: (assetID: String?, start: String?, index: Int)?

        /// The index of the pair's view, or `nil` when it has none: it is then `next`, the
        /// index the caller gives the view it adds.
        mutating func index(assetID: String?, start: String?, next: Int) -> Int? {
            if let last, last.assetID == assetID, last.start == start { return last.index }
            let key = (assetID ?? "") + "|" + (start ?? "")
            let found = byKey[key]
            if found == nil { byKey[key] = next }
            last = (assetID, start, found ?? next)
            return found
        }
    }

    // MARK: placing the Browser SDK's counted ads

    /// A Browser SDK ping counts the ads played since the ping before it (`adl`, `noad`); the
    /// ad view is first put at that ping. Put each such batch where the session shows it ran:
    /// a preroll ends where the content view starts; a midroll ends where a content view
    /// started after the ping before (the SDK starts a new view, `c64`, when content resumes
    /// after a break); a postroll starts where the content was over (`davty=2`, or an end
    /// event). A batch nothing pins keeps the counting ping's time and says its place is
    /// unknown. Ads seen in calls are left as they are.
    static func placeCountedAds(_ ads: inout [AdView], sessionPings: [Int], views: [ContentView], pings: [Ping]) {
        guard ads.contains(where: { $0.callIndices.isEmpty && $0.assetID == nil }) else { return }
        let dcr = sessionPings.filter { pings.indices.contains($0) && pings[$0].kind == .dcrPing }
        let position = Dictionary(dcr.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let starts = views.compactMap(\.startTime).sorted()
        let over = dcr.first { pings[$0].durationType == 2 || pings[$0].hasEndEvent }.flatMap { pings[$0].time }
        for k in ads.indices where ads[k].callIndices.isEmpty && ads[k].assetID == nil {
            guard let counting = ads[k].pingIndices.first, let at = position[counting],
                let countedAt = pings[counting].time
            else { continue }
            let seconds = Double(ads[k].seconds ?? 0)
            let before = dcr[..<at].last.flatMap { pings[$0].time }
            var placed: Double?
            switch ads[k].position {
            case .preroll:
                placed = starts.first.flatMap { $0 <= countedAt + adMatchTolerance ? $0 - seconds : nil }
            case .midroll:
                if let before, let resumed = starts.first(where: { $0 > before && $0 <= countedAt + adMatchTolerance })
                {
                    placed = max(before, resumed - seconds)
                }
            case .postroll:
                placed = over.flatMap { $0 <= countedAt ? $0 : nil }
            case .unknown:
                break
            }
            if let placed {
                ads[k].time = placed
            } else {
                ads[k].placeKnown = false
            }
        }
    }

    // MARK: merging

    /// A ping content view joins the call view of the same asset that started closest to its
    /// `c64`; unmatched ping views stay as inferred views.
    static func merge(_ pingViews: [ContentView], into views: inout [ContentView]) {
        var callViewsByAsset: [String: [Int]] = [:]
        for (k, v) in views.enumerated() where v.certainty == .exact {
            callViewsByAsset[v.assetID, default: []].append(k)
        }
        var extra: [ContentView] = []
        for pv in pingViews {
            var best: Int?
            var bestDiff = Double.infinity
            for k in callViewsByAsset[pv.assetID] ?? [] where views[k].pingIndices.isEmpty {
                guard let a = views[k].startTime, let b = pv.startTime else { continue }
                let diff = abs(a - b)
                if diff <= contentMatchTolerance, diff < bestDiff {
                    best = k
                    bestDiff = diff
                }
            }
            if let best {
                views[best].pingIndices += pv.pingIndices
                if views[best].length == nil { views[best].length = pv.length }
            } else {
                extra.append(pv)
            }
        }
        views += extra
    }

    /// App SDK ad pings join the call ad with their assetid; a browser ping's ad count joins
    /// the earliest ads loaded before it that no ping counted yet. What is left stays inferred.
    static func merge(_ pingAds: [AdView], into ads: inout [AdView], pings: [Ping]) {
        // Only the call ads (already in time order) can absorb ping ads; a cursor keeps the
        // batch matching linear however many pings a session has.
        let callAds = ads.count
        var counted = [Bool](repeating: false, count: callAds)
        var firstByAsset: [String: [Int]] = [:]
        for k in 0..<callAds { if let a = ads[k].assetID { firstByAsset[a, default: []].append(k) } }
        var cursor = 0
        var extra: [AdView] = []
        for pa in pingAds {
            if let asset = pa.assetID {
                if let k = firstByAsset[asset]?.first(where: { !counted[$0] }) {
                    ads[k].pingIndices += pa.pingIndices
                    counted[k] = true
                } else {
                    extra.append(pa)
                }
                continue
            }
            let pingTime = pa.time ?? .infinity
            var remaining = pa.count
            while remaining > 0, cursor < callAds {
                if counted[cursor] {
                    cursor += 1
                    continue
                }
                guard (ads[cursor].time ?? -.infinity) <= pingTime + adMatchTolerance else { break }
                ads[cursor].pingIndices += pa.pingIndices
                counted[cursor] = true
                cursor += 1
                remaining -= 1
            }
            if remaining == pa.count {
                extra.append(pa)
            } else if remaining > 0 {
                var rest = pa
                rest.count = remaining
                rest.seconds = nil
                extra.append(rest)
            }
        }
        ads += extra
    }
}
