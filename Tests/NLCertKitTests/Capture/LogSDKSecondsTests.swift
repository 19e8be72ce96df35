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
