/// Levenshtein distance, for "did you mean" hints on mistyped commands and options.
enum EditDistance {
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = previous
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest of `names` within a third of `word`'s length (at most 2 edits), if any;
    /// ties go to the first.
    static func nearest(_ word: String, among names: [String]) -> String? {
        let limit = min(2, max(1, word.count / 3))
        var best: (String, Int)?
        for n in names {
            let d = distance(word.lowercased(), n.lowercased())
            if d <= limit, d < (best?.1 ?? Int.max) { best = (n, d) }
        }
        return best?.0
    }
}
