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
        // Calls already kept, by key: their times, and which have absorbed a copy.
        var keptByKey: [String: KeptTimes] = [:]
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
                guard let t = c.time?.epochSeconds, keptByKey[k] != nil else { continue }
                if keptByKey[k]?.absorb(t, window: window(for: c.api)) == true {
                    drop[i] = true
                    lost.append(c)
                }
            }
            // This file's surviving calls can absorb copies from files ranked below it.
            var added: Set<String> = []
            for (i, k) in keys where !drop[i] {
                if let t = calls[i].time?.epochSeconds {
                    keptByKey[k, default: KeptTimes()].add(t)
                    added.insert(k)
                }
            }
            for k in added { keptByKey[k]?.prepare() }
            if !lost.isEmpty { dropped.append((file, lost)) }
        }
        guard !dropped.isEmpty else { return (calls, []) }
        var kept: [APICall] = []
        kept.reserveCapacity(calls.count)
        for (i, c) in calls.enumerated() where !drop[i] { kept.append(c) }
        return (kept, dropped)
    }

    /// The kept calls of one key, in time order, and which of them have absorbed a copy. Finding
    /// the nearest free one on either side of a time goes through two path-compressed "next
    /// free" links, so thousands of identical calls in two files are matched in near-linear time.
    struct KeptTimes {
        private var times: [Double] = []
        private var absorbed: [Bool] = []
        private var isSorted = true
        /// `after[i]`: leads to the first free index ≥ i (`times.count` when none).
        private var after: [Int] = [0]
        /// `before[i + 1]`: leads to the slot (index + 1) of the last free index ≤ i (0 when none).
        private var before: [Int] = [0]

        mutating func add(_ time: Double) {
            if let last = times.last, time < last { isSorted = false }
            times.append(time)
            absorbed.append(false)
        }

        /// Orders the times and rebuilds the links: call after adding, before `absorb`.
        mutating func prepare() {
            if !isSorted {
                let order = times.indices.sorted { times[$0] < times[$1] }
                times = order.map { times[$0] }
                absorbed = order.map { absorbed[$0] }
                isSorted = true
            }
            let n = times.count
            after = (0...n).map { $0 < n && absorbed[$0] ? $0 + 1 : $0 }
            before = (0...n).map { $0 > 0 && absorbed[$0 - 1] ? $0 - 1 : $0 }
        }

        /// Takes the free kept call nearest to `time` within `window` (kept before `time` by at
        /// most `after`, after it by at most `before`; the earlier one on a tie); whether there was one.
        mutating func absorb(_ time: Double, window: (before: Double, after: Double)) -> Bool {
            // The first index whose time is past `time`.
            var low = 0
            var high = times.count
            while low < high {
                let mid = (low + high) / 2
                if times[mid] <= time { low = mid + 1 } else { high = mid }
            }
            let below = FreeSlotLinks.root(&before, low) - 1
            let above = FreeSlotLinks.root(&after, low)
            var best: Int?
            if below >= 0, time - times[below] <= window.after { best = below }
            if above < times.count, times[above] - time <= window.before,
                best.map({ times[above] - time < time - times[$0] }) ?? true
            {
                best = above
            }
            guard let j = best else { return false }
            absorbed[j] = true
            after[j] = j + 1
            before[j + 1] = j
            return true
        }

        /// The times of the kept calls that have absorbed a copy, in order.
        var absorbedTimes: [Double] { times.indices.filter { absorbed[$0] }.map { times[$0] } }
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
