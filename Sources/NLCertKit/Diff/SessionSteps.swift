/// A viewing session as a short list of steps for comparing two runs: the API calls in order
/// (runs of playheads folded into one step with their range), or, without calls, what the
/// pings imply. Times are left out, so two runs of the same script compare equal.
enum SessionSteps {
    static func steps(_ session: ViewingSession, in timeline: Timeline) -> [String] {
        var steps: [String] = []
        var run: (first: Double, last: Double, count: Int)?
        func closeRun() {
            if let r = run {
                steps.append("playheads \(number(r.first))…\(number(r.last)) (\(r.count))")
                run = nil
            }
        }
        let exact = session.hasCalls
        for event in timeline.events(of: session) {
            if let call = event.call {
                if call.api == .playheadPosition, let p = call.position {
                    if let r = run { run = (r.first, p, r.count + 1) } else { run = (p, p, 1) }
                    continue
                }
                closeRun()
                steps.append(describe(call))
            } else if !exact {
                steps.append(event.kind.rawValue)
            }
        }
        closeRun()
        return steps
    }

    static func describe(_ call: APICall) -> String {
        switch call.api {
        case .loadMetadata:
            let type = call.metadataType ?? "?"
            let asset = call.firstArg?["assetid"]?.stringValue ?? "?"
            return "loadMetadata(\(type) \(asset))"
        case .play, .stop:
            return call.position.map { "\(call.rawName)(\(number($0)))" } ?? call.rawName
        default:
            if let arg = call.firstArg?.stringValue { return "\(call.rawName)(\(arg))" }
            return call.rawName
        }
    }

    static func number(_ d: Double) -> String {
        d.isFinite && d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// How often playheads came in a session: count, and the longest gap between two of them
    /// without a stop in between (calls only).
    static func cadence(_ session: ViewingSession, in timeline: Timeline) -> (count: Int, longestGap: Double?)? {
        var count = 0
        var longest: Double?
        var last: Double?
        for event in timeline.events(of: session) {
            guard let call = event.call else { continue }
            if call.api == .playheadPosition {
                count += 1
                if let t = event.time, let l = last { longest = max(longest ?? 0, t - l) }
                last = event.time
            } else if call.api == .stop || call.api == .end {
                last = nil
            }
        }
        return count > 0 ? (count, longest) : nil
    }
}
