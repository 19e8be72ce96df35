import NielsenCallRecorder

/// Stands in for an app's player code: it tells Nielsen's SDK (through the protocol the real
/// `NielsenAppApi` conforms to) what it plays — a preroll, then the episode, as the DCR Video
/// iOS SDK guide's call sequence has it.
public struct EpisodePlayer {
    public let nielsen: NielsenAppApiCalls
    /// Where the ad's playhead starts: 0 is right; a player that keeps the content's clock for
    /// the ad is the bug the tests catch.
    public var adPlayheadStart: Int64 = 0

    public init(nielsen: NielsenAppApiCalls) { self.nielsen = nielsen }

    public static var episode: [String: Any] {
        [
            "type": "content", "assetid": "VID-APP-0001", "program": "App Program", "title": "App Episode",
            "length": "20", "airdate": "20240501 20:00:00", "isfullepisode": "y", "adloadtype": "2",
        ]
    }

    public func playPrerollThenEpisode() {
        nielsen.play(["channelName": "App Channel"])
        nielsen.loadMetadata(Self.episode)
        nielsen.loadMetadata(["type": "preroll", "assetid": "AD-APP-0001"])
        for s in adPlayheadStart..<(adPlayheadStart + 5) { nielsen.playheadPosition(s) }
        nielsen.stop()
        nielsen.loadMetadata(Self.episode)
        for s in Int64(0)...20 { nielsen.playheadPosition(s) }
        nielsen.end()
    }
}

/// The SDK where none is linked (a Linux CI, a unit test): takes the calls and does nothing.
public final class SilentSDK: NielsenAppApiCalls {
    public init() {}
    public func play(_ channelInfo: Any?) {}
    public func loadMetadata(_ metadata: Any?) {}
    public func playheadPosition(_ playheadPos: Int64) {}
    public func stop() {}
    public func end() {}
    public func sendID3(_ data: String) {}
    public func staticEnd() {}
    public func userOptOut(_ optOut: String) -> Bool { true }
    public func updateOTT(_ ottInfo: Any) {}
    public func trackViewability(_ data: [AnyHashable: Any]) {}
    public var appDisableApi = false
}
