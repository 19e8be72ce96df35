import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert watch`: a log fed line by line reaches the verdicts `check` gives on the whole file,
/// shows a session's verdicts once a later session begins, and keeps only Nielsen lines.
@Suite struct WatchTests {
    static func engine() throws -> RuleEngine { try RuleEngine(ruleSet: RuleSet.builtIn(), profile: "dcr-video") }

    static func checkFile(_ path: String) throws -> CheckResult {
        let capture = try CaptureReader.read(paths: [path], stdin: { [] }, filter: .nielsenTraffic)
        return try engine().check(TimelineBuilder.build(capture), inputs: [path])
    }

    /// What a verdict says, without the capture's name.
    static func summary(_ r: CheckResult) -> [String] {
        r.verdicts.map { v in
            "\(v.ruleID)#\(v.sessionOrdinal ?? 0) \(v.verdict.rawValue) \(v.certainty?.rawValue ?? "-") "
                + v.findings.map {
                    "\($0.fingerprint)@" + $0.items.map { "\($0.location.line)" }.joined(separator: ",")
                }.joined(separator: " ")
        }
    }

    /// Feeds `lines` one at a time, refreshing after each (the original timing compressed to
    /// nothing), and returns the session and, per decision, the number of lines fed before it.
    static func feed(
        _ lines: [String], path: String
    ) throws -> (WatchSession, [(line: Int, decision: WatchSession.Decision)]) {
        let session = WatchSession(path: path, engine: try engine())
        var decisions: [(Int, WatchSession.Decision)] = []
        for (i, line) in lines.enumerated() {
            session.feed(line)
            // The command refreshes at most ten times a second; every third line is as often
            // as a fast log reaches it and keeps the test quick.
            guard i % 3 == 2 else { continue }
            for d in try session.refresh(final: false) { decisions.append((i + 1, d)) }
        }
        for d in try session.refresh(final: true) { decisions.append((lines.count, d)) }
        return (session, decisions)
    }

    static func lines(_ path: String) throws -> [String] {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.components(separatedBy: "\n")
    }

    @Test(arguments: Fixtures.scenarios)
    func sameVerdictsAsCheckOnTheWholeFile(_ scenario: String) throws {
        let path = Fixtures.corpus(scenario, "sdklog.txt")
        let (session, _) = try Self.feed(try Self.lines(path), path: path)
        let watched = try #require(session.result)
        #expect(Self.summary(watched) == Self.summary(try Self.checkFile(path)))
    }

    /// Two runs in one log. A session closes when the app calls `end` (the guides' end of
    /// content) or, without one, when the next session begins: its verdicts are shown then,
    /// before the end of the input; the last session's only at the end.
    @Test(arguments: [true, false])
    func aSessionIsDecidedWhenItEndsOrTheNextBegins(firstRunEnds: Bool) throws {
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var first = try Self.lines(Fixtures.corpus("g_long_fields", "sdklog.txt"))
        // The Browser SDK logs each call's event type; g_long_fields' script ends with end().
        let endLine = try #require(first.lastIndex { $0.contains(#"\"eventType\":\"end\""#) }) + 1
        if !firstRunEnds { first = Array(first.prefix(endLine - 1)) }
        let second = try Self.lines(Fixtures.corpus("a_vod_noads_correct", "sdklog.txt"))
        let path = dir + "/two-runs.log"
        try (first + second).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let (session, decisions) = try Self.feed(first + second, path: path)
        let total = first.count + second.count
        // Passes and failures are shown as soon as the session closes; what nothing exercised
        // is only known at the end.
        let sessionOne = decisions.filter {
            $0.decision.verdict.sessionOrdinal == 1 && !$0.decision.revised
                && [.pass, .fail].contains($0.decision.verdict.verdict)
        }
        #expect(!sessionOne.isEmpty)
        if firstRunEnds {
            // Fed three lines at a time: decided within three lines of the end call.
            #expect(sessionOne.allSatisfy { $0.line >= endLine && $0.line < endLine + 3 })
        } else {
            // Once the second run's session has begun, before the input ends.
            #expect(sessionOne.allSatisfy { $0.line > first.count && $0.line < total })
        }
        // g_long_fields' script: a 40-character assetid, shown as soon as its session closed.
        #expect(sessionOne.contains { $0.decision.verdict.ruleID == "NL101" && $0.decision.verdict.verdict == .fail })
        #expect(decisions.filter { $0.decision.verdict.sessionOrdinal == 2 }.allSatisfy { $0.line == total })
        let watched = try #require(session.result)
        #expect(Self.summary(watched) == Self.summary(try Self.checkFile(path)))
    }

    /// Through a pipe that stays open (`adb logcat | nlcert watch -` in CI): once the app has
    /// called end, the verdict lines and a line naming the failed rules are out, long before
    /// the input ends. samples/android-logcat-pause.txt is a pause without stop (NL302).
    @Test func throughAnOpenPipeASessionIsReportedWhenTheAppEndsIt() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let lock = NSLock()
        nonisolated(unsafe) var out = ""
        let console = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false,
            writeOut: { s in lock.withLock { out += s } }, writeErr: { _ in }, readStdin: { [] },
            stdinIsClosed: false)
        let text = try String(contentsOfFile: Fixtures.repoPath("samples/android-logcat-pause.txt"), encoding: .utf8)
        _ = Array(text.utf8).withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count) }
        nonisolated(unsafe) var code: Int32 = -1
        let done = DispatchSemaphore(value: 0)
        let readEnd = fds[0]
        Thread.detachNewThread {
            code = NLCert.run(["watch", "/dev/fd/\(readEnd)", "--no-follow"], console: console)
            done.signal()
        }
        var seen = ""
        for _ in 0..<300 {
            seen = lock.withLock { out }
            if seen.contains("session #1 closed") { break }
            usleep(50_000)
        }
        #expect(seen.contains("NL302 session #1 FAIL [exact]"), "\(seen.prefix(500))")
        #expect(seen.contains("session #1 closed: FAIL NL302"), "the closing line names the rule")
        #expect(!seen.contains("Pre-certification checklist"), "the final report waits for the end of input")
        close(fds[1])
        #expect(done.wait(timeout: .now() + 60) == .success)
        close(fds[0])
        #expect(code == 1)
    }

    /// On a terminal the view is redrawn only when what it shows changed, and a failing
    /// checklist item names the rule that failed it.
    @Test func theLiveViewRedrawsOnlyOnChangeAndNamesFailedRules() throws {
        let path = Fixtures.repoPath("samples/android-logcat-pause.txt")
        let (session, _) = try Self.feed(try Self.lines(path), path: path)
        let recorder = RecordingConsole(tty: true)
        var view = WatchView(console: recorder.console, enabled: true)
        view.draw(session)
        let once = recorder.out
        for _ in 0..<5 { view.draw(session) }
        #expect(recorder.out == once, "no new input, no redraw")
        #expect(once.contains("(NL302 #1)"), "\(once)")
        #expect(once.contains("open: none"), "after end() no session is open")
    }

    /// Other logging around the SDK's lines is counted, not kept, and every location still
    /// points at the line's place in the stream.
    @Test func onlyNielsenLinesAreKeptAndLocationsStayTrue() throws {
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let sdk = try Self.lines(Fixtures.corpus("g_long_fields", "sdklog.txt"))
        var mixed: [String] = []
        for line in sdk {
            for j in 0..<20 { mixed.append("1796026040000\tlog\t[app] unrelated line \(j): buffering 42%") }
            mixed.append(line)
        }
        let path = dir + "/noisy.log"
        try mixed.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let (session, _) = try Self.feed(mixed, path: path)
        #expect(session.log.lineCount == mixed.count)
        #expect(session.log.keptCount <= sdk.count)
        #expect(session.log.keptCount > 0)
        let watched = try #require(session.result)
        #expect(Self.summary(watched) == Self.summary(try Self.checkFile(path)))
    }

    @Test func commandWritesTheReportsCheckWouldWithItsExitCode() throws {
        let log = Fixtures.corpus("g_long_fields", "sdklog.txt")
        let watch = CheckCommandTests.run(["watch", "--no-follow", log, "--format", "json"])
        let check = CheckCommandTests.run(["check", log, "--format", "json"])
        #expect(watch.code == check.code)
        #expect(watch.code == 1)
        let a = try JSONParser.parse(watch.out)
        let b = try JSONParser.parse(check.out)
        #expect(a["results"]?.arrayValue?.first?["findings"] == b["results"]?.arrayValue?.first?["findings"])
        // Not on a terminal, one line per decided verdict; with a JSON report on stdout they
        // go to stderr so the report stays clean.
        #expect(watch.err.contains("NL101 session #1 FAIL [exact]"))
        let text = CheckCommandTests.run(["watch", "--no-follow", log])
        #expect(text.out.contains("NL101 session #1 FAIL [exact]"))
        #expect(CheckCommandTests.run(["watch"]).code == 2)
        #expect(CheckCommandTests.run(["watch", "/no/such.log", "--no-follow"]).code == 2)
    }

    /// Lines arrive in pieces through a pipe; a line is handed over only once complete.
    @Test func lineReaderJoinsPiecesFromAPipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var reader = LineReader(fd: fds[0])
        var got: [String] = []
        func send(_ s: String) {
            _ = s.utf8CString.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count - 1) }
        }
        send("12-01 10:50:05.280 D Nielsen")
        _ = reader.readAvailable(waitMillis: 50) { got.append($0) }
        #expect(got.isEmpty)
        send("APPSDK: one\r\ntwo\nthr")
        _ = reader.readAvailable(waitMillis: 50) { got.append($0) }
        #expect(got == ["12-01 10:50:05.280 D NielsenAPPSDK: one", "two"])
        close(fds[1])
        #expect(reader.readAvailable(waitMillis: 50) { got.append($0) } == false)  // end of the pipe
        #expect(got.count == 2)
        reader.flush { got.append($0) }  // the last line had no line end
        #expect(got.last == "thr")
    }

    /// Like every text reader, the live one ends lines at LF, CRLF or a lone CR — also when a
    /// CRLF is split between two reads — and stops at binary data instead of following it.
    @Test func lineReaderTakesEveryLineEndAndStopsAtANulByte() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        var reader = LineReader(fd: fds[0])
        var got: [String] = []
        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count) } }
        send(Array("mac one\rmac two\rdos\r".utf8))
        _ = reader.readAvailable(waitMillis: 50) { got.append($0) }
        send(Array("\nunix\n\r\nlast\r".utf8))
        _ = reader.readAvailable(waitMillis: 50) { got.append($0) }
        #expect(got == ["mac one", "mac two", "dos", "unix", "", "last"])
        #expect(reader.binaryAt == nil)
        send([0x61, 0x62, 0x00, 0x0A])
        #expect(reader.readAvailable(waitMillis: 50) { got.append($0) } == false)
        #expect(reader.binaryAt == 33 + 2 && got.count == 6)
        close(fds[1])
    }

    @Test func watchingBinaryDataIsAnErrorNotAnEndlessFollow() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("zeros.bin").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: 4096)))
        let run = CheckCommandTests.run(["watch", path])
        #expect(run.code == 2)
        #expect(run.err.contains("a NUL byte at byte offset 0: this is binary data, not a device log"))
    }

    /// A HAR or a Charles session — pretty-printed or on one line — is not followed line by line
    /// (each entry a "line" re-checked as the file is read): `watch` names it and points at
    /// `check`. A trace, which is written a call per line, is followed.
    @Test(arguments: ["capture/session.chlsj", "corpus/browser-sdk/b_ads_correct.har", "one-line"])
    func aHARIsNotFollowedAsALog(fixture: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nlcert-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var path = Fixtures.path(fixture)
        if fixture == "one-line" {
            let har = try Fixtures.read("corpus/browser-sdk/b_ads_correct.har")
            path = dir.appendingPathComponent("one.har").path
            try Data(har.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined().utf8).write(
                to: URL(fileURLWithPath: path))
        }
        let run = CheckCommandTests.run(["watch", "--no-follow", path])
        #expect(run.code == 2)
        let kind = fixture.hasSuffix(".chlsj") ? "a Charles session" : "a HAR"
        #expect(run.err.contains("\(path) is \(kind), not a device log"), "\(run.err)")
        #expect(run.err.contains("nlcert check \(path)"))
        let trace = CheckCommandTests.run(["watch", "--no-follow", Fixtures.corpus("b_ads_correct", "calls.jsonl")])
        #expect(trace.code != 2)
    }
}

/// `watch` re-checks at most every 0.1 s, and after a slow refresh waits three times as long
/// as it took: re-checking costs a constant factor of one check however long the log grows.
@Suite struct RefreshPacerTests {
    @Test func theFirstRefreshIsDueAtOnceAndTheNextAfterTheMinimum() {
        var p = RefreshPacer()
        #expect(p.isDue(at: 0))
        p.refreshed(from: 0, to: 0.01)
        #expect(!p.isDue(at: 0.05))
        #expect(p.isDue(at: 0.11))
    }

    @Test func aSlowRefreshSpacesTheNextOnes() {
        var p = RefreshPacer()
        p.refreshed(from: 10, to: 12)  // took 2 s
        #expect(!p.isDue(at: 13))
        #expect(!p.isDue(at: 17.9))
        #expect(p.isDue(at: 18))
        // A log read for 10 s whose check costs half its reading time: refreshing after every
        // read would spend 25,000 s re-checking; paced, all the refreshes together cost less
        // than two final checks (the costs grow geometrically).
        var clock = 0.0
        var busy = 0.0
        var q = RefreshPacer()
        for step in 0..<10_000 {
            clock += 0.001  // a read
            if q.isDue(at: clock) {
                let cost = Double(step) * 0.0005  // each refresh checks a longer log
                q.refreshed(from: clock, to: clock + cost)
                clock += cost
                busy += cost
            }
        }
        let finalCheck = 10_000 * 0.0005
        #expect(busy <= 2 * finalCheck)
        #expect(busy > 0)
    }
}
