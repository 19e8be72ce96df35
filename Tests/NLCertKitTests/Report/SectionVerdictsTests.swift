import Testing

@testable import NLCertKit

/// A report section reads its verdicts in place from the result's list: each section must
/// see exactly its session's verdicts, in the result's order, whatever the ordinals are.
struct SectionVerdictsTests {
    static func verdict(_ rule: String, _ ordinal: Int?) -> RuleVerdict {
        RuleVerdict(
            ruleID: rule, slug: rule, title: rule, severity: .error, sessionOrdinal: ordinal, verdict: .pass,
            reason: nil)
    }

    /// What each section should hold: the verdicts with its ordinal, in list order.
    static func expected(_ all: [RuleVerdict]) -> [Int?: [String]] {
        var groups: [Int?: [String]] = [:]
        for v in all { groups[v.sessionOrdinal, default: []].append(v.ruleID) }
        return groups
    }

    static func check(_ all: [RuleVerdict]) {
        let grouped = SectionVerdicts.grouped(all)
        let want = expected(all)
        #expect(Set(grouped.keys) == Set(want.keys))
        for (ordinal, rules) in want {
            #expect(grouped[ordinal].map { $0.map(\.ruleID) } == rules, "section \(String(describing: ordinal))")
        }
    }

    /// The engine's layout: rule by rule, each rule's verdicts session by session, and the
    /// capture-wide ones (no ordinal) among them.
    @Test func ruleMajorVerdictsRegroupBySession() {
        var all: [RuleVerdict] = []
        for r in 0..<6 {
            if r % 3 == 0 {
                all.append(Self.verdict("W\(r)", nil))
                continue
            }
            for s in 1...40 { all.append(Self.verdict("R\(r)-s\(s)", s)) }
        }
        Self.check(all)
        #expect(SectionVerdicts.grouped(all)[7]?.map(\.ruleID) == ["R1-s7", "R2-s7", "R4-s7", "R5-s7"])
    }

    /// Ordinals a hand-made or saved report may carry: far apart (the sorting path), negative,
    /// at the ends of `Int`, and none at all.
    @Test func ordinalsFarApartOrNegativeStillGroup() {
        Self.check([
            Self.verdict("a", 1), Self.verdict("b", 1_000_000_000), Self.verdict("c", 1), Self.verdict("d", nil),
            Self.verdict("e", 1_000_000_000), Self.verdict("f", nil),
        ])
        Self.check([Self.verdict("a", -3), Self.verdict("b", 2), Self.verdict("c", -3), Self.verdict("d", 0)])
        Self.check([Self.verdict("a", Int.max), Self.verdict("b", Int.min), Self.verdict("c", Int.max)])
        Self.check([Self.verdict("a", nil), Self.verdict("b", Int.min), Self.verdict("c", nil), Self.verdict("d", 5)])
        Self.check([Self.verdict("a", nil), Self.verdict("b", nil)])
        #expect(SectionVerdicts.grouped([]).isEmpty)
        #expect(SectionVerdicts().isEmpty)
    }
}

/// Slots follow the ordinals' order, dense or spread far apart, with slot 0 for none.
struct OrdinalSlotsTests {
    static func slots(_ ordinals: [Int]) -> OrdinalSlots {
        OrdinalSlots(items: ordinals.count) { visit in ordinals.forEach(visit) }
    }

    @Test(arguments: [
        [3, 1, 2, 3], [5, -2, 0], [1, 1_000_000_000, 7], [Int.max, Int.min, 0], [42], [],
    ])
    func slotsNumberTheOrdinalsInOrder(ordinals: [Int]) {
        let slots = Self.slots(ordinals)
        #expect(slots.slot(nil) == 0)
        #expect(slots.ordinal(0) == nil)
        let sorted = Array(Set(ordinals)).sorted()
        let numbered = sorted.map { slots.slot($0) }
        // Distinct ordinals get distinct slots, increasing with the ordinal, each read back.
        #expect(numbered == numbered.sorted())
        #expect(Set(numbered).count == sorted.count)
        #expect(numbered.allSatisfy { $0 >= 1 && $0 < slots.count })
        #expect(sorted.map { slots.ordinal(slots.slot($0)) } == sorted.map { Optional($0) })
    }

    @Test func groupingKeepsPositionOrderWithinASlot() {
        let ordinals: [Int?] = [2, nil, 1, 2, nil, 9, 1]
        let slots = OrdinalSlots(items: ordinals.count) { visit in ordinals.compactMap { $0 }.forEach(visit) }
        let (order, starts) = slots.group(items: ordinals.count) { slots.slot(ordinals[$0]) }
        let groups = (0..<slots.count).map { k in order[starts[k]..<starts[k + 1]].map { Int($0) } }
            .filter { !$0.isEmpty }
        #expect(groups == [[1, 4], [2, 6], [0, 3], [5]])
    }
}
