import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The second half of a big HAR's entries, read on another core while the first half is read
/// on this one. Where it starts is a guess, checked exactly: an entry's opening `{` found in the
/// middle of the file. When the first half's reader arrives at that very byte as an element of
/// `log.entries`, the guess was right and what this half read is appended, renumbered, as if one
/// pass had read it (errors included); when it passes the byte anywhere else, this half is
/// dropped and reading goes on in one pass. So the result never depends on the guess or on the
/// schedule, only the time does.
final class HARSecondHalf: @unchecked Sendable {
    /// What the half read: its entries (numbered from 0, lines from 1) and where it ended.
    struct Part {
        var state: HARReadState
        var entries: Int
        /// Just after the `]` that closes `log.entries`.
        var endOffset: Int
        var endLine: Int
        var endLineStart: Int
    }

    /// The byte where this half starts: the `{` of an entry, if the guess is right.
    let start: Int
    private let lock = ThreadLock()
    private var cancelled = false
    private var outcome: Result<Part, CaptureError>?
    private let finished = DispatchSemaphore(value: 0)

    private init(start: Int) {
        self.start = start
    }

    /// Starts reading the second half of `source` on another thread, when the file is a
    /// regular file of at least `minimumBytes` and there is a second core; `nil` otherwise.
    static func start(
        _ source: ByteSource, filter: RequestFilter, bufferSize: Int, maxStringBytes: Int, minimumBytes: Int
    ) -> HARSecondHalf? {
        guard Concurrently.threads > 1, let file = source as? FileByteSource, let size = file.regularFileSize,
            size >= minimumBytes
        else { return nil }
        let window = file.bytes(at: size / 2, count: min(1 << 20, size - size / 2))
        guard let k = entryStart(in: window) else { return nil }
        let half = HARSecondHalf(start: size / 2 + k)
        let reader = HARSecondHalfReader(
            source: file.reader(from: half.start), start: half.start, path: source.path, filter: filter,
            bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        guard ThreadLock.detach(stackSize: 1 << 20, { half.read(reader) }) else { return nil }
        return half
    }

    /// The first `{` in `window` that opens an object whose first key is one an entry starts
    /// with in the tools' exports. In valid JSON, `{` then `"key"` cannot be inside a string.
    static func entryStart(in window: [UInt8]) -> Int? {
        let keys: Set<String> = [
            "startedDateTime", "pageref", "_initiator", "_connectionId", "_priority", "_resourceType", "_fromCache",
            "cache",
            "request",
        ]
        var i = 0
        while i < window.count {
            defer { i += 1 }
            guard window[i] == UInt8(ascii: "{") else { continue }
            var j = i + 1
            while j < window.count, [0x20, 0x09, 0x0A, 0x0D].contains(window[j]) { j += 1 }
            guard j < window.count, window[j] == UInt8(ascii: "\"") else { continue }
            var k = j + 1
            while k < window.count, k - j < 32, window[k] != UInt8(ascii: "\""), window[k] != UInt8(ascii: "\\") {
                k += 1
            }
            guard k < window.count, window[k] == UInt8(ascii: "\"") else { continue }
            if keys.contains(String(decoding: window[(j + 1)..<k], as: UTF8.self)) { return i }
        }
        return nil
    }

    private func read(_ reader: HARSecondHalfReader) {
        let result = reader.read { [self] in
            lock.lock()
            defer { lock.unlock() }
            return cancelled
        }
        lock.lock()
        outcome = result
        lock.unlock()
        finished.signal()
    }

    /// Stops the half (at its next entry) and waits for its thread to end.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        finished.wait()
    }

    /// Called by the first half's reader positioned at `start`, an element of `log.entries`,
    /// entry `entryBase`: waits for this half, appends what it read to `state` renumbered,
    /// and moves `s` past the end of the entries. An error in this half is thrown as one pass
    /// would have thrown it.
    func join(into state: inout HARReadState, _ s: inout JSONByteScanner, entryBase: Int) throws(CaptureError) {
        finished.wait()
        lock.lock()
        let result = outcome
        lock.unlock()
        let line = s.location.line
        let lineStart = s.currentLineStart
        // This half took `start` as column 1 of its line 1.
        let shift = start - lineStart
        switch result {
        case .success(let part):
            state.append(part.state, lineBase: line, entryBase: entryBase, columnShift: shift)
            try s.resume(
                afterArrayAt: part.endOffset, line: line + part.endLine - 1,
                lineStart: part.endLine == 1 ? lineStart : part.endLineStart)
        case .failure(var error):
            if error.line == 1 { error.column = error.column.map { $0 + shift } }
            error.line = error.line.map { $0 + line - 1 }
            error.entry = error.entry.map { $0 + entryBase }
            throw error
        case nil:
            throw s.error("the second half of the file was not read")
        }
    }
}
