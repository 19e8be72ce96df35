/// Removes the second copy of requests that two captures of one run, of the same kind, both
/// recorded — a Charles session and a DevTools HAR made side by side, two exports or two
/// `adb logcat` dumps whose time spans overlap, a URL list pasted twice. Each copy would
/// otherwise count twice: twice the credited seconds, every event repeated, findings that
/// describe the doubling rather than the app.
///
/// A request of a later file is a copy when the two files record the same run (they share a
/// request made once: a ping with its `rnd`, or one at the same millisecond) and an earlier file
/// holds the same URL at the same time
/// (within `toleranceSeconds`, after lining the two proxies' clocks up on the DCR pings both
/// hold, whose `rnd` makes each URL unique; without both times, only such a unique URL). Each earlier request stands for one copy per file,
/// so a request the SDK really sent twice (a retry) stays twice; requests within one file are
/// never compared. A copy in a less direct kind of source (a log line of a ping the HAR holds)
/// is `PingDeduplicator`'s.
enum CaptureCopyDeduplicator {
    /// How far apart (seconds) two recordings of one request may be timed.
    static let toleranceSeconds = 2.0

    /// What was dropped from one file: how many copies, the first one's location, and the
    /// earlier file(s) holding the copies kept.
    struct Dropped: Equatable {
        var count: Int
        var first: SourceLocation
        var keptIn: String
    }

    static func deduplicate(_ pings: [Ping], sources: PingSources) -> (kept: [Ping], dropped: [Dropped]) {
        var drop: [Bool] = []
        var dropped: [Dropped] = []
        // Sources of one directness are compared with each other: network captures, URL lists,
        // logs (a copy in a less direct source is `PingDeduplicator`'s). Nearly every capture
        // has one file of a kind: nothing to compare, nothing to build.
        for rank in sources.ranks where sources.spansSeveralFiles(rank: rank) {
            if drop.isEmpty { drop = [Bool](repeating: false, count: pings.count) }
            dropCopies(in: pings, rank: rank, drop: &drop, dropped: &dropped)
        }
        guard !dropped.isEmpty else { return (pings, []) }
        let kept = pings.indices.filter { !drop[$0] }.map { pings[$0] }
        return (kept, dropped)
    }

    /// Marks in `drop` the copies among the files of one rank.
    private static func dropCopies(in pings: [Ping], rank: Int, drop: inout [Bool], dropped: inout [Dropped]) {
        var byFile: [String: [Int]] = [:]
        var files: [String] = []
        for i in pings.indices where PingDeduplicator.rank(pings[i].format) == rank {
            let file = pings[i].location.file
            if byFile[file] == nil { files.append(file) }
            byFile[file, default: []].append(i)
        }
        guard files.count > 1 else { return }
        // The requests kept so far, by URL, timed on the first file's clock.
        var seen: [String: Recordings] = [:]
        for (n, file) in files.enumerated() {
            let members = byFile[file] ?? []
            let offset = clockOffset(of: members.map { pings[$0] }, against: seen)
            // Two files record the same run only when they share a request that happens once — a
            // ping whose `rnd` makes its URL unique, or a request at the very same millisecond
            // (two exports of one proxy): two devices' captures made side by side share only the
            // app's config request, a moment apart, and each keeps its own.
            let sameRun = members.contains { i in
                guard let earlier = seen[pings[i].url] else { return false }
                if pings[i].rnd != nil { return true }
                return pings[i].capturedTime.map { earlier.contains(exactly: $0.epochSeconds + offset) } ?? false
            }
            // Each earlier recording stands for one copy in this file.
            var claims: [String: Claims] = [:]
            var lost: Dropped?
            for i in members where sameRun {
                let url = pings[i].url
                guard let earlier = seen[url] else { continue }
                let time = pings[i].capturedTime.map { $0.epochSeconds + offset }
                var claim = claims[url] ?? Claims(earlier)
                // Without both times only a URL made unique by its `rnd` is known to be a copy
                // (a config request repeats its URL at every app start).
                if claim.take(time, in: earlier, untimedMatches: pings[i].rnd != nil) {
                    drop[i] = true
                    if lost == nil {
                        lost = Dropped(
                            count: 0, first: pings[i].location, keptIn: files[..<n].joined(separator: ", "))
                    }
                    lost?.count += 1
                }
                claims[url] = claim
            }
            var added: Set<String> = []
            for i in members where !drop[i] {
                let url = pings[i].url
                seen[url, default: Recordings()].add(pings[i].capturedTime.map { $0.epochSeconds + offset })
                added.insert(url)
            }
            for url in added { seen[url]?.prepare() }
            if let lost { dropped.append(lost) }
        }
    }

    /// The earlier recordings of one URL: their times, sorted, and how many were untimed.
    struct Recordings {
        var times: [Double] = []
        var untimed = 0
        private var sorted = true

        mutating func add(_ time: Double?) {
            guard let time else {
                untimed += 1
                return
            }
            if let last = times.last, time < last { sorted = false }
            times.append(time)
        }

        /// Whether one of the times is exactly `time` (the times are sorted).
        func contains(exactly time: Double) -> Bool {
            var low = 0
            var high = times.count
            while low < high {
                let mid = (low + high) / 2
                if times[mid] < time { low = mid + 1 } else { high = mid }
            }
            return low < times.count && times[low] == time
        }

        /// Sorted for the look-ups (a file's own order is nearly always time order already).
        mutating func prepare() {
            if !sorted {
                times.sort()
                sorted = true
            }
        }
    }

    /// Which earlier recordings of one URL this file's copies have taken. `next[i]` leads to
    /// the first untaken time at or after `i` (path-compressed), so a URL recorded thousands of
    /// times in both files is matched in near-linear time.
    struct Claims {
        private var next: [Int]
        private var untimedLeft: Int

        init(_ earlier: Recordings) {
            next = Array(0...earlier.times.count)
            untimedLeft = earlier.untimed
        }

        /// Takes an earlier recording `time` can be a copy of; whether there was one. An untimed
        /// copy, or an untimed earlier recording, counts only when `untimedMatches`.
        mutating func take(_ time: Double?, in earlier: Recordings, untimedMatches: Bool) -> Bool {
            if time == nil && !untimedMatches { return false }
            let times = earlier.times
            let start: Int
            if let time {
                // The first earlier time not before the tolerance window.
                var low = 0
                var high = times.count
                while low < high {
                    let mid = (low + high) / 2
                    if times[mid] < time - toleranceSeconds { low = mid + 1 } else { high = mid }
                }
                start = low
            } else {
                start = 0
            }
            let j = FreeSlotLinks.root(&next, start)
            if j < times.count, time.map({ times[j] <= $0 + toleranceSeconds }) ?? true {
                next[j] = j + 1
                return true
            }
            // An untimed recording matches a copy at any time.
            if untimedMatches, untimedLeft > 0 {
                untimedLeft -= 1
                return true
            }
            return false
        }
    }

    /// The seconds to add to `members`' times to put them on the clock of `seen`: the median
    /// difference over the DCR pings (unique by `rnd`) both hold, 0 when they share none.
    private static func clockOffset(of members: [Ping], against seen: [String: Recordings]) -> Double {
        var differences: [Double] = []
        for p in members where p.kind == .dcrPing && p.rnd != nil {
            guard let t = p.capturedTime?.epochSeconds, let earlier = seen[p.url], earlier.times.count == 1,
                earlier.untimed == 0
            else { continue }
            differences.append(earlier.times[0] - t)
        }
        guard !differences.isEmpty else { return 0 }
        differences.sort()
        return differences[differences.count / 2]
    }
}
