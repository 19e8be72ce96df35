/// Where each of a scope's calls sits in `timeline.calls`, by its location: what a finding's
/// evidence needs to point at a call. Built the first time a finding asks (most scopes have
/// none) and shared by the rules that run on the scope, on any thread.
final class CallLocationIndex: @unchecked Sendable {
    private let lock = ThreadLock()
    private var byLocation: [SourceLocation: [Int]]?
    private let timeline: Timeline
    private let indices: [Int]?

    /// `indices`: the scope's calls (a session's); `nil` for every call of the timeline.
    init(timeline: Timeline, indices: [Int]?) {
        self.timeline = timeline
        self.indices = indices
    }

    /// The timeline index of `call` (the same call at the same location), or `nil` when the
    /// scope does not hold it.
    func index(of call: APICall) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let all = timeline.calls
        if byLocation == nil {
            var map: [SourceLocation: [Int]] = [:]
            for i in indices ?? Array(all.indices) where all.indices.contains(i) {
                map[all[i].location, default: []].append(i)
            }
            byLocation = map
        }
        // One line can hold several calls (an event tracker's expansion): the equal one wins.
        return byLocation?[call.location]?.first { all[$0] == call }
    }
}
