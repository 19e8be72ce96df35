/// The hot values of the frames (`QueryFrame`) a run of pings is read against, each read once:
/// a value a ping's delta does not own is its frame's, so every ping of that frame — in every
/// session of the run — shares the one string instead of building it again. Held by one
/// thread for one run (a chunk of sessions); a few frames are kept, as a run's pings come in
/// a few layouts.
final class FrameValueMemo {
    private var frames: [(frame: QueryFrame, values: [String?])] = []
    /// How many frames are kept; the oldest goes first.
    static let capacity = 4

    init() {}

    /// The first `count` hot values of `frame`, as a ping holding the frame's URL itself reads them.
    func values(of frame: QueryFrame, count: Int) -> [String?] {
        if let known = frames.first(where: { $0.frame === frame && $0.values.count == count }) { return known.values }
        let values = ParameterTable(text: frame.text, spans: frame.spans).hotValues(count)
        if frames.count >= Self.capacity { frames.removeFirst() }
        frames.append((frame, values))
        return values
    }
}
