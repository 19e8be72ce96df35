/// Positions of the parameters the timeline and the rules read on every ping (`ai`, `c64`,
/// `davty`, …), found while the decoder splits the query, so that reading one never scans the
/// ~90 parameters of a ping. `PingView` caches exactly these keys' values.
struct HotParameterIndex: Sendable, Hashable {
    /// The hot keys, in slot order (`HotSlot`): the DCR ping format's identity, content, ad, timing
    /// and event fields. The first `cachedKeyCount` are the ones the built-in rules read on nearly
    /// every ping (counted on the benchmark's capture), so `PingView` caches exactly those.
    static let keys = HotSlot.allCases.map(\.key)
    static var count: Int { keys.count }
    /// How many keys, from the start of `keys`, a `PingView` reads up front: through `uoo`.
    static let cachedKeyCount = HotSlot.optOut.rawValue + 1

    /// For each of `keys`, the index of its first occurrence, or -1.
    private var slots: [Int32]

    /// An index with no hot parameter seen yet; fill it with `note`.
    init() {
        slots = [Int32](repeating: -1, count: Self.count)
    }

    private init(slots: [Int32]) {
        self.slots = slots
    }

    /// The index of a ping without parameters; allocates nothing.
    static let empty = HotParameterIndex(slots: [])

    /// Records that parameter `index` has the hot key of `slot` (the first occurrence wins).
    mutating func note(slot: Int, index: Int) {
        if slots[slot] < 0, index <= Int(Int32.max) { slots[slot] = Int32(index) }
    }

    init(_ parameters: [PingParameter]) {
        var slots = [Int32](repeating: -1, count: Self.count)
        for i in parameters.indices {
            if let s = parameters[i].withKeyUTF8(Self.slot(ofUTF8:)), slots[s] < 0 { slots[s] = Int32(i) }
        }
        self.slots = slots
    }

    /// The parameter index for `key`: `.some(nil)` when the key is hot but absent, `nil` when the
    /// key is not one this index tracks.
    func lookup(_ key: String) -> Int?? {
        guard let s = Self.slot(of: key) else { return nil }
        return .some(index(slot: s))
    }

    /// The parameter index of the hot key in `slot`, or `nil` when the ping lacks it.
    func index(slot: Int) -> Int? {
        guard slots.indices.contains(slot) else { return nil }
        let i = slots[slot]
        return i < 0 ? nil : Int(i)
    }

    /// The slot of a hot key (`HotSlot.rawValue`).
    static func slot(of key: String) -> Int? {
        var key = key
        return key.withUTF8(slot(ofUTF8:))
    }

    @inline(__always)
    static func slot(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        HotSlot(utf8: bytes)?.rawValue
    }
}
