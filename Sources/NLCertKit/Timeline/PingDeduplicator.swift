/// Removes the second copies of pings seen twice in one capture: a ping a log mentions
/// ("Success making fetch to <url>", "Sent data ping successfully - <url>") that the network
/// capture also holds, or a URL-list line that repeats a HAR entry. The copy from the more
/// direct source is kept (HAR/Charles, then URL list, then logs); copies within one source stay,
/// since a request really sent twice is evidence.
enum PingDeduplicator {
    /// Lower is more direct.
    static func rank(_ format: SourceFormat) -> Int {
        switch format {
        case .har, .charlesJSON: return 0
        case .urlList: return 1
        default: return 2
        }
    }

    /// The pings to keep (in input order) and how many were dropped.
    static func deduplicate(_ pings: [Ping], sources: PingSources) -> (kept: [Ping], dropped: Int) {
        // Copies can only be dropped when requests come from sources of different directness.
        guard sources.ranks.count > 1 else { return (pings, 0) }
        var bestByURL: [String: Int] = [:]
        var bestByKey: [String: Int] = [:]
        for p in pings {
            let r = rank(p.format)
            bestByURL[p.url] = min(bestByURL[p.url] ?? Int.max, r)
            if let key = matchKey(p) { bestByKey[key] = min(bestByKey[key] ?? Int.max, r) }
        }
        // URLs of the more direct sources, sorted, for the prefix look-up of log-cut URLs.
        let direct =
            pings.contains(where: { $0.cutByLog })
            ? pings.filter { rank($0.format) < 2 }.map(\.url).sorted() : []
        var kept: [Ping] = []
        kept.reserveCapacity(pings.count)
        var dropped = 0
        for p in pings {
            let r = rank(p.format)
            if r > 0 {
                var better =
                    (bestByURL[p.url] ?? Int.max) < r || (matchKey(p).flatMap { bestByKey[$0] } ?? Int.max) < r
                // A URL the log cut short (no rnd left) is the more direct copy's beginning.
                if !better, p.cutByLog, r == 2 {
                    better = hasPrefix(p.url, in: direct)
                }
                if better {
                    dropped += 1
                    continue
                }
            }
            kept.append(p)
        }
        return (kept, dropped)
    }

    /// Whether a URL of the sorted list starts with `prefix` (binary search: the first URL not
    /// below the prefix is the only candidate).
    static func hasPrefix(_ prefix: String, in sorted: [String]) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < prefix { low = mid + 1 } else { high = mid }
        }
        return low < sorted.count && sorted[low].hasPrefix(prefix)
    }

    /// `rnd` + `createtm` of a DCR ping: the same ping even when a log shortened or re-escaped
    /// its URL.
    static func matchKey(_ p: Ping) -> String? {
        guard p.kind == .dcrPing, let rnd = p.rnd, !rnd.isEmpty else { return nil }
        return rnd + "|" + (p.value("c61") ?? "")
    }
}
