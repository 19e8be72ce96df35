import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI
@testable import NLCertKit

/// `nlcert --version` names the tool's version and the built-in rules' version: rules/ has no
/// version number, so it is the digest of the rule files, which must be the one coreutils'
/// `sha256sum` gives for the rules/ of this source tree (the digest the README tells users to
/// recompute) — a stale embed or a wrong hash fails here.
@Suite struct VersionTests {
    static func run(_ args: [String]) -> (code: Int32, out: String, err: String) {
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    @Test(arguments: ["--version", "version"]) func printsToolAndRulesVersion(_ flag: String) {
        let result = Self.run([flag])
        #expect(result.code == 0)
        #expect(result.err == "")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines.last == "")
        #expect(lines.first == "nlcert \(NLCertVersion.current)")
        let rules = lines.count > 1 ? lines[1].split(separator: " ") : []
        #expect(rules.first == "rules")
        let version = rules.count > 1 ? String(rules[1]) : ""
        #expect(version.count == 12 && version.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(RuleData.digest.hasPrefix(version))
        #expect(lines.count > 1 && lines[1].contains("\(RuleData.files.count) built-in rule files"))
    }

    @Test func rulesDigestIsTheSha256sumOfTheRulesDirectory() throws {
        let rules = Fixtures.repoPath("rules")
        guard let walker = FileManager.default.enumerator(atPath: rules) else {
            Issue.record("cannot list \(rules)")
            return
        }
        let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        #expect(paths.count == RuleData.files.count)
        guard let listing = try Self.sha256sum(paths, in: rules, input: nil),
            let digest = try Self.sha256sum([], in: rules, input: Data(listing.utf8))
        else {
            print("VersionTests: sha256sum is not installed; the rules' digest is not checked against it")
            return
        }
        #expect(digest == RuleData.digest + "  -\n")
    }

    /// `sha256sum ARGS` run in `dir` (its stdin `input`), or nil when the tool is missing.
    static func sha256sum(_ arguments: [String], in dir: String, input: Data?) throws -> String? {
        guard let tool = ["/usr/bin/sha256sum", "/bin/sha256sum"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let output = Pipe()
        process.standardOutput = output
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(input) }
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
