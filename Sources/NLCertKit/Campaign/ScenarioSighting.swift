/// Where a capture shows a scenario: the viewing session, how nlcert knows, and a line that
/// says what it saw ("session #2: stop at 10 s, resumed 12 s later").
struct ScenarioSighting: Sendable, Hashable {
    /// `nil` when the scenario is not tied to one viewing session (an opt-out call).
    var sessionOrdinal: Int?
    var certainty: Certainty
    var detail: String

    init(sessionOrdinal: Int?, certainty: Certainty, detail: String) {
        self.sessionOrdinal = sessionOrdinal
        self.certainty = certainty
        self.detail = detail
    }
}
