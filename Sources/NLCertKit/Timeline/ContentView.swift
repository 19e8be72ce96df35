/// One content view: an asset from a `loadMetadata(content)` (pings: `ai` + `c64 starttm`).
public struct ContentView: Sendable, Hashable {
    public var assetID: String
    /// `c64 starttm` (pings) or the `loadMetadata` time (calls), epoch seconds.
    var startTime: Double?
    public var title: String?
    public var program: String?
    /// `sd` / metadata `length`.
    public var length: String?
    public var pingIndices: [Int]
    public var callIndices: [Int]
    public var certainty: Certainty

    public init(
        assetID: String, startTime: Double?, title: String? = nil, program: String? = nil, length: String? = nil,
        pingIndices: [Int] = [], callIndices: [Int] = [], certainty: Certainty
    ) {
        self.assetID = assetID
        self.startTime = startTime
        self.title = title
        self.program = program
        self.length = length
        self.pingIndices = pingIndices
        self.callIndices = callIndices
        self.certainty = certainty
    }
}
