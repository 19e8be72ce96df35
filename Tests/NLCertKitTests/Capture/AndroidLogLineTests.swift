import Testing

@testable import NLCertKit

/// One test per kind of line the Android App SDK 10.x writes, on `Fixtures/logs/android10_content.logcat.txt`
/// (a correct content play 0..20 s written in the real SDK's line format, see the README there)
/// with the line under test added or taken out. Kinds the corpus does not hold (pause, seek, the
/// numbered error lines, the background warning, a ping never delivered) are written here in the
/// same frame: `[<unix s>] [<LEVEL>] [<instance>] [<text>]` after the logcat tag.
@Suite struct AndroidLogLineTests {
    static let path = "android10_content.logcat.txt"

    static func base() throws -> String { try Fixtures.read("logs/android10_content.logcat.txt") }

    /// A logcat line in the SDK's frame.
    static func line(_ time: String, _ level: String, _ text: String, seconds: Int = 1796200015) -> String {
        let letter = String(level.prefix(1))
        return
            "12-02 \(time) 24113    27 \(letter) NielsenAPPSDK: [\(seconds)] [\(level)] [17962000004411223] [\(text)]"
    }

    /// The base log with `extra` lines put right after the first line containing `marker`.
    static func log(after marker: String, _ extra: [String], removing: [String] = []) throws -> String {
        var out: [String] = []
        var done = false
        for l in try base().split(separator: "\n", omittingEmptySubsequences: false) {
            if removing.contains(where: { l.contains($0) }) { continue }
            out.append(String(l))
            if !done, l.contains(marker) {
                out += extra
                done = true
            }
        }
        return out.joined(separator: "\n")
    }

    static func read(_ text: String) throws -> Capture { try TextCaptureReader.read(text: text, path: path) }

    static func check(_ text: String) throws -> CheckResult {
        try RuleEngine(ruleSet: RuleSet.builtIn()).check(TimelineBuilder.build(read(text)), inputs: [path])
    }

    static func verdict(_ result: CheckResult, _ rule: String) throws -> RuleVerdict {
        try #require(result.verdicts.first { $0.ruleID == rule })
    }

    // MARK: Calls

    @Test func argumentLineAndOutcomeLineAreOneCall() throws {
        let capture = try Self.read(try Self.base())
        let loads = capture.calls.filter { $0.api == .loadMetadata }
        #expect(loads.count == 1)
        #expect(loads.first?.firstArg?["assetid"]?.stringValue == "VID-SAMPLE-0001")
        #expect(loads.first?.firstArg?["crossId1"]?.stringValue == "EP-2004")  // the raw line, not "Processed"
        #expect(capture.calls.filter { $0.api == .playheadPosition }.map(\.position) == (0...20).map { Double($0) })
        #expect(
            capture.calls.filter { $0.api == .play }.first?.firstArg?["channelName"]?.stringValue == "Sample Channel")
        #expect(capture.calls.filter { $0.api == .end }.count == 1)
        #expect(capture.calls.allSatisfy { !$0.argumentsMissing })
        #expect(try Self.check(try Self.base()).verdicts.flatMap(\.findings).allSatisfy { $0.severity == .info })
    }

    @Test func outcomeWithoutItsArgumentLineIsAnIncompleteCallThatDecidesNothingExactly() throws {
        let text = try Self.log(after: "never", [], removing: ["Nielsen AppSDK METADATA:"])
        let capture = try Self.read(text)
        let load = try #require(capture.calls.first { $0.api == .loadMetadata })
        #expect(load.argumentsMissing)
        #expect(load.args.isEmpty)
        #expect(capture.calls.filter { $0.api == .loadMetadata }.count == 1)
        let result = try Self.check(text)
        // No exact "no metadata" finding: the metadata rules fall back to the pings. What the
        // log lost is said once, as the log-incomplete warning (NL009), naming the call.
        let warnings = result.verdicts.flatMap(\.findings).filter { $0.severity >= .warning }
        #expect(warnings.map(\.ruleID) == ["NL009"])
        #expect(warnings.first?.message.contains("without the argument the log lost") == true)
        #expect(try Self.verdict(result, "NL111").verdict == .notChecked)
        #expect(try Self.verdict(result, "NL111").reason?.contains("argument line is missing") == true)
        #expect(try Self.verdict(result, "NL101").certainty != .exact || Self.verdict(result, "NL101").verdict == .pass)
    }

    // MARK: Events the SDK derives

    @Test func pauseAndResumeAreSDKEventsNotCalls() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line("08:26:55.140", "DEBUG", "EVENT- (PAUSE) REPORTED. Timestamp: 1796200012129, Playhead: 2"),
                Self.line("08:26:55.141", "DEBUG", "EVENT- (RESUME) REPORTED. Timestamp: 1796200015129, Playhead: 2"),
            ])
        let base = try Self.read(try Self.base())
        let capture = try Self.read(text)
        #expect(capture.calls.count == base.calls.count)
        let pause = try #require(capture.sdkMessages.first { $0.name == "PAUSE" })
        #expect(pause.kind == .event)
        #expect(pause.sdkTime?.epochMillis == 1796200012129)
        #expect(pause.playheads == [2])
        #expect(pause.location.line == 27)
        let resume = try #require(capture.sdkMessages.first { $0.name == "RESUME" })
        #expect(resume.sdkTime?.epochMillis == 1796200015129)
        #expect(capture.notes.allSatisfy { !$0.message.contains("does not read") })
    }

    @Test func theTimelineShowsWhatTheSDKSaid() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line("08:26:55.140", "DEBUG", "EVENT- (PAUSE) REPORTED. Timestamp: 1796200012129, Playhead: 2")
            ])
        let rendered = TimelineText.render(TimelineBuilder.build(try Self.read(text)))
        #expect(rendered.contains("the SDK said:"))
        #expect(rendered.contains("PAUSE at playhead 2 (the SDK dates it"))
        #expect(rendered.contains("STOP at playhead 20"))
    }

    @Test func theJSONTimelineAndTheRulesSeeWhatTheSDKSaid() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line(
                    "08:26:55.140", "DEBUG", "EVENT- (FORWARD) REPORTED. Timestamp: 1796200015130, Playhead: 5, 15")
            ])
        let timeline = TimelineBuilder.build(try Self.read(text))
        let json = try JSONParser.parse(TimelineJSONEncoder.render(timeline))
        let forward = try #require(json["sdkMessages"]?.arrayValue?.first { $0["name"]?.stringValue == "FORWARD" })
        #expect(forward["playheads"] == .array([.number(5), .number(15)]))
        #expect(forward["viewingSession"]?.intValue == 1)
        // The JSON report's timeline has the same shape without what only the timeline command
        // writes (the report's bytes are kept).
        let report = try JSONParser.parse(
            ReportRenderer.render([try Self.check(text)], format: .json, options: ReportOptions()))
        let reported = try #require(report["results"]?[0]?["timeline"])
        #expect(reported["sdkMessages"] == nil)
        #expect(reported["pings"]?.arrayValue?.count == json["pings"]?.arrayValue?.count)
        let session = try #require(timeline.viewingSessions.first)
        let ctx = CheckContext(
            timeline: timeline, session: session, mode: .calls, ruleID: "NL202", profile: "dcr-video",
            arguments: [], options: [])
        #expect(ctx.sdkMessages.contains { $0.name == "FORWARD" })
    }

    @Test func forwardSeekEventKeepsBothPositions() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line(
                    "08:26:55.140", "DEBUG", "EVENT- (FORWARD) REPORTED. Timestamp: 1796200015130, Playhead: 10, 60")
            ])
        let seek = try #require(try Self.read(text).sdkMessages.first { $0.name == "FORWARD" })
        #expect(seek.playheads == [10, 60])
        #expect(seek.kind == .event)
    }

    @Test func configAndSessionEndAreSDKEvents() throws {
        let capture = try Self.read(try Self.base())
        let names = capture.sdkMessages.map(\.name)
        #expect(names.contains("CONFIG RECEIVED"))
        #expect(names.contains("SESSION END"))
        #expect(names.contains("PLAY"))
        #expect(names.contains("STOP"))
    }

    @Test func anUnknownSDKLineIsCountedNotGuessedAt() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line("08:26:55.140", "DEBUG", "Some future SDK housekeeping we have never seen (42)")
            ])
        let capture = try Self.read(text)
        #expect(capture.calls.count == (try Self.read(try Self.base())).calls.count)
        #expect(
            capture.notes.contains {
                $0.message.hasPrefix("1 line(s) of the SDK's own output") && $0.location.line == 27
            })
    }

    // MARK: The SDK's complaints

    @Test func negativePlayheadError1025IsAnExactNL208() throws {
        let errorLine = Self.line(
            "08:26:55.131", "ERROR",
            "1025 : AppApi setPlayheadPosition. Could not process negative playhead (-5)")
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line("08:26:55.130", "INFO", "PLAYHEAD: -5"), errorLine,
                Self.line("08:26:55.132", "INFO", "setPlayheadPosition API. FAILED"),
            ])
        let capture = try Self.read(text)
        let failed = try #require(capture.calls.first { $0.outcome == "FAILED" })
        #expect(failed.position == -5)
        let complaint = try #require(capture.sdkMessages.first { $0.kind == .complaint })
        #expect(complaint.code == 1025)
        #expect(complaint.ruleID == "NL208")
        let result = try Self.check(text)
        let nl208 = try Self.verdict(result, "NL208")
        #expect(nl208.verdict == .fail)
        #expect(nl208.certainty == .exact)
        let items = nl208.findings.flatMap(\.items)
        // The complaint line is the evidence, pointed at in the timeline and described from it.
        #expect(
            items.contains { item in
                guard item.location.line == 28, case .sdkMessage = item.reference else { return false }
                return EvidenceText.of(item, in: result.timeline).contains("negative playhead")
            })
    }

    /// The real Browser SDK, given playheads -3, -2, -1 a second apart, complains once for each:
    /// the complaints belong to the one finding that cites the three calls, also the third,
    /// which is more than 2 s after the finding's first playhead.
    @Test func complaintsAboutEachNegativePlayheadJoinTheOneFinding() throws {
        var extra: [String] = []
        for (i, value) in [-3, -2, -1].enumerated() {
            // 1.1 s apart: the third comes 2.2 s after the first.
            let stamp = "08:26:5\(5 + i).\(131 + i * 100)"
            extra.append(Self.line(stamp, "INFO", "PLAYHEAD: \(value)", seconds: 1_796_200_015 + i))
            extra.append(
                Self.line(
                    stamp, "ERROR", "1025 : AppApi setPlayheadPosition. Could not process negative playhead (\(value))",
                    seconds: 1_796_200_015 + i))
        }
        let result = try Self.check(try Self.log(after: "PLAYHEAD: 5", extra))
        let nl208 = try Self.verdict(result, "NL208")
        #expect(nl208.findings.count == 1, "\(nl208.findings.map(\.message))")
        let complaints = nl208.findings.flatMap(\.items).filter {
            if case .sdkMessage = $0.reference { return true } else { return false }
        }
        #expect(complaints.count == 3)
    }

    @Test func negativePlayheadWithoutItsPlayheadLineStillFindsIt() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line(
                    "08:26:55.131", "ERROR", "AppApi setPlayheadPosition. Could not process negative playhead (-5)"),
                Self.line("08:26:55.132", "INFO", "setPlayheadPosition API. FAILED"),
            ])
        let nl208 = try Self.verdict(Self.check(text), "NL208")
        #expect(nl208.verdict == .fail)
        #expect(nl208.findings.contains { $0.certainty == .exact && $0.message.contains("negative playhead") })
    }

    @Test func playheadsBeforeMetadataError1020IsNL207() throws {
        // The app sends playheads before play and loadMetadata: the SDK says so.
        let text = try Self.log(
            after: "constructor API - SUCCESS",
            [
                Self.line("08:26:45.000", "INFO", "PLAYHEAD: 0", seconds: 1796200005),
                Self.line(
                    "08:26:45.001", "ERROR",
                    "Playheads are not processed by SDK, as play and metadata are not passed for content",
                    seconds: 1796200005),
                Self.line("08:26:45.002", "INFO", "setPlayheadPosition API. FAILED", seconds: 1796200005),
            ])
        let capture = try Self.read(text)
        #expect(capture.sdkMessages.contains { $0.kind == .complaint && $0.ruleID == "NL207" })
        let result = try Self.check(text)
        let nl207 = try Self.verdict(result, "NL207")
        #expect(nl207.verdict == .fail)
        #expect(nl207.certainty == .exact)
        #expect(
            nl207.findings.flatMap(\.items).contains { item in
                item.location.line == 5
                    && EvidenceText.of(item, in: result.timeline).contains("Playheads are not processed")
            })
    }

    /// The real Android SDK 10.2 given loadMetadata but no play (the corpus's `fault_no_play`)
    /// refuses every playhead with 1020 "as play and metadata are not passed": the metadata
    /// was passed, so the complaints are evidence that play is missing (NL305), not of
    /// playheads before loadMetadata (NL207).
    @Test func theRealSDKs1020AfterLoadMetadataIsNL305() throws {
        let path = Fixtures.path("sdk-corpus/android/fault_no_play.logcat.txt")
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        let timeline = TimelineBuilder.build(capture)
        let complaints = timeline.sdkMessages.filter { $0.code == 1020 }
        try #require(complaints.count > 20)
        #expect(complaints.allSatisfy { $0.ruleID == "NL305" })
        let result = try RuleEngine(ruleSet: RuleSet.builtIn()).check(timeline, inputs: [path])
        let nl305 = try Self.verdict(result, "NL305")
        #expect(nl305.verdict == .fail && nl305.certainty == .exact)
        #expect(nl305.findings.count == 1, "\(nl305.findings.map(\.message))")
        #expect(try Self.verdict(result, "NL207").verdict != .fail)
    }

    @Test func theCodedPlayheadErrorWithoutTheExplanationIsNL207Too() throws {
        let text = try Self.log(
            after: "constructor API - SUCCESS",
            [
                Self.line("08:26:45.000", "INFO", "PLAYHEAD: 3", seconds: 1796200005),
                Self.line(
                    "08:26:45.001", "ERROR", "AppApi setPlayheadPosition. Could not process (3)", seconds: 1796200005),
                Self.line("08:26:45.002", "INFO", "setPlayheadPosition API. FAILED", seconds: 1796200005),
            ])
        let result = try Self.check(text)
        #expect(try Self.verdict(result, "NL207").findings.flatMap(\.items).contains { $0.location.line == 5 })
        #expect(
            try Self.verdict(result, "NL012").verdict == .notExercised || Self.verdict(result, "NL012").findings.isEmpty
        )
    }

    @Test func backgroundWithoutStopIsNL302() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line(
                    "08:26:55.500", "DEBUG",
                    "SDK is in background while media is still playing ! Hence ignoring the SESSION STOP on BACKGROUND")
            ])
        let nl302 = try Self.verdict(Self.check(text), "NL302")
        #expect(nl302.verdict == .fail)
        #expect(nl302.certainty == .exact)
        let finding = try #require(nl302.findings.first)
        #expect(finding.items.first?.location.line == 27)
        #expect(finding.message.contains("background"))
    }

    @Test func anUnknownErrorCodeIsReportedNotDropped() throws {
        let text = try Self.log(
            after: "PLAYHEAD: 5",
            [
                Self.line("08:26:55.140", "ERROR", "1099 : AppApi something the SDK did not like")
            ])
        let nl012 = try Self.verdict(Self.check(text), "NL012")
        #expect(nl012.verdict == .fail)
        #expect(nl012.findings.first?.message.contains("code 1099") == true)
        #expect(nl012.findings.first?.items.first?.location.line == 27)
    }

    // MARK: Pings

    @Test func sendingWithoutSentIsAPingNotDelivered() throws {
        // The log never confirms the duration ping (its "Sent data ping" line is gone).
        let lines = try Self.base().split(separator: "\n").map(String.init)
        let lastSent = try #require(lines.lastIndex { $0.contains("Sent data ping successfully") })
        let text = lines.enumerated().filter { $0.offset != lastSent }.map(\.element).joined(separator: "\n")
        let capture = try Self.read(text)
        #expect(capture.requests.count == 4)  // config, session, view, duration: each once
        #expect(capture.requests.filter { $0.failure != nil }.count == 1)
        let nl003 = try Self.verdict(Self.check(text), "NL003")
        #expect(nl003.verdict == .fail)
        #expect(nl003.findings.count == 1)
        #expect(nl003.findings.first?.message.contains("Sent data ping successfully") == true)
    }

    @Test func aRetriedSendIsOnePing() throws {
        // The SDK sends the duration ping, the upload fails, it sends it again, then it is delivered.
        let lines = try Self.base().split(separator: "\n").map(String.init)
        let sending = try #require(lines.firstIndex { $0.contains("Sending message:") && $0.contains("at=timer") })
        var edited = lines
        edited.insert(lines[sending], at: sending + 1)
        let capture = try Self.read(edited.joined(separator: "\n"))
        #expect(capture.requests.filter { $0.url.contains("at=timer") }.count == 1)
        #expect(capture.requests.allSatisfy { $0.failure == nil })
    }

    @Test func aURLCutByTheLogIsNotATruncatedPing() throws {
        // logcat keeps ~4 KB of an entry: a long ping loses its tail and the line its "]".
        var lines = try Self.base().split(separator: "\n").map(String.init)
        for i in lines.indices where lines[i].contains("secure-sdk.imrworldwide.com") && lines[i].contains("at=timer") {
            let cut = lines[i].range(of: "&c64=")!.lowerBound
            lines[i] = String(lines[i][..<cut])
        }
        let text = lines.joined(separator: "\n")
        let capture = try Self.read(text)
        let duration = try #require(capture.requests.first { $0.url.contains("at=timer") })
        #expect(duration.cutByLog)
        #expect(duration.status == 200)  // its cut "Sent" line still matched its cut "Sending" line
        #expect(capture.requests.count == 4)
        let nl004 = try Self.verdict(Self.check(text), "NL004")
        #expect(nl004.verdict != .fail)
        #expect(capture.notes.contains { $0.message.contains("cut short by the log") })
    }

    @Test func configRequestWithoutAnyDCRPingIsNL011() throws {
        let lines = try Self.base().split(separator: "\n").map(String.init)
        let text = lines.filter { !$0.contains("prd=dcr") }.joined(separator: "\n")
        let nl011 = try Self.verdict(Self.check(text), "NL011")
        #expect(nl011.verdict == .fail)
        #expect(nl011.findings.first?.message.contains("pings never flushed — check end/stop") == true)
    }

    @Test func anOptedOutUserSendingNoDCRPingIsNotNL011() throws {
        let lines = try Self.base().split(separator: "\n").map(String.init)
        var text = lines.filter { !$0.contains("prd=dcr") }.joined(separator: "\n")
        text = text.replacingOccurrences(
            of: "[CONFIG RECEIVED]",
            with: "[CONFIG RECEIVED]\n"
                + Self.line("08:26:41.000", "DEBUG", "Opt-out/in received from user defaults true", seconds: 1796200001)
        )
        #expect(try Self.verdict(Self.check(text), "NL011").verdict == .notExercised)
    }

    @Test func anAPIWhoseArgumentTheSDKDoesNotLogIsNotIncomplete() throws {
        let text = try Self.log(after: "PLAYHEAD: 5", [Self.line("08:26:55.140", "INFO", "userOptOut API - SUCCESS")])
        let capture = try Self.read(text)
        let optOut = try #require(capture.calls.first { $0.api == .userOptOut })
        #expect(!optOut.argumentsMissing)
        #expect(try Self.verdict(Self.check(text), "NL111").verdict == .pass)
    }

    @Test func aPingTheLogCutIsTheNetworkCapturesPingNotASecondOne() throws {
        var lines = try Self.base().split(separator: "\n").map(String.init)
        var full = ""
        for i in lines.indices
        where lines[i].contains("Sending message: https://secure-sdk") && lines[i].contains("at=timer") {
            full = String(lines[i][lines[i].range(of: "https://")!.lowerBound...].dropLast())
        }
        for i in lines.indices where lines[i].contains("secure-sdk.imrworldwide.com") && lines[i].contains("at=timer") {
            lines[i] = String(lines[i][..<lines[i].range(of: "&c64=")!.lowerBound])
        }
        var capture = try Self.read(lines.joined(separator: "\n"))
        capture.append(try TextCaptureReader.read(text: "1796200031120\t" + full + "\n", path: "urls.txt"))
        let timeline = TimelineBuilder.build(capture)
        let timers = timeline.pings.filter { $0.request.url.contains("at=timer") }
        #expect(timers.count == 1)
        #expect(timers.first?.request.format == .urlList)
    }

    @Test func urlListWithConfigAndNoDCRPingIsNL011() throws {
        let urls = """
            https://cdn-gl.nmrodam.com/conf/P0A1B2C3D-0000-4000-8000-00000000C0DE.json?devtypid=Samsung-SM-S911B&osver=ANDROID.14&sysname=Android
            https://secure-dcr.imrworldwide.com/cgi-bin/gn?prd=session&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&sessionId=k3v8q1m0z7x2c5b9n4a6s1d8f3g7h1796200000&c16=sdkv,aa.10.2.0.0_aaxn&uoo=&rnd=1796200031035

            """
        let capture = try TextCaptureReader.read(text: urls, path: "urls.txt")
        let result = try RuleEngine(ruleSet: RuleSet.builtIn()).check(
            TimelineBuilder.build(capture), inputs: ["urls.txt"])
        let nl011 = try Self.verdict(result, "NL011")
        #expect(nl011.verdict == .fail)
        #expect(nl011.severity == .warning)
    }

    @Test func browserErrorReportIsTheFindingItNames() throws {
        let urls = """
            https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&sessionId=abcdefghijklmnopqrstuvwxyz1231796025995&tl=Episode%201&cg=Program%201&c13=asid,P0A1B2C3D-0000-4000-8000-00000000C0DE&at=view&rt=video&c16=sdkv,bj.6.0.0_dl&c27=cln,0&c51=adl,0&c52=noad,0&sd=150&c53=fef,y&c54=oad,20240101%2020%3A00%3A00&c57=adldf,2&ai=VID-1&c3=st,c&c64=starttm,1796026000&c58=isLive,false&c59=sesid,SES1&c61=createtm,1796026001&uoo=&evdata=&davty=0&c62=sendTime,1796026001&rnd=126001
            https://secure-sdk.imrworldwide.com/cgi-bin/error?message=15%2CA%20negative%20playhead%20position%20was%20sent%20and%20will%20be%20ignored.&c16=sdkv,bj.6.0.0_dl
            https://secure-sdk.imrworldwide.com/cgi-bin/error?message=77%2CSomething%20new&c16=sdkv,bj.6.0.0_dl

            """
        let capture = try TextCaptureReader.read(text: urls, path: "urls.txt")
        let result = try RuleEngine(ruleSet: RuleSet.builtIn()).check(
            TimelineBuilder.build(capture), inputs: ["urls.txt"])
        let nl208 = try Self.verdict(result, "NL208")
        #expect(nl208.verdict == .fail)
        #expect(nl208.findings.first?.certainty == .exact)
        #expect(nl208.findings.first?.items.first?.location.line == 2)
        let nl012 = try Self.verdict(result, "NL012")
        #expect(nl012.findings.map(\.message).count == 1)
        #expect(nl012.findings.first?.message.contains("code 77") == true)
    }

    @Test func appSDKEvdataTimesInMillisecondsAreReadAsSeconds() {
        let (events, problems) = EvdataParser.parse("PL:1796122205271:0~FW:1796122215000:60:10:50~ST:1796122265265:60")
        #expect(problems.isEmpty)
        #expect(events.map(\.time) == [1796122205, 1796122215, 1796122265])
        #expect(events.map(\.position) == [0, 60, 60])
        // The Browser SDK's seconds stay as they are.
        #expect(EvdataParser.parse("PL:1796026001:0").events.first?.time == 1796026001)
    }
}

/// `samples/android-logcat-pause.txt` does what `samples/README.md` says: an App SDK 10.x log of
/// a pause the app resumed with `play` but never stopped ("DCR Video iOS SDK — Interruptions
/// during playback": call stop at once on a pause), found exactly from the log alone.
@Suite struct AndroidSampleTests {
    @Test func pauseSampleFailsOnTheGapExactly() throws {
        let path = Fixtures.repoPath("samples/android-logcat-pause.txt")
        let capture = try CaptureReader.read(paths: [path], stdin: { [] })
        #expect(capture.files.first?.format == .logcat)
        #expect(capture.sdkMessages.map(\.name).filter { ["PAUSE", "RESUME"].contains($0) } == ["PAUSE", "RESUME"])
        #expect(capture.requests.filter { $0.status == 200 }.count == 3)  // session, view, duration
        let result = try RuleEngine(ruleSet: RuleSet.builtIn()).check(TimelineBuilder.build(capture), inputs: [path])
        let serious = result.verdicts.flatMap(\.findings).filter { $0.severity >= .warning }
        #expect(serious.map(\.ruleID) == ["NL302"])
        #expect(serious.allSatisfy { $0.certainty == .exact })
    }
}
