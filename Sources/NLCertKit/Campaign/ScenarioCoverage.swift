/// One scenario across every capture of a certification run.
public struct ScenarioCoverage: Sendable, Hashable {
    public struct Sighting: Sendable, Hashable {
        /// Index into `CampaignResult.captures`.
        public var capture: Int
        public var sighting: ScenarioSighting
    }

    public var scenario: Scenario
    /// Required under the profile, or named with `--require`.
    public var required: Bool
    public var sightings: [Sighting]

    public var covered: Bool { !sightings.isEmpty }
}
