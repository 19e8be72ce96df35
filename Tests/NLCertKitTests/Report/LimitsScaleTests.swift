import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// The report digest grouped findings and verdicts by filtering all of them once per viewing
/// session: quadratic, 44 s for 200k pings in 10-ping sessions. Speed itself is measured by
/// `nlcert-bench` (its scaling rows print the growth factor; its own tests run its scaling
/// stage); these tests pin the grouping.
@Suite struct LimitsScaleTests {
    /// A result with `sessions` sessions of `perSession` verdicts each, plus capture-wide ones.
    static func result(sessions: Int, perSession: Int) -> CheckResult {
        var verdicts: [RuleVerdict] = []
        verdicts.reserveCapacity(sessions * perSession + 2)
        for r in 0..<2 {
            verdicts.append(
                RuleVerdict(
                    ruleID: "NL00\(r)", slug: "wide", title: "wide", severity: .error, sessionOrdinal: nil,
                    verdict: .pass))
        }
        for s in 1...sessions {
            for r in 0..<perSession {
                verdicts.append(
                    RuleVerdict(
                        ruleID: "NL2\(r)", slug: "s", title: "s", severity: .warning, sessionOrdinal: s, verdict: .pass)
                )
            }
        }
        let findings = (1...sessions).filter { $0 % 7 == 0 }.map {
            Finding(
                ruleID: "NL201", slug: "s", severity: .warning, message: "m", certainty: .inferred, sessionOrdinal: $0,
                fix: "f")
        }
        return CheckResult(
            inputs: ["x"], profile: "dcr-video", timeline: Timeline(), verdicts: verdicts, findings: findings)
    }

    /// Each section holds exactly its session's findings and verdicts, sessions in order.
    @Test func sectionsGroupBySession() {
        let digest = ReportDigest(Self.result(sessions: 30, perSession: 3), failOn: .error)
        #expect(digest.sections.count == 31)
        #expect(digest.sections[0].ordinal == nil && digest.sections[0].verdicts.count == 2)
        for (i, section) in digest.sections.dropFirst().enumerated() {
            #expect(section.ordinal == i + 1)
            #expect(section.verdicts.count == 3)
            #expect(section.verdicts.allSatisfy { $0.sessionOrdinal == i + 1 })
            #expect(section.findings.count == ((i + 1) % 7 == 0 ? 1 : 0))
        }
    }

    /// 5,000 sessions × 28 verdicts (the quadratic digest compared all 140,000 verdicts 5,000
    /// times): every section holds exactly its own. How the digest grows with the sessions is
    /// measured by the benchmark's second scaling table, not timed here.
    @Test func digestOfManySessionsKeepsEachSessionsOwn() {
        let digest = ReportDigest(Self.result(sessions: 5_000, perSession: 28), failOn: .error)
        #expect(digest.sections.count == 5_001)
        #expect(digest.sections.dropFirst().allSatisfy { s in s.verdicts.count == 28 })
        #expect(
            digest.sections.dropFirst().enumerated().allSatisfy { i, s in
                s.ordinal == i + 1 && s.verdicts.allSatisfy { $0.sessionOrdinal == i + 1 }
            })
    }

    /// `decode` writes a batch of requests at a time (formatted on every core): with 3,000 pings
    /// no single write is larger than one batch's output, so the output is never held whole
    /// (3.8 GB for a million pings before it streamed).
    @Test(arguments: ["text", "json"]) func decodeStreamsItsOutput(format: String) throws {
        let dir = NSTemporaryDirectory() + "nlcert-decode-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let urls = try String(contentsOfFile: Fixtures.corpus("b_ads_correct", "urls.txt"), encoding: .utf8)
            .split(separator: "\n").compactMap { $0.split(separator: "\t").last }.filter { $0.contains("/cgi-bin/gn?") }
        let path = dir + "/many.txt"
        try (0..<3000).map { String(urls[$0 % urls.count]) }.joined(separator: "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        final class Box: @unchecked Sendable {
            var largest = 0
            var total = 0
            var writes = 0
        }
        let box = Box()
        let console = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false,
            writeOut: {
                box.largest = max(box.largest, $0.utf8.count)
                box.total += $0.utf8.count
                box.writes += 1
            },
            writeErr: { _ in }, readStdin: { [] })
        #expect(NLCert.run(["decode", path, "--format", format], console: console) == 0)
        #expect(box.writes >= 3000 / DecodeWriter.batch)
        // A request's text is under 8 KB here, its JSON under 20 KB.
        #expect(box.largest < DecodeWriter.batch * 20 * 1024)
        #expect(box.total > 3000 * 1000)
    }

    /// An app session is one SDK `sessionId`; an afternoon of one app is one app session with
    /// every viewing session in it. Its JSON was written as one value: a million pings in
    /// 100,000 viewing sessions of one app made a 1.8 GB string (8.7 GB peak for `check
    /// --format json`). Here 2,500 viewing sessions of one app session reach the output in
    /// pieces of about a megabyte, none holding the whole app session.
    @Test func oneAppSessionOfManyViewingSessionsIsWrittenInPieces() throws {
        let dir = NSTemporaryDirectory() + "nlcert-appsession-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lines = try String(contentsOfFile: Fixtures.corpus("a_vod_noads_correct", "urls.txt"), encoding: .utf8)
            .split(separator: "\n").compactMap { $0.split(separator: "\t").last }.map(String.init)
        let viewing = lines.filter { $0.contains("c59=sesid,") }
        try #require(!viewing.isEmpty && lines.count > viewing.count)
        let sessions = 2_500
        var capture = lines.filter { !$0.contains("c59=sesid,") }
        for k in 0..<sessions {
            capture += viewing.map { $0.replacingOccurrences(of: "c59=sesid,", with: "c59=sesid,v\(k)x") }
        }
        let path = dir + "/one-app.txt"
        try capture.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        final class Box: @unchecked Sendable {
            var largest = 0
            var total = 0
            var sessions = 0
        }
        let box = Box()
        let console = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false,
            writeOut: {
                box.largest = max(box.largest, $0.utf8.count)
                box.total += $0.utf8.count
                box.sessions += $0.components(separatedBy: "\"appSessionId\"").count - 1
            },
            writeErr: { _ in }, readStdin: { [] })
        _ = NLCert.run(["check", path, "--format", "json", "--exit-zero"], console: console)
        #expect(box.sessions == sessions)
        #expect(box.total > 3 * JSONStreamWriter.flushBytes)
        #expect(box.largest < JSONStreamWriter.flushBytes + 64 * 1024)
    }
}
