/// An example's `expect` object — the verdict, the evidence and the findings the example must
/// produce — read from a rule file and checked against what the example produced.
///
/// `{"verdict"?, "evidence"?, "findings"?: N | [{"field", "count"?}], "field"?}`: `findings` as a
/// number pins how many findings of the rule (all on `field` when it is given); as a list, the
/// findings per field (none on another field).
public struct ExampleExpectation: Sendable, Hashable {
    public var verdict: Verdict
    public var certainty: Certainty?
    var pins: [FindingPin]

    static let keys = ["verdict", "evidence", "findings", "field"]

    /// Reads `expect` (absent: the default verdict). `place` names the example in errors.
    static func parse(
        _ value: JSONValue?, triggers: Bool, place: String, error: (String) -> RuleLoadError
    )
        throws(RuleLoadError) -> ExampleExpectation
    {
        var result = ExampleExpectation(verdict: triggers ? .fail : .pass, certainty: nil, pins: [])
        guard let value else { return result }
        guard let x = value.objectValue else { throw error("\(place).expect must be an object") }
        for m in x where !keys.contains(m.key) {
            throw error("\(place).expect: unknown key \"\(m.key)\" (known: \(keys.joined(separator: ", ")))")
        }
        if let v = x.first(where: { $0.key == "verdict" })?.value {
            guard let s = v.stringValue, let verdict = Verdict(rawValue: s) else {
                throw error("\(place).expect.verdict must be pass, fail, not-exercised or not-checked")
            }
            result.verdict = verdict
        }
        if let v = x.first(where: { $0.key == "evidence" })?.value {
            guard let s = v.stringValue, let certainty = Certainty(rawValue: s) else {
                throw error("\(place).expect.evidence must be exact or inferred")
            }
            result.certainty = certainty
        }
        result.pins = try parsePins(x, place: place + ".expect", error: error)
        if triggers && result.verdict != .fail { throw error("\(place): a triggering example must expect fail") }
        if !triggers && result.verdict == .fail { throw error("\(place): a non-triggering example cannot expect fail") }
        if !result.pins.isEmpty && result.verdict != .fail {
            throw error(
                "\(place).expect: findings and field pin a failing example's findings; this one expects no fail")
        }
        return result
    }

    /// `findings` (a count or a list of `{field, count}`) and `field`.
    static func parsePins(
        _ x: [JSONValue.JSONMember], place: String, error: (String) -> RuleLoadError
    )
        throws(RuleLoadError) -> [FindingPin]
    {
        let findings = x.first(where: { $0.key == "findings" })?.value
        var field: String?
        if let f = x.first(where: { $0.key == "field" })?.value {
            guard let s = f.stringValue, !s.isEmpty else { throw error("\(place).field must be a field name") }
            field = s
        }
        guard let findings else { return field.map { [FindingPin(field: $0, count: nil)] } ?? [] }
        if let n = count(findings) { return [FindingPin(field: field, count: n)] }
        guard let list = findings.arrayValue, !list.isEmpty, field == nil else {
            throw error(
                "\(place).findings must be a count (1 or more), or a list of {\"field\", \"count\"} "
                    + "without \"field\" beside it")
        }
        var pins: [FindingPin] = []
        for (i, item) in list.enumerated() {
            let here = "\(place).findings[\(i)]"
            guard let o = item.objectValue else { throw error("\(here) must be an object {\"field\", \"count\"}") }
            for m in o where m.key != "field" && m.key != "count" {
                throw error("\(here): unknown key \"\(m.key)\" (known: field, count)")
            }
            guard let f = o.first(where: { $0.key == "field" })?.value.stringValue, !f.isEmpty else {
                throw error("\(here).field must be a field name")
            }
            let c = o.first(where: { $0.key == "count" })?.value
            if let c, count(c) == nil { throw error("\(here).count must be a whole number, 1 or more") }
            if pins.contains(where: { $0.field == f }) { throw error("\(here): field \"\(f)\" is pinned twice") }
            pins.append(FindingPin(field: f, count: c.flatMap(count)))
        }
        return pins
    }

    private static func count(_ value: JSONValue) -> Int? {
        guard let d = value.doubleValue, d >= 1, d <= 1_000_000, d == d.rounded() else { return nil }
        return Int(d)
    }

    /// What differs between what `example` expects and what it produced (empty: as expected).
    public static func mismatches(
        _ example: RuleExample, verdict: Verdict, certainty: Certainty?, findings: [Finding]
    ) -> [String] {
        var problems: [String] = []
        if verdict != example.verdict {
            problems.append("expected \(example.verdict.rawValue), got \(verdict.rawValue)")
        }
        if let want = example.certainty, certainty != want {
            problems.append("expected \(want.rawValue) evidence, got \(certainty?.rawValue ?? "none")")
        }
        return problems + pinMismatches(example.pins, findings: findings)
    }

    static func pinMismatches(_ pins: [FindingPin], findings: [Finding]) -> [String] {
        var problems: [String] = []
        let fields = findings.map { $0.field ?? "(none)" }
        let pinned = Set(pins.compactMap(\.field))
        for pin in pins {
            let got = pin.field.map { f in fields.count { $0 == f } } ?? findings.count
            let what = pin.field.map { "on field \"\($0)\"" } ?? "in all"
            if let want = pin.count, got != want {
                problems.append("expected \(want) finding(s) \(what), got \(got)")
            } else if pin.count == nil && got == 0 {
                problems.append("expected a finding \(what), got none")
            }
        }
        let stray = fields.filter { !pinned.contains($0) }
        if !pinned.isEmpty && !stray.isEmpty {
            problems.append("found on fields no pin names: \(Set(stray).sorted().joined(separator: ", "))")
        }
        return problems
    }
}
