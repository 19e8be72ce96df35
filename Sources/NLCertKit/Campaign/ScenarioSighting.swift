/// Where a capture shows a scenario: the viewing session, how nlcert knows, and a line that
/// says what it saw ("session #2: stop at 10 s, resumed 12 s later").
public struct ScenarioSighting: Sendable, Hashable {
    /// `nil` when the scenario is not tied to one viewing session (an opt-out call).
    public var sessionOrdinal: Int?
    public var evidence: Evidence
    public var detail: String

    public init(sessionOrdinal: Int?, evidence: Evidence, detail: String) {
        self.sessionOrdinal = sessionOrdinal
        self.evidence = evidence
        self.detail = detail
    }
}
