/// Reading a rule's `examples`: each example's inputs (a shared session, its own pings and
/// calls), its expectation and its options. Errors name the file, the line of the example's
/// name and the example's place (`examples.triggering[2].expect`).
extension RuleSetLoader {
    static let exampleKeys = ["name", "session", "replace", "pings", "calls", "expect", "profile", "options"]

    static func parseExamples(
        _ value: JSONValue?, text: String, file: String, sessions: ExampleSessions
    )
        throws(RuleLoadError) -> [RuleExample]
    {
        guard let obj = value?.objectValue else {
            throw RuleLoadError(
                file: file, problem: "\"examples\" must be an object with triggering and nonTriggering lists")
        }
        for m in obj where m.key != "triggering" && m.key != "nonTriggering" {
            throw RuleLoadError(
                file: file, problem: "examples: unknown key \"\(m.key)\" (known: triggering, nonTriggering)")
        }
        var result: [RuleExample] = []
        for (key, triggers) in [("triggering", true), ("nonTriggering", false)] {
            guard let list = obj.first(where: { $0.key == key })?.value.arrayValue, !list.isEmpty else {
                throw RuleLoadError(file: file, problem: "examples.\(key) must be a list with at least one example")
            }
            for (i, item) in list.enumerated() {
                let line = item["name"]?.stringValue.flatMap { lineOfString($0, in: text) }
                let error = { (problem: String) in RuleLoadError(file: file, line: line, problem: problem) }
                result.append(
                    try parseExample(
                        item, triggers: triggers, place: "examples.\(key)[\(i)]", sessions: sessions, error: error))
            }
        }
        return result
    }

    /// One example object.
    static func parseExample(
        _ item: JSONValue, triggers: Bool, place: String, sessions: ExampleSessions, error: (String) -> RuleLoadError
    ) throws(RuleLoadError) -> RuleExample {
        guard let e = item.objectValue else { throw error("\(place) must be an object") }
        for m in e where !exampleKeys.contains(m.key) {
            throw error("\(place): unknown key \"\(m.key)\" (known: \(exampleKeys.joined(separator: ", ")))")
        }
        guard let name = e.first(where: { $0.key == "name" })?.value.stringValue, !name.isEmpty else {
            throw error("\(place).name must be a non-empty string")
        }
        var pings = try examplePings(e, place: place, error: error)
        var calls = try exampleCalls(e, place: place, error: error)
        let replace = try exampleCalls(e, key: "replace", place: place, error: error)
        var sessionName: String?
        if let s = e.first(where: { $0.key == "session" })?.value {
            guard let n = s.stringValue else { throw error("\(place).session must be the name of a shared session") }
            let session = try sessions.session(n, place: place, error: error)
            pings = session.pings + pings
            calls = try session.calls(replacing: replace, adding: calls, place: place, error: error)
            sessionName = n
        } else if !replace.isEmpty {
            throw error("\(place).replace needs a \"session\" whose calls it replaces")
        }
        if pings.isEmpty && calls.isEmpty { throw error("\(place) has neither pings nor calls") }
        let expect = try ExampleExpectation.parse(
            e.first(where: { $0.key == "expect" })?.value, triggers: triggers, place: place, error: error)
        let profile = e.first(where: { $0.key == "profile" })?.value.stringValue
        let optionsValue = e.first(where: { $0.key == "options" })?.value
        guard let options = optionsValue.map({ $0.objectValue }) ?? [] else {
            throw error("\(place).options must be an object of option → value")
        }
        return RuleExample(
            name: name, triggers: triggers, pings: pings, calls: calls, verdict: expect.verdict,
            certainty: expect.certainty, pins: expect.pins, session: sessionName, profile: profile, options: options)
    }

    /// `pings`: a list of URL lines.
    static func examplePings(
        _ e: [JSONValue.JSONMember], place: String, error: (String) -> RuleLoadError
    )
        throws(RuleLoadError) -> [String]
    {
        guard let value = e.first(where: { $0.key == "pings" })?.value else { return [] }
        let pings = value.arrayValue?.compactMap(\.stringValue)
        guard let pings, pings.count == value.arrayValue?.count else {
            throw error("\(place).pings must be a list of URLs")
        }
        return pings
    }

    /// `calls` (or `replace`): a list of trace objects, each with `ts` and `api`.
    static func exampleCalls(
        _ e: [JSONValue.JSONMember], key: String = "calls", place: String, error: (String) -> RuleLoadError
    ) throws(RuleLoadError) -> [JSONValue] {
        guard let value = e.first(where: { $0.key == key })?.value else { return [] }
        guard let calls = value.arrayValue else { throw error("\(place).\(key) must be a list of trace objects") }
        for (j, c) in calls.enumerated() where c["api"]?.stringValue == nil || c["ts"]?.doubleValue == nil {
            throw error("\(place).\(key)[\(j)] needs \"ts\" (epoch ms) and \"api\"")
        }
        return calls
    }

    /// The 1-based line where `string`, written as a JSON string, first appears in `text`.
    static func lineOfString(_ string: String, in text: String) -> Int? {
        // Byte search (memchr): every example of every rule file asks this at each start.
        guard let offset = text.byteOffset(of: JSONWriter.quoted(string)) else { return nil }
        return text.utf8.prefix(offset).count { $0 == UInt8(ascii: "\n") } + 1
    }
}
