import Foundation
import Testing

/// The `swift package nlcert` command plugin, used as an app would: a package that depends on
/// nlcert (Fixtures/plugin-app, copied to a temporary folder with its dependency path made
/// absolute) runs the plugin on the samples. It builds nlcert again inside that package
/// (minutes), so it runs only with NLCERT_PLUGIN_TEST=1 — `.ci/plugin-test` sets it.
/// `--disable-sandbox`: on Linux SwiftPM has no plugin sandbox to enable; on macOS the sandbox
/// would also work, with the reports under the plugin's work directory.
///
/// The expected outcomes are the samples' (samples/README.md): clean.har is a correct VOD play
/// (exit 0); broken.har has a 40-character assetid where Nielsen's limit is 32 (NL101), so it
/// fails (exit 1); a missing capture is an input error (exit 2). SwiftPM itself exits 1 for any
/// failing plugin, so the plugin's error diagnostic names nlcert's exit code.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["NLCERT_PLUGIN_TEST"] == "1",
        "builds a whole package: set NLCERT_PLUGIN_TEST=1 (bash .ci/plugin-test)"),
    .timeLimit(.minutes(30)))
struct PluginPackageTests {
    static let app: String = {
        let dir = NSTemporaryDirectory() + "nlcert-plugin-app-\(UUID().uuidString)"
        let fixture = Fixtures.path("plugin-app")
        try? FileManager.default.copyItem(atPath: fixture, toPath: dir)
        // The app names nlcert's products by the package's identity, the last component of its
        // path: a link named `nlcert` makes it that whatever this checkout's folder is called.
        let link = dir + "-dependency/nlcert"
        try? FileManager.default.createDirectory(atPath: dir + "-dependency", withIntermediateDirectories: true)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Fixtures.repoRoot.path)
        let manifest = dir + "/Package.swift"
        if let text = try? String(contentsOfFile: manifest, encoding: .utf8) {
            let absolute = text.replacingOccurrences(
                of: ".package(path: \"../../../..\")", with: ".package(path: \"\(link)\")")
            try? absolute.write(toFile: manifest, atomically: true, encoding: .utf8)
        }
        try? FileManager.default.createDirectory(atPath: dir + "/captures", withIntermediateDirectories: true)
        try? FileManager.default.copyItem(
            atPath: Fixtures.repoPath("samples/clean.har"), toPath: dir + "/captures/clean.har")
        return dir
    }()

    /// `swift package … nlcert ARGS` on the copied app, run from `/` so that only the plugin's
    /// own path handling can make a relative capture path work.
    static func plugin(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        try swift(
            [
                "package", "--package-path", app, "--disable-sandbox", "--allow-writing-to-package-directory",
                "nlcert",
            ] + arguments)
    }

    /// `swift ARGS`, with the output in files, not pipes: a full pipe would stall the build's output.
    static func swift(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let swift =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/swift" }
            .first(where: FileManager.default.isExecutableFile) ?? "/opt/swift/usr/bin/swift"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let out = app + "/../" + UUID().uuidString + ".out"
        let err = app + "/../" + UUID().uuidString + ".err"
        FileManager.default.createFile(atPath: out, contents: nil)
        FileManager.default.createFile(atPath: err, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, try String(contentsOfFile: out, encoding: .utf8),
            try String(contentsOfFile: err, encoding: .utf8)
        )
    }

    @Test func cleanCapturePasses() throws {
        let result = try Self.plugin(["check", Fixtures.repoPath("samples/clean.har")])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.hasPrefix("PASS"), "\(result.out)")
    }

    @Test func brokenCaptureFailsWithItsFindings() throws {
        let result = try Self.plugin(["check", Fixtures.repoPath("samples/broken.har")])
        #expect(result.code == 1, "\(result.err)")
        #expect(result.out.hasPrefix("FAIL"))
        #expect(result.out.contains("NL101"))
        #expect(result.err.contains("error: "), "the plugin reports the failure as an error diagnostic")
    }

    @Test func relativePathsAreThePackages() throws {
        let result = try Self.plugin(["check", "captures/clean.har"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("captures/clean.har"))
    }

    @Test func bareReportNameGoesToThePluginWorkDirectory() throws {
        let result = try Self.plugin(["check", Fixtures.repoPath("samples/broken.har"), "-o", "broken.json"])
        #expect(result.code == 1, "\(result.err)")
        // SwiftPM passes what a plugin writes to stderr on to its own stdout.
        let line = (result.out + result.err).split(separator: "\n").first {
            $0.hasPrefix("nlcert plugin: the report goes to ")
        }
        let path = line.map { String($0.dropFirst("nlcert plugin: the report goes to ".count)) } ?? ""
        #expect(path.hasSuffix("/broken.json") && path.hasPrefix(Self.app), "\(result.out)\(result.err)")
        let report = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(report.contains("\"NL101\""), "the JSON report at \(path)")
        #expect(!FileManager.default.fileExists(atPath: Self.app + "/broken.json"))
    }

    /// `swift package` exits 1 whenever a plugin fails, whatever the plugin's own code: the error
    /// diagnostic carries nlcert's (2 for an input error), and nlcert's message is in the output.
    @Test func missingCaptureIsAnInputError() throws {
        let result = try Self.plugin(["check", "captures/no-such.har"])
        #expect(result.code != 0)
        #expect(result.err.contains("error: nlcert could not run as asked (exit 2)"), "\(result.err)")
        #expect((result.out + result.err).contains("captures/no-such.har: cannot read the file"))
    }

    /// The app's own tests with the NLCertTesting helper (samples/ios/README.md, "Check the calls
    /// in the app's own tests"): the player's preroll-then-episode calls, recorded in memory, have
    /// no finding.
    @Test func theAppsTestOfACorrectPlayerPasses() throws {
        let result = try Self.swift([
            "test", "--package-path", Self.app, "--disable-xctest", "--filter", "prerollThenEpisode",
        ])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("Test prerollThenEpisode() passed"), "\(result.out)")
    }

    /// The same test on a player whose ad playhead starts at 7 fails with NL203 (DCR Video iOS
    /// SDK — ad playheads start at 0), the evidence line of the first ad playhead (play, two
    /// loadMetadata, then it: line 4) and the rule's fix.
    @Test func theAppsTestOfABrokenPlayerFailsWithNL203AndItsFix() throws {
        let result = try Self.swift([
            "test", "--package-path", Self.app, "--disable-xctest", "--filter", "brokenPlayer",
        ])
        #expect(result.code != 0, "\(result.out)")
        #expect(result.out.contains("NL203 ad-playhead-starts-at-zero (error, exact)"), "\(result.out)")
        #expect(result.out.contains("evidence: app-calls.jsonl:4:"), "\(result.out)")
        #expect(result.out.contains("fix: Reset the playhead to 0 when an ad starts"), "\(result.out)")
        #expect(!result.out.contains("NL202"), "the unit test ran in milliseconds: no finding about its speed")
    }
}
