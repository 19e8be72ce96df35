import NLCertKit

/// Reads a JSON report written by `nlcert check --format json` (for `render` and `diff`), from a
/// file, a pipe or standard input, in chunks: what is not a report is refused from its first
/// bytes, and a report is read only up to `maxBytes`, so `render - < /dev/zero` ends at once
/// instead of filling memory.
enum SavedReportReader {
    /// Larger than the report of any capture nlcert checks in memory (100k pings write ~700 MB).
    static let maxBytes = 1 << 30
    /// The writer puts `schemaVersion` first: it is within this many bytes of the start.
    static let headBytes = 256

    static func read(_ path: String, console: Console, maxBytes: Int = maxBytes) throws(CLIError) -> SavedReport {
        if path != "-", FileSystem.isDirectory(path) {
            throw CLIError.io(
                "\(path): a directory, not a saved report\n  hint: give the file written by 'nlcert check --format json'"
            )
        }
        let source: ByteSource
        do {
            source = path == "-" ? console.stdinSource() : try FileByteSource(path: path)
        } catch {
            throw CLIError.io("\(path): \(error.problem)\n  hint: check the path and permissions")
        }
        let bytes = try readAll(source, path: path, maxBytes: maxBytes)
        // Decoded from the bytes as read: a text copy of a large report would double its cost.
        do {
            return try JSONReportDecoder.decode(bytes: bytes, file: path)
        } catch {
            throw CLIError.io(error.description)
        }
    }

    /// Whether `head` (a file's first bytes) starts like a saved report: `{`, then
    /// `"schemaVersion"` among the first `headBytes`.
    static func looksLikeReport(_ head: some Collection<UInt8>) -> Bool {
        let start = head.prefix(headBytes)
        guard let first = start.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
            first == UInt8(ascii: "{")
        else { return false }
        return String(decoding: start, as: UTF8.self).contains("\"schemaVersion\"")
    }

    private static func readAll(_ source: ByteSource, path: String, maxBytes: Int) throws(CLIError) -> [UInt8] {
        var bytes: [UInt8] = []
        var checked = false
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let n: Int
            do {
                n = try source.read(into: chunk)
            } catch {
                throw CLIError.io("\(path): \(error.problem)")
            }
            if n == 0 { break }
            guard bytes.count + n <= maxBytes else {
                throw CLIError.io(
                    "\(path): larger than \(maxBytes >> 20) MiB, more than any saved report\n  hint: write the format you need straight from the capture: nlcert check --format FORMAT CAPTURE"
                )
            }
            if bytes.count + n > bytes.capacity {
                // Doubling, but never past the limit.
                bytes.reserveCapacity(min(maxBytes, max(bytes.capacity * 2, bytes.count + n)))
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
            if !checked, bytes.count >= headBytes {
                try checkHead(bytes, path: path)
                checked = true
            }
        }
        if !checked { try checkHead(bytes, path: path) }
        return bytes
    }

    private static func checkHead(_ bytes: [UInt8], path: String) throws(CLIError) {
        if bytes.isEmpty {
            throw CLIError.io(
                "\(path): empty, not a saved report\n  hint: give the file written by 'nlcert check --format json'")
        }
        guard looksLikeReport(bytes) else {
            throw CLIError.io(
                "\(path): not a report written by 'nlcert check --format json' (it does not begin with its \"schemaVersion\")\n  hint: give the file written by 'nlcert check --format json', or check the capture itself with 'nlcert check'"
            )
        }
    }
}
