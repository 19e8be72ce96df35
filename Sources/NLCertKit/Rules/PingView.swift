/// A ping as the check functions read it: the decoded `Ping` plus the values of the hot
/// parameters (`HotParameterIndex.keys`: the ones rules look at), taken from the index the
/// decoder built instead of one search per rule and lookup. Shared by reference across the
/// rules of a scope.
public final class PingView: Sendable {
    /// The ping (a `Ping` copy is one reference: its fields live in a shared box).
    public let ping: Ping
    /// The cached keys' values (`HotParameterIndex.keys` up to `cachedKeyCount`) in slot order;
    /// `nil` for a view that reads through to the ping.
    private let values: [String?]?
    /// The ping's `evdata` events, read once for the rules of a session (a ping parses them on
    /// every read); `nil` for a view that reads through to the ping.
    private let cachedEvents: [PingEvent]?

    /// A view with the hot values cached: for pings many rules read.
    public init(_ ping: Ping) {
        self.ping = ping
        self.values = ping.hotValues(HotParameterIndex.cachedKeyCount)
        self.cachedEvents = ping.events
    }

    /// A cached view of the ping that follows `previous` in a session: values whose bytes are
    /// unchanged (most of a session's metadata) share `previous`'s strings, and with `frames`
    /// the values of its frame are the frame's strings.
    init(_ ping: Ping, after previous: PingView?, frames: FrameValueMemo? = nil) {
        self.ping = ping
        let earlier = previous.flatMap { p in p.values.map { (ping: p.ping, values: $0) } }
        self.values = ping.hotValues(HotParameterIndex.cachedKeyCount, previous: earlier, frames: frames)
        self.cachedEvents = ping.events
    }

    /// A view that caches nothing and reads every value from the ping: for the capture scope,
    /// where each rule walks all requests once, so a cache would cost memory for no reuse.
    init(readingThrough ping: Ping) {
        self.ping = ping
        self.values = nil
        self.cachedEvents = nil
    }

    /// A parameter key resolved once for reads on many views (a rule's fields, per session).
    public struct Key: Sendable {
        public let name: String
        let slot: Int?
        public init(_ name: String) {
            self.name = name
            slot = HotParameterIndex.slot(of: name).flatMap { $0 < HotParameterIndex.cachedKeyCount ? $0 : nil }
        }
    }

    /// `value(key.name)`, without looking the key up again.
    public func value(_ key: Key) -> String? {
        if let values, let i = key.slot { return values[i] }
        return ping.value(key.name)
    }

    /// Like `Ping.value`: the first parameter with this key (pair value for pairs).
    public func value(_ key: String) -> String? {
        if let values, let i = HotParameterIndex.slot(of: key), i < values.count { return values[i] }
        return ping.value(key)
    }

    /// The value of the hot key in `slot` (a cached one: a rule key).
    private func hot(_ slot: HotSlot) -> String? {
        if let values { return values[slot.rawValue] }
        return ping.value(slot.key)
    }

    public func int(_ key: String) -> Int? { value(key).flatMap(PlausibleNumber.parse) }
    /// Whether the key is present at all.
    public func has(_ key: String) -> Bool {
        if let values, let i = HotParameterIndex.slot(of: key), i < values.count { return values[i] != nil }
        return ping.hasParameter(key)
    }

    public var request: CapturedRequest { ping.request }
    public var url: String { ping.url }
    var urlByteCount: Int { ping.urlByteCount }
    public var format: SourceFormat { ping.format }
    public var capturedTime: Timestamp? { ping.capturedTime }
    public var location: SourceLocation { ping.location }
    public var status: Int? { ping.status }
    public var failure: String? { ping.failure }
    public var isTunnel: Bool { ping.isTunnel }
    var cutByLog: Bool { ping.cutByLog }
    public var ordinal: Int { ping.ordinal }
    public var kind: RequestKind { ping.kind }
    public var host: String { ping.host }
    public var scheme: String { ping.scheme }
    public var events: [PingEvent] { cachedEvents ?? ping.events }
    public var parameters: [PingParameter] { ping.parameters }
    public var decodeProblems: [String] { ping.decodeProblems }

    public var assetID: String? { hot(.assetID) }
    public var program: String? { hot(.program) }
    var startTime: Int? { hot(.startTime).flatMap(PlausibleNumber.parse) }
    var createTime: Int? { hot(.createTime).flatMap(PlausibleNumber.parse) }
    var creditedSeconds: Int? { hot(.creditedSeconds).flatMap(PlausibleNumber.parse) }
    var adSeconds: Int? { hot(.adSeconds).flatMap(PlausibleNumber.parse) }
    var adCount: Int? { hot(.adCount).flatMap(PlausibleNumber.parse) }
    var durationType: Int? { hot(.durationType).flatMap(PlausibleNumber.parse) }
    var isViewPing: Bool { hot(.pingType) == "view" }
    var isAdPing: Bool { hot(.streamType) == "a" }

    var media: PingMedia { PingMedia(rt: hot(.mediaType)) }

    var sdkFamily: SDKFamily { SDKFamily(sdkVersion: value("c16")) }

    var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return capturedTime.map { $0.epochSeconds }
    }
}
