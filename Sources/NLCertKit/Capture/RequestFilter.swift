/// Which requests a reader keeps. Readers stream: a request the filter turns down is counted
/// (`Capture.leftOutRequests`, and in its file's `requestCount`) and its text is let go at
/// once, so a capture of mostly unrelated traffic never sits in memory whole. The capture stage
/// knows no Nielsen rule; the caller passes the policy (`RequestFilter.nielsenTraffic`, defined
/// by the pings stage).
public struct RequestFilter: Sendable {
    let keeps: @Sendable (CapturedRequest) -> Bool

    public init(keeps: @escaping @Sendable (CapturedRequest) -> Bool) {
        self.keeps = keeps
    }

    /// Keeps every request (`nlcert decode --all` lists them all).
    public static let all = RequestFilter { _ in true }
}
