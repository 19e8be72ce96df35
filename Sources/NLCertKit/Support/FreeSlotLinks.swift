/// Links from a slot to the next free one, path-compressed as they are followed: "the first free
/// slot at or after i" in near-constant time while slots are taken one by one. The copy matchers
/// use it (`CallDeduplicator.KeptTimes`, `CaptureCopyDeduplicator.Claims`), so that thousands of
/// identical recordings pair up in near-linear time.
enum FreeSlotLinks {
    /// Follows `links` from `i` to the slot that links to itself, shortening the path on the way.
    static func root(_ links: inout [Int], _ i: Int) -> Int {
        var r = i
        while links[r] != r { r = links[r] }
        var k = i
        while links[k] != r {
            let up = links[k]
            links[k] = r
            k = up
        }
        return r
    }
}
