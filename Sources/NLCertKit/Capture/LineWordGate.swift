/// Which line patterns are worth trying on a message, decided by the words they require
/// (`lineContains`): each distinct word is searched once per message, whatever the number of
/// patterns that name it. Patterns with the same word list form one group; a pattern with no
/// words is always tried.
struct LineWordGate: Sendable {
    /// The distinct words, lower-case ASCII.
    private let words: [[UInt8]]
    /// Per group, the indices of its words (empty: the group is always open).
    private let groups: [[Int]]
    /// Per pattern, its group.
    private let groupOfPattern: [Int]

    init(_ wordLists: [[String]]) {
        var words: [[UInt8]] = []
        var wordIndex: [String: Int] = [:]
        var groups: [[Int]] = []
        var groupIndex: [[Int]: Int] = [:]
        var groupOfPattern: [Int] = []
        for list in wordLists {
            let indices = list.map { word -> Int in
                let lower = word.lowercased()
                if let known = wordIndex[lower] { return known }
                wordIndex[lower] = words.count
                words.append(Array(lower.utf8))
                return words.count - 1
            }
            if let known = groupIndex[indices] {
                groupOfPattern.append(known)
            } else {
                groupIndex[indices] = groups.count
                groups.append(indices)
                groupOfPattern.append(groups.count - 1)
            }
        }
        self.words = words
        self.groups = groups
        self.groupOfPattern = groupOfPattern
    }

    func group(of pattern: Int) -> Int { groupOfPattern[pattern] }

    /// Per group, whether `message` holds one of its words; empty when no group is open (the
    /// common case, which allocates nothing).
    func openGroups(_ message: String) -> [Bool] {
        var text = message
        return text.withUTF8 { h in
            withUnsafeTemporaryAllocation(of: Int8.self, capacity: max(1, words.count)) { found in
                found.initialize(repeating: -1)
                func has(_ word: Int) -> Bool {
                    if found[word] < 0 {
                        found[word] =
                            words[word].withUnsafeBufferPointer { String.containsASCIIIgnoringCase(h, $0) } ? 1 : 0
                    }
                    return found[word] == 1
                }
                var open: [Bool] = []
                for (g, indices) in groups.enumerated() where indices.isEmpty || indices.contains(where: has) {
                    if open.isEmpty { open = [Bool](repeating: false, count: groups.count) }
                    open[g] = true
                }
                return open
            }
        }
    }
}
