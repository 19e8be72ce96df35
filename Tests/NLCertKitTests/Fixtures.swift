import Foundation

/// Paths to the test data kept in `Tests/NLCertKitTests/Fixtures` (never a folder outside the repository).
/// This file stays at the test target's root: every path below is found from its own location, so
/// tests in the stage subfolders never count `..` themselves.
enum Fixtures {
    /// The repository's root folder (`Tests/NLCertKitTests/../..`).
    static let repoRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the repository, e.g. `repoPath("samples/console-logcat.txt")`.
    static func repoPath(_ relative: String) -> String { repoRoot.appendingPathComponent(relative).path }

    static let root: String = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return here.appendingPathComponent("Fixtures").path
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }

    /// A corpus scenario file, e.g. `corpus("b_ads_correct", "har")`.
    static func corpus(_ scenario: String, _ ext: String) -> String {
        path("corpus/browser-sdk/\(scenario).\(ext)")
    }

    static let scenarios = [
        "a_vod_noads_correct", "b_ads_correct", "f2_playhead_jumps_10", "g_long_fields", "h1_pause_stop_play",
    ]

    static func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}
