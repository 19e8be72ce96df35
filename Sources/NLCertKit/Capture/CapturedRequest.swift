/// The capture formats nlcert reads.
public enum SourceFormat: String, Sendable, Hashable, CaseIterable {
    case har
    case charlesJSON = "chlsj"
    case urlList = "urls"
    case console
    case apiTrace = "trace"
    case browserSDKLog = "browser-sdk-log"
    case logcat
    case iosConsole = "ios-console"

    /// Whether requests in this format come from a device or console log rather than from
    /// the network: logs list the pings the SDK sent, not every request (no config request).
    var isDeviceLog: Bool {
        switch self {
        case .browserSDKLog, .logcat, .iosConsole, .console, .apiTrace: return true
        case .har, .charlesJSON, .urlList: return false
        }
    }
}

/// One HTTP request as a capture recorded it, before nlcert knows whether it is Nielsen's.
public struct CapturedRequest: Sendable, Hashable {
    // Fields are declared widest first, so that the one-byte ones share the padding: every
    // request of a capture holds these (128 bytes, not 184).
    /// The URL exactly as recorded (console pastes: after undoing JSON escaping).
    public var url: String
    /// The method and the failure, kept apart: nearly every request is a delivered GET, and a
    /// million requests then hold an empty pointer each rather than two strings.
    private var rare: Rare?
    /// What the reader's `RequestCarrier` made of the request, held in place of its URL (which
    /// is then empty) until the stage that made it takes it back (`takeCarriage`).
    private(set) var carriage: (AnyObject & Sendable)?
    public var time: Timestamp?
    public var location: SourceLocation
    /// Order of the request in its file (0-based), the tie-breaker when times are equal.
    public var ordinal: Int
    /// HTTP status; `nil` when the format does not record one (URL lists, logs).
    public var status: Int?
    /// A CONNECT tunnel the proxy did not decrypt (HAR CONNECT, Charles `tunnel: true`).
    public var isTunnel: Bool
    public var format: SourceFormat
    /// The URL comes from a log line the log itself cut off (logcat keeps about 4 KB of an
    /// entry): the ping the SDK sent was longer, so a missing tail is not the SDK's fault.
    var cutByLog: Bool = false

    private final class Rare: Sendable {
        let method: String
        let failure: String?
        init(method: String, failure: String?) {
            self.method = method
            self.failure = failure
        }
    }

    public var method: String {
        get { rare?.method ?? "GET" }
        set { setRare(method: newValue, failure: failure) }
    }

    /// Why the request was not delivered, when the capture says so (`_error`, Charles
    /// `EXCEPTION`, "Failed sending data ping").
    public var failure: String? {
        get { rare?.failure }
        set { setRare(method: method, failure: newValue) }
    }

    private mutating func setRare(method: String, failure: String?) {
        rare = method == "GET" && failure == nil ? nil : Rare(method: method, failure: failure)
    }

    public init(
        method: String = "GET", url: String, time: Timestamp?, status: Int? = nil, failure: String? = nil,
        isTunnel: Bool = false, location: SourceLocation, format: SourceFormat, ordinal: Int
    ) {
        self.url = url
        self.time = time
        self.status = status
        self.isTunnel = isTunnel
        self.location = location
        self.format = format
        self.ordinal = ordinal
        setRare(method: method, failure: failure)
    }

    /// Holds `carriage` — what a `RequestCarrier` made of this request, URL included — in place
    /// of the URL.
    mutating func carry(_ carriage: AnyObject & Sendable) {
        self.carriage = carriage
        url = ""
    }

    /// This request, moved out: what is left in its place holds nothing behind a reference.
    /// A stage that hands a million requests on and then drops its list moves each instead of
    /// copying it (a copy counts a reference on every string of the request, and dropping the
    /// list counts them down again, on memory long out of the cache).
    mutating func take() -> CapturedRequest {
        let taken = consume self
        self = CapturedRequest(vacant: ())
        return taken
    }

    /// What a taken request leaves behind, made in place (a copy of a stored empty request
    /// would still count its references).
    private init(vacant: Void) {
        url = ""
        time = nil
        location = SourceLocation(file: "", line: 0)
        ordinal = 0
        isTunnel = false
        format = .har
    }

    /// What a `RequestCarrier` put here, taken out (`nil` when nothing was).
    mutating func takeCarriage() -> (AnyObject & Sendable)? {
        defer { carriage = nil }
        return carriage
    }

    public static func == (a: CapturedRequest, b: CapturedRequest) -> Bool {
        a.url == b.url && a.method == b.method && a.failure == b.failure && a.time == b.time
            && a.location == b.location && a.ordinal == b.ordinal && a.status == b.status
            && a.isTunnel == b.isTunnel && a.format == b.format && a.cutByLog == b.cutByLog
            && a.carriage === b.carriage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(method)
        hasher.combine(failure)
        hasher.combine(time)
        hasher.combine(location)
        hasher.combine(ordinal)
        hasher.combine(status)
        hasher.combine(isTunnel)
        hasher.combine(format)
        hasher.combine(cutByLog)
        hasher.combine(carriage.map(ObjectIdentifier.init))
    }
}
