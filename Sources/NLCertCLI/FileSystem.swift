import NLCertKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file-system operations the commands need, on POSIX calls, so that the `nlcert`
/// binary links FoundationEssentials only (not Foundation with its ICU data): path pieces,
/// file types, a directory walk, and writing a file with the system's reason when it fails.
enum FileSystem {
    /// The last component of `path` (`b.har` for `dir/b.har`, `dir` for `dir/`).
    static func lastComponent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` without its last component (`dir` for `dir/b.har`, `` for `b.har`, `/` for `/b`).
    static func deletingLastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `component` under `dir`, with one slash between them.
    static func appending(_ dir: String, _ component: String) -> String {
        if dir.isEmpty { return component }
        return dir.hasSuffix("/") ? dir + component : dir + "/" + component
    }

    /// The `S_IFMT` bits of what `path` names (following links), or `nil` when it cannot be
    /// examined.
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func exists(_ path: String) -> Bool { fileType(path) != nil }
    static func isRegularFile(_ path: String) -> Bool { fileType(path) == S_IFREG }
    static func isDirectory(_ path: String) -> Bool { fileType(path) == S_IFDIR }

    /// Every regular file under `dir` whose name ends with `suffix`, as paths relative to `dir`,
    /// sorted; hidden entries are skipped, symbolic links followed. `nil` when `dir` cannot be listed.
    static func files(under dir: String, suffix: String) -> [String]? {
        guard let names = entries(dir) else { return nil }
        var out: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = appending(dir, name)
            switch fileType(path) {
            case S_IFDIR:
                out += (files(under: path, suffix: suffix) ?? []).map { appending(name, $0) }
            case S_IFREG where name.hasSuffix(suffix):
                out.append(name)
            default:
                break
            }
        }
        return out.sorted()
    }

    /// The names in `dir` (without `.` and `..`), or `nil` when it cannot be listed.
    static func entries(_ dir: String) -> [String]? {
        guard let handle = opendir(dir) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Writes (or, with `append`, adds to) the file at `path`; the system's reason on failure.
    static func write(_ text: String, to path: String, append: Bool = false) -> String? {
        let flags = O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC)
        let fd = open(path, flags, 0o644)
        guard fd >= 0 else { return reason() }
        defer { close(fd) }
        return write(text, fd: fd)
    }

    /// Writes `text` whole to `fd` (no copy of it is made); the system's reason on failure.
    static func write(_ text: String, fd: Int32) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var done = 0
            while done < bytes.count {
                let n = SystemCall.write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    return reason()
                }
                done += n
            }
            return nil
        }
    }

    /// Creates (or empties) `path` and writes what `produce` hands over, piece by piece; the
    /// system's reason on failure (later pieces are then dropped).
    static func write(to path: String, _ produce: (_ write: (String) -> Void) -> Void) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return reason() }
        defer { close(fd) }
        var failure: String?
        produce { piece in
            if failure == nil { failure = write(piece, fd: fd) }
        }
        return failure
    }

    /// Creates `dir` and the directories above it that are missing; the system's reason on failure.
    static func createDirectory(_ dir: String) -> String? {
        var path = dir.hasPrefix("/") ? "/" : ""
        for part in dir.split(separator: "/") {
            path = appending(path, String(part))
            if fileType(path) == S_IFDIR { continue }
            if mkdir(path, 0o755) != 0 && !(errno == EEXIST && fileType(path) == S_IFDIR) { return reason() }
        }
        return nil
    }

    /// Up to `count` bytes from the start of the file at `path`, or `nil` when it cannot be read.
    static func head(_ path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n < 0 ? nil : Array(buffer.prefix(n))
    }

    private static func reason() -> String { String(cString: strerror(errno)) }
}
