/// Percent-decoding as nlcert needs it for pings: `+` stays `+` (Nielsen encodes spaces as
/// `%20`), a `%` not followed by two hex digits stays literal, and values encoded twice or more
/// (`Ad%2520preroll`) are decoded until they stop changing.
enum PercentDecoding {
    /// Rounds of decoding tried at most; real pings need two.
    static let maxRounds = 4

    /// Decodes `raw` until stable (bounded). A round whose result is not valid UTF-8 is not
    /// applied, so the value never gains replacement characters.
    static func decodeUntilStable(_ raw: String) -> String {
        var raw = raw
        raw.makeContiguousUTF8()
        let decoded: String?? = raw.utf8.withContiguousStorageIfAvailable { decodeUntilStable(bytes: $0) }
        return (decoded ?? nil) ?? raw
    }

    /// `decodeUntilStable` on UTF-8 bytes (a slice of a URL, say): `nil` when there is nothing
    /// to decode. The rounds go back and forth between two scratch buffers the size of `bytes`
    /// (a round never lengthens its input; on the stack for the short values pings carry); one
    /// string is made at the end. Titles, dates and `evdata` are decoded on most pings, at
    /// several stages: an array per round and a copy into the string cost more than the decoding.
    static func decodeUntilStable(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard firstEscape(bytes) != nil else { return nil }
        let n = bytes.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * n) { scratch -> String? in
            guard let base = scratch.baseAddress else { return nil }
            var current = UnsafeMutableBufferPointer(start: base, count: n)
            var other = UnsafeMutableBufferPointer(start: base + n, count: n)
            guard var length = round(bytes, into: current) else { return nil }
            var rounds = 1
            while rounds < maxRounds,
                let next = round(UnsafeBufferPointer(rebasing: current[..<length]), into: other)
            {
                swap(&current, &other)
                length = next
                rounds += 1
            }
            // Every applied round was checked to be valid UTF-8.
            return String(decoding: UnsafeBufferPointer(rebasing: current[..<length]), as: UTF8.self)
        }
    }

    /// One round of decoding, or `nil` when there is nothing to decode or the result would
    /// not be valid UTF-8.
    static func decodeOnce(_ s: String) -> String? {
        var s = s
        s.makeContiguousUTF8()
        return s.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { out in
                round(bytes, into: out).map {
                    String(decoding: UnsafeBufferPointer(rebasing: out[..<$0]), as: UTF8.self)
                }
            }
        } ?? nil
    }

    /// Where the first escape (`%` and two hex digits) of `bytes` starts, if any.
    @inline(__always)
    private static func firstEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = bytes.count
        var i = ByteScan.find(0x25, in: bytes, from: 0, to: n)
        while i + 2 < n {
            if hexValue(bytes[i + 1]) != nil, hexValue(bytes[i + 2]) != nil { return i }
            i = ByteScan.find(0x25, in: bytes, from: i + 1, to: n)
        }
        return nil
    }

    /// One round on bytes, written to `out` (at least `bytes.count` long): how many bytes it
    /// wrote, or `nil` when there is no escape to decode or the result is not valid UTF-8.
    private static func round(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int?
    {
        let n = bytes.count
        guard let firstPercent = firstEscape(bytes), out.count >= n, let to = out.baseAddress,
            let from = bytes.baseAddress
        else { return nil }
        to.update(from: from, count: firstPercent)
        var written = firstPercent
        var ascii = true
        var i = firstPercent
        while i < n {
            let b = from[i]
            if b == 0x25, i + 2 < n, let hi = hexValue(from[i + 1]), let lo = hexValue(from[i + 2]) {
                let d = hi << 4 | lo
                if d >= 0x80 { ascii = false }
                to[written] = d
                i += 3
            } else {
                if b >= 0x80 { ascii = false }
                to[written] = b
                i += 1
            }
            written += 1
        }
        if !ascii, String(validating: UnsafeBufferPointer(start: to, count: written), as: UTF8.self) == nil {
            return nil
        }
        return written
    }

    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: return b - 0x30
        case 0x41...0x46: return b - 0x41 + 10
        case 0x61...0x66: return b - 0x61 + 10
        default: return nil
        }
    }
}
