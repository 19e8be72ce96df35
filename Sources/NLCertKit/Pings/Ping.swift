/// A captured request after classification, and — for DCR, session and metadata pings — its
/// decoded parameters. The output of the pings stage for every request of a capture.
public struct Ping: Sendable, Hashable {
    public var request: CapturedRequest
    public var kind: RequestKind
    public var scheme: String
    public var host: String {
        get { pieces.host }
        set { pieces.host = newValue }
    }
    public var path: String {
        get { pieces.path }
        set { pieces.path = newValue }
    }
    /// Host and path, as ranges of the URL where possible.
    private var pieces: URLPieces
    /// Decoded query parameters in wire order, duplicates kept. Filled for every Nielsen
    /// request with a query string; empty for other requests.
    /// Built from a compact table when read (see `ParameterTable`): read single values with
    /// `parameter(_:)` / `value(_:)`.
    public var parameters: [PingParameter] {
        get { table.parameters }
        set { table = ParameterTable(newValue) }
    }
    /// The parameters, as offsets into the URL.
    private var table: ParameterTable
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
        self.pieces = URLPieces(host: host, path: path)
        self.table = ParameterTable(parameters)
        self.events = events
        self.decodeProblems = decodeProblems
    }

    /// A ping of a split URL whose host and path point into the request's URL text.
    init(request: CapturedRequest, kind: RequestKind, url: RequestURL) {
        self.request = request
        self.kind = kind
        self.scheme = url.scheme
        // Rules read the host of Nielsen requests again and again: those keep their own strings.
        self.pieces = kind.isNielsen
            ? URLPieces(host: url.host, path: url.path)
            : URLPieces(url: request.url, host: url.host, hostRange: url.hostRange, path: url.path, pathRange: url.pathRange)
        self.table = ParameterTable()
        self.events = []
        self.decodeProblems = []
        self.port = url.port
    }

    /// Sets the parameter table the decoder built while splitting.
    mutating func setDecodedParameters(_ table: ParameterTable) {
        self.table = table
    }

    /// How many parameters the ping has, without building them.
    public var parameterCount: Int { table.count }

    /// The first parameter with this key.
    public func parameter(_ key: String) -> PingParameter? {
        table.parameter(key)
    }

    /// Whether a parameter with this key is present, without building it.
    public func hasParameter(_ key: String) -> Bool {
        table.contains(key)
    }

    /// The meaningful value of a parameter (the pair value for `cNN=name,value`), or `nil`
    /// when the key is absent.
    public func value(_ key: String) -> String? {
        table.value(key)
    }

    /// The value as an integer, when present and numeric.
    public func int(_ key: String) -> Int? {
        table.int(key)
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

    public var media: PingMedia { PingMedia(rt: value("rt")) }

    public var sdkFamily: SDKFamily { SDKFamily(sdkVersion: value("c16")) }

    /// Seconds used to order pings: `createtm` when present, else the capture time.
    public var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return request.time.map { $0.epochSeconds }
    }
}
