import Testing

@testable import NLCertKit

/// Shared example sessions (`rules/examples.json`): what an example that names one runs, and
/// the load errors for a session that does not exist or an edit that does not fit it.
@Suite struct ExampleSessionsTests {
    static let sessions = """
        {"sessions": {"s": {"description": "d", "pings": ["https://a"], "calls": [
          {"ts": 1000, "api": "play", "args": []},
          {"ts": 2000, "api": "loadMetadata", "args": [{"type": "content"}]},
          {"ts": 3000, "api": "end", "args": []}]}}}
        """

    static func rule(example: String) -> String {
        """
        {"id": "X100", "slug": "custom-rule", "title": "t", "family": "custom", "severity": "error", "source": "s",
         "rationale": "r", "fix": "f", "profiles": ["dcr-video"], "options": {"max": 5},
         "check": {"function": "maxLength", "field": "title"}, "evidence": {"api": "exact", "ping": "exact"},
         "examples": {"triggering": [{"name": "a", "pings": ["https://x"]}],
          "nonTriggering": [
            \(example)]}}
        """
    }

    static func parse(_ example: String) throws(RuleLoadError) -> RuleExample {
        let shared = try ExampleSessions.parse(sessions, file: "rules/examples.json")
        let rule = try RuleSetLoader.parseRule(rule(example: example), file: "custom/X100.json", sessions: shared)
        return rule.examples[1]
    }

    static func apis(_ example: RuleExample) -> [String] {
        example.calls.map { "\($0["api"]?.stringValue ?? "") \(Int($0["ts"]?.doubleValue ?? 0))" }
    }

    @Test func sessionCallsComeFirstAndOwnCallsJoinInTimeOrder() throws {
        let e = try Self.parse(
            #"""
            {"name": "b", "session": "s", "pings": ["https://b"], "calls": [
              {"ts": 3500, "api": "loadMetadata", "args": []}, {"ts": 2000, "api": "playheadPosition", "args": [0]}]}
            """#)
        #expect(e.session == "s")
        #expect(e.pings == ["https://a", "https://b"])
        #expect(
            Self.apis(e) == [
                "play 1000", "loadMetadata 2000", "playheadPosition 2000", "end 3000", "loadMetadata 3500",
            ])
    }

    @Test func replaceTakesThePlaceOfTheSameCall() throws {
        let e = try Self.parse(
            #"""
            {"name": "b", "session": "s",
             "replace": [{"ts": 2000, "api": "loadMetadata", "args": [{"type": "preroll"}]}]}
            """#)
        #expect(Self.apis(e) == ["play 1000", "loadMetadata 2000", "end 3000"])
        #expect(e.calls[1]["args"]?.arrayValue?.first?["type"]?.stringValue == "preroll")
    }

    @Test(arguments: [
        (#"{"name": "b", "session": "t"}"#, #"examples.nonTriggering[0].session: unknown session "t" (known: s)"#),
        (
            #"{"name": "b", "session": "s", "replace": [{"ts": 2500, "api": "loadMetadata"}]}"#,
            "examples.nonTriggering[0].replace[0]: the session has no loadMetadata at ts 2500 call to replace"
        ),
        (
            #"{"name": "b", "pings": ["https://b"], "replace": [{"ts": 2000, "api": "loadMetadata"}]}"#,
            #"examples.nonTriggering[0].replace needs a "session" whose calls it replaces"#
        ),
        (#"{"name": "b", "session": 1}"#, "examples.nonTriggering[0].session must be the name of a shared session"),
    ])
    func badSessionUseIsALoadErrorWithFileAndLine(example: String, expected: String) {
        do {
            _ = try Self.parse(example)
            Issue.record("expected \(expected)")
        } catch {
            #expect(error.file == "custom/X100.json")
            #expect(error.line == 6, "the line of the example's name")
            #expect(error.problem == expected)
        }
    }

    @Test(arguments: [
        (#"{"sessions": {"s": {"calls": [], "pingz": []}}}"#, "sessions.s: unknown key \"pingz\""),
        (#"{"sessions": {"s": {"description": "nothing"}}}"#, "sessions.s has neither pings nor calls"),
        (#"{"sessions": {"s": {"calls": [{"api": "play"}]}}}"#, "sessions.s.calls[0] needs \"ts\""),
        (#"{"session": {}}"#, "unknown key \"session\" (known: sessions)"),
    ])
    func brokenSessionsFileIsRejected(text: String, expected: String) {
        do {
            _ = try ExampleSessions.parse(text, file: "rules/examples.json")
            Issue.record("expected \(expected)")
        } catch {
            #expect(error.file == "rules/examples.json")
            #expect(error.problem.contains(expected), "\(error.problem)")
        }
    }

    /// The shipped sessions are each used by more than one example (a session used once
    /// repeats nothing).
    @Test func everyShippedSessionIsShared() throws {
        let set = try RuleSet.builtIn()
        let shared = try ExampleSessions.builtIn()
        #expect(!shared.sessions.isEmpty)
        for name in shared.sessions.keys.sorted() {
            let users = set.rules.flatMap(\.examples).filter { $0.session == name }.count
            #expect(users >= 2, "session \(name) is used by \(users) example(s)")
        }
    }
}
