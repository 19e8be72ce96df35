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
    // request of a capture holds these (144 bytes, not 176).
    /// The URL exactly as recorded (console pastes: after undoing JSON escaping).
    public var url: String
    public var method: String
    /// Why the request was not delivered, when the capture says so (`_error`, Charles
    /// `EXCEPTION`, "Failed sending data ping").
    public var failure: String?
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

    public init(
        method: String = "GET", url: String, time: Timestamp?, status: Int? = nil, failure: String? = nil,
        isTunnel: Bool = false, location: SourceLocation, format: SourceFormat, ordinal: Int
    ) {
        self.method = method
        self.url = url
        self.time = time
        self.status = status
        self.failure = failure
        self.isTunnel = isTunnel
        self.location = location
        self.format = format
        self.ordinal = ordinal
    }
}
