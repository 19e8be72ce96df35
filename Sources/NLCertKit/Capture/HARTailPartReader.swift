/// What `HARTail` runs on its thread for one part: the entries from the part's start up to
/// the next part's (or to the end of `log.entries` for the last part), read as `HARReader`
/// reads them.
struct HARTailPartReader: @unchecked Sendable {
    let source: FileByteSource
    /// The byte `source` starts at.
    let start: Int
    /// Where the next part starts: the reader stops at the first entry at or past it. `nil`
    /// for the last part.
    let stop: Int?
    let path: String
    let filter: RequestFilter
    let bufferSize: Int
    let maxStringBytes: Int

    /// Reads until the part ends, an error, or `cancelled()` says to stop (then the part ends
    /// early, at an entry).
    func read(cancelled: () -> Bool) -> Result<HARTail.Part, CaptureError> {
        var s = JSONByteScanner(
            continuing: source, at: start, enclosing: [true, true], hint: HARReader.hint,
            bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        var state = HARReadState(path: path, filter: filter)
        var index = 0
        var reachedEnd = true
        do {
            while try s.nextElement() {
                if let stop, s.offset >= stop {
                    reachedEnd = false
                    break
                }
                if cancelled() {
                    reachedEnd = false
                    break
                }
                try HARReader.readEntry(&s, index: index, &state)
                index += 1
            }
        } catch {
            return .failure(error)
        }
        return .success(
            HARTail.Part(
                state: state, entries: index, endOffset: s.offset, endLine: s.location.line,
                endLineStart: s.currentLineStart, reachedEnd: reachedEnd))
    }
}
