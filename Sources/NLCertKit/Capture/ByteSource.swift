#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a streaming reader gets its bytes: a file read with `read(2)`, or bytes already in
/// memory (standard input, tests). A source can hold back a prefix it was asked to peek at, so
/// that format detection and the reader share one pass over a pipe.
public class ByteSource {
    /// The path as the user gave it (`-` for standard input), for error messages.
    public let path: String
    private var pending: [UInt8] = []
    private var pendingOffset = 0

    init(sourcePath: String) {
        self.path = sourcePath
    }

    /// Copies up to `buffer.count` bytes into `buffer`; 0 means the end of the input.
    public final func read(into buffer: UnsafeMutableRawBufferPointer) throws(CaptureError) -> Int {
        if pendingOffset < pending.count {
            let n = min(buffer.count, pending.count - pendingOffset)
            pending.withUnsafeBytes { src in
                if let base = buffer.baseAddress, let from = src.baseAddress {
                    base.copyMemory(from: from + pendingOffset, byteCount: n)
                }
            }
            pendingOffset += n
            if pendingOffset == pending.count {
                pending = []
                pendingOffset = 0
            }
            return n
        }
        return try readMore(into: buffer)
    }

    /// Reads up to `count` bytes from the start of the input without consuming them.
    final func peekPrefix(_ count: Int) throws(CaptureError) -> [UInt8] {
        var result = Array(pending[pendingOffset...])
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while result.count < count {
            let n = try readMore(into: chunk)
            if n == 0 { break }
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
        }
        pending = result
        pendingOffset = 0
        return Array(result.prefix(count))
    }

    /// Reads the rest of the input into memory, refusing more than `limit` bytes.
    public final func readAll(limit: Int) throws(CaptureError) -> [UInt8] {
        var result: [UInt8] = []
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let n = try read(into: chunk)
            if n == 0 { return result }
            if result.count + n > limit {
                result.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
                // Past the limit, binary junk is still called binary, not "too large".
                if let binary = CaptureReader.binaryProblem(result, path: path) { throw binary }
                throw CaptureError(
                    file: path, problem: "the file is larger than \(limit >> 20) MiB, too large for a text capture",
                    hint: "keep only the relevant part of the log, or capture a HAR instead")
            }
            result.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
        }
    }

    /// Whether the input can be read again from its start (a regular file, bytes in memory;
    /// not a pipe, a FIFO or standard input).
    var canRewind: Bool { false }

    /// Starts over at the first byte (only when `canRewind`).
    final func rewind() throws(CaptureError) {
        pending = []
        pendingOffset = 0
        try rewindUnderlying()
    }

    func rewindUnderlying() throws(CaptureError) {}

    /// Continues at byte `offset` of the input (only when `canRewind`): what was held back or
    /// buffered is dropped.
    final func seek(to offset: Int) throws(CaptureError) {
        pending = []
        pendingOffset = 0
        try seekUnderlying(to: offset)
    }

    func seekUnderlying(to offset: Int) throws(CaptureError) {
        throw CaptureError(file: path, problem: "cannot move within this input", hint: "give nlcert a regular file")
    }

    /// Subclasses deliver the next bytes of the underlying input.
    func readMore(into buffer: UnsafeMutableRawBufferPointer) throws(CaptureError) -> Int { 0 }
}
