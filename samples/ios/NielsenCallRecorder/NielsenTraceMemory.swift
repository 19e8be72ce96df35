import Foundation

/// Keeps the recorder's lines in memory instead of printing them, for checks inside the app's
/// own unit and UI tests: pass `memory.sink` as the recorder's sink, play the scenario, then hand
/// `memory.lines` to nlcert's test helper (`NLCertTesting`).
///
///     let memory = NielsenTraceMemory()
///     let nielsen = NielsenCallRecorder(wrapping: sdk, sink: memory.sink)
///
/// Safe to use from any thread (the SDK's callers are often the player's queue). Holds every
/// line until `clear()`; a scenario of an hour at one playhead a second is about 300 KB.
public final class NielsenTraceMemory: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    public init() {}

    /// The recorder's sink: appends one trace line.
    public var sink: (String) -> Void { { line in self.append(line) } }

    public func append(_ line: String) {
        lock.lock()
        stored.append(line)
        lock.unlock()
    }

    /// The lines recorded so far, in call order.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Forgets the lines, e.g. between two scenarios of one test.
    public func clear() {
        lock.lock()
        stored.removeAll()
        lock.unlock()
    }
}
