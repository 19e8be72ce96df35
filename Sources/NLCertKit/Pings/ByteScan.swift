#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a byte in a buffer with the C library's `memchr`, which scans many bytes per step:
/// ping URLs are long (1–2 KB) and are scanned for `&`, `=`, `%`, `?` and `#`.
enum ByteScan {
    /// The index of the first `byte` in `bytes[from..<to]`, or `to` when there is none.
    @inline(__always)
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard from < to, let base = bytes.baseAddress else { return to }
        guard let hit = memchr(base + from, Int32(byte), to - from) else { return to }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}
