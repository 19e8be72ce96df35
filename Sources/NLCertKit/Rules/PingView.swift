/// A ping as the check functions read it: the decoded `Ping` plus the values of the
/// parameters rules look at, found in one pass over its parameters instead of one linear
/// search per rule and lookup. Shared by reference across rules and scopes.
public final class PingView: Sendable {
    /// The parameters cached, by key; any other key falls back to `Ping.value`.
    static let cachedKeys: [String] = [
        "ai", "tl", "cg", "sd", "c3", "c13", "c16", "c27", "c51", "c52", "c53", "c54", "c57", "c58", "c61", "c64",
        "c71", "c72", "rt", "at", "davty", "uoo", "cr", "rnd", "asn", "c32", "c33", "c34", "c36", "c37", "c59",
    ]
    /// The cache slot of a key, or `nil` when the key is not cached.
    static func slotOf(_ key: String) -> Int? {
        let u = key.utf8
        guard u.count >= 2, u.count <= 5 else { return nil }
        var packed: UInt64 = 0
        var shift: UInt64 = 0
        for b in u {
            packed |= UInt64(b) << shift
            shift += 8
        }
        return slotOf(packed: packed)
    }

    @inline(__always)
    static func slotOf(packed: UInt64) -> Int? {
        switch packed {
        case 0x6961: return 0  // ai
        case 0x6c74: return 1  // tl
        case 0x6763: return 2  // cg
        case 0x6473: return 3  // sd
        case 0x3363: return 4  // c3
        case 0x333163: return 5  // c13
        case 0x363163: return 6  // c16
        case 0x373263: return 7  // c27
        case 0x313563: return 8  // c51
        case 0x323563: return 9  // c52
        case 0x333563: return 10  // c53
        case 0x343563: return 11  // c54
        case 0x373563: return 12  // c57
        case 0x383563: return 13  // c58
        case 0x313663: return 14  // c61
        case 0x343663: return 15  // c64
        case 0x313763: return 16  // c71
        case 0x323763: return 17  // c72
        case 0x7472: return 18  // rt
        case 0x7461: return 19  // at
        case 0x7974766164: return 20  // davty
        case 0x6f6f75: return 21  // uoo
        case 0x7263: return 22  // cr
        case 0x646e72: return 23  // rnd
        case 0x6e7361: return 24  // asn
        case 0x323363: return 25  // c32
        case 0x333363: return 26  // c33
        case 0x343363: return 27  // c34
        case 0x363363: return 28  // c36
        case 0x373363: return 29  // c37
        case 0x393563: return 30  // c59
        default: return nil
        }
    }

    public let ping: Ping
    private let values: [String?]

    public init(_ ping: Ping) {
        self.ping = ping
        // The pings stage reads single values straight from the URL's bytes (its most-read keys
        // through an index), so asking for the cached keys one by one is far cheaper than
        // materialising all ~90 parameters of the ping.
        self.values = Self.cachedKeys.map { ping.value($0) }
    }

    /// Like `Ping.value`: the first parameter with this key (pair value for pairs).
    public func value(_ key: String) -> String? {
        if let i = Self.slotOf(key) { return values[i] }
        return ping.value(key)
    }

    public func int(_ key: String) -> Int? { value(key).flatMap { Int($0) } }
    /// Whether the key is present at all.
    public func has(_ key: String) -> Bool {
        if let i = Self.slotOf(key) { return values[i] != nil }
        return ping.parameter(key) != nil
    }

    public var request: CapturedRequest { ping.request }
    public var kind: RequestKind { ping.kind }
    public var host: String { ping.host }
    public var scheme: String { ping.scheme }
    public var events: [PingEvent] { ping.events }
    public var parameters: [PingParameter] { ping.parameters }
    public var decodeProblems: [String] { ping.decodeProblems }

    public var assetID: String? { values[0] }
    public var program: String? { values[2] }
    public var startTime: Int? { values[15].flatMap { Int($0) } }
    public var createTime: Int? { values[14].flatMap { Int($0) } }
    public var creditedSeconds: Int? { values[7].flatMap { Int($0) } }
    public var adSeconds: Int? { values[8].flatMap { Int($0) } }
    public var adCount: Int? { values[9].flatMap { Int($0) } }
    public var durationType: Int? { values[20].flatMap { Int($0) } }
    public var isViewPing: Bool { values[19] == "view" }
    public var isAdPing: Bool { values[4] == "a" }

    public var media: PingMedia { PingMedia(rt: values[18]) }

    public var sdkFamily: SDKFamily { SDKFamily(sdkVersion: values[6]) }

    public var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return request.time.map { $0.epochSeconds }
    }
}
