/// The readiness of a whole certification run: one checklist over every capture, the
/// scenarios they cover, and whether the run is ready to submit (and if not, what is missing).
public struct CampaignResult: Sendable, Hashable {
    public var profile: String
    /// Each capture's name (its files joined with " + "), in the order checked.
    public var captures: [String]
    public var items: [CampaignItem]
    public var scenarios: [ScenarioCoverage]
    /// One line per thing that keeps the run from being ready; empty when it is ready.
    public var missing: [String]

    public var ready: Bool { missing.isEmpty }

    /// The one-line campaign verdict every report format carries.
    var headline: String {
        if ready {
            return
                "campaign: ready to submit — \(items.filter { $0.readiness == .ready }.count) checklist items ready, \(scenarios.filter(\.covered).count) scenarios covered in \(captures.count) capture\(captures.count == 1 ? "" : "s")"
        }
        return "campaign: not ready — \(missing.count) thing\(missing.count == 1 ? "" : "s") missing"
    }
}
