/// An active rule as the engine runs it: what a verdict needs of its definition, taken out
/// once per check and shared by reference with every scope (copying a whole
/// `EffectiveRule`, texts and examples included, per rule and session cost more than many
/// checks).
final class PreparedRule: Sendable {
    let id: String
    let slug: String
    let title: String
    /// The names every verdict of the rule shares.
    let identity: RuleVerdict.About
    let fix: String
    let severity: Severity
    let decidability: RuleDecidability
    let scope: CheckFunction.Scope
    let evaluate: @Sendable (CheckContext) -> CheckDecision
    /// The check reads calls and pings together (`CheckFunction.combinesEvidence`).
    let combinesEvidence: Bool
    let settings: CheckContext.RuleSettings
    let products: Set<StreamProduct>
    /// `products` as a list, and whether it holds every product: asked for every rule on
    /// every session, where hashing into the set (and listing `allCases`) cost more than the
    /// answer.
    let productList: [StreamProduct]
    let coversEveryProduct: Bool
    /// The rules this one reports for when both find the same calls (`RuleDefinition.supersedes`).
    let supersedes: [String]

    init(_ rule: EffectiveRule, settings: CheckContext.RuleSettings) {
        let def = rule.definition
        id = def.id
        slug = def.slug
        title = def.title
        identity = RuleVerdict.About(id: def.id, slug: def.slug, title: def.title)
        fix = def.fix
        severity = rule.severity
        decidability = def.decidability
        scope = rule.function.scope
        evaluate = rule.function.evaluate
        combinesEvidence = rule.function.combinesEvidence
        self.settings = settings
        products = def.products
        productList = def.products.sorted()
        supersedes = def.supersedes
        coversEveryProduct = StreamProduct.allCases.allSatisfy(def.products.contains)
    }

    /// The same rule in objects and strings of its own, for the sessions one thread checks.
    /// Every verdict counts references on its rule's names, box and settings; two cores doing
    /// so on the same objects pass each one's memory back and forth between their caches,
    /// which cost more than the checks of a short session.
    func ownCopy() -> PreparedRule { PreparedRule(copying: self) }

    private init(copying other: PreparedRule) {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        id = fresh(other.id)
        slug = fresh(other.slug)
        title = fresh(other.title)
        identity = RuleVerdict.About(id: id, slug: slug, title: title)
        fix = fresh(other.fix)
        severity = other.severity
        decidability = other.decidability
        scope = other.scope
        evaluate = other.evaluate
        combinesEvidence = other.combinesEvidence
        let s = other.settings
        settings = CheckContext.RuleSettings(
            ruleID: id, profile: fresh(s.profile), arguments: s.arguments.map { $0 }, options: s.options.map { $0 },
            patterns: s.patterns)
        products = other.products
        productList = other.productList.map { $0 }
        coversEveryProduct = other.coversEveryProduct
        supersedes = other.supersedes.map { $0 }
    }

    /// The verdict of a session rule on a capture without viewing sessions: nothing to judge,
    /// unless the SDK started (config or session request) and sent no DCR ping while the
    /// capture holds no call — then a stream may have played unmeasured (NL011's finding: the
    /// real Android SDK sends no DCR ping for a stream without play), and the pings cannot say.
    func noSession(in timeline: Timeline) -> RuleVerdict {
        let started = timeline.pings.contains { $0.kind == .config || $0.kind == .sessionPing }
        let unmeasured =
            started && timeline.calls.isEmpty
            && !timeline.pings.contains { $0.kind == .dcrPing || $0.kind == .optOutPage }
        if unmeasured {
            return RuleVerdict(
                rule: identity, severity: severity, sessionOrdinal: nil, verdict: .notChecked,
                reason:
                    "the SDK started but sent no DCR ping (NL011), so no viewing session shows in the pings; "
                    + CheckDecision.needsCalls)
        }
        return RuleVerdict(
            rule: identity, severity: severity, sessionOrdinal: nil, verdict: .notExercised,
            reason: "no viewing session in the capture")
    }
}
