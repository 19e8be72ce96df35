/// A decoded ping's parameters while its text is pinned: where each key and raw value sit.
/// A ping holding its whole URL reads both from it; a ping held as a `QueryDelta` reads its
/// keys and the values it shares from its frame's URL and the rest from its own bytes.
struct ParameterBytes {
    /// The URL the keys are read from (a delta's frame's).
    let text: UnsafeBufferPointer<UInt8>
    let spans: ParameterTable.Spans
    /// A delta's data (`QueryDelta.data`); empty for a ping holding its whole URL.
    let delta: UnsafeBufferPointer<UInt8>

    @inline(__always)
    var count: Int { spans.count }

    /// Where parameter `i`'s key sits in `text`.
    @inline(__always)
    func keyRange(_ i: Int) -> Range<Int> {
        let (keyStart, keyEnd, _) = spans.bounds(i, limit: text.count)
        return keyStart..<keyEnd
    }

    /// Parameter `i`'s key.
    @inline(__always)
    func key(_ i: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: text[keyRange(i)]) }

    /// Where parameter `i`'s raw value sits: in `text`, or (`own`) in `delta`.
    @inline(__always)
    func rawLocation(_ i: Int) -> (own: Bool, range: Range<Int>) {
        if !delta.isEmpty, let own = QueryDelta.ownRange(delta, i) { return (true, own) }
        return (false, QueryDelta.valueRange(i, spans: spans, limit: text.count))
    }

    /// Parameter `i`'s raw value as the frame's text holds it: `raw(i)` when the delta does
    /// not own it (`QueryDelta.OwnedMask` says so), without searching the delta's entries.
    @inline(__always)
    func frameRaw(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[QueryDelta.valueRange(i, spans: spans, limit: text.count)])
    }

    /// Parameter `i`'s raw value: the bytes after its `=`, as sent.
    @inline(__always)
    func raw(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        let (own, range) = rawLocation(i)
        return UnsafeBufferPointer(rebasing: (own ? delta : text)[range])
    }
}
