import Foundation
import Testing

/// The shipped code builds on Linux and on Apple platforms: a C library module is imported only
/// under `#if canImport(ThatModule)` (or an `os(...)` test), a file that imports Glibc imports
/// Darwin too, and what only Linux has (`/proc/`, glibc's malloc tuning, epoll, inotify, a name
/// qualified `Glibc.`) sits under `#if os(Linux)` or `#if canImport(Glibc)`, as what only Darwin
/// has sits under `#if os(macOS)`-style tests or `#if canImport(Darwin)`.
///
/// This is a source scan, not a build: this toolchain (Swift 6.3.1 on Linux, `swift sdk list`
/// empty) cannot build for macOS — `swift build -Xswiftc -target -Xswiftc arm64-apple-macosx13`
/// fails with "unable to load standard library for target 'arm64-apple-macosx13'" (there is no
/// Apple SDK here) — so the scan is what CI can check on Linux; a macOS runner builds for real.
/// The benchmark (Sources/NLCertBench, nlcert-bench) reads /proc for its memory figures and is
/// not part of the shipped tool; it is left out.
@Suite struct PlatformAuditTests {
    static let scanned = [
        "Sources/NLCertKit", "Sources/NLCertCLI", "Sources/NLCertTestSupport", "Sources/nlcert",
        "Sources/EmbedRules", "Sources/EmbedRulesPlugin", "Sources/NLCertPlugin", "samples/ios/NielsenCallRecorder",
    ]

    /// A line the scan flags, with the reason, kept where the text is not a use of the API:
    /// DisplayPath compares a path's text with `/proc/` to show such paths as given.
    static let allowed: [(file: String, token: String)] = [("Sources/NLCertCLI/DisplayPath.swift", "/proc/")]

    @Test func platformCodeIsGuarded() throws {
        var files = 0
        var problems: [String] = []
        for dir in Self.scanned {
            let root = Fixtures.repoPath(dir)
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let path = dir + "/" + relative
                let text = try String(contentsOfFile: Fixtures.repoPath(path), encoding: .utf8)
                files += 1
                problems += Self.audit(text, file: path)
                    .filter { problem in
                        !Self.allowed.contains { problem.hasPrefix($0.file + ":") && problem.contains("'\($0.token)'") }
                    }
            }
        }
        #expect(files > 100, "the scan found only \(files) Swift files: the paths above are stale")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The scan itself finds what it is for (so a passing audit means something).
    @Test func auditFlagsUnguardedPlatformCode() {
        let bad = """
            import Glibc
            #if canImport(Glibc)
                import Darwin
            #else
                import WinSDK
            #endif
            let n = Glibc.write(1, nil, 0)
            let status = "/proc/self/status" // mallinfo in a comment is not a use
            #if os(Linux)
                let fine = "/proc/self/exe"
            #elseif canImport(Darwin)
                let p = mallinfo()
            #endif
            """
        let found = Self.audit(bad, file: "x.swift")
        #expect(found.count == 6, "\(found)")
        #expect(found.contains { $0.hasPrefix("x.swift:1: import Glibc") })
        #expect(found.contains { $0.hasPrefix("x.swift:3: import Darwin") })
        #expect(found.contains { $0.hasPrefix("x.swift:5: import WinSDK") })
        #expect(found.contains { $0.hasPrefix("x.swift:7:") && $0.contains("'Glibc.'") })
        #expect(found.contains { $0.hasPrefix("x.swift:8:") && $0.contains("'/proc/'") })
        #expect(found.contains { $0.hasPrefix("x.swift:12:") && $0.contains("'mallinfo'") })
        let good = """
            #if canImport(Glibc)
                @preconcurrency import Glibc
            #elseif canImport(Darwin)
                import Darwin
            #endif
            #if os(Linux)
                let exe = "/proc/self/exe"
            #endif
            """
        #expect(Self.audit(good, file: "y.swift").isEmpty)
        #expect(Self.audit("#if canImport(Glibc)\n    import Glibc\n#endif\n", file: "z.swift").count == 1)
    }

    static let modules = ["Glibc", "Musl", "Darwin", "WinSDK", "Android", "Bionic", "ucrt"]
    static let linuxOnly = [
        "/proc/", "/sys/", "mallinfo", "malloc_trim", "mallopt", "epoll_", "inotify_", "eventfd", "sched_getaffinity",
        "prctl(", "Glibc.",
    ]
    static let darwinOnly = ["Darwin.", "mach_", "kqueue", "os_unfair_lock", "malloc_zone", "_NSGetExecutablePath"]

    /// `file:line: problem` for every unguarded platform import or API in Swift source `text`.
    static func audit(_ text: String, file: String) -> [String] {
        var problems: [String] = []
        // The conditions of the enclosing `#if` branches; an `#else` branch is "else".
        var stack: [String] = []
        var imported: Set<String> = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = codePart(String(raw)).trimmingCharacters(in: .whitespaces)
            let at = "\(file):\(index + 1):"
            if line.hasPrefix("#if ") {
                stack.append(String(line.dropFirst(4)))
                continue
            } else if line.hasPrefix("#elseif ") {
                if !stack.isEmpty { stack[stack.count - 1] = String(line.dropFirst(8)) }
                continue
            } else if line.hasPrefix("#else") {
                if !stack.isEmpty { stack[stack.count - 1] = "else" }
                continue
            } else if line.hasPrefix("#endif") {
                _ = stack.popLast()
                continue
            }
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
            if words.first == "import", words.count > 1, modules.contains(String(words[1])) {
                let module = String(words[1])
                imported.insert(module)
                if !stack.contains(where: { $0.contains("canImport(\(module))") || $0.contains("os(") }) {
                    problems.append("\(at) import \(module) is not under #if canImport(\(module)) or #if os(...)")
                }
                continue
            }
            for token in linuxOnly where line.contains(token) {
                if !stack.contains(where: { $0.contains("os(Linux)") || $0.contains("canImport(Glibc)") }) {
                    problems.append("\(at) '\(token)' is Linux-only and not under #if os(Linux) or canImport(Glibc)")
                }
            }
            for token in darwinOnly where line.contains(token) {
                if !stack.contains(where: {
                    $0.contains("canImport(Darwin)") || $0.contains("os(macOS)") || $0.contains("os(iOS)")
                }) {
                    problems.append("\(at) '\(token)' is Darwin-only and not under #if canImport(Darwin) or os(macOS)")
                }
            }
        }
        if imported.contains("Glibc"), !imported.contains("Darwin") {
            problems.append("\(file): imports Glibc but not Darwin, so it does not build on Apple platforms")
        }
        return problems
    }

    /// `line` without a `//` comment (one outside a string literal).
    static func codePart(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let c = line[index]
            if c == "\"", previous != "\\" { inString.toggle() }
            if !inString, c == "/", previous == "/" { return String(line[..<line.index(before: index)]) }
            previous = c
            index = line.index(after: index)
        }
        return line
    }
}
