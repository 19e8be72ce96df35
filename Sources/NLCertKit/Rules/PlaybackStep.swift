/// One API call of a stream together with the player state the calls before it set up: what
/// is loaded (content or an ad), whether playback is stopped, whether `end` was called. The
/// sequence and playhead checks walk these instead of re-deriving state each.
struct PlaybackStep: Sendable {
    enum Media: String, Sendable {
        case none, content, ad
    }

    var call: APICall
    /// What was loaded before this call.
    var media: Media
    /// The last `loadMetadata` object before this call.
    var metadata: JSONValue?
    /// `stop` or `end` was called since the last `play` / `loadMetadata`.
    var stopped: Bool
    /// `stop` or `end` was called since the last playhead sent while playing (playheads sent
    /// while stopped are NL205's, they do not undo the stop): a `play` after the stop (a
    /// player's play button on resume) leaves the pause stopped, where `stopped` starts over.
    var stoppedSincePlayhead: Bool
    /// `end` was called earlier in the stream.
    var ended: Bool
    /// Playheads seen since the last `loadMetadata`.
    var playheadsSinceLoad: Int
    /// Whether any `loadMetadata` came before.
    var loaded: Bool

    /// Walks calls in order and records the state before each.
    static func walk(_ calls: [APICall]) -> [PlaybackStep] {
        var steps: [PlaybackStep] = []
        var media = Media.none
        var metadata: JSONValue?
        var stopped = false
        var stoppedSincePlayhead = false
        var ended = false
        var playheads = 0
        var loaded = false
        for call in calls {
            steps.append(
                PlaybackStep(
                    call: call, media: media, metadata: metadata, stopped: stopped,
                    stoppedSincePlayhead: stoppedSincePlayhead, ended: ended,
                    playheadsSinceLoad: playheads, loaded: loaded))
            switch call.api {
            case .play:
                stopped = false
            case .loadMetadata:
                media = call.metadataType == "content" ? .content : .ad
                metadata = call.firstArg
                stopped = false
                playheads = 0
                loaded = true
            case .playheadPosition:
                playheads += 1
                if !stopped { stoppedSincePlayhead = false }
            case .stop:
                stopped = true
                stoppedSincePlayhead = true
            case .end:
                stopped = true
                stoppedSincePlayhead = true
                ended = true
            default:
                break
            }
        }
        return steps
    }

    /// Whether a metadata object describes live content (length 86400 or an `isLive` flag).
    static func isLive(_ metadata: JSONValue?) -> Bool {
        guard let metadata else { return false }
        if let l = metadata["length"], l.stringValue == "86400" || l.intValue == 86400 { return true }
        if let live = metadata["isLive"] ?? metadata["islive"] {
            return live.stringValue == "true" || live.boolValue == true
        }
        return false
    }
}
