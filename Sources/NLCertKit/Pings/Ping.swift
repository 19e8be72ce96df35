/// A captured request after classification, and — for DCR, session and metadata pings — its
/// decoded parameters. The output of the pings stage for every request of a capture.
public struct Ping: Sendable, Hashable {
    /// The fields live in one shared, copy-on-write box: a timeline, its sessions and the rule
    /// engine pass pings around by value thousands of times, and a copy is then one reference
    /// count instead of one per string and array inside.
    private var box: Box

    private final class Box: @unchecked Sendable {
        // Mutated only through `Ping`'s setters, and only when this box is not shared.
        // A class keeps its fields in the order written: the one-byte ones fill the request's
        // tail padding and the port the table's, so that a box (one per ping) takes a 208-byte
        // block of memory rather than a 224-byte one.
        var request: CapturedRequest
        var kind: RequestKind
        var isTruncated: Bool
        /// Whether `evdata` holds an end event, as the decoder found reading it for its problems;
        /// `nil` when no decoder did (also one byte of the request's tail padding).
        var evdataHasEnd: Bool?
        /// Scheme, host and path, behind one reference (shared by the pings to one place).
        var pieces: URLPieces
        /// Events given as such (a saved report, a test); `nil` for a decoded ping, whose events
        /// are read from its `evdata` when asked.
        var events: [PingEvent]?
        var decodeProblems: [String]
        var table: ParameterTable
        /// The port, `Ping.noPort` for none: after the table, in the four bytes its tag leaves.
        var port: Int32

        init(
            request: CapturedRequest, kind: RequestKind, pieces: URLPieces, table: ParameterTable,
            events: [PingEvent]?, decodeProblems: [String], isTruncated: Bool, port: Int32
        ) {
            self.request = request
            self.kind = kind
            self.pieces = pieces
            self.table = table
            self.events = events
            self.decodeProblems = decodeProblems
            self.isTruncated = isTruncated
            self.port = port
        }

        func copy() -> Box {
            let box = Box(
                request: request, kind: kind, pieces: pieces, table: table, events: events,
                decodeProblems: decodeProblems, isTruncated: isTruncated, port: port)
            box.evdataHasEnd = evdataHasEnd
            return box
        }
    }

    /// The box, made unique first: call before any mutation.
    private var unique: Box {
        mutating get {
            if !isKnownUniquelyReferenced(&box) { box = box.copy() }
            return box
        }
    }

    /// The request as captured. A ping held as a delta of an earlier one (`QueryDelta`) keeps
    /// its request without the URL, which is rebuilt here: read `url`, `format`, `location` and
    /// the other fields through their own accessors where only they are needed.
    public var request: CapturedRequest {
        get {
            guard box.request.url.isEmpty, let delta = box.table.delta else { return box.request }
            var request = box.request
            request.url = delta.url
            return request
        }
        set { unique.request = newValue }
    }
    /// The request's URL as captured (rebuilt for a ping held as a delta).
    public var url: String {
        guard box.request.url.isEmpty, let delta = box.table.delta else { return box.request.url }
        return delta.url
    }
    /// The URL's length in UTF-8 bytes, without rebuilding it.
    var urlByteCount: Int {
        guard box.request.url.isEmpty, let delta = box.table.delta else { return box.request.url.utf8.count }
        return delta.urlByteCount
    }
    /// The capture format the request came from.
    public var format: SourceFormat { box.request.format }
    /// When the capture recorded the request, if it did.
    public var capturedTime: Timestamp? { box.request.time }
    /// The request's HTTP status, when the capture records one.
    public var status: Int? { box.request.status }
    /// Why the request was not delivered, when the capture says so.
    public var failure: String? { box.request.failure }
    /// The request is a tunnel the proxy did not decrypt.
    public var isTunnel: Bool { box.request.isTunnel }
    /// The URL comes from a log line the log cut off.
    var cutByLog: Bool { box.request.cutByLog }
    /// The HTTP method.
    public var method: String { box.request.method }
    /// The request's order in its file (see `CapturedRequest.ordinal`).
    public var ordinal: Int { box.request.ordinal }
    /// Where the request was recorded, read from the box in place: through `request` a read
    /// copies the whole request first (five reference counts up and down per ping).
    public internal(set) var location: SourceLocation {
        get { box.request.location }
        set { unique.request.location = newValue }
    }
    /// Whether the request was recorded in `file`, compared in place (a read of `location`
    /// copies the file name's reference first).
    func isRecorded(in file: String) -> Bool { box.request.location.file == file }
    public var kind: RequestKind {
        get { box.kind }
        set { unique.kind = newValue }
    }
    public var scheme: String {
        get { box.pieces.scheme }
        set { unique.pieces.scheme = newValue }
    }
    public var host: String {
        get { box.pieces.host }
        set { unique.pieces.host = newValue }
    }
    public var path: String {
        get { box.pieces.path }
        set { unique.pieces.path = newValue }
    }
    /// Decoded query parameters in wire order, duplicates kept. Filled for every Nielsen
    /// request with a query string; empty for other requests.
    /// Built from a compact table when read (see `ParameterTable`): read single values with
    /// `parameter(_:)` / `value(_:)`.
    public var parameters: [PingParameter] {
        get { box.table.parameters }
        set {
            // The URL a delta held goes back into the request before the delta goes.
            if holdsURLAsDelta { unique.request.url = url }
            unique.table = ParameterTable(newValue)
            unique.evdataHasEnd = nil
        }
    }
    /// The parameters, as offsets into the URL.
    var table: ParameterTable { box.table }
    /// `evdata` events, parsed (browser SDK duration pings). A decoded ping parses them from
    /// its `evdata` on every read rather than keeping them (60 bytes a ping, 60 MB a million):
    /// readers that go over them more than once keep them (`PingView`).
    public var events: [PingEvent] {
        get { box.events ?? evdataEvents }
        set { unique.events = newValue }
    }

    /// The events of the ping's `evdata`, for the ping formats that carry it (as the decoder
    /// reads it: see `PingDecoder.decodeOne`).
    private var evdataEvents: [PingEvent] {
        // `evdata` is read as a value, not a built parameter, and an empty one (most pings'
        // `evdata=`) holds no events.
        guard Self.carriesEvdata(kind), let evdata = value(.events), !evdata.isEmpty else { return [] }
        return EvdataParser.parse(evdata).events
    }

    /// Whether the ping's events include an end (`ST`): as the decoder found it, or read now.
    var hasEndEvent: Bool {
        if let events = box.events { return events.contains { $0.kind == .end } }
        guard Self.carriesEvdata(kind) else { return false }
        if let known = box.evdataHasEnd { return known }
        guard let evdata = value(.events), !evdata.isEmpty else { return false }
        return Self.endEvent(in: evdata, parsed: nil)
    }

    /// Whether `evdata` (not empty) holds an end event. It is parsed only when it holds those
    /// two letters at all (an event's code is where the parser finds its kind), unless
    /// `parsed` already is.
    static func endEvent(in evdata: String, parsed: (events: [PingEvent], problems: [String])?) -> Bool {
        var evdata = evdata
        let mayHoldEnd = evdata.withUTF8 { b in
            b.count >= 2
                && (0..<(b.count - 1)).contains { b[$0] == UInt8(ascii: "S") && b[$0 + 1] == UInt8(ascii: "T") }
        }
        return mayHoldEnd && (parsed ?? EvdataParser.parse(evdata)).events.contains { $0.kind == .end }
    }

    /// Whether `evdata` holds an end event, as the decoder found it (see `hasEndEvent`).
    var evdataHasEnd: Bool? {
        get { box.evdataHasEnd }
        set { unique.evdataHasEnd = newValue }
    }

    /// Whether pings of this kind carry `evdata` events (the `gn` pings).
    static func carriesEvdata(_ kind: RequestKind) -> Bool {
        kind == .dcrPing || kind == .sessionPing || kind == .metadataPing
    }
    /// Problems met while decoding (a truncated last parameter, a bad `evdata` item, …).
    public var decodeProblems: [String] {
        get { box.decodeProblems }
        set { unique.decodeProblems = newValue }
    }
    /// The URL was cut off mid-parameter (a dangling `%x`, a last parameter without `=`, a DCR
    /// ping without its always-last `rnd`); `decodeProblems` says how. Rule NL004 reads this.
    public var isTruncated: Bool {
        get { box.isTruncated }
        set { unique.isTruncated = newValue }
    }
    /// The port written in the URL, if any.
    public var port: Int? {
        get { box.port == Self.noPort ? nil : Int(box.port) }
        set { unique.port = Self.stored(newValue) }
    }
    /// No port (a URL's port has at most five digits: any other value is out of reach).
    static let noPort = Int32.min

    /// A port as the box keeps it.
    private static func stored(_ port: Int?) -> Int32 { port.map { Int32(clamping: $0) } ?? noPort }

    public init(
        request: CapturedRequest, kind: RequestKind, scheme: String, host: String, path: String,
        parameters: [PingParameter] = [], events: [PingEvent] = [], decodeProblems: [String] = []
    ) {
        box = Box(
            request: request, kind: kind, pieces: URLPieces(scheme: scheme, host: host, path: path),
            table: ParameterTable(parameters), events: events, decodeProblems: decodeProblems, isTruncated: false,
            port: Self.noPort)
    }

    /// A ping of a split URL whose host and path point into the request's URL text. `previous`
    /// is a ping decoded just before, whose host and path this one shares when they are the same.
    init(request: CapturedRequest, kind: RequestKind, url: RequestURL, previous: Ping? = nil) {
        // Rules read the host of Nielsen requests again and again: those keep their own strings
        // (shared with the ping before when it went to the same place, as nearly all do).
        let pieces =
            kind.isNielsen
            ? (previous.flatMap {
                $0.box.pieces.standAlone(equalTo: url.scheme, url.host, url.path) ? $0.box.pieces : nil
            } ?? URLPieces(scheme: url.scheme, host: url.host, path: url.path))
            : URLPieces(
                url: request.url, scheme: url.scheme, host: url.host, hostRange: url.hostRange, path: url.path,
                pathRange: url.pathRange)
        box = Box(
            request: request, kind: kind, pieces: pieces, table: ParameterTable(), events: nil,
            decodeProblems: [], isTruncated: false, port: Self.stored(url.port))
    }

    /// Whether this ping and `other` hold one stored host and path (see `init(request:kind:url:previous:)`).
    func sharesHostAndPath(with other: Ping) -> Bool { box.pieces.isShared(with: other.box.pieces) }

    /// The layout of the decoded parameters (see `ParameterTable.Spans`), which the next ping
    /// decoded shares when its own is the same.
    var parameterLayout: [UInt16]? { box.table.layout }

    /// The frame this ping, decoded whole, makes for the pings after it (see `QueryFrame`).
    var frame: QueryFrame? { box.table.frame }

    /// The frame this ping, held as a delta, leans on.
    var deltaFrame: QueryFrame? { box.table.delta?.frame }

    /// Whether this ping and `other` hold one parameter layout (tests of the sharing).
    func sharesParameterLayout(with other: Ping) -> Bool { box.table.sharesLayout(with: other.box.table) }

    /// Sets the parameter table the decoder built while splitting.
    mutating func setDecodedParameters(_ table: ParameterTable) {
        if holdsURLAsDelta { unique.request.url = url }
        unique.table = table
        unique.evdataHasEnd = nil
    }

    /// Lets go of the request's URL text when the parameters hold the URL as a delta, from
    /// which `request` and `url` rebuild it.
    mutating func keepURLInParameters() {
        guard box.table.delta != nil, !box.request.url.isEmpty else { return }
        unique.request.url = ""
    }

    /// The ping as what a `PingCarrier` puts in its request: the box itself, not a copy.
    var carriage: AnyObject & Sendable { box }

    /// The ping a `PingCarrier` decoded from `request` as a reader kept it, taken out of the
    /// request: with the request's fields as they are now (the reader may since have renumbered
    /// it or placed its time in a zone) and its URL as the ping holds it; the request is left
    /// empty (`CapturedRequest.take`). `nil` when the request carries no ping.
    static func carried(by request: inout CapturedRequest) -> Ping? {
        guard var ping = request.takeCarriage().flatMap(Ping.init(carriage:)) else { return nil }
        let url = ping.box.request.url
        // The request let go of the box: it is this ping's alone, and changes in place. The
        // request is moved in: the caller's list of requests goes next, and a copy would count
        // a reference up and down on each of the request's strings.
        let box = ping.unique
        box.request = request.take()
        box.request.url = url
        return ping
    }

    private init?(carriage: AnyObject & Sendable) {
        guard let box = carriage as? Box else { return nil }
        self.box = box
    }

    /// Whether the ping holds its URL as a delta of an earlier ping's (tests of the sharing).
    var holdsURLAsDelta: Bool { box.table.delta != nil && box.request.url.isEmpty }

    public static func == (a: Ping, b: Ping) -> Bool {
        if a.box === b.box { return true }
        return a.request == b.request && a.kind == b.kind && a.scheme == b.scheme && a.host == b.host
            && a.path == b.path
            && a.table == b.table && a.events == b.events && a.decodeProblems == b.decodeProblems
            && a.isTruncated == b.isTruncated && a.port == b.port
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(request)
        hasher.combine(kind)
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(path)
        hasher.combine(table)
        hasher.combine(events)
        hasher.combine(decodeProblems)
        hasher.combine(isTruncated)
        hasher.combine(port)
    }

    /// How many parameters the ping has, without building them.
    var parameterCount: Int { table.count }

    /// The first parameter with this key.
    public func parameter(_ key: String) -> PingParameter? {
        table.parameter(key)
    }

    /// Whether a parameter with this key is present, without building it.
    func hasParameter(_ key: String) -> Bool {
        table.contains(key)
    }

    /// The meaningful value of a parameter (the pair value for `cNN=name,value`), or `nil`
    /// when the key is absent.
    public func value(_ key: String) -> String? {
        table.value(key)
    }

    /// `value(key)`, sharing `earlier` (the value `before` gave for the key) when the raw
    /// bytes are the same (see `ParameterTable.value(_:sameAs:gave:)`).
    func value(_ key: String, sameAs before: Ping, gave earlier: String?) -> String? {
        table.value(key, sameAs: before.table, gave: earlier)
    }

    /// The values of the first `count` keys the timeline and rules read on every ping
    /// (`HotParameterIndex.keys`, in that order), found without searching the parameters.
    /// With `previous` (a ping read just before and its values), strings are shared wherever
    /// the raw bytes are the same.
    func hotValues(
        _ count: Int = HotParameterIndex.count, previous: (ping: Ping, values: [String?])? = nil,
        frames: FrameValueMemo? = nil
    ) -> [String?] {
        table.hotValues(count, previous: previous.map { ($0.ping.table, $0.values) }, frames: frames)
    }

    /// The value as an integer, when present and numeric.
    public func int(_ key: String) -> Int? {
        table.int(key)
    }

    /// `value(slot.key)` and `int(slot.key)` for the hot keys, without looking the slot up
    /// from the key's name (the named fields below, read on every ping).
    func value(_ slot: HotSlot) -> String? { table.value(slot) }
    func int(_ slot: HotSlot) -> Int? { table.int(slot) }

    /// `body` with a reader of several hot values in one look (see `ParameterReader`).
    func reading<R>(_ body: (ParameterReader) -> R) -> R { table.reading(body) }

    /// Whether the first parameter with `key` may hold `count` digits in a row once decoded, or
    /// `nil` when the ping lacks it (see `ParameterTable.mayHoldDigits`).
    func mayHoldDigits(_ key: String, inARow count: Int) -> Bool? {
        table.mayHoldDigits(key, inARow: count)
    }

    /// The positions in `keys` of those `mayHoldDigits(_:inARow:)` says `true` of, in one look.
    func keysMayHoldDigits(_ keys: ParameterKeys, inARow count: Int) -> [Int] {
        table.keysMayHoldDigits(keys, inARow: count)
    }

    // Names for the fields the timeline and rules use most (the DCR ping parameters).
    public var assetID: String? { value(.assetID) }
    public var title: String? { value(.title) }
    public var program: String? { value(.program) }
    var appSessionID: String? { value(.appSession) }
    var viewingSessionID: String? { value(.viewingSession) }
    // Numbers the timeline adds and subtracts: out-of-range values read as absent
    // (`PlausibleNumber`; `ImplausibleValueScan` notes them).
    var startTime: Int? { PlausibleNumber.bounded(int(.startTime)) }
    var createTime: Int? { PlausibleNumber.bounded(int(.createTime)) }
    var creditedSeconds: Int? { PlausibleNumber.bounded(int(.creditedSeconds)) }
    var adSeconds: Int? { PlausibleNumber.bounded(int(.adSeconds)) }
    var adCount: Int? { PlausibleNumber.bounded(int(.adCount)) }
    var durationType: Int? { PlausibleNumber.bounded(int(.durationType)) }
    var isViewPing: Bool { value(.pingType) == "view" }
    /// `c3=st,a`: an App SDK ad ping.
    var isAdPing: Bool { value(.streamType) == "a" }
    /// The random cache buster (`rnd`), the usual key for matching a ping seen twice.
    public var rnd: String? { value(.cacheBuster) }
    /// When the ping was sent, in epoch seconds on the capture's clock: the capture time when
    /// the capture recorded one, else `createtm` (whole seconds, the SDK's clock).
    public var time: Double? {
        if let t = capturedTime { return t.epochSeconds }
        return createTime.map(Double.init)
    }

    var media: PingMedia { PingMedia(rt: value(.mediaType)) }

    var sdkFamily: SDKFamily { SDKFamily(sdkVersion: value(.sdkVersion)) }

    /// Seconds used to order pings: `createtm` when present, else the capture time.
    var orderTime: Double? {
        if let c = createTime { return Double(c) }
        return capturedTime.map { $0.epochSeconds }
    }
}
