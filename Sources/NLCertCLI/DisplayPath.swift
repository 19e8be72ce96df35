#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How reports name files: relative to the working directory, or to `--base-dir` — never an
/// absolute path, which breaks links in CI and puts the local user name into shared reports.
/// `-` (standard input) is kept as is, and so is a stream the shell opened (`/dev/fd/63` from
/// `nlcert check <(adb logcat -d)`, `/dev/stdin`, `/proc/self/fd/3`): it names no user's
/// directory, and `../../../dev/fd/63` would name nothing a reader can follow.
public struct DisplayPath: Sendable {
    /// The working directory the user's paths are relative to (absolute, standardised).
    public var workingDirectory: String
    /// The directory report paths are made relative to (absolute, standardised).
    public var base: String

    public init(workingDirectory: String, base: String? = nil) {
        let cwd = Self.standardised(workingDirectory)
        self.workingDirectory = cwd
        self.base = base.map { Self.standardised(Self.absolute($0, in: cwd)) } ?? cwd
    }

    /// `path` as the user gave it, made relative to `base` (`../` where it must go up).
    public func display(_ path: String) -> String {
        guard path != "-", !path.isEmpty else { return path }
        let target = Self.standardised(Self.absolute(path, in: workingDirectory))
        if target.hasPrefix("/dev/") || target.hasPrefix("/proc/") { return target }
        let from = base.split(separator: "/")
        let to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func absolute(_ path: String, in cwd: String) -> String {
        path.hasPrefix("/") ? path : cwd + "/" + path
    }

    /// Removes `.`, empty and `..` components (lexically: symbolic links are not followed).
    static func standardised(_ path: String) -> String {
        var out: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !out.isEmpty { out.removeLast() }
                continue
            }
            out.append(part)
        }
        return "/" + out.joined(separator: "/")
    }
}
