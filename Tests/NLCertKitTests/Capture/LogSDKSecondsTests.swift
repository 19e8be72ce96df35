import Testing

@testable import NLCertKit

/// `adb logcat -v brief` (the old default), `tag` and `process` print no time. The App SDK 10.x
/// writes the Unix second on each of its lines, which then times the calls: the log decides the
/// call rules as a `threadtime` log does, to the second.
@Suite struct LogSDKSecondsTests {
    /// The corpus log in `brief` form: `D/NielsenAPPSDK(17882): message`.
    static func brief(_ threadtime: String) -> String {
        threadtime.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // MM-DD HH:MM:SS.mmm  PID  TID L TAG: message
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[0].count == 5, fields[4].count == 1,
                let colon = fields[5].firstIndex(of: ":")
            else { return String(line) }
            let tag = fields[5][..<colon]
            let message = fields[5][fields[5].index(after: colon)...].drop { $0 == " " }
            return "\(fields[4])/\(tag)(\(fields[2])): \(message)"
        }.joined(separator: "\n")
    }

    /// The corpus log as `-v thread` prints it (`D(17882:17901) message`: no time, no tag) or
    /// `-v raw` (the message alone).
    static func untagged(_ threadtime: String, thread: Bool) -> String {
        threadtime.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[0].count == 5, fields[4].count == 1,
                let colon = fields[5].firstIndex(of: ":")
            else { return String(line) }
            let message = fields[5][fields[5].index(after: colon)...].drop { $0 == " " }
            return thread ? "\(fields[4])(\(fields[2]):\(fields[3])) \(message)" : String(message)
        }.joined(separator: "\n")
    }

    /// The same log with the playheads of positions 20–30 taken out: eleven seconds of play
    /// without a playhead and without a stop.
    static func withGap(_ text: String) -> String {
        var skipping = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if let r = line.range(of: "PLAYHEAD: ") {
                let n = Int(line[r.upperBound...].prefix { $0.isNumber }) ?? -1
                skipping = (20...30).contains(n)
            }
            return !(skipping && (line.contains("PLAYHEAD: ") || line.contains("setPlayheadPosition API")))
        }.joined(separator: "\n")
    }

    static func check(_ text: String) throws -> (capture: Capture, result: CheckResult) {
        let capture = try TextCaptureReader.read(text: text, path: "device.log")
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(
            TimelineBuilder.build(capture), inputs: ["device.log"])
        return (capture, result)
    }

    static func failed(_ result: CheckResult) -> Set<String> {
        Set(result.verdicts.filter { $0.verdict == .fail && $0.severity == .error }.map(\.ruleID))
    }

    /// Each scenario's script: `c_preroll_before_content` fails content-first, `a_content_only`
    /// has no violation. In `brief` form the verdicts are the same, the log is not taken for an
    /// incomplete one, and every call carries the second the SDK wrote on its line.
    @Test(arguments: [("c_preroll_before_content", ["NL301"]), ("a_content_only", [])])
    func aBriefLogGivesTheScriptedVerdicts(scenario: String, expected: [String]) throws {
        let text = Self.brief(try Fixtures.read("corpus/android-sdk/\(scenario).logcat.txt"))
        #expect(text.hasPrefix("D/NielsenAPPSDK(") || text.contains("\nD/NielsenAPPSDK("))
        let (capture, result) = try Self.check(text)
        #expect(Self.failed(result) == Set(expected))
        #expect(!result.findings.contains { $0.ruleID == "NL009" })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for call in capture.calls {
            let line = lines[call.location.line - 1]
            let open = try #require(line.range(of: "): [")?.upperBound)
            let seconds = try #require(Int(line[open...].prefix { $0.isNumber }))
            #expect(call.time?.epochMillis == Double(seconds) * 1000)
        }
        #expect(capture.notes.contains { $0.message.contains("the Unix second the Nielsen SDK wrote") })
    }

    /// `-v thread` and `-v raw` print no tag: the SDK's frame (`[<unix s>] [LEVEL] [`) names its
    /// lines instead, so every call is read — an argument line paired with its outcome line as
    /// in `threadtime` — and the verdicts are the script's and the `threadtime` log's, rule by
    /// rule. (Read as lines of no one's, the calls were three of 54 and content-first passed.)
    @Test(arguments: [("c_preroll_before_content", ["NL301"]), ("a_content_only", [])])
    func aLogWithoutTagsGivesTheScriptedVerdicts(scenario: String, expected: [String]) throws {
        let threadtime = try Fixtures.read("corpus/android-sdk/\(scenario).logcat.txt")
        let (original, full) = try Self.check(threadtime)
        func outcome(_ r: CheckResult) -> [String] {
            r.verdicts.map {
                "\($0.ruleID) \($0.sessionOrdinal ?? 0) \($0.verdict) \(String(describing: $0.certainty))"
            }
        }
        for thread in [true, false] {
            let text = Self.untagged(threadtime, thread: thread)
            #expect(!text.contains("NielsenAPPSDK"))
            let (capture, result) = try Self.check(text)
            #expect(Self.failed(result) == Set(expected))
            #expect(capture.calls.count == original.calls.count)
            #expect(capture.calls.map(\.api) == original.calls.map(\.api))
            #expect(!capture.calls.contains { $0.argumentsMissing })
            #expect(outcome(result) == outcome(full))
        }
    }

    /// An app's own line in a look-alike frame is not taken for the SDK's: the second must be a
    /// Unix second of 1990–2099 and the level one the SDK writes, at the line's start.
    @Test func onlyTheSDKsFrameNamesALine() {
        #expect(AndroidSDKLine.opensWithFrame("[1796122381] [INFO] [17961223719121676] [loadMetadata API - SUCCESS ]"))
        #expect(AndroidSDKLine.opensWithFrame("I(18170:   13) [1796122381] [INFO] [] [PLAYHEAD: 0]"))
        #expect(!AndroidSDKLine.opensWithFrame("[42] [INFO] [loadMetadata API - SUCCESS]"))
        #expect(!AndroidSDKLine.opensWithFrame("[1796122381] [Player] [loadMetadata API - SUCCESS]"))
        #expect(!AndroidSDKLine.opensWithFrame("MyApp says [1796122381] [INFO] [loadMetadata API - SUCCESS]"))
        #expect(!AndroidSDKLine.opensWithFrame("loadMetadata API - SUCCESS"))
    }

    /// `-v process` puts the tag after the message (`…]  (NielsenAPPSDK)`): the frame still
    /// closes before it, so the line is neither cut nor unread.
    @Test func aTagAfterTheFrameIsNotPartOfIt() {
        let line = AndroidSDKLine.parse("I(18170) [1796122381] [INFO] [1796] [PLAYHEAD: 7]  (NielsenAPPSDK)")
        #expect(line.text == "PLAYHEAD: 7" && !line.isCut && line.level == "INFO" && line.instance == "1796")
        #expect(line.seconds == 1_796_122_381)
        // A bracketed text that merely ends in parentheses keeps them.
        let plain = AndroidSDKLine.parse("[1796122381] [INFO] [stop API. SUCCESS (BACKGROUND)]")
        #expect(plain.text == "stop API. SUCCESS (BACKGROUND)" && !plain.isCut)
    }

    /// A playhead gap of eleven seconds fails NL201 from the calls, whether the log prints its
    /// own times or not.
    @Test func aPlayheadGapIsFoundInEitherForm() throws {
        let threadtime = Self.withGap(try Fixtures.read("corpus/android-sdk/a_content_only.logcat.txt"))
        for text in [threadtime, Self.brief(threadtime)] {
            let result = try Self.check(text).result
            #expect(Self.failed(result) == ["NL201"])
            #expect(result.verdicts.first { $0.ruleID == "NL201" && $0.verdict == .fail }?.certainty == .exact)
        }
    }
}
