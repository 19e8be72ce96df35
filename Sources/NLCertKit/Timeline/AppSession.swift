/// An app/SDK session (`sessionId`) and the viewing sessions inside it.
public struct AppSession: Sendable, Hashable {
    public var id: String
    public var viewingSessions: [ViewingSession]
    /// Nielsen requests of this app session that belong to no viewing session (session,
    /// config, metadata pings, static pings), indices into `Timeline.pings`.
    public var otherPingIndices: [Int]

    public init(id: String, viewingSessions: [ViewingSession] = [], otherPingIndices: [Int] = []) {
        self.id = id
        self.viewingSessions = viewingSessions
        self.otherPingIndices = otherPingIndices
    }
}
