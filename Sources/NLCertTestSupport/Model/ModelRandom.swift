/// The model's source of randomness: SplitMix64 (Steele, Lea and Flood), small and fully
/// determined by its seed, so a generated flow is reproduced from `(seed, index)` alone on
/// every machine and Swift version (the standard library's generator is neither).
public struct ModelRandom: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The generator for flow number `index` of a run seeded `seed`: each flow has its own
    /// stream, so a flow can be regenerated without the ones before it.
    public init(seed: UInt64, index: Int) {
        var mixer = ModelRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (closed), nearly uniform (the modulo bias is below 2^-40 for
    /// the small ranges the model uses).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < p
    }

    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
