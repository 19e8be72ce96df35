/// One ad (calls, App SDK ad pings) or one batch of ad seconds a browser ping counted.
public struct AdView: Sendable, Hashable {
    public var position: AdPosition
    /// Known from calls and App SDK ad pings; the browser SDK never sends it.
    public var assetID: String?
    /// The metadata `type` (`preroll`, `midroll`, `postroll`, `ad`) when calls show it.
    public var type: String?
    /// Ad seconds (`adl`) or playhead count.
    public var seconds: Int?
    /// How many ads this stands for (`noad`), 1 for calls.
    public var count: Int
    public var time: Double?
    public var pingIndices: [Int]
    public var callIndices: [Int]
    public var certainty: Certainty

    public init(
        position: AdPosition, assetID: String? = nil, type: String? = nil, seconds: Int? = nil, count: Int = 1,
        time: Double? = nil, pingIndices: [Int] = [], callIndices: [Int] = [], certainty: Certainty
    ) {
        self.position = position
        self.assetID = assetID
        self.type = type
        self.seconds = seconds
        self.count = count
        self.time = time
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.certainty = certainty
    }
}
