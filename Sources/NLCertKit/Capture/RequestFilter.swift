/// Which requests a reader keeps. Readers stream: a request the filter turns down is counted
/// (`Capture.leftOutRequests`, and in its file's `requestCount`) and its text is let go at
/// once, so a capture of mostly unrelated traffic never sits in memory whole. The capture stage
/// knows no Nielsen rule; the caller passes the policy (`RequestFilter.nielsenTraffic`, defined
/// by the pings stage).
public struct RequestFilter: Sendable {
    let keeps: @Sendable (CapturedRequest) -> Bool
    /// The filter hands each request on as it is read (`nlcert decode` writes it at once): it
    /// must see them one at a time, in file order, with their final locations — so a large HAR
    /// is read in one pass, not on two cores (whose tail would be seen early, numbered from
    /// its own start).
    public let handsOverInOrder: Bool
    /// Makes what works on each request kept, as the reader keeps it (`RequestCarrier`): one
    /// for each part of a file read on a core of its own. `nil`: requests are kept as read.
    let makeCarrier: (@Sendable () -> any RequestCarrier)?

    public init(
        handsOverInOrder: Bool = false, carrier: (@Sendable () -> any RequestCarrier)? = nil,
        keeps: @escaping @Sendable (CapturedRequest) -> Bool
    ) {
        self.handsOverInOrder = handsOverInOrder
        self.makeCarrier = carrier
        self.keeps = keeps
    }

    /// Keeps every request (`nlcert decode --all` lists them all).
    public static let all = RequestFilter { _ in true }
}
