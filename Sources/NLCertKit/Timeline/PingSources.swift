/// What the deduplicators ask of the pings' sources before they compare any ping: which kinds
/// of source are present (by directness, `PingDeduplicator.rank`), whether a kind spans
/// several files, and the first file of a less direct kind than a network capture. Read in one
/// pass on every core: a capture of one HAR, the usual case, then needs nothing else from its
/// million pings (one serial pass per question each fetched every ping from memory).
struct PingSources {
    /// The first ping of one kind of source.
    private struct Kind {
        var firstIndex: Int
        var firstFile: String
        var severalFiles: Bool
    }

    /// By rank: 0 network captures, 1 URL lists, 2 logs.
    private var kinds: [Kind?] = [nil, nil, nil]

    init(_ pings: [Ping]) {
        let parts = Concurrently.map(Concurrently.chunks(of: pings.count, minimum: 4096), minimum: 1) { range in
            var part = PingSources(empty: ())
            for i in range { part.note(i, of: pings) }
            return part
        }
        for part in parts { merge(part) }
    }

    private init(empty: Void) {}

    /// The ranks present, most direct first.
    var ranks: [Int] { kinds.indices.filter { kinds[$0] != nil } }

    /// Whether pings of rank `rank` come from more than one file.
    func spansSeveralFiles(rank: Int) -> Bool { kinds.indices.contains(rank) && kinds[rank]?.severalFiles == true }

    /// The file of the first ping (in capture order) from a less direct source than a network
    /// capture.
    var firstLessDirectFile: String? {
        kinds.dropFirst().compactMap { $0 }.min { $0.firstIndex < $1.firstIndex }?.firstFile
    }

    private mutating func note(_ i: Int, of pings: [Ping]) {
        let rank = PingDeduplicator.rank(pings[i].format)
        guard let kind = kinds[rank] else {
            kinds[rank] = Kind(firstIndex: i, firstFile: pings[i].location.file, severalFiles: false)
            return
        }
        if !kind.severalFiles, !pings[i].isRecorded(in: kind.firstFile) { kinds[rank]?.severalFiles = true }
    }

    /// Adds what a later stretch of the pings holds.
    private mutating func merge(_ later: PingSources) {
        for rank in kinds.indices {
            guard let next = later.kinds[rank] else { continue }
            guard let kind = kinds[rank] else {
                kinds[rank] = next
                continue
            }
            if next.severalFiles || next.firstFile != kind.firstFile { kinds[rank]?.severalFiles = true }
        }
    }
}
