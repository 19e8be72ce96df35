/// Tells, from a line's bytes alone, whether the line can hold anything the text reader takes —
/// so that the lines of a long device log that cannot (nearly all of them: a phone logs for
/// every app) are counted without being made into strings and tried by every recogniser.
///
/// A line may hold evidence when it contains, in any case, one of the words every recogniser
/// needs — `nielsen` (the SDKs' tags and frames, Nielsen's hosts…), `http:` / `https` / `http%`
/// (a URL — one not on a Nielsen host counts only when it runs to the line's end, as in a URL
/// list),
/// `imrworld` / `nmrodam` (a host without a scheme), `nlcert` (recorder lines), the Browser SDK's
/// `[nsdk]`, `ggpm=` and `success making fetch to`, a trace's `"api"` — or a word a pattern file
/// names (`lineContains`); or when it starts with `{` (a trace or `--style ndjson` line) or holds
/// `[` and a digit or space in its first 25 bytes (the App SDK's frame where logcat printed no
/// tag, a `logcat -v long` header). The recognisers themselves then decide.
struct TextEvidenceGate: Sendable {
    /// The words, lower-case ASCII, at least two bytes each.
    private let words: [[UInt8]]
    /// Per folded byte pair, the offsets (bits 0…6) at which that pair stands within the
    /// first `stride + 1` bytes of some word. Only every `stride`-th pair of a line is looked
    /// up: each word's first `stride` pairs cover any window of `stride` positions, so a word
    /// in the line always has one of its pairs at a looked-up position, and that pair's offset
    /// says where the word would start.
    private let pairOffsets: [UInt8]
    private let stride: Int
    /// Each byte folded to lower case (ASCII letters only).
    private static let folded: [UInt8] = (0...255).map {
        UInt8($0) >= 65 && UInt8($0) <= 90 ? UInt8($0) | 0x20 : UInt8($0)
    }
    /// The words that open a URL (`http:`, `https`, `http%` for a percent-encoded one).
    private static let urlOpeners: Set<[UInt8]> = [Array("http:".utf8), Array("https".utf8), Array("http%".utf8)]

    static let baseWords = [
        "nielsen", "http:", "https", "http%", "imrworld", "nmrodam", "nlcert", "[nsdk]", "ggpm=",
        "success making fetch to", "\"api\"",
    ]

    /// The gate for a pattern set, or `nil` when one of its patterns is tried on every line
    /// (it names no words): then no line can be passed over unread.
    init?(patterns: IOSLogPatternSet) {
        guard let words = patterns.gateWords else { return nil }
        self.init(patternWords: words)
    }

    init(patternWords: [String] = []) {
        var words: [[UInt8]] = []
        for word in Self.baseWords + patternWords {
            var lower = Array(word.lowercased().utf8)
            // A one-byte word opens every line that holds that byte: as good as no gate.
            if lower.count == 1 { lower.append(0) }
            guard !lower.isEmpty, !words.contains(lower) else { continue }
            words.append(lower)
        }
        self.words = words
        let shortest = words.map(\.count).min() ?? 2
        stride = max(1, min(7, shortest - 1))
        var offsets = [UInt8](repeating: 0, count: 65_536)
        for w in words {
            for k in 0..<stride {
                offsets[Int(w[k]) << 8 | Int(w[k + 1])] |= 1 << UInt8(k)
            }
        }
        pairOffsets = offsets
    }

    /// Whether the line can hold evidence (see the type's documentation).
    func mayHoldEvidence(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = b.baseAddress, !b.isEmpty else { return false }
        if base[0] == UInt8(ascii: "{") { return true }
        let n = b.count
        let head = min(n - 1, 25)
        var i = 0
        while i < head {
            if base[i] == UInt8(ascii: "[") {
                let next = base[i + 1]
                if next == 0x20 || (next >= 48 && next <= 57) { return true }
            }
            i += 1
        }
        guard n >= 2 else { return false }
        return Self.folded.withUnsafeBufferPointer { fold in
            pairOffsets.withUnsafeBufferPointer { offsets in
                var j = 0
                while j + 1 < n {
                    let mask = offsets[Int(fold[Int(base[j])]) << 8 | Int(fold[Int(base[j + 1])])]
                    if mask != 0 {
                        for k in 0..<stride where mask & (1 << UInt8(k)) != 0 && j >= k {
                            if matchesWord(at: j - k, in: base, count: n, fold) { return true }
                        }
                    }
                    j += stride
                }
                return false
            }
        }
    }

    private func matchesWord(
        at i: Int, in base: UnsafePointer<UInt8>, count n: Int, _ fold: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for w in words where i + w.count <= n {
            var k = 0
            while k < w.count, fold[Int(base[i + k])] == w[k] { k += 1 }
            guard k == w.count else { continue }
            // A URL that is not Nielsen's is evidence only as the whole rest of its line (a URL
            // list's row): `http` followed by white space is prose (`GET https://… HTTP/1.1`).
            if Self.urlOpeners.contains(w), !Self.urlRunsToTheEnd(from: i, in: base, count: n) { continue }
            return true
        }
        return false
    }

    /// Whether the bytes from `i` to the line's end, trailing white space aside, hold none.
    static func urlRunsToTheEnd(from i: Int, in base: UnsafePointer<UInt8>, count n: Int) -> Bool {
        var end = n
        while end > i, base[end - 1] == 0x20 || base[end - 1] == 0x09 { end -= 1 }
        var j = i
        while j < end {
            if base[j] == 0x20 || base[j] == 0x09 { return false }
            j += 1
        }
        return true
    }
}
