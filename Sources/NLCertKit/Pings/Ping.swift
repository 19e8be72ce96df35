/// A captured request after classification, and — for DCR, session and metadata pings — its
/// decoded parameters. The output of the pings stage for every request of a capture.
public struct Ping: Sendable, Hashable {
    public var request: CapturedRequest
    public var kind: RequestKind
    public var scheme: String
    public var host: String
    public var path: String
    /// Decoded query parameters in wire order, duplicates kept. Filled for every Nielsen
    /// request with a query string; empty for other requests.
    public var parameters: [PingParameter] {
        get { storedParameters }
        set {
            storedParameters = newValue
            hot = HotParameterIndex(newValue)
        }
    }
    private var storedParameters: [PingParameter]
    /// Where the most-read parameters sit in `parameters`.
    private var hot: HotParameterIndex
    /// `evdata` events, parsed (browser SDK duration pings).
    public var events: [PingEvent]
    /// Problems met while decoding (a truncated last parameter, a bad `evdata` item, …).
    public var decodeProblems: [String]
    /// The URL was cut off mid-parameter (a dangling `%x`, a last parameter without `=`, a DCR
    /// ping without its always-last `rnd`); `decodeProblems` says how. Rule NL004 reads this.
    public var isTruncated: Bool = false
    /// The port written in the URL, if any.
    public var port: Int?

    public init(
        request: CapturedRequest, kind: RequestKind, scheme: String, host: String, path: String,
        parameters: [PingParameter] = [], events: [PingEvent] = [], decodeProblems: [String] = []
    ) {
        self.request = request
        self.kind = kind
        self.scheme = scheme
        self.host = host
        self.path = path
        self.storedParameters = parameters
        self.hot = HotParameterIndex(parameters)
        self.events = events
        self.decodeProblems = decodeProblems
    }

    /// Sets parameters whose hot index the decoder already built while splitting.
    mutating func setDecodedParameters(_ parameters: [PingParameter], index: HotParameterIndex) {
        storedParameters = parameters
        hot = index
    }

    /// The first parameter with this key.
    public func parameter(_ key: String) -> PingParameter? {
        if let hit = hot.lookup(key) {
            guard let i = hit, storedParameters.indices.contains(i) else { return nil }
            return storedParameters[i]
        }
        return storedParameters.first(where: { $0.keyEquals(key) })
    }

    /// The meaningful value of a parameter (the pair value for `cNN=name,value`), or `nil`
    /// when the key is absent.
    public func value(_ key: String) -> String? {
        parameter(key)?.effectiveValue
    }

    /// The value as an integer, when present and numeric.
    public func int(_ key: String) -> Int? {
        value(key).flatMap { Int($0) }
    }

    // Names for the fields the timeline and rules use most (pings.md §3).
    public var assetID: String? { value("ai") }
    public var title: String? { value("tl") }
    public var program: String? { value("cg") }
    public var appSessionID: String? { value("sessionId") }
    public var viewingSessionID: String? { value("c59") }
    public var startTime: Int? { int("c64") }
    public var createTime: Int? { int("c61") }
    public var creditedSeconds: Int? { int("c27") }
    public var adSeconds: Int? { int("c51") }
    public var adCount: Int? { int("c52") }
    public var durationType: Int? { int("davty") }
    public var isViewPing: Bool { value("at") == "view" }
    /// `c3=st,a`: an App SDK ad ping.
    public var isAdPing: Bool { value("c3") == "a" }
    /// The random cache buster (`rnd`), the usual key for matching a ping seen twice.
    public var rnd: String? { value("rnd") }
    /// When the ping was sent, in epoch seconds on the capture's clock: the capture time when
    /// the capture recorded one, else `createtm` (whole seconds, the SDK's clock).
    public var time: Double? {
        if let t = request.time { return t.epochSeconds }
        return createTime.map(Double.init)
    }

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

    /// Seconds used to order pings: `createtm` when present, else the capture time.
    public var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return request.time.map { $0.epochSeconds }
    }
}
