import Testing

@testable import NLCertKit

/// A phone's logcat prints its local time without a zone. The App SDK writes the Unix second on
/// each of its lines, so the zone can be read back: a log from a phone at UTC+01:00 must give the
/// same verdicts as the same run logged at UTC (the corpus' own logs).
@Suite struct LogClockZoneTests {
    // MARK: the vote

    @Test func eachLineVotesForTheQuarterHourItsClocksAreApart() {
        var zone = LogClockZone()
        let sdk = 1_796_122_195
        // Logcat stamps the line a moment after the SDK took its second.
        zone.observe(localAsUTCMillis: Double(sdk + 3600) * 1000 + 120, sdkSeconds: sdk)
        zone.observe(localAsUTCMillis: Double(sdk + 3600) * 1000 + 980, sdkSeconds: sdk)
        #expect(zone.offsetSeconds == 3600)
        #expect(zone.agreeing == 2)

        var india = LogClockZone()
        india.observe(localAsUTCMillis: Double(sdk + 19_800) * 1000 + 400, sdkSeconds: sdk)
        #expect(india.offsetSeconds == 19_800)
        #expect(LogClockZone.name(19_800) == "UTC+05:30")
        #expect(LogClockZone.name(-18_000) == "UTC-05:00")
        #expect(LogClockZone.name(0) == "UTC")
    }

    @Test func noMajorityOrNoPlausibleOffsetMeansNoZone() {
        let sdk = 1_796_122_195
        var split = LogClockZone()
        split.observe(localAsUTCMillis: Double(sdk + 3600) * 1000, sdkSeconds: sdk)
        split.observe(localAsUTCMillis: Double(sdk + 7200) * 1000, sdkSeconds: sdk)
        #expect(split.offsetSeconds == nil)

        var far = LogClockZone()
        // Twenty hours, or a year assumed wrongly: no zone is that far from UTC.
        far.observe(localAsUTCMillis: Double(sdk + 72_000) * 1000, sdkSeconds: sdk)
        far.observe(localAsUTCMillis: Double(sdk + 31_536_000) * 1000, sdkSeconds: sdk)
        // Seven minutes off any quarter hour: two clocks, not a zone.
        far.observe(localAsUTCMillis: Double(sdk + 420) * 1000, sdkSeconds: sdk)
        #expect(far.offsetSeconds == nil)
        #expect(far.observed == 3)

        #expect(LogClockZone().offsetSeconds == nil)
    }

    @Test func aLongLogStopsCountingOnceTheAnswerStands() {
        var zone = LogClockZone()
        let sdk = 1_796_122_195
        for i in 0..<LogClockZone.enoughLines {
            #expect(!zone.isSettled)
            zone.observe(localAsUTCMillis: Double(sdk + i + 3600) * 1000 + 300, sdkSeconds: sdk + i)
        }
        #expect(zone.isSettled)
        #expect(zone.offsetSeconds == 3600)
    }

    // MARK: the corpus logs, as a phone in another zone would have printed them

    /// The corpus log with every `MM-DD HH:MM:SS` time moved by `minutes` (the runs lie late in
    /// the morning: no shift used here crosses midnight).
    static func shifted(_ text: String, minutes: Int) throws -> String {
        var out: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let b = Array(line.utf8)
            guard b.count > 18, b[2] == UInt8(ascii: "-"), b[5] == UInt8(ascii: " "), b[8] == UInt8(ascii: ":"),
                let h = Int(String(decoding: b[6..<8], as: UTF8.self)),
                let m = Int(String(decoding: b[9..<11], as: UTF8.self))
            else {
                out.append(line)
                continue
            }
            let total = h * 60 + m + minutes
            try #require(total >= 0 && total < 24 * 60)
            let hh = total / 60 < 10 ? "0\(total / 60)" : "\(total / 60)"
            let mm = total % 60 < 10 ? "0\(total % 60)" : "\(total % 60)"
            out.append(
                Substring(
                    String(decoding: b[0..<6], as: UTF8.self) + hh + ":" + mm
                        + String(decoding: b[11...], as: UTF8.self)))
        }
        return out.joined(separator: "\n")
    }

    static func check(_ text: String, path: String) throws -> (capture: Capture, result: CheckResult) {
        let capture = try TextCaptureReader.read(text: text, path: path)
        let result = try RuleEngine(ruleSet: try RuleSet.builtIn()).check(
            TimelineBuilder.build(capture), inputs: [path])
        return (capture, result)
    }

    static func errors(_ result: CheckResult) -> Set<String> {
        Set(result.verdicts.filter { $0.verdict == .fail && $0.severity == .error }.map(\.ruleID))
    }

    /// `c_preroll_before_content` expects content-first to fail (its preroll's loadMetadata
    /// comes first); `a_content_only` expects no violation. Logged at UTC+01:00, UTC-05:00 or
    /// UTC+05:30, the verdicts are the ones the scripts expect, the log is not taken for an
    /// incomplete one, and every call lands on the instant the UTC log gives it.
    @Test(arguments: [60, -300, 330])
    func aLogInTheOwnersZoneGivesTheScriptedVerdicts(minutes: Int) throws {
        for (scenario, expected) in [("c_preroll_before_content", ["NL301"]), ("a_content_only", [])] {
            let path = "corpus/android-sdk/\(scenario).logcat.txt"
            let original = try Fixtures.read(path)
            let utc = try Self.check(original, path: path)
            let local = try Self.check(try Self.shifted(original, minutes: minutes), path: path)
            #expect(Self.errors(local.result) == Set(expected), "\(scenario) at \(minutes) min")
            #expect(!local.result.findings.contains { $0.ruleID == "NL009" })
            #expect(local.capture.calls.map { $0.time?.epochMillis } == utc.capture.calls.map { $0.time?.epochMillis })
            #expect(local.capture.calls.allSatisfy { $0.time?.utcOffsetSeconds == minutes * 60 })
            let zone = LogClockZone.name(minutes * 60)
            #expect(local.capture.notes.contains { $0.message.contains("put them at \(zone) — all ") })
        }
    }

    /// The corpus logs were written at UTC, and their SDK lines say so: the times are known to
    /// be UTC, not assumed to be (no NL007 note about a missing zone).
    @Test func theCorpusLogsAreKnownToBeUTC() throws {
        let path = "corpus/android-sdk/c_preroll_before_content.logcat.txt"
        let (capture, result) = try Self.check(try Fixtures.read(path), path: path)
        #expect(capture.calls.allSatisfy { $0.time?.utcOffsetSeconds == 0 })
        #expect(!result.findings.contains { $0.ruleID == "NL007" })
        #expect(Self.errors(result) == ["NL301"])
    }

    /// An older App SDK writes no Unix second on its lines; the pings it reports sent carry
    /// theirs (`c62 sendTime`): a phone at UTC-05:00 is found from them.
    @Test func thePingsSendTimeTellsTheZoneWhenTheLinesDoNot() throws {
        let sent = 1_796_026_001
        let ping =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&ai=VID-1&c3=st,c&c61=createtm,1796026001&c62=sendTime,\(sent)&davty=0&rnd=1"
        // 1796026001 is 2026-11-30 08:06:41 UTC: 03:06:41 at UTC-05:00.
        let log =
            "11-30 03:06:41.350  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: Sent data ping successfully - \(ping)\n"
        let capture = try TextCaptureReader.read(text: log, path: "device.log")
        #expect(capture.requests.first?.time?.utcOffsetSeconds == -18_000)
        #expect(capture.requests.first?.time?.epochMillis == Double(sent) * 1000 + 350)
        #expect(capture.notes.contains { $0.message.contains("put them at UTC-05:00 — all 1 agree") })
    }

    /// Without an SDK line that carries its Unix second, nothing tells the zone: the times are
    /// read as UTC and the note says so, as before.
    @Test func withoutTheSDKsSecondsTheTimesAreReadAsUTC() throws {
        let ping =
            "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&ai=VID-1&c3=st,c&c61=createtm,1796026001&davty=0&rnd=1"
        let log =
            "05-02 14:03:13.050  4321  4398 D NielsenAPPSDK: Nielsen AppSDK: Sent data ping successfully - \(ping)\n"
        let capture = try TextCaptureReader.read(text: log, path: "device.log")
        #expect(capture.requests.first?.time?.utcOffsetSeconds == nil)
        #expect(capture.notes.contains { $0.message.contains(TextCaptureAccumulator.zoneReadAsUTC) })
    }
}
