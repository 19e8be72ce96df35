/// One `play` stream as the API calls show it: from its first `play`/`loadMetadata` to the
/// call before the next stream starts. Matched to a ping viewing session by time.
struct CallStream: Sendable, Hashable {
    /// 1-based number of the stream in the capture (`stream-N` when it has no pings).
    var number: Int
    /// Indices into the timeline's (sorted) calls.
    var callIndices: [Int]
    var start: Double?
    var end: Double?
}
