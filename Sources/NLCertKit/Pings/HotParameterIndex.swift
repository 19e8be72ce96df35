/// Positions of the parameters the timeline and the rules read on every ping (`ai`, `c64`,
/// `davty`, …), found while the decoder splits the query, so that reading one never scans the
/// ~90 parameters of a ping. `PingView` caches exactly these keys' values.
struct HotParameterIndex: Sendable {
    /// The hot keys, in slot order (`HotSlot`): the DCR ping format's identity, content, ad, timing
    /// and event fields. The first `cachedKeyCount` are the ones the built-in rules read on nearly
    /// every ping (counted on the benchmark's capture), so `PingView` caches exactly those.
    static let keys = HotSlot.allCases.map(\.key)
    static var count: Int { keys.count }
    /// How many keys, from the start of `keys`, a `PingView` reads up front: through `uoo`.
    static let cachedKeyCount = HotSlot.optOut.rawValue + 1

    /// For each of `keys`, the index of its first occurrence, or `absent`, at `start…start +
    /// count` of `storage`; `nil` when an index did not fit in 16 bits (only parameters given
    /// whole can be that many: a decoded URL is at most `ParameterTable.maxTextBytes` long) —
    /// then nothing is tracked and readers search. Sixteen bits, not 32: every ping keeps one of
    /// these. A decoded ping's slots sit at the end of its parameter offsets (`ParameterTable`),
    /// so the index costs no allocation of its own.
    private var storage: [UInt16]?
    private var start: Int
    static let absent = UInt16.max

    /// An index with no hot parameter seen yet; fill it with `note`.
    init() {
        storage = [UInt16](repeating: Self.absent, count: Self.count)
        start = 0
    }

    private init(slots: [UInt16]?) {
        storage = slots
        start = 0
    }

    /// The index whose slots are `storage[start ..< start + count]` (shared, not copied).
    init(sharing storage: [UInt16], from start: Int) {
        self.storage = storage
        self.start = start
    }

    /// The index of a ping without parameters; allocates nothing.
    static let empty = HotParameterIndex(slots: [])

    /// Whether the index knows where each hot key is (see `storage`).
    var isTracked: Bool { storage != nil }

    /// Records that parameter `index` has the hot key of `slot` (the first occurrence wins).
    mutating func note(slot: Int, index: Int) {
        // Read through `self.storage` (no local copy, which would make the write copy the array).
        let at = start + slot
        guard let n = storage?.count, slot >= 0, slot < Self.count, at < n, storage?[at] == Self.absent else {
            return
        }
        if index >= 0, index < Int(Self.absent) {
            self.storage?[at] = UInt16(index)
        } else {
            self.storage = nil
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
        guard let storage, slot >= 0, slot < Self.count, start + slot < storage.count else { return nil }
        let i = storage[start + slot]
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
