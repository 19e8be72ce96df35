/// The hot parameters by name: the DCR ping keys the timeline and the rules read on nearly every
/// ping (`HotParameterIndex` finds them while the decoder splits the query; `PingView` caches
/// the first `HotParameterIndex.cachedKeyCount`). The raw value is the slot: the position in
/// `HotParameterIndex.keys`, so the order of the cases is the order of the slots.
enum HotSlot: Int, CaseIterable, Sendable {
    // Read on nearly every ping by the built-in rules: cached by `PingView`.
    case assetID, title, program, length, streamType, appID, creditedSeconds, adSeconds, adCount, fullEpisode
    case airDate, adLoadType, isLive, createTime, startTime, ottFlag, mediaType, pingType, durationType, optOut
    // Indexed, read from the ping when asked.
    case sdkVersion, ottType, crediting, cacheBuster, section, segmentA, segmentB, segmentC, crossID1, crossID2
    case viewingSession, events, appSession

    /// The parameter's key in the ping URL.
    var key: String {
        switch self {
        case .assetID: "ai"
        case .title: "tl"
        case .program: "cg"
        case .length: "sd"
        case .streamType: "c3"
        case .appID: "c13"
        case .creditedSeconds: "c27"
        case .adSeconds: "c51"
        case .adCount: "c52"
        case .fullEpisode: "c53"
        case .airDate: "c54"
        case .adLoadType: "c57"
        case .isLive: "c58"
        case .createTime: "c61"
        case .startTime: "c64"
        case .ottFlag: "c71"
        case .mediaType: "rt"
        case .pingType: "at"
        case .durationType: "davty"
        case .optOut: "uoo"
        case .sdkVersion: "c16"
        case .ottType: "c72"
        case .crediting: "cr"
        case .cacheBuster: "rnd"
        case .section: "asn"
        case .segmentA: "c32"
        case .segmentB: "c33"
        case .segmentC: "c34"
        case .crossID1: "c36"
        case .crossID2: "c37"
        case .viewingSession: "c59"
        case .events: "evdata"
        case .appSession: "sessionId"
        }
    }

    /// The slot of a hot key given as UTF-8. Keys up to 8 bytes are packed little-endian into an
    /// integer and switched on, which costs far less than a chain of string comparisons.
    @inline(__always)
    init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 8 else {
            // The one longer hot key, `sessionId`: its first eight bytes packed, then the `d`.
            guard bytes.count == 9, bytes[8] == UInt8(ascii: "d") else { return nil }
            var packed: UInt64 = 0
            for i in 0..<8 { packed |= UInt64(bytes[i]) << (8 * UInt64(i)) }
            guard packed == Self.sessionIdHead else { return nil }
            self = .appSession
            return
        }
        var packed: UInt64 = 0
        for i in 0..<bytes.count { packed |= UInt64(bytes[i]) << (8 * UInt64(i)) }
        guard let slot = Self.slot(packed: packed) else { return nil }
        self = slot
    }

    /// `sessionI`, packed as `init(utf8:)` packs a key.
    private static let sessionIdHead: UInt64 = "sessionI".utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) }

    /// The slot of a key of up to 8 bytes packed little-endian (`0x6961` is `ai`).
    @inline(__always)
    private static func slot(packed: UInt64) -> HotSlot? {
        switch packed {
        case 0x6961: .assetID  // ai
        case 0x6c74: .title  // tl
        case 0x6763: .program  // cg
        case 0x6473: .length  // sd
        case 0x3363: .streamType  // c3
        case 0x333163: .appID  // c13
        case 0x373263: .creditedSeconds  // c27
        case 0x313563: .adSeconds  // c51
        case 0x323563: .adCount  // c52
        case 0x333563: .fullEpisode  // c53
        case 0x343563: .airDate  // c54
        case 0x373563: .adLoadType  // c57
        case 0x383563: .isLive  // c58
        case 0x313663: .createTime  // c61
        case 0x343663: .startTime  // c64
        case 0x313763: .ottFlag  // c71
        case 0x7472: .mediaType  // rt
        case 0x7461: .pingType  // at
        case 0x7974766164: .durationType  // davty
        case 0x6f6f75: .optOut  // uoo
        case 0x363163: .sdkVersion  // c16
        case 0x323763: .ottType  // c72
        case 0x7263: .crediting  // cr
        case 0x646e72: .cacheBuster  // rnd
        case 0x6e7361: .section  // asn
        case 0x323363: .segmentA  // c32
        case 0x333363: .segmentB  // c33
        case 0x343363: .segmentC  // c34
        case 0x363363: .crossID1  // c36
        case 0x373363: .crossID2  // c37
        case 0x393563: .viewingSession  // c59
        case 0x617461647665: .events  // evdata
        default: nil
        }
    }
}
