#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A buffered writer for the benchmark's generated file (1 MiB writes). A failed write is
/// remembered and reported by `flush`, so the generator's loop stays simple.
struct BenchWriter {
    let fd: Int32
    let path: String
    private var buffer: [UInt8] = []
    private(set) var written = 0
    private var failure: String?

    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
        buffer.reserveCapacity(1 << 21)
    }

    mutating func put(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        written += s.utf8.count
        if buffer.count >= 1 << 20 { drain() }
    }

    mutating func put(_ bytes: ArraySlice<UInt8>) {
        buffer.append(contentsOf: bytes)
        written += bytes.count
        if buffer.count >= 1 << 20 { drain() }
    }

    private mutating func drain() {
        guard failure == nil else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(fd, base + offset, raw.count - offset)
            }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                failure = String(cString: strerror(errno))
                break
            }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func flush() throws(SyntheticHARGenerator.Failure) {
        drain()
        if let failure { throw .writeFailed(path, failure) }
    }
}
