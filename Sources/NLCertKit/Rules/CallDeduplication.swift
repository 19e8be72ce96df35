/// The same run's calls can reach a capture twice — from an API trace and from the SDK debug
/// log of the same session (`b.calls.jsonl` + `b.sdklog.txt`). Counted twice, every playhead
/// would look repeated. This keeps the calls of the file with the most calls and drops, from
/// the other files, each call that matches one of them (same API, same arguments, within
/// half a second).
public enum CallDeduplication {
    public static let windowSeconds = 0.5

    public static func unique(_ calls: [APICall]) -> [APICall] {
        var counts: [String: Int] = [:]
        for c in calls { counts[c.location.file, default: 0] += 1 }
        guard counts.count > 1 else { return calls }
        let primary = counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key ?? ""
        var times: [String: [Double]] = [:]
        for c in calls where c.location.file == primary {
            times[key(c), default: []].append(c.time?.epochSeconds ?? -1)
        }
        return calls.filter { c in
            guard c.location.file != primary, let t = c.time?.epochSeconds, let known = times[key(c)] else { return true }
            return !known.contains { abs($0 - t) <= windowSeconds }
        }
    }

    static func key(_ c: APICall) -> String {
        c.api.rawValue + "\u{0}" + (c.api == .other ? c.rawName : "") + "\u{0}" + JSONWriter.write(.array(c.args))
    }
}
