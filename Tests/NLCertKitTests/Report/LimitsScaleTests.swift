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

    /// Sections are built when read, from positions found once: a section holds its own
    /// findings, most severe first, whatever order the result lists them in; its finding count
    /// is known without building it; and reading a section twice gives the same section.
    @Test func sectionsAreBuiltWhenRead() {
        func f(_ rule: String, _ severity: Severity, _ session: Int?) -> Finding {
            Finding(
                ruleID: rule, slug: "s", severity: severity, message: "m", certainty: .exact, sessionOrdinal: session,
                fingerprint: "\(rule)-\(session ?? 0)")
        }
        var result = Self.result(sessions: 3, perSession: 1)
        result.findings = [
            f("NL201", .info, 3), f("NL001", .error, nil), f("NL202", .error, 1), f("NL203", .error, 3),
            f("NL204", .warning, 3),
        ]
        let sections = ReportDigest(result, failOn: .error).sections
        #expect(sections.map(\.ordinal) == [nil, 1, 2, 3])
        #expect(sections.indices.map { sections.findingCount(at: $0) } == [1, 1, 0, 3])
        #expect(sections.map { $0.findings.count } == [1, 1, 0, 3])
        #expect(sections[3].findings.map(\.ruleID) == ["NL203", "NL204", "NL201"])
        #expect(sections[0].findings.map(\.ruleID) == ["NL001"])
        #expect(sections[3].findings == sections[3].findings && sections[3].ordinal == 3)
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

    /// The text report renders its sessions on every core, in batches: each session's finding
    /// still comes under its own heading, the headings in session order, each once (1,428
    /// sessions with a finding: more than one batch).
    @Test func textReportOfManySessionsKeepsTheirOrder() {
        let sessions = 10_000
        #expect(sessions / 7 > TextReportRenderer.sectionBatch)
        let text = TextReportRenderer.render(
            [Self.result(sessions: sessions, perSession: 2)], options: ReportOptions(failOn: .error))
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("Session ") }
        let expected = (1...sessions).filter { $0 % 7 == 0 }.map { "Session \($0)" }
        #expect(headings.map(String.init) == expected)
        // Every heading is followed by its own finding (one per listed session).
        #expect(text.components(separatedBy: "NL201").count - 1 == expected.count)
        #expect(!text.contains("\n\n\n"))
    }

    /// The text report reaches its destination a piece at a time — the capture's head, a batch
    /// of sessions, the checklist — and the pieces make exactly the report `render` gives whole,
    /// none of them the whole report (it was built as one string: about 100 MB at the peak of a
    /// million pings' check).
    @Test func textReportIsHandedOnInPiecesThatMakeTheWhole() {
        let results = [Self.result(sessions: 10_000, perSession: 2)]
        let options = ReportOptions(failOn: .error)
        var pieces: [String] = []
        ReportRenderer.writeText(results, options: options) { pieces.append($0) }
        let whole = ReportRenderer.render(results, format: .text, options: options)
        #expect(pieces.joined() == whole)
        let batches = (10_000 / 7 + TextReportRenderer.sectionBatch - 1) / TextReportRenderer.sectionBatch
        #expect(pieces.count >= batches + 2)
        // No piece holds more than one batch of sessions.
        let headings = pieces.map { $0.components(separatedBy: "\nSession ").count - 1 }
        #expect(headings.reduce(0, +) == 10_000 / 7)
        #expect(headings.allSatisfy { $0 <= TextReportRenderer.sectionBatch })
    }

    /// What a command wrote to standard output, piece by piece.
    final class Writes: @unchecked Sendable {
        var pieces: [String] = []
        var largest: Int { pieces.map(\.utf8.count).max() ?? 0 }
        var total: Int { pieces.reduce(0) { $0 + $1.utf8.count } }
    }

    /// Runs `nlcert ARGS FILE` on `lines` written to a temporary file, recording each write.
    static func run(_ arguments: [String], on lines: [String]) throws -> (code: Int32, writes: Writes) {
        let dir = NSTemporaryDirectory() + "nlcert-limits-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/capture.txt"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let writes = Writes()
        let console = Console(
            environment: [:], stdoutIsTTY: false, stderrIsTTY: false, writeOut: { writes.pieces.append($0) },
            writeErr: { _ in }, readStdin: { [] })
        return (NLCert.run(Array(arguments.prefix(1)) + [path] + arguments.dropFirst(), console: console), writes)
    }

    /// A corpus scenario's URL list, one URL a line.
    static func corpusURLs(_ scenario: String) throws -> [String] {
        try String(contentsOfFile: Fixtures.corpus(scenario, "urls.txt"), encoding: .utf8)
            .split(separator: "\n").compactMap { $0.split(separator: "\t").last }.map(String.init)
    }

    /// `decode` writes a batch of requests at a time (formatted on every core): with 3,000 pings
    /// no single write is larger than one batch's output, so the output is never held whole
    /// (3.8 GB for a million pings before it streamed).
    @Test(arguments: ["text", "json"]) func decodeStreamsItsOutput(format: String) throws {
        let urls = try Self.corpusURLs("b_ads_correct").filter { $0.contains("/cgi-bin/gn?") }
        let (code, writes) = try Self.run(
            ["decode", "--format", format], on: (0..<3000).map { urls[$0 % urls.count] })
        #expect(code == 0)
        #expect(writes.pieces.count >= 3000 / DecodeWriter.batch)
        // A request's text is under 8 KB here, its JSON under 20 KB.
        #expect(writes.largest < DecodeWriter.batch * 20 * 1024)
        #expect(writes.total > 3000 * 1000)
    }

    /// An app session is one SDK `sessionId`; an afternoon of one app is one app session with
    /// every viewing session in it. Its JSON was written as one value: a million pings in
    /// 100,000 viewing sessions of one app made a 1.8 GB string (8.7 GB peak for `check
    /// --format json`). Here 2,500 viewing sessions of one app session reach the output in
    /// pieces of about a megabyte, none holding the whole app session.
    @Test func oneAppSessionOfManyViewingSessionsIsWrittenInPieces() throws {
        let lines = try Self.corpusURLs("a_vod_noads_correct")
        let viewing = lines.filter { $0.contains("c59=sesid,") }
        try #require(!viewing.isEmpty && lines.count > viewing.count)
        let sessions = 2_500
        var capture = lines.filter { !$0.contains("c59=sesid,") }
        for k in 0..<sessions {
            capture += viewing.map { $0.replacingOccurrences(of: "c59=sesid,", with: "c59=sesid,v\(k)x") }
        }
        let (_, writes) = try Self.run(["check", "--format", "json", "--exit-zero"], on: capture)
        let written = writes.pieces.reduce(0) { $0 + $1.components(separatedBy: "\"appSessionId\"").count - 1 }
        #expect(written == sessions)
        #expect(writes.total > 3 * JSONStreamWriter.flushBytes)
        #expect(writes.largest < JSONStreamWriter.flushBytes + 64 * 1024)
    }
}
