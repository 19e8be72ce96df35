/// Positions of the parameters the timeline and the rules read on every ping (`ai`, `c64`,
/// `davty`, …), found while the decoder splits the query, so that reading one never scans the
/// ~90 parameters of a ping. `PingView` caches exactly these keys' values.
struct HotParameterIndex: Sendable, Hashable {
    /// The hot keys, in slot order: the DCR ping format's identity, content, ad, timing and event
    /// fields. The first `cachedKeyCount` are the ones the built-in rules read on nearly every
    /// ping (counted on the benchmark's capture), so `PingView` caches exactly those.
    static let keys = [
        "ai", "tl", "cg", "sd", "c3", "c13", "c27", "c51", "c52", "c53", "c54", "c57", "c58", "c61", "c64", "c71",
        "rt", "at", "davty", "uoo",
        "c16", "c72", "cr", "rnd", "asn", "c32", "c33", "c34", "c36", "c37", "c59", "evdata", "sessionId",
    ]
    static var count: Int { keys.count }
    /// How many keys, from the start of `keys`, a `PingView` reads up front.
    static let cachedKeyCount = 20

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

    /// The slot of a hot key. Keys up to 8 bytes are packed little-endian into an integer and
    /// switched on, which costs far less than a chain of string comparisons.
    static func slot(of key: String) -> Int? {
        var key = key
        return key.withUTF8(slot(ofUTF8:))
    }

    static func slot(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= 8 else {
            return bytes.count == 9 && "sessionId".utf8.elementsEqual(bytes) ? 32 : nil
        }
        var packed: UInt64 = 0
        for i in 0..<bytes.count { packed |= UInt64(bytes[i]) << (8 * UInt64(i)) }
        switch packed {
        case 0x6961: return 0  // ai
        case 0x6c74: return 1  // tl
        case 0x6763: return 2  // cg
        case 0x6473: return 3  // sd
        case 0x3363: return 4  // c3
        case 0x333163: return 5  // c13
        case 0x373263: return 6  // c27
        case 0x313563: return 7  // c51
        case 0x323563: return 8  // c52
        case 0x333563: return 9  // c53
        case 0x343563: return 10  // c54
        case 0x373563: return 11  // c57
        case 0x383563: return 12  // c58
        case 0x313663: return 13  // c61
        case 0x343663: return 14  // c64
        case 0x313763: return 15  // c71
        case 0x7472: return 16  // rt
        case 0x7461: return 17  // at
        case 0x7974766164: return 18  // davty
        case 0x6f6f75: return 19  // uoo
        case 0x363163: return 20  // c16
        case 0x323763: return 21  // c72
        case 0x7263: return 22  // cr
        case 0x646e72: return 23  // rnd
        case 0x6e7361: return 24  // asn
        case 0x323363: return 25  // c32
        case 0x333363: return 26  // c33
        case 0x343363: return 27  // c34
        case 0x363363: return 28  // c36
        case 0x373363: return 29  // c37
        case 0x393563: return 30  // c59
        case 0x617461647665: return 31  // evdata
        default: return nil
        }
    }
}
