/// What `HARSecondHalf` runs on its thread: the entries from its start to the end of
/// `log.entries`, read as `HARReader` reads them.
struct HARSecondHalfReader: @unchecked Sendable {
    let source: FileByteSource
    /// The byte `source` starts at.
    let start: Int
    let path: String
    let filter: RequestFilter
    let bufferSize: Int
    let maxStringBytes: Int

    /// Reads until the entries end, an error, or `cancelled()` says to stop (then the part is
    /// incomplete, and dropped by the caller).
    func read(cancelled: () -> Bool) -> Result<HARSecondHalf.Part, CaptureError> {
        var s = JSONByteScanner(
            continuing: source, at: start, enclosing: [true, true], hint: HARReader.hint,
            bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        var state = HARReadState(path: path, filter: filter)
        var index = 0
        do {
            while try s.nextElement() {
                if cancelled() { break }
                try HARReader.readEntry(&s, index: index, &state)
                index += 1
            }
        } catch {
            return .failure(error)
        }
        return .success(
            HARSecondHalf.Part(
                state: state, entries: index, endOffset: s.offset, endLine: s.location.line,
                endLineStart: s.currentLineStart))
    }
}
