import Dispatch

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The tail of a big HAR's entries, read on another core while this one reads from the front.
/// The file is cut into parts at guessed entry starts (an entry's opening `{` found near each
/// thirty-second of the file); the other core reads parts from the last one backwards, this one reads
/// from the first entry forwards, each claiming the parts it reads, so the two meet wherever
/// their speeds put them (a fixed half left one core idle whenever the other ran slower).
///
/// Where the front reader arrives exactly at the start of a part the other core claimed, as an
/// element of `log.entries`, that part's start was right; each part in turn is right when the
/// part before it stopped exactly at its start. What the tail read is appended, renumbered, as
/// if one pass had read it (errors included), as far as the chain holds; where it breaks, the
/// front reader resumes at the entry the last good part stopped at. Where the front reader
/// passes a claimed part's start anywhere else, the tail is dropped and reading goes on in one
/// pass. So the result never depends on the guesses or on the schedule, only the time does.
final class HARTail: @unchecked Sendable {
    /// What one part read: its entries (numbered from 0, lines from 1) and where it ended.
    struct Part {
        var state: HARReadState
        var entries: Int
        /// At the entry where the next part starts, or just after the `]` that closes
        /// `log.entries` (`reachedEnd`).
        var endOffset: Int
        var endLine: Int
        var endLineStart: Int
        var reachedEnd: Bool
    }

    /// The file is cut into this many stretches (a part starts near each cut); the first
    /// stretch is always the front reader's. Where the two readers meet, one of them finishes
    /// its part alone: 32 leave that to a thirty-second of the file.
    static let stretches = 32

    /// Where each part starts, increasing: the `{` of an entry, if the guess is right.
    let starts: [Int]
    /// One reader per part, each with its own position in the file.
    private let readers: [HARTailPartReader]
    private let lock = ThreadLock()
    private var cancelled = false
    /// The part the other core claims next (it claims downwards while it is above `frontHas`).
    private var next: Int
    /// The last part the front reader claimed (`-1`: none).
    private var frontHas = -1
    private var outcomes: [Result<Part, CaptureError>?]
    private let finished = DispatchSemaphore(value: 0)

    private init(starts: [Int], readers: [HARTailPartReader]) {
        self.starts = starts
        self.readers = readers
        next = starts.count - 1
        outcomes = Array(repeating: nil, count: starts.count)
    }

    /// Starts reading the tail of `source` on another thread, when the file is a regular file
    /// of at least `minimumBytes` and there is a second core; `nil` otherwise. `stretches`:
    /// how many stretches the file is cut into (tests use many, to meet every case).
    static func start(
        _ source: ByteSource, filter: RequestFilter, bufferSize: Int, maxStringBytes: Int, minimumBytes: Int,
        stretches: Int = HARTail.stretches
    ) -> HARTail? {
        guard Concurrently.threads > 1, let file = source as? FileByteSource, let size = file.regularFileSize,
            size >= minimumBytes
        else { return nil }
        var starts: [Int] = []
        for k in 1..<max(2, stretches) {
            let at = size / max(2, stretches) * k
            guard at > (starts.last ?? 0) else { continue }
            // A small window nearly always holds an entry's start; a larger one for entries
            // with big bodies.
            let found = [1 << 16, 1 << 20].lazy.compactMap { count in
                entryStart(in: file.bytes(at: at, count: min(count, size - at)))
            }.first
            if let i = found { starts.append(at + i) }
        }
        guard !starts.isEmpty else { return nil }
        let readers = starts.indices.map { k in
            HARTailPartReader(
                source: file.reader(from: starts[k]), start: starts[k],
                stop: k + 1 < starts.count ? starts[k + 1] : nil,
                path: source.path, filter: filter, bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        }
        let tail = HARTail(starts: starts, readers: readers)
        // The last part is the other core's from the start, so the tail is always used, even
        // when this core would reach every part before the other thread runs.
        let last = tail.claimNext()
        guard ThreadLock.detach(stackSize: 1 << 20, { tail.readParts(first: last) }) else { return nil }
        return tail
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

    /// The other core's work: parts from the last one (`first`, already claimed) down, until
    /// it meets the front reader.
    private func readParts(first: Int?) {
        var claimed = first
        while let k = claimed {
            defer { claimed = claimNext() }
            let result = readers[k].read { [self] in
                lock.lock()
                defer { lock.unlock() }
                return cancelled
            }
            lock.lock()
            outcomes[k] = result
            lock.unlock()
        }
        finished.signal()
    }

    private func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !cancelled, next > frontHas else { return nil }
        next -= 1
        return next + 1
    }

    /// The start of the next part the front reader has not passed (`Int.max` when none is left).
    /// Read by the front reader only.
    var nextStart: Int { frontHas + 1 < starts.count ? starts[frontHas + 1] : Int.max }

    /// What the front reader does at an entry at `offset` at or past `nextStart`.
    enum Arrival {
        /// The entry is where part `k`, which the other core claimed, starts: join it.
        case join(Int)
        /// The entry passed the start of a part the other core claimed: its guess was wrong.
        case drop
        /// Every part started at or before `offset` is the front reader's now.
        case readOn
    }

    /// Claims for the front reader the parts that start at or before `offset` and that the
    /// other core has not claimed; says what to do when it has.
    func arrive(at offset: Int) -> Arrival {
        while frontHas + 1 < starts.count, starts[frontHas + 1] <= offset {
            let part = frontHas + 1
            lock.lock()
            let theirs = part > next
            if !theirs { frontHas = part }
            lock.unlock()
            if theirs { return offset == starts[part] ? .join(part) : .drop }
        }
        return .readOn
    }

    /// Stops the other core (at its next entry) and waits for its thread to end.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
        finished.wait()
    }

    /// How a join ended: after the entries array, or at an entry the front reader goes on from.
    enum Joined {
        case endOfEntries
        case atEntry(index: Int)
    }

    /// Called by the front reader positioned at the start of part `first` (claimed by the other
    /// core), an element of `log.entries`, entry `entryBase`: waits for the other core, appends
    /// each part to `state` renumbered while each one stopped exactly where the next starts, and
    /// moves `s` to where the last good part ended. An error in a part is thrown as one pass
    /// would have thrown it.
    func join(
        from first: Int, into state: inout HARReadState, _ s: inout JSONByteScanner, entryBase: Int
    ) throws(CaptureError) -> Joined {
        // The other core stops after part `first`: every part below it is the front reader's.
        finished.wait()
        // Taken out of the tail, so that each part is this function's alone and its requests
        // move rather than copy.
        lock.lock()
        var results = outcomes
        outcomes = []
        lock.unlock()
        var line = s.location.line
        var lineStart = s.currentLineStart
        var entry = entryBase
        state.reserve(
            requests: results[first...].reduce(0) { sum, outcome in
                guard case .success(let part)? = outcome else { return sum }
                return sum + part.state.requests.count
            })
        for k in first..<starts.count {
            // This part took its start as column 1 of its line 1.
            let shift = starts[k] - lineStart
            switch results[k].take() {
            case .success(var part):
                state.append(taking: &part.state, lineBase: line, entryBase: entry, columnShift: shift)
                entry += part.entries
                lineStart = part.endLine == 1 ? lineStart : part.endLineStart
                line += part.endLine - 1
                if part.reachedEnd {
                    try s.resume(afterArrayAt: part.endOffset, line: line, lineStart: lineStart)
                    return .endOfEntries
                }
                // The next part's start was right when this one stopped exactly there.
                if k + 1 < starts.count, part.endOffset == starts[k + 1] { continue }
                try s.resume(atElementAt: part.endOffset, line: line, lineStart: lineStart)
                return .atEntry(index: entry)
            case .failure(var error):
                if error.line == 1 { error.column = error.column.map { $0 + shift } }
                error.line = error.line.map { $0 + line - 1 }
                error.entry = error.entry.map { $0 + entry }
                throw error
            case nil:
                throw s.error("part of the file was not read")
            }
        }
        throw s.error("part of the file was not read")
    }
}
