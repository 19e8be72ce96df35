import NLCertKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Groups `nlcert check` inputs into captures. Each network capture (HAR, Charles session, URL
/// list) starts one; a log or API trace joins the network capture with the same file stem
/// (`b.har` + `b.calls.jsonl` / `b.sdklog.txt`), else the only one there is; a log with no
/// network capture to join is a capture of its own. A directory contributes its capture files
/// (sorted), grouped the same way; other files in it are listed as skipped, never ignored
/// silently.
enum CaptureGrouping {
    struct Result {
        var groups: [[String]]
        /// Directory entries that are not captures (README, scripts, subdirectories …).
        var skipped: [String]
        /// Directory entries that are not regular files (FIFO, socket, device): never opened,
        /// since opening a FIFO blocks and a device may never end.
        var special: [String] = []
        /// The files that came from a directory listing rather than being named: one of them that
        /// cannot be read is that file's error, and the other captures are still checked.
        var listed: Set<String> = []

        /// What was passed over, for stderr: every name when there are few, else a count and
        /// the first few names (5,000 skipped files are one line, not 5,000).
        func skippedSummary(limit: Int = 5) -> [String] {
            var lines: [String] = []
            for (list, why) in [
                (special, "not a regular file (a FIFO, socket or device), never opened"),
                (skipped, "not a capture file"),
            ]
            where !list.isEmpty {
                if list.count <= limit {
                    lines += list.map { "skipped \(TerminalText.escape($0)): \(why)" }
                } else {
                    let names = list.prefix(limit).map { TerminalText.escape($0) }.joined(separator: ", ")
                    lines.append("skipped \(list.count) entries: \(why) (\(names) and \(list.count - limit) more)")
                }
            }
            return lines
        }
    }

    /// Name endings of evidence files that are logs or traces rather than network captures.
    static let logSuffixes = [
        ".calls.jsonl", ".jsonl", ".sdklog.txt", ".sdklog", ".log", ".logcat", ".logcat.txt", ".syslog", ".trace",
        ".ndjson",
    ]
    /// Name endings a directory listing accepts as captures.
    static let captureSuffixes = [
        ".har", ".chlsj", ".txt", ".urls", ".jsonl", ".log", ".logcat", ".syslog", ".sdklog", ".trace", ".ndjson",
    ]

    static func isLog(_ path: String) -> Bool {
        let name = FileSystem.lastComponent(path).lowercased()
        return logSuffixes.contains { name.hasSuffix($0) }
    }

    /// `b` for `dir/b.calls.jsonl`.
    static func stem(_ path: String) -> String {
        let name = FileSystem.lastComponent(path)
        return String(
            name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(name))
    }

    static func group(_ inputs: [String]) throws(CLIError) -> Result {
        var files: [String] = []
        var result = Result(groups: [], skipped: [])
        for input in inputs {
            if input != "-", fileType(input) == S_IFDIR,
                FileSystem.lastComponent(input).lowercased().hasSuffix(".logarchive")
            {
                throw CLIError.input(UnifiedLogArchive.refusal(input))
            }
            if input != "-", fileType(input) == S_IFDIR {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: input) else {
                    throw CLIError.io("\(input): cannot list the directory")
                }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = FileSystem.appending(input, name)
                    // Regular files only (symbolic links followed); a capture-named regular file
                    // that cannot be read is reported by the reader, with the reason.
                    switch fileType(path) {
                    case S_IFREG where captureSuffixes.contains(where: { name.lowercased().hasSuffix($0) }):
                        files.append(path)
                        result.listed.insert(path)
                    case S_IFREG, S_IFDIR, nil: result.skipped.append(path)
                    default: result.special.append(path)
                    }
                }
            } else {
                files.append(input)
            }
        }
        if files.isEmpty {
            let passed = result.skippedSummary()
            throw CLIError.usage(
                "no capture file among the inputs" + (passed.isEmpty ? "" : " (\(passed.joined(separator: "; ")))"))
        }
        let network = files.filter { !isLog($0) }
        let logs = files.filter(isLog)
        var groups: [[String]] = network.map { [$0] }
        var alone: [String: Int] = [:]
        for log in logs {
            if let i = groups.firstIndex(where: { !isLog($0[0]) && stem($0[0]) == stem(log) }) {
                groups[i].append(log)
            } else if network.count == 1 {
                groups[0].append(log)
            } else if let i = alone[stem(log)] {
                groups[i].append(log)
            } else {
                alone[stem(log)] = groups.count
                groups.append([log])
            }
        }
        result.groups = groups
        return result
    }

    /// The `S_IFMT` bits of what `path` names (following links), or `nil` when it cannot be
    /// examined.
    static func fileType(_ path: String) -> mode_t? { FileSystem.fileType(path) }
}
