import Foundation
import Testing

@testable import NLCertKit

/// The real-SDK corpus (`Fixtures/sdk-corpus/`): flows of API calls written from the guides, run through
/// Nielsen's own Android App SDK 10.2 and Browser SDK core, with what each SDK produced (pings as HAR and
/// URL list, its debug log, the trace of the calls made). Each scenario's `expect.json` gives the verdict
/// the guides give the flow (written with the script, never read from nlcert). In every input
/// combination a correct flow raises no error or warning; a faulted flow raises its rule, exactly
/// wherever the calls are given, and from pings alone its rule (inferred) or "not checked" for it —
/// never a false error.
@Suite struct SDKCorpusTests {
    /// One scenario of one SDK read from one combination of its files.
    struct Cell: Sendable, CustomTestStringConvertible {
        var platform: String
        var scenario: String
        var files: [String]

        var testDescription: String { "\(platform)/\(scenario) [\(files.joined(separator: " + "))]" }
        var givesCalls: Bool { files.contains { !SDKCorpusTests.pingFiles.contains($0) } }
    }

    /// The verdict a scenario's `expect.json` gives.
    struct Expectation {
        var rule: String?
        var profile: String
        var toleratesWarnings: Bool
        /// Rules the real SDK's output makes true besides the scenario's own (e.g. NL005 where its evdata makes
        /// a ping URL too long): they may be raised, and nothing else.
        var alsoAllowed: Set<String>
    }

    static let pingFiles: Set<String> = ["har", "urls.txt"]

    /// Pings only (HAR, URL list), log only, trace only, pings + log, pings + trace.
    static let combinations: [String: [[String]]] = [
        "android": [
            ["urls.txt"], ["logcat.txt"], ["calls.jsonl"], ["urls.txt", "logcat.txt"], ["urls.txt", "calls.jsonl"],
        ],
        "browser": [
            ["har"], ["urls.txt"], ["sdklog.txt"], ["calls.jsonl"], ["har", "sdklog.txt"], ["har", "calls.jsonl"],
        ],
    ]

    static func folder(_ platform: String) -> String { Fixtures.path("sdk-corpus/\(platform)") }

    static func scenarios(_ platform: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(platform))) ?? []
        return names.filter { $0.hasSuffix(".expect.json") }.map { String($0.dropLast(".expect.json".count)) }.sorted()
    }

    static let cells: [Cell] = ["android", "browser"].flatMap { platform in
        scenarios(platform).flatMap { scenario in
            (combinations[platform] ?? []).map { Cell(platform: platform, scenario: scenario, files: $0) }
        }
    }

    static func expectation(_ platform: String, _ scenario: String) throws -> Expectation {
        let text = try String(contentsOfFile: "\(folder(platform))/\(scenario).expect.json", encoding: .utf8)
        let json = try JSONParser.parse(text)
        return Expectation(
            rule: json["rule"]?.stringValue,
            profile: json["profiles"]?.arrayValue?.first?.stringValue ?? Profile.defaultName,
            toleratesWarnings: json["toleratesWarnings"]?.boolValue ?? false,
            alsoAllowed: Set((json["alsoAllowed"]?.arrayValue ?? []).compactMap(\.stringValue)))
    }

    static func check(_ cell: Cell, profile: String) throws -> CheckResult {
        let paths = cell.files.map { "\(folder(cell.platform))/\(cell.scenario).\($0)" }
        let capture = try CaptureReader.read(paths: paths, stdin: { [] })
        return try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile).check(
            TimelineBuilder.build(capture), inputs: paths)
    }

    /// What nlcert said about one cell, measured against the expectation: `nil` when it is right,
    /// else what is wrong.
    struct Outcome {
        var summary: String
        var problem: String?
    }

    static func describe(_ f: Finding) -> String { "\(f.ruleID) \(f.severity.rawValue) \(f.certainty.rawValue)" }

    static func outcome(_ cell: Cell) throws -> Outcome {
        let want = try expectation(cell.platform, cell.scenario)
        let r = try check(cell, profile: want.profile)
        let loud = r.findings.filter {
            !want.alsoAllowed.contains($0.ruleID)
                && ($0.severity == .error || ($0.severity == .warning && !want.toleratesWarnings))
        }
        guard let rule = want.rule else {
            let summary = loud.isEmpty ? "clean" : loud.map(describe).joined(separator: ", ")
            return Outcome(summary: summary, problem: loud.isEmpty ? nil : "false findings: \(summary)")
        }
        let own = r.findings.filter { $0.ruleID == rule }
        let others = Array(Set(loud.filter { $0.ruleID != rule }.map(describe))).sorted()
        let extra = others.isEmpty ? "" : "; also " + others.joined(separator: ", ")
        if cell.givesCalls {
            guard !own.isEmpty else {
                return Outcome(summary: "missed\(extra)", problem: "\(rule) not raised from the calls\(extra)")
            }
            let exact = own.allSatisfy { $0.certainty == .exact }
            let summary = "\(rule) \(exact ? "exact" : "inferred")\(extra)"
            let problem =
                !exact
                ? "\(rule) not exact although the calls are given" : others.isEmpty ? nil : "more than its rule\(extra)"
            return Outcome(summary: summary, problem: problem)
        }
        if !own.isEmpty {
            return Outcome(
                summary: "\(rule) \(own[0].certainty.rawValue)\(extra)",
                problem: others.isEmpty ? nil : "false findings\(extra)")
        }
        let notChecked = r.verdicts.contains { $0.ruleID == rule && $0.verdict == .notChecked }
        let summary = (notChecked ? "\(rule) not checked" : "\(rule) passed") + extra
        if !others.isEmpty { return Outcome(summary: summary, problem: "false findings\(extra)") }
        return Outcome(
            summary: summary, problem: notChecked ? nil : "\(rule) passed from pings: neither found nor not checked")
    }

    @Test func corpusIsComplete() throws {
        #expect(Self.scenarios("android").count >= 51)
        #expect(Self.scenarios("browser").count >= 48)
        for cell in Self.cells {
            for ext in cell.files {
                let path = "\(Self.folder(cell.platform))/\(cell.scenario).\(ext)"
                #expect(FileManager.default.fileExists(atPath: path), "\(path) missing")
            }
        }
    }

    /// A render is only the flow its script describes if the calls ran on the script's clock: a starved
    /// machine delays calls and fires them in a burst. Every scripted call must have run within 0.3 s of its
    /// `at`, counted from the first scripted call.
    @Test func rendersRanOnTheScriptClock() throws {
        for platform in ["android", "browser"] {
            for scenario in Self.scenarios(platform) {
                let path = "\(Self.folder(platform))/\(scenario).calls.jsonl"
                let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
                let timed = try lines.map { try JSONParser.parse(String($0)) }.filter {
                    $0["at"] != nil && !["init", "_result"].contains($0["api"]?.stringValue ?? "")
                }
                guard let first = timed.first, let ts0 = first["ts"]?.doubleValue, let at0 = first["at"]?.doubleValue
                else {
                    Issue.record("\(path): no scripted calls")
                    continue
                }
                var worst = 0.0
                for call in timed {
                    let ran: Double = ((call["ts"]?.doubleValue ?? 0) - ts0) / 1000
                    let scripted: Double = (call["at"]?.doubleValue ?? 0) - at0
                    worst = max(worst, abs(ran - scripted))
                }
                #expect(worst <= 0.3, "\(path): a call ran \(worst) s off its script time")
            }
        }
    }

    @Test(arguments: cells)
    func verdictHolds(cell: Cell) throws {
        let result = try Self.outcome(cell)
        #expect(result.problem == nil, "\(cell.testDescription): \(result.problem ?? "")")
    }

    /// With `NLCERT_SDK_CORPUS_TABLE=path` set, writes the verdict table (scenario × combination) as Markdown.
    @Test func verdictTable() throws {
        guard let path = ProcessInfo.processInfo.environment["NLCERT_SDK_CORPUS_TABLE"] else { return }
        var out = "# Real-SDK corpus: nlcert's verdict per scenario and input combination\n\n"
        out += "`ok` = as the guides expect; otherwise what is wrong. Generated by SDKCorpusTests.\n"
        for platform in ["android", "browser"] {
            let combos = Self.combinations[platform] ?? []
            out += "\n## \(platform)\n\n| scenario | expect | "
            out += combos.map { $0.joined(separator: "+") }.joined(separator: " | ") + " |\n"
            out += "|---|---|" + combos.map { _ in "---|" }.joined() + "\n"
            for scenario in Self.scenarios(platform) {
                let want = try Self.expectation(platform, scenario)
                out += "| \(scenario) | \(want.rule ?? "correct") |"
                for files in combos {
                    let o = try Self.outcome(Cell(platform: platform, scenario: scenario, files: files))
                    out += " \(o.problem == nil ? "ok: " : "**WRONG**: ")\(o.summary) |"
                }
                out += "\n"
            }
        }
        try out.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
