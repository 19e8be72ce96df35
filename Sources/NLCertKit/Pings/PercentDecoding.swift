/// Percent-decoding as nlcert needs it for pings: `+` stays `+` (Nielsen encodes spaces as
/// `%20`), a `%` not followed by two hex digits stays literal, and values encoded twice or more
/// (`Ad%2520preroll`) are decoded until they stop changing.
public enum PercentDecoding {
    /// Rounds of decoding tried at most; real pings need two.
    public static let maxRounds = 4

    /// Decodes `raw` until stable (bounded). A round whose result is not valid UTF-8 is not
    /// applied, so the value never gains replacement characters.
    public static func decodeUntilStable(_ raw: String) -> String {
        var current = raw
        var rounds = 0
        while rounds < maxRounds, let next = decodeOnce(current) {
            current = next
            rounds += 1
        }
        return current
    }

    /// One round of decoding, or `nil` when there is nothing to decode or the result would
    /// not be valid UTF-8.
    public static func decodeOnce(_ s: String) -> String? {
        var s = s
        s.makeContiguousUTF8()
        return s.utf8.withContiguousStorageIfAvailable { decode($0) } ?? nil
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
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
        i = firstPercent
        while i < n {
            let b = bytes[i]
            if b == 0x25, i + 2 < n, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) {
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(b)
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self)
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
