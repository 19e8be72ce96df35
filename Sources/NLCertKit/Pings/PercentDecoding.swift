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
    /// to decode. The rounds work on byte buffers; one string is made at the end.
    static func decodeUntilStable(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard var current = round(bytes) else { return nil }
        var rounds = 1
        while rounds < maxRounds, let next = current.withUnsafeBufferPointer(round) {
            current = next
            rounds += 1
        }
        // Every applied round was checked to be valid UTF-8.
        return String(decoding: current, as: UTF8.self)
    }

    /// One round of decoding, or `nil` when there is nothing to decode or the result would
    /// not be valid UTF-8.
    static func decodeOnce(_ s: String) -> String? {
        var s = s
        s.makeContiguousUTF8()
        return s.utf8.withContiguousStorageIfAvailable { round($0).map { String(decoding: $0, as: UTF8.self) } } ?? nil
    }

    /// One round on bytes: the decoded bytes, or `nil` when there is no escape to decode or
    /// the result is not valid UTF-8.
    private static func round(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let n = bytes.count
        var firstPercent = -1
        var i = 0
        while i + 2 < n {
            if bytes[i] == 0x25, hexValue(bytes[i + 1]) != nil, hexValue(bytes[i + 2]) != nil {
                firstPercent = i
                break
            }
            i += 1
        }
        guard firstPercent >= 0 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(n)
        out.append(contentsOf: bytes[0..<firstPercent])
        var ascii = true
        i = firstPercent
        while i < n {
            let b = bytes[i]
            if b == 0x25, i + 2 < n, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) {
                let d = hi << 4 | lo
                if d >= 0x80 { ascii = false }
                out.append(d)
                i += 3
            } else {
                if b >= 0x80 { ascii = false }
                out.append(b)
                i += 1
            }
        }
        if !ascii, String(validating: out, as: UTF8.self) == nil { return nil }
        return out
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
