import Testing

@testable import NLCertKit

/// `rules/sdk-messages.json` is rule data: every complaint it knows names a rule of the rule
/// set, or its findings would point at nothing.
@Suite struct SDKMessageCatalogTests {
    @Test func everyComplaintNamesARuleOfTheRuleSet() throws {
        let ids = Set(try RuleSet.builtIn().rules.map(\.id))
        let catalog = SDKMessageCatalog.embedded
        try #require(catalog.entries.count > 5)
        for entry in catalog.entries {
            for rule in [entry.rule, entry.ruleAfterLoadMetadata].compactMap({ $0 }) {
                #expect(ids.contains(rule), "\(entry.id) names \(rule)")
            }
        }
    }
}
