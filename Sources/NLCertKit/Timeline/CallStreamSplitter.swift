/// Cuts the time-ordered API calls into `play` streams (a static app's page views, with their
/// `staticEnd` calls, make one stream). A stream starts at the first `play` or `loadMetadata`; a `play` after `end`, or a content `loadMetadata` of another asset after
/// `end`, starts the next one. A `play` after `stop` is a resume (same stream) and a postroll
/// after `end` stays with its content. Calls that belong to no stream (`init`, `userOptOut`,
/// `updateOTT`, …) stay only in the timeline's call list.
enum CallStreamSplitter {
    static func split(_ calls: [APICall]) -> [CallStream] {
        var streams: [CallStream] = []
        var ended = false
        var lastContentAsset: String?

        func startStream() {
            streams.append(CallStream(number: streams.count + 1, callIndices: []))
            ended = false
            lastContentAsset = nil
        }

        for (index, call) in calls.enumerated() {
            switch call.api {
            case .play:
                if streams.isEmpty || ended { startStream() }
            case .loadMetadata:
                let isContent = call.metadataType?.lowercased() == "content"
                let asset = call.firstArg?["assetid"]?.stringValue
                if streams.isEmpty {
                    startStream()
                } else if ended, isContent, asset != lastContentAsset {
                    startStream()
                }
                if isContent {
                    lastContentAsset = asset
                    ended = false
                }
            case .playheadPosition, .stop, .end, .sendID3, .staticEnd:
                if streams.isEmpty { startStream() }
            default:
                continue
            }
            streams[streams.count - 1].callIndices.append(index)
            if call.api == .end { ended = true }
        }
        for i in streams.indices {
            let times = streams[i].callIndices.compactMap { calls[$0].time?.epochSeconds }
            streams[i].start = times.min()
            streams[i].end = times.max()
        }
        return streams
    }
}
