/// An aligned diff of two sequences of lines (longest common subsequence), as a reviewer reads
/// a change to a call sequence: kept lines in place, removed and added ones where they differ.
public enum SequenceDiff {
    public enum Line: Sendable, Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Sequences longer than this are compared by their common prefix and suffix only, so the
    /// table stays small (the middle is shown as removed and added).
    static let tableLimit = 4_000_000

    static func align(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let midA = Array(a[prefix..<(a.count - suffix)])
        let midB = Array(b[prefix..<(b.count - suffix)])
        var lines = a[..<prefix].map { Line.same($0) }
        if midA.count * midB.count > tableLimit {
            lines += midA.map { .removed($0) } + midB.map { .added($0) }
        } else {
            lines += middle(midA, midB)
        }
        lines += a[(a.count - suffix)...].map { Line.same($0) }
        return lines
    }

    static func middle(_ a: [String], _ b: [String]) -> [Line] {
        let n = a.count
        let m = b.count
        guard n > 0, m > 0 else { return a.map { .removed($0) } + b.map { .added($0) } }
        // lcs[i][j]: length of the longest common subsequence of a[i...] and b[j...].
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < n, j < m {
            if a[i] == b[j] {
                lines.append(.same(a[i]))
                i += 1
                j += 1
            } else if lcs[i + 1][j] >= lcs[i][j + 1] {
                lines.append(.removed(a[i]))
                i += 1
            } else {
                lines.append(.added(b[j]))
                j += 1
            }
        }
        lines += a[i...].map { .removed($0) } + b[j...].map { .added($0) }
        return lines
    }
}
