#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finding a byte in a buffer: ping URLs are long (1–2 KB) and are scanned for `&`, `=`, `%`,
/// `?` and `#` — with the C library's `memchr`, which scans many bytes per step — while a key or
/// a value is mostly a few bytes, where the call costs more than a plain loop.
enum ByteScan {
    /// Up to this many bytes are scanned in a loop rather than with `memchr`.
    static let shortRange = 24

    /// Whether every byte is ASCII (below 0x80), read eight bytes at a time.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let n = bytes.count
        var i = 0
        var high: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        while i + 8 <= n {
            high |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i += 8
        }
        while i < n {
            high |= UInt64(base[i])
            i += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The index of the first `byte` in `bytes[from..<to]`, or `to` when there is none.
    @inline(__always)
    static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        guard from < to, let base = bytes.baseAddress else { return to }
        if to - from <= shortRange {
            var i = from
            while i < to {
                if base[i] == byte { return i }
                i += 1
            }
            return to
        }
        guard let hit = memchr(base + from, Int32(byte), to - from) else { return to }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
}
