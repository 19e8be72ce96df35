/// One checklist item across every capture of a certification run.
public struct CampaignItem: Sendable, Hashable {
    enum Readiness: String, Sendable, Hashable, CaseIterable {
        /// Passed in at least one capture and failed in none.
        case ready
        /// Failed in at least one capture (shown even where another capture passed).
        case failed
        /// No capture showed it passing (not exercised or not checked everywhere).
        case notShown = "not-shown"
    }

    /// One capture's verdict for the item.
    struct State: Sendable, Hashable {
        /// Index into `CampaignResult.captures`.
        var capture: Int
        var verdict: Verdict
        var detail: String
    }

    public var id: String
    public var title: String
    var states: [State]
    var readiness: Readiness
    /// Whether the campaign needs it ready: it is exercised by a required scenario, or by an
    /// optional one that some capture covered (the app has that feature).
    public var required: Bool

    public func captures(with verdict: Verdict) -> [Int] { states.filter { $0.verdict == verdict }.map(\.capture) }
}
