#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Substring search over a string's UTF-8 bytes. Log lines are mostly ASCII and the markers
/// nlcert looks for are ASCII, so comparing bytes gives the same answers as `String`'s
/// Unicode-aware search at a fraction of the cost — which matters for logs of many megabytes.
extension String {
    /// The range of the first occurrence of `needle`, compared byte for byte.
    func byteRange(of needle: String) -> Range<String.Index>? {
        guard let offset = byteOffset(of: needle) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = utf8.index(start, offsetBy: needle.utf8.count)
        return start..<end
    }

    /// True when `needle` occurs, compared byte for byte.
    func containsBytes(_ needle: String) -> Bool { byteOffset(of: needle) != nil }

    /// True when `needle` (ASCII, lower case) occurs ignoring ASCII case.
    func containsASCIIIgnoringCase(_ needle: String) -> Bool {
        var copy = self
        var pattern = needle
        return copy.withUTF8 { h in pattern.withUTF8 { n in Self.containsASCIIIgnoringCase(h, n) } }
    }

    /// True when the lower-case ASCII `n` occurs in `h` ignoring ASCII case (no allocation: every
    /// line of a 2 GB log goes through here several times).
    static func containsASCIIIgnoringCase(_ h: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = n.first else { return true }
        // No byte lowers to an upper-case letter: such a needle never matches.
        if first >= 65 && first <= 90 { return false }
        let other = first >= 97 && first <= 122 ? first - 32 : first
        guard h.count >= n.count, let base = h.baseAddress else { return false }
        let last = h.count - n.count
        var i = 0
        while i <= last {
            // Jump to the next byte that is the needle's first in either case (memchr, not a
            // byte loop).
            var next = last + 1
            if let p = memchr(base + i, Int32(first), next - i) {
                next = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
            }
            if other != first, next > i, let p = memchr(base + i, Int32(other), next - i) {
                next = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
            }
            if next > last { return false }
            var k = 1
            while k < n.count, lower(h[next + k]) == n[k] { k += 1 }
            if k == n.count { return true }
            i = next + 1
        }
        return false
    }

    private static func lower(_ c: UInt8) -> UInt8 { c >= 65 && c <= 90 ? c + 32 : c }

    /// The byte offset of the first occurrence of `needle`.
    func byteOffset(of needle: String) -> Int? {
        var haystack = self
        var pattern = needle
        return haystack.withUTF8 { h -> Int? in
            pattern.withUTF8 { n -> Int? in
                guard n.count > 0 else { return 0 }
                guard h.count >= n.count, let hb = h.baseAddress, let nb = n.baseAddress else { return nil }
                // memchr finds candidates for the first byte; memcmp checks the rest.
                let first = Int32(n[0])
                var offset = 0
                let last = h.count - n.count
                while offset <= last {
                    guard let hit = memchr(hb + offset, first, last - offset + 1) else { return nil }
                    let at = hb.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hb + at, nb, n.count) == 0 { return at }
                    offset = at + 1
                }
                return nil
            }
        }
    }
}
