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

    public init(path: String, format: SourceFormat, creator: String? = nil, requestCount: Int = 0, callCount: Int = 0) {
        self.path = path
        self.format = format
        self.creator = creator
        self.requestCount = requestCount
        self.callCount = callCount
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
