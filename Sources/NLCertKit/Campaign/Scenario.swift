/// One playback scenario a certification run exercises (`rules/scenarios.json`): how to play
/// it, which checklist items it shows, and the detector that finds it in a capture.
public struct Scenario: Sendable, Hashable {
    /// Stable name, e.g. `preroll`, `pause-resume`.
    public var id: String
    public var title: String
    /// The name of a `ScenarioDetector` function.
    var detect: String
    /// The profiles (and the profiles extending them) whose certification includes it.
    public var profiles: [String]
    /// A campaign is ready only when every required scenario is covered.
    public var required: Bool
    /// What the tester plays to cover it.
    public var play: String
    /// Checklist items the scenario exercises.
    public var checklist: [String]
    /// The Nielsen guide and section it comes from.
    public var source: String

    public init(
        id: String, title: String, detect: String, profiles: [String], required: Bool, play: String,
        checklist: [String], source: String
    ) {
        self.id = id
        self.title = title
        self.detect = detect
        self.profiles = profiles
        self.required = required
        self.play = play
        self.checklist = checklist
        self.source = source
    }
}
