/// Folds the check results of a certification run into a `CampaignResult`.
///
/// An item is ready when it passed in at least one capture and failed in none. A scenario is
/// covered when a capture shows it. The run is ready to submit when no item failed anywhere,
/// every required scenario is covered, and every item a required (or covered optional)
/// scenario exercises is ready.
public enum CampaignBuilder {
    public static func build(
        _ results: [CheckResult], catalog: ScenarioCatalog, rules: RuleSet, profile: String,
        alsoRequired: Set<String> = []
    ) -> CampaignResult {
        let captures = results.map { $0.inputs.joined(separator: " + ") }
        let coverage = catalog.scenarios(for: profile, rules: rules).map { scenario in
            let function = ScenarioDetector.function(named: scenario.detect)
            var sightings: [ScenarioCoverage.Sighting] = []
            for (index, result) in results.enumerated() {
                for s in function?(result.timeline) ?? [] { sightings.append(.init(capture: index, sighting: s)) }
            }
            return ScenarioCoverage(
                scenario: scenario, required: scenario.required || alsoRequired.contains(scenario.id),
                sightings: sightings)
        }
        var neededItems: Set<String> = []
        for c in coverage where c.required || c.covered { neededItems.formUnion(c.scenario.checklist) }
        let items = checklistItems(results, needed: neededItems)
        var missing: [String] = []
        for item in items where item.readiness == .failed {
            let names = item.captures(with: .fail).map { captures[$0] }.joined(separator: ", ")
            missing.append("\(item.id) \(item.title): failed in \(names)")
        }
        for item in items where item.required && item.readiness == .notShown {
            missing.append("\(item.id) \(item.title): no capture shows it passing")
        }
        for c in coverage where c.required && !c.covered {
            missing.append("scenario \(c.scenario.id) (\(c.scenario.title)) not covered: \(c.scenario.play)")
        }
        return CampaignResult(
            profile: profile, captures: captures, items: items, scenarios: coverage, missing: missing)
    }

    static func checklistItems(_ results: [CheckResult], needed: Set<String>) -> [CampaignItem] {
        var order: [String] = []
        var titles: [String: String] = [:]
        var states: [String: [CampaignItem.State]] = [:]
        for (index, result) in results.enumerated() {
            for item in result.checklist {
                if titles[item.id] == nil {
                    order.append(item.id)
                    titles[item.id] = item.title
                }
                states[item.id, default: []].append(.init(capture: index, verdict: item.verdict, detail: item.detail))
            }
        }
        return order.map { id in
            let list = states[id] ?? []
            let readiness: CampaignItem.Readiness =
                list.contains { $0.verdict == .fail }
                ? .failed : list.contains { $0.verdict == .pass } ? .ready : .notShown
            return CampaignItem(
                id: id, title: titles[id] ?? id, states: list, readiness: readiness, required: needed.contains(id))
        }
    }
}
