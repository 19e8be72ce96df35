/// FNV-1a, 64-bit: a small hash that is the same on every platform and run (Swift's `Hasher`
/// is seeded per process), for fingerprints built from stable identity.
enum StableHash {
    static func hex(_ s: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in s.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        let digits = String(h, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
