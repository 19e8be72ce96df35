/// One scenario across every capture of a certification run.
public struct ScenarioCoverage: Sendable, Hashable {
    struct Sighting: Sendable, Hashable {
        /// Index into `CampaignResult.captures`.
        var capture: Int
        var sighting: ScenarioSighting
    }

    public var scenario: Scenario
    /// Required under the profile, or named with `--require`.
    public var required: Bool
    var sightings: [Sighting]

    var covered: Bool { !sightings.isEmpty }
}
