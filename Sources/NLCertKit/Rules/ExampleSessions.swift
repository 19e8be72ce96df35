/// Shared beginnings of rule examples (`rules/examples.json`): named lists of calls and pings
/// that many examples would otherwise repeat. An example names one with `"session"`: its own
/// `pings` follow the session's, its `calls` join the session's in time order, and its
/// `replace` calls take the place of the session's calls with the same `ts` and `api`.
///
/// `{"sessions": {"<name>": {"description"?, "calls"?: […], "pings"?: […]}}}`
public struct ExampleSessions: Sendable {
    public struct Session: Sendable, Hashable {
        public var calls: [JSONValue]
        public var pings: [String]

        /// The session's calls with each of `replace` in place of the session call of the same
        /// `ts` and `api`, and `adding` joined in time order (after session calls of the same
        /// `ts`).
        func calls(
            replacing replace: [JSONValue], adding: [JSONValue], place: String, error: (String) -> RuleLoadError
        )
            throws(RuleLoadError) -> [JSONValue]
        {
            var result = calls
            for (j, r) in replace.enumerated() {
                guard let i = result.firstIndex(where: { $0["ts"] == r["ts"] && $0["api"] == r["api"] }) else {
                    let call = "\(r["api"]?.stringValue ?? "") at ts \(JSONWriter.write(r["ts"] ?? .null))"
                    throw error("\(place).replace[\(j)]: the session has no \(call) call to replace")
                }
                result[i] = r
            }
            for call in adding {
                let ts = call["ts"]?.doubleValue ?? 0
                let i = result.firstIndex { ($0["ts"]?.doubleValue ?? 0) > ts } ?? result.count
                result.insert(call, at: i)
            }
            return result
        }
    }

    /// The file's path relative to `rules/`.
    public static let fileName = "examples.json"

    public var sessions: [String: Session]

    public init(sessions: [String: Session] = [:]) {
        self.sessions = sessions
    }

    /// The sessions embedded in the binary (none when the file is missing; a broken file is an
    /// error naming it).
    public static func builtIn() throws(RuleLoadError) -> ExampleSessions {
        try cachedBuiltIn.get()
    }

    private static let cachedBuiltIn: Result<ExampleSessions, RuleLoadError> = {
        do throws(RuleLoadError) {
            guard let text = RuleData.file(fileName) else { return .success(ExampleSessions()) }
            return .success(try parse(text, file: "rules/" + fileName))
        } catch {
            return .failure(error)
        }
    }()

    /// The session named `name`, or an error naming it and the known ones.
    func session(_ name: String, place: String, error: (String) -> RuleLoadError) throws(RuleLoadError) -> Session {
        guard let s = sessions[name] else {
            let known = sessions.keys.sorted().joined(separator: ", ")
            throw error("\(place).session: unknown session \"\(name)\" (known: \(known.isEmpty ? "none" : known))")
        }
        return s
    }

    /// Reads and validates `examples.json`.
    public static func parse(_ text: String, file: String) throws(RuleLoadError) -> ExampleSessions {
        let members = try RuleSetLoader.parseJSON(text, file: file)
        for m in members where m.key != "sessions" {
            throw RuleLoadError(file: file, problem: "unknown key \"\(m.key)\" (known: sessions)")
        }
        guard let list = members.first(where: { $0.key == "sessions" })?.value.objectValue else {
            throw RuleLoadError(file: file, problem: "\"sessions\" must be an object of name → {calls, pings}")
        }
        var sessions: [String: Session] = [:]
        for m in list {
            let place = "sessions.\(m.key)"
            let error = { (problem: String) in RuleLoadError(file: file, problem: problem) }
            guard let o = m.value.objectValue else { throw error("\(place) must be an object") }
            for k in o where !["description", "calls", "pings"].contains(k.key) {
                throw error("\(place): unknown key \"\(k.key)\" (known: description, calls, pings)")
            }
            if sessions[m.key] != nil { throw error("\(place) is defined twice") }
            let pings = try RuleSetLoader.examplePings(o, place: place, error: error)
            let calls = try RuleSetLoader.exampleCalls(o, place: place, error: error)
            if pings.isEmpty && calls.isEmpty { throw error("\(place) has neither pings nor calls") }
            sessions[m.key] = Session(calls: calls, pings: pings)
        }
        return ExampleSessions(sessions: sessions)
    }
}
