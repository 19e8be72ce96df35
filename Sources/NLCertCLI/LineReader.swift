#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines from a file descriptor as they arrive (a pipe, or a file that grows), without
/// keeping more than the unfinished last line. A line longer than `maxLine` bytes is cut
/// there (the rest up to its end is dropped), so one endless line cannot take the memory.
struct LineReader {
    let fd: Int32
    var partial: [UInt8] = []
    var dropping = false
    /// The last byte handed over ended a line with CR: an LF right after it ends nothing more.
    var afterCR = false
    /// Bytes read so far.
    var offset = 0
    /// Where the first NUL byte was read: the input is binary data, not a log, and reading stops.
    var binaryAt: Int?
    static let maxLine = 1 << 20

    init(fd: Int32) { self.fd = fd }

    /// Reads what is there (waiting up to `waitMillis` for data) and hands every complete line
    /// to `line`. Returns false at the end of input (end of a pipe, or no growth of a file).
    mutating func readAvailable(waitMillis: Int32, _ line: (String) -> Void) -> Bool {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, waitMillis)
        if ready == 0 { return true }  // a quiet pipe: still open
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        if n < 0 { return errno == EINTR || errno == EAGAIN }
        if n == 0 {
            // End of a pipe; for a regular file, no growth yet (the caller decides to follow).
            usleep(UInt32(waitMillis) * 1000)
            return false
        }
        if let nul = buffer[0..<n].firstIndex(of: 0) {
            binaryAt = offset + nul
            return false
        }
        // Lines end with LF, CRLF or a lone CR (classic Mac, some Windows tools).
        var start = 0
        for i in 0..<n where buffer[i] == 0x0A || buffer[i] == 0x0D {
            let crlf = buffer[i] == 0x0A && afterCR && i == start
            if !crlf {
                append(buffer[start..<i])
                emit(line)
            }
            afterCR = buffer[i] == 0x0D
            start = i + 1
        }
        if start < n { afterCR = false }
        append(buffer[start..<n])
        offset += n
        return true
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) {
        guard !dropping else { return }
        let room = Self.maxLine - partial.count
        if bytes.count > room {
            partial.append(contentsOf: bytes.prefix(room))
            dropping = true
        } else {
            partial.append(contentsOf: bytes)
        }
    }

    private mutating func emit(_ line: (String) -> Void) {
        line(String(decoding: partial, as: UTF8.self))
        partial.removeAll(keepingCapacity: true)
        dropping = false
    }

    /// Hands over a last line that had no line end.
    mutating func flush(_ line: (String) -> Void) {
        if !partial.isEmpty { emit(line) }
    }
}
