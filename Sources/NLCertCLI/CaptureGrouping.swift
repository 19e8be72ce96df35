import Foundation
import NLCertKit

/// Groups `nlcert check` inputs into captures. Each network capture (HAR, Charles session, URL
/// list) starts one; a log or API trace joins the network capture with the same file stem
/// (`b.har` + `b.calls.jsonl` / `b.sdklog.txt`), else the only one there is; a log with no
/// network capture to join is a capture of its own. A directory contributes its capture files
/// (sorted), grouped the same way; other files in it are listed as skipped, never ignored
/// silently.
enum CaptureGrouping {
    struct Result {
        var groups: [[String]]
        /// Directory entries that are not captures (README, scripts …).
        var skipped: [String]
    }

    /// Name endings of evidence files that are logs or traces rather than network captures.
    static let logSuffixes = [".calls.jsonl", ".jsonl", ".sdklog.txt", ".sdklog", ".log", ".logcat", ".logcat.txt", ".syslog", ".trace"]
    /// Name endings a directory listing accepts as captures.
    static let captureSuffixes = [".har", ".chlsj", ".txt", ".urls", ".jsonl", ".log", ".logcat", ".syslog", ".sdklog", ".trace"]

    static func isLog(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        return logSuffixes.contains { name.hasSuffix($0) }
    }

    /// `b` for `dir/b.calls.jsonl`.
    static func stem(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        return String(name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? Substring(name))
    }

    static func group(_ inputs: [String]) throws(CLIError) -> Result {
        var files: [String] = []
        var skipped: [String] = []
        for input in inputs {
            var isDir: ObjCBool = false
            if input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDir), isDir.boolValue {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: input) else {
                    throw CLIError.io("\(input): cannot list the directory")
                }
                for name in names.sorted() where !name.hasPrefix(".") {
                    let path = (input as NSString).appendingPathComponent(name)
                    var sub: ObjCBool = false
                    // Only whether it is a directory matters here: a capture-named entry that cannot
                    // be read is reported by the reader, with the reason.
                    _ = FileManager.default.fileExists(atPath: path, isDirectory: &sub)
                    if !sub.boolValue && captureSuffixes.contains(where: { name.lowercased().hasSuffix($0) }) {
                        files.append(path)
                    } else {
                        skipped.append(path)
                    }
                }
            } else {
                files.append(input)
            }
        }
        if files.isEmpty { throw CLIError.usage("no capture file among the inputs" + (skipped.isEmpty ? "" : " (skipped: \(skipped.joined(separator: ", ")))")) }
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
        return Result(groups: groups, skipped: skipped)
    }
}
