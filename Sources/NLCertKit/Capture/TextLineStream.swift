#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a text capture line by line from a `ByteSource` in fixed chunks, so memory follows the
/// longest line kept, not the file: a 2 GB logcat costs a chunk and the Nielsen evidence found
/// in it. Each line is checked as it passes — a NUL byte (binary data) or invalid UTF-8 ends the
/// read with the line, column and byte offset, as a whole-file check would. A line longer than
/// `maxLineBytes` (far longer than any URL that matters) is cut there, with a note, and the rest
/// of it passed over. A UTF-8 byte-order mark at the start is dropped.
struct TextLineStream {
    /// Longer than any Nielsen URL or SDK log line (a ping stays under 64 KB): past this a line
    /// is cut.
    static let maxLineBytes = 1 << 20
    static let chunkBytes = 1 << 20

    let source: ByteSource
    let maxLineBytes: Int

    init(_ source: ByteSource, maxLineBytes: Int = TextLineStream.maxLineBytes) {
        self.source = source
        self.maxLineBytes = max(16, maxLineBytes)
    }

    /// A line as delivered: its bytes (without the newline and a trailing CR; without the
    /// byte-order mark on line 1), its 1-based number, and the bytes cut off its end, if any.
    struct Line {
        var bytes: UnsafeBufferPointer<UInt8>
        var number: Int
        var cutBytes: Int
    }

    /// Calls `body` with each line, in order.
    func forEachLine(_ body: (Line) throws(CaptureError) -> Void) throws(CaptureError) {
        var carry: [UInt8] = []
        var carryCut = 0
        var lineNumber = 0
        var fileOffset = 0  // offset in the file of the next chunk's first byte
        var lineStartOffset = 0  // offset in the file of the current line's first byte
        if try source.peekPrefix(3) == [0xEF, 0xBB, 0xBF] {
            let bom = UnsafeMutableRawBufferPointer.allocate(byteCount: 3, alignment: 1)
            defer { bom.deallocate() }
            var got = 0
            while got < 3 {
                let n = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bom[got...]))
                if n == 0 { break }
                got += n
            }
            fileOffset = 3
            lineStartOffset = 3
        }
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkBytes, alignment: 1)
        defer { chunk.deallocate() }
        // A CR ending one chunk: a CRLF if the next chunk starts with LF, else a line end of its own.
        var pendingCR = false
        var newline: UInt8 = 0x0A
        while true {
            let n = try source.read(into: chunk)
            if n == 0 { break }
            let bytes = UnsafeMutableBufferPointer(
                start: chunk.baseAddress?.assumingMemoryBound(to: UInt8.self), count: n)
            if pendingCR, bytes[0] != 0x0A {
                // The CR that ended the last chunk ended its line (a lone CR).
                try withUnsafePointer(to: &newline) { (p: UnsafePointer<UInt8>) throws(CaptureError) in
                    try scan(
                        UnsafeBufferPointer(start: p, count: 1), base: fileOffset - 1, carry: &carry,
                        carryCut: &carryCut,
                        lineNumber: &lineNumber, lineStartOffset: &lineStartOffset, body)
                }
            }
            pendingCR = Self.markLoneCarriageReturns(bytes)
            try scan(
                UnsafeBufferPointer(bytes), base: fileOffset, carry: &carry, carryCut: &carryCut,
                lineNumber: &lineNumber,
                lineStartOffset: &lineStartOffset, body)
            fileOffset += n
        }
        // The last line, when the file does not end with a newline.
        if !carry.isEmpty || carryCut > 0 {
            lineNumber += 1
            try deliver(carry, number: lineNumber, cut: carryCut, startOffset: lineStartOffset, body)
        }
    }

    /// Lines may also end with a lone CR (classic Mac, some Windows tools): each CR not followed
    /// by LF becomes LF in the chunk (CRLF stays, and `deliver` drops the CR). Returns whether the
    /// chunk ends with a CR whose meaning the next chunk decides.
    static func markLoneCarriageReturns(_ bytes: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let n = bytes.count
        var from = 0
        while from < n, let hit = memchr(base + from, 0x0D, n - from) {
            let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if i + 1 == n { return true }
            if bytes[i + 1] != 0x0A { bytes[i] = 0x0A }
            from = i + 1
        }
        return false
    }

    /// Splits `bytes` (at file offset `base`) on newlines, joining the first piece to `carry`.
    private func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, base: Int, carry: inout [UInt8], carryCut: inout Int,
        lineNumber: inout Int,
        lineStartOffset: inout Int, _ body: (Line) throws(CaptureError) -> Void
    ) throws(CaptureError) {
        var start = 0
        let n = bytes.count
        while start <= n {
            var end = start
            if let base = bytes.baseAddress, start < n,
                let hit = memchr(base + start, 0x0A, n - start)
            {
                end = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            } else {
                end = n
            }
            if end == n {
                // No newline in the rest: keep it for the next chunk (up to the line limit).
                let room = maxLineBytes - carry.count
                if room > 0 { carry.append(contentsOf: bytes[start..<min(n, start + room)]) }
                let dropped = max(0, (n - start) - max(0, room))
                if dropped > 0 {
                    try checkNUL(bytes[(n - dropped)..<n], base: base, lineStart: lineStartOffset, line: lineNumber + 1)
                    carryCut += dropped
                }
                return
            }
            lineNumber += 1
            if carry.isEmpty, carryCut == 0, end - start <= maxLineBytes {
                try deliver(
                    UnsafeBufferPointer(rebasing: bytes[start..<end]), number: lineNumber, cut: 0,
                    startOffset: lineStartOffset, body)
            } else {
                let room = max(0, maxLineBytes - carry.count)
                carry.append(contentsOf: bytes[start..<min(end, start + room)])
                let dropped = max(0, (end - start) - room)
                if dropped > 0 {
                    try checkNUL(bytes[(end - dropped)..<end], base: base, lineStart: lineStartOffset, line: lineNumber)
                }
                try deliver(carry, number: lineNumber, cut: carryCut + dropped, startOffset: lineStartOffset, body)
                carry.removeAll(keepingCapacity: carry.capacity <= 1 << 16)
                carryCut = 0
            }
            lineStartOffset = base + end + 1
            start = end + 1
        }
    }

    private func deliver(
        _ bytes: [UInt8], number: Int, cut: Int, startOffset: Int, _ body: (Line) throws(CaptureError) -> Void
    ) throws(CaptureError) {
        try bytes.withUnsafeBufferPointer { (p: UnsafeBufferPointer<UInt8>) throws(CaptureError) in
            try deliver(p, number: number, cut: cut, startOffset: startOffset, body)
        }
    }

    private func deliver(
        _ raw: UnsafeBufferPointer<UInt8>, number: Int, cut: Int, startOffset: Int,
        _ body: (Line) throws(CaptureError) -> Void
    ) throws(CaptureError) {
        var count = raw.count
        if cut > 0 {
            // Cut on a character boundary.
            while count > 0, raw[count - 1] & 0xC0 == 0x80 { count -= 1 }
            if count > 0, raw[count - 1] >= 0xC0 { count -= 1 }
        } else if count > 0, raw[count - 1] == 0x0D {
            count -= 1
        }
        let line = UnsafeBufferPointer(rebasing: raw[0..<count])
        if let base = line.baseAddress, count > 0, let nul = memchr(base, 0, count) {
            let at = base.distance(to: nul.assumingMemoryBound(to: UInt8.self))
            throw CaptureError(
                file: source.path, line: number, column: at + 1,
                problem: "a NUL byte at byte offset \(startOffset + at): this is binary data, not a text capture",
                hint: CaptureSniffer.harAdvice)
        }
        if !ByteScan.isASCII(line), let bad = CaptureReader.firstInvalidUTF8(line) {
            throw CaptureError(
                file: source.path, line: number, column: bad + 1,
                problem: "invalid UTF-8 at byte offset \(startOffset + bad)",
                hint: "save the capture as UTF-8 (e.g. 'iconv -f LATIN1 -t UTF-8'), or export it again")
        }
        try body(Line(bytes: line, number: number, cutBytes: cut))
    }

    /// Bytes of a line passed over past the limit: still binary data when they hold a NUL.
    private func checkNUL(
        _ bytes: Slice<UnsafeBufferPointer<UInt8>>, base: Int, lineStart: Int, line: Int
    ) throws(CaptureError) {
        guard let at = bytes.firstIndex(of: 0) else { return }
        throw CaptureError(
            file: source.path, line: line, column: base + at - lineStart + 1,
            problem: "a NUL byte at byte offset \(base + at): this is binary data, not a text capture",
            hint: CaptureSniffer.harAdvice)
    }
}
