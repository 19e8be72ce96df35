/// One content event the browser SDK reports in a ping's `evdata` (`PL:<ts>:<pos>` …).
/// `evdata` is the only place a playhead value appears on the wire (the DCR ping parameters).
public struct PingEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case play = "PL"
        case pause = "PU"
        case resume = "RE"
        case forward = "FW"
        case end = "ST"
    }

    public var kind: Kind
    /// Unix seconds when the event happened.
    public var time: Int
    /// Playhead at the event (`FW`: the position jumped *to*). Unix seconds for live.
    public var position: Int
    /// `FW` only: the position jumped from, and the size of the jump.
    public var from: Int?
    public var delta: Int?

    public init(kind: Kind, time: Int, position: Int, from: Int? = nil, delta: Int? = nil) {
        self.kind = kind
        self.time = time
        self.position = position
        self.from = from
        self.delta = delta
    }
}
