/// A decoded ping's URL with the spans of its parameters, kept whole so that the pings decoded
/// after it with the same keys can hold only the values that differ from it (`QueryDelta`).
/// One per run of pings of a kind; the pings that lean on it keep it alive.
final class QueryFrame: Sendable {
    /// The URL, contiguous UTF-8.
    let text: String
    let spans: ParameterTable.Spans

    init(text: String, spans: ParameterTable.Spans) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.spans = spans
    }

    /// Calls `body` with the URL's bytes.
    @inline(__always)
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // A native string made contiguous always lends its storage; the copy is the fallback.
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
