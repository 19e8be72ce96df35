/// Keeps one copy of each API call when the same run's calls reach a capture from two exact
/// sources: an API trace and the SDK debug log of that run (`b.calls.jsonl` + `b.sdklog.txt`).
/// Counted twice, every playhead would look repeated and every `loadMetadata` doubled.
///
/// Files are ranked: API traces first (the harness writes the call as it makes it), then logs;
/// among equals, the file with more calls, then the one read first. A call of a lower-ranked
/// file is dropped when a call of a higher-ranked file has the same API, the same arguments and
/// a time just before it, each kept call standing for at most one dropped copy. Calls repeated
/// inside one file stay: a call really made twice is evidence.
enum CallDeduplicator {
    /// How long after the trace's call its log line may come. Measured on the corpus: 0–18 ms
    /// for playback calls; a browser SDK logs `init` only once its config has arrived (~2.7 s).
    static func window(for api: APIName) -> (before: Double, after: Double) {
        api == .initialize ? (0.25, 10) : (0.25, 1)
    }

    /// The calls to keep (input order) and, per file that lost calls, the dropped copies.
    static func deduplicate(_ calls: [APICall]) -> (kept: [APICall], dropped: [(file: String, calls: [APICall])]) {
        var firstSeen: [String: Int] = [:]
        var counts: [String: Int] = [:]
        for (i, c) in calls.enumerated() {
            if firstSeen[c.location.file] == nil { firstSeen[c.location.file] = i }
            counts[c.location.file, default: 0] += 1
        }
        guard firstSeen.count > 1 else { return (calls, []) }
        var formats: [String: SourceFormat] = [:]
        for c in calls where formats[c.location.file] == nil { formats[c.location.file] = c.format }
        let files = firstSeen.keys.sorted { a, b in
            let ra = rank(formats[a])
            let rb = rank(formats[b])
            if ra != rb { return ra < rb }
            let ca = counts[a] ?? 0
            let cb = counts[b] ?? 0
            if ca != cb { return ca > cb }
            return (firstSeen[a] ?? 0) < (firstSeen[b] ?? 0)
        }

        var byFile: [String: [Int]] = [:]
        for (i, c) in calls.enumerated() { byFile[c.location.file, default: []].append(i) }
        // Calls already kept, by key: their times, and whether a copy has been matched to them.
        var keptByKey: [String: [(time: Double, used: Bool)]] = [:]
        var drop = [Bool](repeating: false, count: calls.count)
        var dropped: [(file: String, calls: [APICall])] = []
        for file in files {
            let indices = byFile[file] ?? []
            var lost: [APICall] = []
            var keys: [(Int, String)] = []
            for i in indices {
                let c = calls[i]
                let k = key(c)
                keys.append((i, k))
                guard let t = c.time?.epochSeconds, var candidates = keptByKey[k] else { continue }
                let w = window(for: c.api)
                var best: Int?
                for j in candidates.indices where !candidates[j].used {
                    let d = t - candidates[j].time
                    guard d >= -w.before, d <= w.after else { continue }
                    if let b = best, abs(t - candidates[b].time) <= abs(d) { continue }
                    best = j
                }
                if let best {
                    candidates[best].used = true
                    keptByKey[k] = candidates
                    drop[i] = true
                    lost.append(c)
                }
            }
            // This file's surviving calls can absorb copies from files ranked below it.
            for (i, k) in keys where !drop[i] {
                if let t = calls[i].time?.epochSeconds { keptByKey[k, default: []].append((t, false)) }
            }
            if !lost.isEmpty { dropped.append((file, lost)) }
        }
        guard !dropped.isEmpty else { return (calls, []) }
        var kept: [APICall] = []
        kept.reserveCapacity(calls.count)
        for (i, c) in calls.enumerated() where !drop[i] { kept.append(c) }
        return (kept, dropped)
    }

    /// API traces are the most direct record of a call; any log comes after.
    static func rank(_ format: SourceFormat?) -> Int {
        format == .apiTrace ? 0 : 1
    }

    /// What makes two calls the same call: the API (and the name, for APIs nlcert does not
    /// know) and the arguments, written canonically.
    static func key(_ c: APICall) -> String {
        c.api.rawValue + "\u{0}" + (c.api == .other ? c.rawName : "") + "\u{0}" + JSONWriter.write(.array(c.args))
    }
}
