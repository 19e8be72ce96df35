import Testing

@testable import NLCertKit

/// The nlcert API trace reader: the hand-written fixture and every corpus `*.calls.jsonl`.
@Suite struct CaptureTraceTests {
    @Test func commentsBlankLinesAndBothPlatformNames() throws {
        let c = try CaptureReader.read(paths: [Fixtures.path("capture/trace_comments.calls.jsonl")], stdin: { [] })
        #expect(c.files.map(\.format) == [.apiTrace])
        #expect(c.calls.map(\.api) == [.play, .loadMetadata, .playheadPosition, .playheadPosition, .stop])
        #expect(c.calls.map(\.rawName) == ["play", "loadMetadata", "setPlayheadPosition", "playheadPosition", "stop"])
        #expect(c.calls.map(\.location.line) == [3, 4, 6, 7, 8])
        #expect(c.calls.map(\.ordinal) == [0, 1, 2, 3, 4])
        #expect(c.calls[0].time?.epochMillis == 1_796_026_041_789)
        #expect(c.calls[1].metadataType == "content")
        #expect(c.calls[2].position == 0)
        #expect(c.calls[4].args.isEmpty)
    }

    /// Each corpus trace has one call per non-blank line, the first being `init`.
    @Test(arguments: Fixtures.scenarios)
    func corpusTraces(scenario: String) throws {
        let path = Fixtures.corpus(scenario, "calls.jsonl")
        let lines = try Fixtures.read("corpus/browser-sdk/\(scenario).calls.jsonl")
            .split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        let c = try CaptureReader.read(paths: [path], stdin: { [] })
        #expect(c.calls.count == lines.count)
        #expect(c.calls.first?.api == .initialize)
        #expect(c.requests.isEmpty)
    }

    @Test(arguments: [
        (#"{"ts": 1, "api": "play", "args": [0]"#, "not a valid JSON line"),
        (#"[1, 2]"#, "must be a JSON object"),
        (#"{"ts": 1796026041789, "args": []}"#, "no \"api\""),
        (#"{"api": "play"}"#, "no \"ts\""),
        (#"{"ts": 1796026041789, "api": "play", "args": 0}"#, "\"args\" must be an array"),
        // Present but unusable: said as such, not as missing.
        (#"{"ts": "soon", "api": "play"}"#, "\"ts\" must be a number of epoch milliseconds, not a string"),
        (#"{"ts": 1796026041789, "api": 7}"#, "\"api\" must be the API's name as a string, not a number"),
        (#"{"ts": 1796026041789, "api": ""}"#, "\"api\" must be the API's name as a string, not empty"),
    ])
    func badLineNamesItsLine(line: String, problem: String) {
        let text = "# header\n{\"ts\": 1796026041789, \"api\": \"play\"}\n" + line + "\n"
        do {
            _ = try APITraceReader.read(text: text, path: "t.jsonl")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "t.jsonl")
            #expect(error.line == 3)
            #expect(error.problem.contains(problem))
            #expect(error.hint.contains("\"api\""))
        }
    }

    /// A `ts` no clock gives — negative, 1e300, or beyond what a number holds — is one note, and
    /// its call is kept without a time, as every such number is.
    @Test func anImpossibleTimeIsANoteNotAnError() throws {
        let text = """
            {"ts": 1e999, "api": "play"}
            {"ts": -1796026040000, "api": "stop"}
            {"ts": 1e300, "api": "play"}
            {"ts": 1796026041789, "api": "setPlayheadPosition", "args": [1]}

            """
        let c = try APITraceReader.read(text: text, path: "t.jsonl")
        #expect(c.calls.map(\.api) == [.play, .stop, .play, .playheadPosition])
        #expect(c.calls.map { $0.time == nil } == [true, true, true, false])
        #expect(c.notes.count == 1)
        #expect(c.notes.first?.location.line == 1)
        #expect(c.notes.first?.message.hasPrefix("3 lines have a \"ts\" outside 1990–2099") == true)
        #expect(c.notes.first?.message.contains("a number too large to hold") == true)
        let negative = try APITraceReader.read(text: "{\"ts\": -5, \"api\": \"play\"}\n", path: "n.jsonl")
        #expect(negative.notes.first?.message.hasPrefix("\"ts\" -5 is not an epoch-milliseconds time") == true)
    }

    /// A harness on a seconds clock writes `ts` in epoch seconds: read as milliseconds those
    /// fall in January 1970, so there is no doubt what they mean. They are read as seconds,
    /// with one note; milliseconds in the same trace stay milliseconds.
    @Test func aTimeInEpochSecondsIsReadAsSeconds() throws {
        let text = """
            {"ts": 1796026041.789, "api": "play", "args": [0]}
            {"ts": 1796026042, "api": "setPlayheadPosition", "args": [0]}
            {"ts": 1796026043789, "api": "setPlayheadPosition", "args": [1]}
            {"ts": 86400, "api": "stop"}

            """
        let c = try APITraceReader.read(text: text, path: "t.jsonl")
        #expect(c.calls.map { $0.time?.epochMillis } == [1_796_026_041_789, 1_796_026_042_000, 1_796_026_043_789, nil])
        let seconds = try #require(c.notes.first { $0.message.contains("epoch seconds") })
        #expect(seconds.location.line == 1)
        #expect(seconds.message.hasPrefix("2 line(s) give \"ts\" in epoch seconds (first: 1796026041.789)"))
        // A day after 1970 is neither: it stays a time no run can have.
        #expect(
            c.notes.contains {
                $0.message.hasPrefix("\"ts\" 86400") && $0.message.contains("is not an epoch-milliseconds time")
            })
    }
}
