/// Consecutive ads at one position, shown as one ad break with its count and seconds rather
/// than one line (or one bar) per ad: a midroll of 37 ads is one break of 37.
struct AdBreak: Equatable {
    var position: AdPosition
    /// Ads in the break (each `AdView` may itself stand for several, `noad`).
    var count: Int
    /// Total ad seconds, when every ad's is known.
    var seconds: Int?
    var start: Double?
    /// When the last ad of the break ends (its time plus its seconds), when known.
    var end: Double?
    /// `exact` only when every ad in the break was seen in calls.
    var certainty: Certainty
    /// The ads' asset ids, in order, without repeats.
    var assetIDs: [String]
    var ads: [AdView]

    /// Groups `ads` (in session order) into breaks: a new break starts when the position
    /// changes or when content played in between (a gap longer than `gap` seconds).
    static func group(_ ads: [AdView], gap: Double = 5) -> [AdBreak] {
        var breaks: [AdBreak] = []
        for a in ads {
            let end = a.time.map { $0 + Double(a.seconds ?? 0) }
            if var last = breaks.last, last.position == a.position,
                last.end == nil || a.time == nil || a.time! - last.end! <= gap
            {
                last.count += a.count
                last.seconds = last.seconds.flatMap { s in a.seconds.map { s + $0 } }
                if let e = end { last.end = max(last.end ?? e, e) }
                if last.start == nil { last.start = a.time }
                if a.certainty != .exact { last.certainty = a.certainty }
                if let id = a.assetID, !last.assetIDs.contains(id) { last.assetIDs.append(id) }
                last.ads.append(a)
                breaks[breaks.count - 1] = last
            } else {
                breaks.append(
                    AdBreak(
                        position: a.position, count: a.count, seconds: a.seconds, start: a.time, end: end,
                        certainty: a.certainty,
                        assetIDs: a.assetID.map { [$0] } ?? [], ads: [a]))
            }
        }
        return breaks
    }

    /// `midroll break · 37 ads · 555 s` / `preroll ad · 15 s`.
    var summary: String {
        var s = position.rawValue + (count > 1 ? " break · \(count) ads" : " ad")
        if let seconds { s += " · \(seconds) s" }
        return s
    }
}
