// embed-rules: writes the Swift source that carries `rules/` inside the nlcert binary.
//
//     embed-rules RULES_DIR OUTPUT.swift STAMP
//
// Run by the EmbedRulesPlugin build-tool plugin on every build, so nothing generated is
// committed. STAMP is rewritten on each run: it is the command's declared input, which makes
// the build run the tool again next time (and so see rule files added or removed since).
// Every `.json` file below RULES_DIR is embedded, keyed by its path relative to RULES_DIR, in
// path order, with the rules' digest: the SHA-256 of the list `sha256sum` prints for those
// files (`<hex>  <path>` lines, in the same order), so that anyone can recompute it from a
// source tree:
//
//     cd rules && find . -name '*.json' | sed 's|^\./||' | LC_ALL=C sort | xargs sha256sum | sha256sum
import Foundation

@main
enum EmbedRules {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 4 else {
            FileHandle.standardError.write(Data("usage: embed-rules RULES_DIR OUTPUT.swift STAMP\n".utf8))
            exit(2)
        }
        do {
            let files = try ruleFiles(in: URL(fileURLWithPath: arguments[1]))
            let source = EmbeddedSource.render(files.map { ($0.path, $0.contents) }, digest: digest(of: files))
            let output = URL(fileURLWithPath: arguments[2])
            // Unchanged rules leave the file (and its time) alone, so nothing recompiles.
            if FileManager.default.contents(atPath: output.path) != Data(source.utf8) {
                try Data(source.utf8).write(to: output, options: .atomic)
            }
            try Data(String(files.count).utf8).write(to: URL(fileURLWithPath: arguments[3]))
        } catch {
            FileHandle.standardError.write(Data("embed-rules: \(error)\n".utf8))
            exit(2)
        }
    }

    /// The SHA-256 of the `sha256sum` listing of `files` (in their order), in hex.
    static func digest(of files: [(path: String, contents: String, bytes: [UInt8])]) -> String {
        let listing = files.map { SHA256.hex($0.bytes) + "  " + $0.path + "\n" }.joined()
        return SHA256.hex(Array(listing.utf8))
    }

    /// Every `.json` file below `directory`, as (path relative to it, contents, its bytes),
    /// path-sorted (byte order, as `LC_ALL=C sort`).
    static func ruleFiles(in directory: URL) throws -> [(path: String, contents: String, bytes: [UInt8])] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else {
            throw EmbedError.unreadable(directory.path)
        }
        var files: [(path: String, contents: String, bytes: [UInt8])] = []
        for case let relative as String in walker where relative.hasSuffix(".json") {
            let url = directory.appendingPathComponent(relative)
            guard let data = FileManager.default.contents(atPath: url.path),
                let contents = String(data: data, encoding: .utf8)
            else { throw EmbedError.notUTF8(url.path) }
            files.append((relative, contents, [UInt8](data)))
        }
        return files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
}

enum EmbedError: Error, CustomStringConvertible {
    case unreadable(String)
    case notUTF8(String)

    var description: String {
        switch self {
        case .unreadable(let path): "cannot list \(path)"
        case .notUTF8(let path): "\(path) is not readable UTF-8 text"
        }
    }
}
