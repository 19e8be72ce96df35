/// A ping as the check functions read it: the decoded `Ping` plus the values of the
/// parameters rules look at, found in one pass over its parameters instead of one linear
/// search per rule and lookup. Shared by reference across rules and scopes.
public final class PingView: Sendable {
    /// The parameters cached, by key; any other key falls back to `Ping.value`.
    static let cachedKeys: [String] = [
        "ai", "tl", "cg", "sd", "c3", "c13", "c16", "c27", "c51", "c52", "c53", "c54", "c57", "c58", "c61", "c64",
        "c71", "c72", "rt", "at", "davty", "uoo", "cr", "rnd", "asn", "c32", "c33", "c34", "c36", "c37", "c59",
    ]
    static let slot: [String: Int] = Dictionary(uniqueKeysWithValues: cachedKeys.enumerated().map { ($0.element, $0.offset) })

    /// Slots of `cNN` keys by their number (-1: not cached).
    static let numbered: [Int] = {
        var table = [Int](repeating: -1, count: 100)
        for (i, key) in cachedKeys.enumerated() where key.first == "c" {
            if let n = Int(key.dropFirst()), n < 100 { table[n] = i }
        }
        return table
    }()

    /// The cache slot of a key without hashing it: `c` + one or two digits by number, the few
    /// others by dictionary.
    @inline(__always)
    static func slotOf(_ key: String) -> Int? {
        let u = key.utf8
        if u.count == 2 || u.count == 3, u.first == UInt8(ascii: "c") {
            var n = 0
            for b in u.dropFirst() {
                guard b >= 48 && b <= 57 else { return slot[key] }
                n = n * 10 + Int(b - 48)
            }
            let i = numbered[n]
            return i >= 0 ? i : nil
        }
        switch key {
        case "ai": return 0
        case "tl": return 1
        case "cg": return 2
        case "sd": return 3
        case "rt": return 18
        case "at": return 19
        case "davty": return 20
        case "uoo": return 21
        case "cr": return 22
        case "rnd": return 23
        case "asn": return 24
        default: return nil
        }
    }

    public let ping: Ping
    private let values: [String?]

    public init(_ ping: Ping) {
        self.ping = ping
        var values = [String?](repeating: nil, count: Self.cachedKeys.count)
        let params = ping.parameters
        for k in params.indices {
            if let i = Self.slotOf(params[k].key), values[i] == nil { values[i] = params[k].pairValue ?? params[k].value }
        }
        self.values = values
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

    public var assetID: String? { value("ai") }
    public var program: String? { value("cg") }
    public var startTime: Int? { int("c64") }
    public var createTime: Int? { int("c61") }
    public var creditedSeconds: Int? { int("c27") }
    public var adSeconds: Int? { int("c51") }
    public var adCount: Int? { int("c52") }
    public var durationType: Int? { int("davty") }
    public var isViewPing: Bool { value("at") == "view" }
    public var isAdPing: Bool { value("c3") == "a" }

    public var media: PingMedia {
        switch value("rt") {
        case "video": return .video
        case "audio": return .audio
        case "text": return .staticPage
        default: return .unknown
        }
    }

    public var sdkFamily: SDKFamily {
        let v = value("c16") ?? ""
        if v.hasPrefix("ai.") { return .iOS }
        if v.hasPrefix("aa.") { return .android }
        if v.hasPrefix("bj.") { return .browser }
        return .unknown
    }

    public var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return request.time.map { $0.epochSeconds }
    }
}
