/// Everything read from the files that make up one capture (a HAR plus a trace of the same
/// run, say): the requests and the API calls, in file order, and the notes the readers left.
public struct Capture: Sendable {
    public var files: [CaptureFile]
    public var requests: [CapturedRequest]
    public var calls: [APICall]
    public var notes: [CaptureNote]
    /// Events and complaints the SDK logged (`SDKMessage`), in file order.
    var sdkMessages: [SDKMessage] = []
    /// Requests the readers' `RequestFilter` turned down: counted, not kept.
    public var leftOutRequests: Int

    public init(
        files: [CaptureFile] = [], requests: [CapturedRequest] = [], calls: [APICall] = [], notes: [CaptureNote] = [],
        leftOutRequests: Int = 0
    ) {
        self.files = files
        self.requests = requests
        self.calls = calls
        self.notes = notes
        self.leftOutRequests = leftOutRequests
    }

    /// Joins captures read from several files into one.
    public mutating func append(_ other: Capture) {
        // The first file's lists are taken as they are (`+=` would copy a large capture's
        // requests once more).
        func join<T>(_ list: inout [T], _ more: [T]) {
            if list.isEmpty { list = more } else { list += more }
        }
        join(&files, other.files)
        join(&requests, other.requests)
        join(&calls, other.calls)
        join(&notes, other.notes)
        join(&sdkMessages, other.sdkMessages)
        leftOutRequests += other.leftOutRequests
    }
}

/// One file that went into a capture, with what its reader made of it.
public struct CaptureFile: Sendable, Hashable {
    public var path: String
    public var format: SourceFormat
    /// The producing tool when the file says (`Charles Proxy 4.6`, `Playwright 1.65.1`).
    public var creator: String?
    /// Requests the file holds, kept or left out by a `RequestFilter`.
    public var requestCount: Int
    public var callCount: Int
    /// Whether the file could show the requests that were sent: not an API trace, nor an iOS
    /// SDK console recorded at INFO level (it logs requests at DEBUG only). A capture of such
    /// files alone says nothing about the traffic, so the traffic rules are not checked.
    public var recordsTraffic: Bool

    public init(
        path: String, format: SourceFormat, creator: String? = nil, requestCount: Int = 0, callCount: Int = 0,
        recordsTraffic: Bool? = nil
    ) {
        self.path = path
        self.format = format
        self.creator = creator
        self.requestCount = requestCount
        self.callCount = callCount
        self.recordsTraffic = recordsTraffic ?? (format != .apiTrace)
    }

    /// Why this file shows no traffic, for a verdict's reason (nil when it can show it).
    var trafficGap: String? {
        if recordsTraffic { return nil }
        return format == .apiTrace
            ? "an API trace records no traffic"
            : "an iOS SDK console at INFO level (nol_devDebug \"INFO\") logs no request"
    }
}

/// Something a reader noticed that is not fatal: a garbled log line it passed over (with the
/// line), a time without a zone, `<private>` redaction in an iOS log. Never silent.
public struct CaptureNote: Sendable, Hashable {
    enum Level: String, Sendable { case info, warning }
    var level: Level
    public var location: SourceLocation
    public var message: String

    init(level: Level, location: SourceLocation, message: String) {
        self.level = level
        self.location = location
        self.message = message
    }

    /// The note as one line for a report's warnings: `file:line:column: message` (notes about
    /// a HAR / Charles entry name it, counted from 1, in their message).
    var reportText: String { "\(location.description): \(message)" }
}
