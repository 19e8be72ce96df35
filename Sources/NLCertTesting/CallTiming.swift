import NLCertKit

/// Which clock a check of recorded calls believes. A UI test plays in real time, so the times the
/// recorder wrote are the evidence; a unit test drives the player's code in a few milliseconds,
/// and twenty playheads recorded in 0 s read as a position moving twenty times too fast (NL202)
/// — a finding about the test, not the app.
public enum CallTiming: Sendable, Equatable {
    /// The times as the recorder wrote them (what `nlcert check` of a file of the lines uses).
    case asRecorded
    /// One second from each playhead to the next, 0.1 s before any other call: the cadence the
    /// guides ask of the player (DCR Video iOS SDK — playheadPosition, once a second), for calls
    /// a test made without the time passing.
    case playheadSeconds
    /// `playheadSeconds` when the calls ran faster than real time — their playheads came more
    /// than two a second on average, or the lines carry no times — otherwise `asRecorded`.
    case automatic

    /// Whether `calls` are to be timed anew.
    func retimes(_ calls: [APICall]) -> Bool {
        switch self {
        case .asRecorded: return false
        case .playheadSeconds: return true
        case .automatic:
            let playheads = calls.lazy.filter { $0.api == .playheadPosition }.count
            guard playheads >= 2 else { return false }
            guard let first = calls.first?.time?.epochMillis, let last = calls.last?.time?.epochMillis else {
                return true
            }
            return last - first < Double(playheads - 1) * 500
        }
    }

    /// `calls`, in their order, timed at the guides' cadence from the first call's time (or a
    /// fixed hour when it has none).
    static func retimed(_ calls: [APICall]) -> [APICall] {
        var out = calls
        var now = calls.first?.time?.epochMillis ?? 1_714_658_400_000
        var previous: APIName?
        for i in out.indices {
            if i > 0 { now += previous == .playheadPosition && out[i].api == .playheadPosition ? 1000 : 100 }
            out[i].time = Timestamp(epochMillis: now)
            previous = out[i].api
        }
        return out
    }
}
