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

/// Converts evidence columns from UTF-8 bytes (what the readers record) to UTF-16 code units
/// (what SARIF's `columnKind: utf16CodeUnits` promises and editors count), by reading each file
/// once, streaming, up to the last location asked for. A single-line HAR with non-ASCII text
/// before an entry is where the two differ.
public enum UTF16Columns {
    /// The UTF-16 column of every location in `locations` whose file could be read; others are
    /// left out (standard input, files gone since).
    public static func measure(_ locations: some Sequence<SourceLocation>) -> [SourceLocation: Int] {
        var byFile: [String: [SourceLocation]] = [:]
        for l in locations where l.file != "-" && l.column > 1 { byFile[l.file, default: []].append(l) }
        var out: [SourceLocation: Int] = [:]
        for (file, locs) in byFile {
            // Only a regular file can be read again (a pipe or FIFO was read once, as it came).
            var info = stat()
            guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let fd = open(file, O_RDONLY)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            measure(
                locs,
                reading: {
                    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                    return n > 0 ? Data(buffer[0..<n]) : nil
                }, into: &out)
        }
        return out
    }

    /// Walks the bytes `next` hands out, line by line, and records the UTF-16 column of each
    /// wanted (line, byte column).
    static func measure(_ locations: [SourceLocation], reading next: () -> Data?, into out: inout [SourceLocation: Int])
    {
        let wanted = locations.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        var w = 0
        var line = 1
        var byte = 1
        var units = 1
        func settle() {
            while w < wanted.count, wanted[w].line == line, wanted[w].column <= byte {
                if wanted[w].column == byte { out[wanted[w]] = units }
                w += 1
            }
            while w < wanted.count, wanted[w].line < line { w += 1 }
        }
        settle()
        while w < wanted.count, let chunk = next(), !chunk.isEmpty {
            for b in chunk {
                if b == 0x0A {
                    line += 1
                    byte = 1
                    units = 1
                } else {
                    byte += 1
                    // A lead byte starts a code point: one unit, two beyond the BMP.
                    if b < 0x80 || (b >= 0xC0 && b < 0xF0) { units += 1 } else if b >= 0xF0 { units += 2 }
                }
                if w < wanted.count && wanted[w].line <= line { settle() }
                if w == wanted.count { return }
            }
        }
    }
}
