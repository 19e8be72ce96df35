/// FNV-1a, 64-bit: a small hash that is the same on every platform and run (Swift's `Hasher`
/// is seeded per process), for fingerprints built from stable identity.
enum StableHash {
    /// The hash as 16 lower-case hex digits. Every finding's fingerprint is one: the bytes are
    /// read in place and the digits written straight into the string.
    static func hex(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var text = s
        text.withUTF8 { bytes in
            for b in bytes {
                h ^= UInt64(b)
                h = h &* 0x0000_0100_0000_01B3
            }
        }
        return String(unsafeUninitializedCapacity: 16) { out in
            for k in 0..<16 { out[k] = hexDigits[Int((h >> UInt64(60 - 4 * k)) & 0xF)] }
            return 16
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
