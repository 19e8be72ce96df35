/// Positions of the parameters the timeline and rules read on every ping (`ai`, `c64`,
/// `davty`, …), found in one pass when a ping's parameters are set, so that reading them does
/// not scan ~90 parameters each time.
struct HotParameterIndex: Sendable, Hashable {
    static let keys = [
        "ai", "tl", "cg", "sd", "at", "c3", "rt", "c16", "c27", "c51", "c52", "c59", "c61", "c64", "rnd", "davty",
        "evdata", "sessionId",
    ]
    /// For each of `keys`, the index of its first occurrence, or -1.
    private var slots: [Int32]

    /// An index with no hot parameter seen yet; fill it with `note`.
    init() {
        slots = [Int32](repeating: -1, count: Self.keys.count)
    }

    private init(slots: [Int32]) {
        self.slots = slots
    }

    /// The index of a ping without parameters; allocates nothing.
    static let empty = HotParameterIndex(slots: [])

    /// Records that parameter `index` has the hot key of `slot` (the first occurrence wins).
    mutating func note(slot: Int, index: Int) {
        if slots[slot] < 0 { slots[slot] = Int32(index) }
    }

    init(_ parameters: [PingParameter]) {
        var slots = [Int32](repeating: -1, count: Self.keys.count)
        for i in parameters.indices {
            if let s = parameters[i].withKeyUTF8(Self.slot(ofUTF8:)), slots[s] < 0 { slots[s] = Int32(i) }
        }
        self.slots = slots
    }

    /// The parameter index for `key`: `.some(nil)` when the key is hot but absent, `nil` when the
    /// key is not one this index tracks.
    func lookup(_ key: String) -> Int?? {
        guard let s = Self.slot(of: key) else { return nil }
        guard slots.indices.contains(s) else { return .some(nil) }
        let i = slots[s]
        return .some(i < 0 ? nil : Int(i))
    }

    /// The slot of a hot key. Keys up to 8 bytes are packed little-endian into an integer and
    /// switched on, which costs far less than a chain of string comparisons.
    static func slot(of key: String) -> Int? {
        var key = key
        return key.withUTF8(slot(ofUTF8:))
    }

    static func slot(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count <= 8 else {
            return bytes.count == 9 && "sessionId".utf8.elementsEqual(bytes) ? 17 : nil
        }
        var packed: UInt64 = 0
        for i in 0..<bytes.count { packed |= UInt64(bytes[i]) << (8 * UInt64(i)) }
        switch packed {
        case 0x6961: return 0  // ai
        case 0x6c74: return 1  // tl
        case 0x6763: return 2  // cg
        case 0x6473: return 3  // sd
        case 0x7461: return 4  // at
        case 0x3363: return 5  // c3
        case 0x7472: return 6  // rt
        case 0x363163: return 7  // c16
        case 0x373263: return 8  // c27
        case 0x313563: return 9  // c51
        case 0x323563: return 10  // c52
        case 0x393563: return 11  // c59
        case 0x313663: return 12  // c61
        case 0x343663: return 13  // c64
        case 0x646e72: return 14  // rnd
        case 0x7974766164: return 15  // davty
        case 0x617461647665: return 16  // evdata
        default: return nil
        }
    }
}
