/// What an evidence item points at in the timeline the findings were made from: an index into
/// one of `Timeline`'s arrays. Reports resolve it (`EvidenceText`): the text that describes the
/// ping or call is made there, not by the checks.
public enum EvidenceReference: Sendable, Hashable {
    /// `Timeline.pings[index]`.
    case ping(Int)
    /// `Timeline.calls[index]`.
    case call(Int)
    /// `Timeline.sdkMessages[index]`: an SDK log line or error report.
    case sdkMessage(Int)
    /// Nothing in the timeline: the item's `text` says what it is (a finding read back from a
    /// JSON report, whose timeline does not keep what the text was made from).
    case none
}
