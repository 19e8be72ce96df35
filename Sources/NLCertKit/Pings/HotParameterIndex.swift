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

    /// For each of `keys`, the index of its first occurrence, or `absent`; `nil` when an index
    /// did not fit in 16 bits (only parameters given whole can be that many: a decoded URL is
    /// at most `ParameterTable.maxTextBytes` long) — then nothing is tracked and readers search.
    /// Sixteen bits, not 32: every ping keeps one of these.
    private var slots: [UInt16]?
    private static let absent = UInt16.max

    /// An index with no hot parameter seen yet; fill it with `note`.
    init() {
        slots = [UInt16](repeating: Self.absent, count: Self.count)
    }

    private init(slots: [UInt16]?) {
        self.slots = slots
    }

    /// The index of a ping without parameters; allocates nothing.
    static let empty = HotParameterIndex(slots: [])

    /// Whether the index knows where each hot key is (see `slots`).
    var isTracked: Bool { slots != nil }

    /// Records that parameter `index` has the hot key of `slot` (the first occurrence wins).
    mutating func note(slot: Int, index: Int) {
        // Read through `self.slots` (no local copy, which would make the write copy the array).
        guard let n = slots?.count, slot >= 0, slot < n, slots?[slot] == Self.absent else { return }
        if index >= 0, index < Int(Self.absent) {
            self.slots?[slot] = UInt16(index)
        } else {
            self.slots = nil
        }
    }

    init(_ parameters: [PingParameter]) {
        self.init()
        for i in parameters.indices {
            if let s = parameters[i].withKeyUTF8(Self.slot(ofUTF8:)) { note(slot: s, index: i) }
        }
    }

    /// The parameter index for `key`: `.some(nil)` when the key is hot but absent, `nil` when the
    /// key is not one this index tracks.
    func lookup(_ key: String) -> Int?? {
        guard isTracked, let s = Self.slot(of: key) else { return nil }
        return .some(index(slot: s))
    }

    /// The parameter index of the hot key in `slot`, or `nil` when the ping lacks it (or the
    /// index is not tracked: ask `isTracked` first).
    func index(slot: Int) -> Int? {
        guard let slots, slots.indices.contains(slot) else { return nil }
        let i = slots[slot]
        return i == Self.absent ? nil : Int(i)
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
