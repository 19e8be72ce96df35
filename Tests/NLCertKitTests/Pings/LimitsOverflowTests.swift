import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// Ping values are someone else's text: a 19-digit `c27`, `createtm` or `evdata` position is a
/// valid `Int` that overflowed the first sum or difference it entered (exit 132, no message).
/// Each site gets a capture made from a corpus URL list with the values that reach it
/// replaced, run through `check` in every report format, `timeline` and `decode` in a child
/// process: a trap fails the exit test instead of killing the test run.
@Suite struct LimitsOverflowTests {
    static let huge = "9223372036854775807"
    static let hugeNegative = "-9223372036854775807"

    /// Site name, corpus scenario, and regex replacements applied to its URL list (or, for
    /// `calls`, its API trace).
    struct Site: Sendable, CustomTestStringConvertible {
        var name: String
        var scenario: String
        var ext: String = "urls.txt"
        var replacements: [(pattern: String, with: String)]
        var testDescription: String { name }
    }

    static let sites: [Site] = [
        Site(
            name: "c27 summed over a session", scenario: "h1_pause_stop_play",
            replacements: [(#"c27=cln,\d+"#, "c27=cln,\(huge)")]),
        Site(
            name: "c27 + c51 ad seconds", scenario: "b_ads_correct",
            replacements: [
                (#"c27=cln,\d+"#, "c27=cln,\(huge)"), (#"c51=adl,\d+"#, "c51=adl,\(huge)"),
                (#"c52=noad,\d+"#, "c52=noad,\(huge)"),
            ]),
        Site(
            name: "createtm and starttm deltas", scenario: "h1_pause_stop_play",
            replacements: [
                (#"c61=createtm,17960260(4|8)\d"#, "c61=createtm,\(hugeNegative)"),
                (#"c61=createtm,17960261\d\d"#, "c61=createtm,\(huge)"),
                (#"c64=starttm,\d+"#, "c64=starttm,\(hugeNegative)"),
            ]),
        Site(
            name: "evdata end minus play", scenario: "h1_pause_stop_play",
            replacements: [(#"(PL%3A\d+%3A)\d+"#, "$1\(hugeNegative)"), (#"(ST%3A\d+%3A)\d+"#, "$1\(huge)")]),
        Site(
            name: "evdata times against createtm", scenario: "h1_pause_stop_play",
            replacements: [
                (#"(PU%3A)\d+"#, "$1\(huge)"), (#"(RE%3A)\d+"#, "$1\(hugeNegative)"),
                (#"c61=createtm,\d+"#, "c61=createtm,\(hugeNegative)"),
            ]),
        Site(
            name: "live evdata position minus time", scenario: "h1_pause_stop_play",
            replacements: [
                (#"c58=isLive,false"#, "c58=isLive,true"),
                (#"(PL%3A)\d+%3A\d+"#, "$1\(huge)%3A\(hugeNegative)"),
            ]),
        Site(
            name: "a forward jump of 19 digits", scenario: "f2_playhead_jumps_10",
            replacements: [
                (#"FW%3A\d+%3A\d+%3A\d+%3A\d+"#, "FW%3A\(huge)%3A\(hugeNegative)%3A\(huge)%3A\(hugeNegative)")
            ]),
        Site(
            name: "API call positions and times out of range", scenario: "h1_pause_stop_play", ext: "calls.jsonl",
            replacements: [
                (#""args": \[1\]"#, #""args": [-1e308]"#), (#""args": \[2\]"#, #""args": ["nan"]"#),
                (#""args": \[(\d+)\]"#, #""args": [1e308]"#),
                (#""length": "80""#, #""length": "\#(huge)""#),
            ]),
    ]

    static func capture(_ site: Site) throws -> String {
        var text = try String(contentsOfFile: Fixtures.corpus(site.scenario, site.ext), encoding: .utf8)
        for (pattern, replacement) in site.replacements {
            text = text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
        }
        return text
    }

    static func write(_ site: Site) throws -> String {
        let dir = NSTemporaryDirectory() + "nlcert-overflow-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let path = dir + "/capture." + site.ext
        try capture(site).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every mutation really changed the capture (else the test would prove nothing).
    @Test(arguments: sites) func theMutationsApply(site: Site) throws {
        let original = try String(contentsOfFile: Fixtures.corpus(site.scenario, site.ext), encoding: .utf8)
        for (pattern, _) in site.replacements.prefix(1) {
            #expect(original.range(of: pattern, options: .regularExpression) != nil, "\(pattern) matches nothing")
        }
        #expect(try Self.capture(site) != original)
    }

    @Test(arguments: sites) func noCommandTraps(site: Site) async throws {
        let path: String = try Self.write(site)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        await #expect(processExitsWith: .success) { [path = path as String] in
            var commands: [[String]] = ReportFormat.allCases.map { ["check", path, "--format", $0.rawValue] }
            commands += [
                ["timeline", path], ["timeline", path, "--format", "json"], ["decode", path],
                ["decode", path, "--format", "json"],
            ]
            for args in commands {
                let code = NLCert.run(args, console: RecordingConsole().console)
                // 0 or 1: a verdict; 2 would mean the capture was refused, which it must not be.
                if code > 1 { exit(10 + code) }
            }
        }
    }

    /// The out-of-range values are said, once per parameter, at the first ping holding one.
    @Test func outOfRangeValuesAreCaptureNotes() throws {
        let site = Self.sites[0]
        let path = try Self.write(site)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        let timeline = TimelineBuilder.build(capture)
        let notes = timeline.notes.filter { $0.message.contains("c27 cln holds \(Self.huge)") }
        #expect(notes.count == 1)
        #expect(notes.first?.level == .warning)
        #expect(notes.first?.location.file == path)
        #expect(notes.first?.message.contains("3 ping(s)") == true)
        #expect(timeline.pings.allSatisfy { $0.creditedSeconds == nil || $0.creditedSeconds == 0 })
    }

    /// The note's threshold is the value, not how it was sent: 14 digits (10^13 + 1) are noted,
    /// also percent-encoded; 13 digits (10^13 itself) are plausible and are not.
    @Test func outOfRangeIsJudgedOnTheDecodedValue() throws {
        func notes(_ c27: String) -> [String] {
            let url =
                "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-1&c27=cln,\(c27)&c61=createtm,1796026040&rnd=1"
            let capture = Capture(requests: [
                CapturedRequest(
                    url: url, time: nil, location: SourceLocation(file: "u.txt", line: 1), format: .urlList, ordinal: 0)
            ])
            return TimelineBuilder.build(capture).notes.map(\.message).filter { $0.contains("beyond any plausible") }
        }
        #expect(notes("10000000000001").count == 1)
        #expect(notes("%31%30%30%30%30%30%30%30%30%30%30%30%30%31").count == 1)
        #expect(notes("10000000000000").isEmpty)
        #expect(notes("%31%30").isEmpty)
        // Escaped twice (`%25` is `%`): still the same 14 digits once decoded.
        #expect(notes(String(repeating: "%2531", count: 14)).count == 1)
    }

    /// The scan looks at a value's bytes as sent before building it: a run of digits and `%`
    /// must hold 14 digits for the value to be read; a separator ends a run (`:` sent as `%3A` at
    /// its letter).
    @Test func onlyLongRunsOfDigitsAreReadForTheScan() throws {
        let url =
            "https://secure-us.imrworldwide.com/cgi-bin/gn?prd=dcr&c27=cln,30&c61=createtm,1796026040"
            + "&evdata=PL%3A1796026042%3A0&c64=starttm,%2531%2530%2530&sd=123456789012%3A1"
        let ping = PingDecoder.decode(
            CapturedRequest(
                url: url, time: nil, location: SourceLocation(file: "u.txt", line: 1), format: .urlList, ordinal: 0))
        let n = PlausibleNumber.shortestOutOfRange
        #expect(ping.mayHoldDigits("c27", inARow: n) == false)
        #expect(ping.mayHoldDigits("c61", inARow: n) == false)
        #expect(ping.mayHoldDigits("evdata", inARow: n) == false)
        #expect(ping.mayHoldDigits("sd", inARow: n) == false)
        // Three escaped digits are twelve digit bytes in a row: a maybe at four, read to know.
        #expect(ping.mayHoldDigits("c64", inARow: 4) == true)
        #expect(ping.mayHoldDigits("c64", inARow: 13) == false)
        #expect(ping.mayHoldDigits("ci", inARow: 1) == nil)
        #expect(ParameterTable.digitRun(in: Array("a1%3A23456".utf8), reaches: 6) == false)
        #expect(ParameterTable.digitRun(in: Array("a1%2523456".utf8), reaches: 8) == true)
    }

    /// An `evdata` item with an out-of-range number is a decode problem of its ping, not an event.
    @Test func outOfRangeEvdataItemIsAProblem() {
        let (events, problems) = EvdataParser.parse("PL:1796026043:0~ST:1796026145:\(Self.huge)")
        #expect(events == [PingEvent(kind: .play, time: 1_796_026_043, position: 0)])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("out of any plausible range") == true)
    }
}
