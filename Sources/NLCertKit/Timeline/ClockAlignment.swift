/// How the calls' clock was lined up with the capture's (the SDK debug-log formats, README "Capturing").
public struct ClockAlignment: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable {
        /// Same ping found in the log and the capture.
        case matchedPing = "matched-ping"
        /// First view ping after the first playhead.
        case structure
        /// Both sides share a clock already (e.g. the corpus), or only one side is present.
        case none
    }
    /// Seconds added to call times to put them on the capture clock.
    public var offsetSeconds: Double
    public var method: Method
    public var matchedPings: Int
    /// How the offset was found or why none was applied, in a sentence for the timeline view.
    public var note: String?

    public init(offsetSeconds: Double, method: Method, matchedPings: Int = 0, note: String? = nil) {
        self.offsetSeconds = offsetSeconds
        self.method = method
        self.matchedPings = matchedPings
        self.note = note
    }
}
