import Foundation
import NLCertTestSupport
import Testing

@testable import NLCertCLI

/// Every `nlcert …` command shown in a fenced `sh` block of the project's READMEs runs here, so
/// none can go stale: a command whose files are the shipped samples (or that needs no file) is
/// run in-process with its reports written to a temporary folder, and must exit as its comment
/// says — `exit N`, or `FAIL` for 1 — and otherwise 0. A command naming a file the repository does
/// not ship (`capture.har`, `captures/`) is an example of the user's own and is not run; a
/// `samples/` path that does not exist fails.
@Suite struct ReadmeCommandTests {
    static let documents = [
        "README.md", "samples/README.md", "samples/ios/README.md", "rules/README.md", "Sources/README.md",
        "Sources/NLCertBench/README.md",
    ]

    struct Command: CustomStringConvertible {
        let document: String
        let line: Int
        let text: String
        let words: [String]
        let expectedExit: Int32
        var description: String { "\(document):\(line): \(text)" }
    }

    /// The lines of the document's ```sh blocks, with their line numbers.
    static func shellLines(_ text: String) -> [(line: Int, text: String)] {
        var out: [(Int, String)] = []
        var inShell = false
        var inFence = false
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                if inFence {
                    inFence = false
                    inShell = false
                } else {
                    inFence = true
                    inShell = line == "```sh" || line == "```bash" || line == "```shell"
                }
                continue
            }
            if inShell { out.append((i + 1, line)) }
        }
        return out
    }

    /// Splits a shell line into words and its trailing comment (`#` after a space, unquoted).
    static func words(_ line: String) -> (words: [String], comment: String)? {
        var words: [String] = []
        var current = ""
        var hasWord = false
        var quote: Character? = nil
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                hasWord = true
            } else if c == "#" && previous == " " {
                if hasWord { words.append(current) }
                return (words, String(line[line.index(after: index)...]).trimmingCharacters(in: .whitespaces))
            } else if c == " " || c == "\t" {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(c)
                hasWord = true
            }
            previous = c
            index = line.index(after: index)
        }
        if quote != nil { return nil }
        if hasWord { words.append(current) }
        return (words, "")
    }

    /// `exit N` in the comment, else 1 when it says FAIL, else 0.
    static func expectedExit(_ comment: String) -> Int32 {
        if let r = comment.range(of: #"exit [0-9]"#, options: .regularExpression) {
            return Int32(String(comment[r].suffix(1))) ?? 0
        }
        return comment.contains("FAIL") ? 1 : 0
    }

    static let outputOptions: Set<String> = ["-o", "--output", "--output-dir", "--write-baseline"]

    /// The commands of one document that can run here.
    static func commands(in document: String) throws -> [Command] {
        let text = try String(contentsOfFile: Fixtures.repoPath(document), encoding: .utf8)
        var out: [Command] = []
        for (line, shell) in shellLines(text) where shell.hasPrefix("nlcert ") {
            guard let (words, comment) = Self.words(shell) else {
                Issue.record("\(document):\(line): unbalanced quotes in `\(shell)`")
                continue
            }
            if words.contains(where: { ["|", ">", "<", "&&", ";", "2>&1"].contains($0) || $0.hasPrefix("<(") }) {
                continue
            }
            var ownFiles = false
            var previous = ""
            for word in words.dropFirst(2) {
                defer { previous = word }
                if word.hasPrefix("-") || outputOptions.contains(previous) { continue }
                if word.hasPrefix("samples/") {
                    #expect(
                        FileManager.default.fileExists(atPath: Fixtures.repoPath(word)),
                        "\(document):\(line): \(word) is not in the repository")
                } else if word.contains("/")
                    || word.range(of: #"\.(har|chlsj|txt|log|jsonl|json)$"#, options: .regularExpression) != nil
                {
                    ownFiles = true
                }
            }
            if ownFiles { continue }
            out.append(
                Command(
                    document: document, line: line, text: shell, words: Array(words.dropFirst()),
                    expectedExit: expectedExit(comment)))
        }
        return out
    }

    static func run(_ command: Command, outputs dir: String) -> (code: Int32, out: String, err: String) {
        var args: [String] = []
        var previous = ""
        for word in command.words {
            if outputOptions.contains(previous) {
                args.append(dir + "/" + (word as NSString).lastPathComponent)
            } else if word.hasPrefix("samples/") {
                args.append(Fixtures.repoPath(word))
            } else {
                args.append(word)
            }
            previous = word
        }
        let console = RecordingConsole()
        let code = NLCert.run(args, console: console.console)
        return (code, console.out, console.err)
    }

    @Test(arguments: documents)
    func everyShownCommandExitsAsItsCommentSays(document: String) throws {
        let commands = try Self.commands(in: document)
        let dir = try CheckCommandTests.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in commands {
            let result = Self.run(command, outputs: dir)
            #expect(
                result.code == command.expectedExit,
                "\(command) exited \(result.code), its comment says \(command.expectedExit): \(result.err.prefix(300))")
            if command.expectedExit == 1 && command.words.first == "check" {
                #expect(result.out.contains("FAIL"), "\(command)")
            }
        }
    }

    /// The documents that teach the commands show enough of them to be worth the name.
    @Test func theUsersGuidesShowRunnableCommands() throws {
        #expect(try Self.commands(in: "README.md").count >= 12)
        #expect(try Self.commands(in: "samples/README.md").count >= 8)
    }

    /// The README's set-up is two commands, and CI runs its test command.
    @Test func setUpIsTwoCommandsAndCIRunsTheTestOne() throws {
        let readme = try String(contentsOfFile: Fixtures.repoPath("README.md"), encoding: .utf8)
        let setUp = String(try #require(readme.components(separatedBy: "## Set up").dropFirst().first))
        let block = try #require(
            setUp.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let lines = block.split(separator: "\n").map { Self.words(String($0))?.words.joined(separator: " ") ?? "" }
        #expect(lines == ["swift run -c release nlcert check samples/clean.har", "swift test --disable-xctest"])
        let ci = try String(contentsOfFile: Fixtures.repoPath(".ci/run"), encoding: .utf8)
        #expect(ci.contains("\n" + (lines.last ?? "-") + " 2>&1\n"), "CI runs the README's test command")
    }

    @Test func theParserReadsQuotesCommentsAndExits() throws {
        let parsed = try #require(Self.words("nlcert decode 'a b#c' x   # FAIL (exit 2): why"))
        #expect(parsed.words == ["nlcert", "decode", "a b#c", "x"])
        #expect(Self.expectedExit(parsed.comment) == 2)
        #expect(Self.expectedExit("FAIL: fields too long") == 1)
        #expect(Self.expectedExit("PASS") == 0)
        #expect(Self.words("nlcert 'open") == nil)
    }
}
