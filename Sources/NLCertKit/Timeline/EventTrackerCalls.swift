/// Reads calls of the event-tracker interface (`NielsenEventTracker.trackEvent`, one dictionary
/// per player update) as the `NielsenAppApi` calls they stand for, so every rule applies to
/// integrations of either interface. Each call keeps its own location; the `trackEvent` record
/// itself stays in the list for the timeline to show.
///
/// `event`: `playhead` (with `playheadPosition`; a `type` and `metadata` not seen before mean
/// a new `loadMetadata`, the first of a stream a `play` before it), `pause` and `adStop`
/// (`stop`), `complete` (`end`); `id3Data` → `sendID3`, `ottData` → `updateOTT`, `optout` →
/// `userOptOut`.
enum EventTrackerCalls {
    static func expand(_ calls: [APICall]) -> [APICall] {
        guard calls.contains(where: { $0.rawName == "trackEvent" }) else { return calls }
        var out: [APICall] = []
        var lastMetadata: JSONValue?
        var playing = false
        for call in calls {
            out.append(call)
            guard call.rawName == "trackEvent", let data = call.firstArg else { continue }
            func derived(_ api: APIName, _ name: String, _ args: [JSONValue]) {
                var c = call
                c.api = api
                c.rawName = name
                c.args = args
                out.append(c)
            }
            if let id3 = data["id3Data"], id3 != .null { derived(.sendID3, "sendID3", [id3]) }
            if let ott = data["ottData"], ott != .null { derived(.updateOTT, "updateOTT", [ott]) }
            if let optout = data["optout"], optout != .null { derived(.userOptOut, "userOptOut", [optout]) }
            switch data["event"]?.stringValue {
            case "playhead":
                let type = data["type"]?.stringValue ?? "content"
                if var metadata = data["metadata"]?[type] ?? data["metadata"], metadata != lastMetadata {
                    if !playing { derived(.play, "play", [data["metadata"]?["channel"] ?? .obj([:])]) }
                    if metadata["type"] == nil, case .object(var members) = metadata {
                        members.insert(.init("type", .string(type)), at: 0)
                        metadata = .object(members)
                    }
                    derived(.loadMetadata, "loadMetadata", [metadata])
                    lastMetadata = data["metadata"]?[type] ?? data["metadata"]
                }
                playing = true
                if let p = data["playheadPosition"] {
                    let n = p.doubleValue ?? p.stringValue.flatMap(Double.init)
                    derived(.playheadPosition, "playheadPosition", [n.map { .number($0) } ?? p])
                }
            case "pause", "adStop":
                derived(.stop, "stop", [])
            case "complete":
                derived(.end, "end", [])
                playing = false
                lastMetadata = nil
            default:
                break
            }
        }
        for i in out.indices { out[i].ordinal = i }
        return out
    }
}
