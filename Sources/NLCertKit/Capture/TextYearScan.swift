#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The year for console prefixes that print none (logcat's `MM-DD HH:MM:SS.mmm`): from the first
/// ping in the text that carries an epoch (`c61=createtm,` seconds, else `rnd=` milliseconds),
/// else the App SDK's Unix second at the head of its messages, else a fixed 2000 so the result never depends on the day nlcert runs. A streamed text is
/// scanned for it in a first pass over fixed chunks; the source is then rewound or — when it is a
/// pipe — read back from an unlinked temporary file it was copied to during that pass, so
/// memory stays at one chunk either way.
enum TextYearScan {
    static let markers: [(needle: [UInt8], digits: Int, divisor: Int)] = [
        (Array("createtm,".utf8), 10, 1), (Array("createtm%2C".utf8), 10, 1), (Array("rnd=".utf8), 13, 1000),
        // The App SDK's own message prefix: `NielsenAPPSDK: [<Unix second>] [INFO] …` (a log
        // without pings: its requests sent at DEBUG level only, or nol_devDebug INFO).
        (Array("NielsenAPPSDK: [".utf8), 10, 1),
    ]
    /// Bytes kept from the end of one chunk for the next, so a marker split between them is seen.
    static let overlap = 64

    /// The first valid value after each marker in `bytes`. A number that reaches the end of
    /// `bytes` counts only when `final` (else it may go on in the next chunk).
    static func hits(in bytes: UnsafeBufferPointer<UInt8>, final: Bool) -> [Int?] {
        markers.map { marker in
            var from = 0
            while let hit = firstIndex(of: marker.needle, in: bytes, from: from) {
                let start = hit + marker.needle.count
                let end = start + marker.digits
                if end <= bytes.count, bytes[start..<end].allSatisfy({ $0 >= 48 && $0 <= 57 }),
                    (end == bytes.count && final) || (end < bytes.count && !(bytes[end] >= 48 && bytes[end] <= 57)),
                    let v = Int(String(decoding: bytes[start..<end], as: UTF8.self))
                {
                    return v
                }
                from = start
            }
            return nil
        }
    }

    /// The offset of `needle` in `bytes` at or after `from`. The scan runs over every byte of a
    /// text before it is read, so it jumps (memchr) to the needle's first punctuation byte —
    /// rarer in console text than letters — and compares the whole needle around it.
    static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, !needle.isEmpty else { return nil }
        let anchor = needle.firstIndex { !IOSLogPattern.isWordByte($0) } ?? 0
        var i = max(0, from) + anchor
        let end = bytes.count - (needle.count - anchor)
        while i <= end {
            guard let hit = memchr(base + i, Int32(needle[anchor]), end - i + 1) else { return nil }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let start = at - anchor
            if needle.withUnsafeBufferPointer({ memcmp(base + start, $0.baseAddress!, needle.count) == 0 }) {
                return start
            }
            i = at + 1
        }
        return nil
    }

    /// The year and where it came from, from the first hit of the most trusted marker.
    static func year(from hits: [Int?]) -> (year: Int, source: String) {
        for (k, marker) in markers.enumerated() {
            guard let v = hits[k] else { continue }
            let name = String(decoding: marker.needle.prefix { $0 != 0x2C && $0 != 0x25 && $0 != 0x3D }, as: UTF8.self)
            let source =
                marker.needle.last == 0x5B ? "from the SDK's own Unix seconds" : "from the pings' \(name) times"
            return (CivilTime.year(ofEpochSeconds: v / marker.divisor), source)
        }
        return (2000, "a fixed year, since no ping in the text carries a date")
    }

    /// Scans `source` for the year and returns a source positioned at the text's start.
    static func prepare(_ source: ByteSource) throws(CaptureError) -> (ByteSource, (year: Int, source: String)) {
        let spool = source.canRewind ? nil : try makeSpool(for: source.path)
        var found: [Int?] = markers.map { _ in nil }
        var window: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: TextLineStream.chunkBytes, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            // Once the most trusted marker is found, a rewindable source need not be read on.
            if spool == nil, found[0] != nil { break }
            let n = try source.read(into: chunk)
            if n == 0 { break }
            let bytes = UnsafeRawBufferPointer(rebasing: chunk[0..<n])
            if let spool { try write(bytes, to: spool, path: source.path) }
            window.append(contentsOf: bytes)
            // Scanned in windows of at least 64 KB, whatever size the reads come in.
            guard window.count >= 1 << 16 else { continue }
            merge(&found, window.withUnsafeBufferPointer { hits(in: $0, final: false) })
            window.removeFirst(max(0, window.count - overlap))
        }
        merge(&found, window.withUnsafeBufferPointer { hits(in: $0, final: true) })
        let year = year(from: found)
        guard let spool else {
            try source.rewind()
            return (source, year)
        }
        lseek(spool, 0, SEEK_SET)
        return (FileByteSource(descriptor: spool, path: source.path, closing: true), year)
    }

    static func merge(_ found: inout [Int?], _ new: [Int?]) {
        for k in found.indices where found[k] == nil { found[k] = new[k] }
    }

    /// An unlinked temporary file (in TMPDIR or /tmp) holding a copy of a piped text.
    static func makeSpool(for path: String) throws(CaptureError) -> Int32 {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/nlcert-text-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw CaptureError(
                file: path,
                problem:
                    "cannot create a temporary file in \(base) to read the piped text: \(String(cString: strerror(errno)))",
                hint: "set TMPDIR to a writable directory, or save the capture to a file")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(CaptureError) {
        var offset = 0
        while offset < bytes.count {
            let n = SystemCall.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                throw CaptureError(
                    file: path,
                    problem: "cannot copy the piped text to a temporary file: \(String(cString: strerror(errno)))",
                    hint: "free space in TMPDIR (or /tmp), or save the capture to a file")
            }
            offset += n
        }
    }
}
