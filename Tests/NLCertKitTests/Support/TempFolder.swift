import Foundation

/// A temporary folder for one test suite's files, removed when the suite instance goes away.
final class TempFolder {
    let url: URL

    init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` in the folder and returns its path.
    func write(_ text: String, as name: String) throws -> String {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
