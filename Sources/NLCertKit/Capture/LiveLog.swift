/// A text log read while it is written (`nlcert watch`): each line is looked at once, and only
/// the lines that carry Nielsen evidence are kept — the rest are counted, so memory follows the
/// SDK's output, not the hours of other logging around it. The kept lines read as the whole
/// file would, with their original line numbers.
public struct LiveLog: Sendable {
    public let path: String
    private var kept: [String] = []
    /// The 1-based line number of each kept line in the stream.
    private var numbers: [Int] = []
    /// A `logcat -v long` header is kept only when the message under it is.
    private var header: (text: String, number: Int)?
    private let patterns: IOSLogPatternSet
    public private(set) var lineCount = 0
    public private(set) var keptCount = 0
    /// What the stream is when its first line shows a document rather than a log — "a HAR", "a
    /// Charles session" — which `nlcert check` reads whole; `nil` for a log or a trace. Read as
    /// lines, a 350 MB HAR's entries were kept and re-checked over a minute.
    public private(set) var document: String?
    private var sawContent = false

    public init(path: String, iosPatterns: IOSLogPatternSet = .embedded) {
        self.path = path
        self.patterns = iosPatterns
    }

    /// Takes the next line (without its line end); returns whether it carries evidence.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        lineCount += 1
        if !sawContent, !line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }) {
            sawContent = true
            switch try? CaptureSniffer.detect(prefix: Array(line.utf8), isComplete: false, path: path) {
            case .har: document = "a HAR"
            case .charlesJSON: document = "a Charles session"
            case .unifiedLogJSON: document = "a unified log in JSON (log show --style json)"
            default: break
            }
        }
        if document != nil { return false }
        let prefix = ConsoleLinePrefix.parse(line, assumedYear: 2000)
        if prefix.kind == .logcatLongHeader {
            header = (line, lineCount)
            return false
        }
        guard Self.carriesEvidence(prefix, patterns: patterns) else {
            if line.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { header = nil }
            return false
        }
        if let h = header {
            kept.append(h.text)
            numbers.append(h.number)
            header = nil
        }
        kept.append(line)
        numbers.append(lineCount)
        keptCount += 1
        return true
    }

    /// Whether a line holds anything a text capture reader takes: a call, a ping, an SDK line,
    /// a Nielsen URL, or a damaged line naming a Nielsen host (which the reader reports).
    static func carriesEvidence(_ prefix: ConsoleLinePrefix, patterns: IOSLogPatternSet) -> Bool {
        let message = prefix.message
        if TextCaptureReader.recognise(message, kind: prefix.kind, tag: prefix.tag, patterns: patterns) != nil {
            return true
        }
        if !PingURLFinder.find(in: message).isEmpty { return true }
        return message.containsASCIIIgnoringCase("imrworld") || message.containsASCIIIgnoringCase("nmrodam")
    }

    /// The kept lines read as a capture, every location pointing at the line's place in the
    /// stream. Throws like the text reader when nothing was recognised yet.
    public func capture() throws(CaptureError) -> Capture {
        var capture = try TextCaptureReader.read(
            text: kept.joined(separator: "\n") + "\n", path: path, iosPatterns: patterns)
        let numbers = self.numbers
        func original(_ location: SourceLocation) -> SourceLocation {
            var moved = location
            if location.line >= 1, location.line <= numbers.count { moved.line = numbers[location.line - 1] }
            return moved
        }
        for i in capture.requests.indices { capture.requests[i].location = original(capture.requests[i].location) }
        for i in capture.calls.indices { capture.calls[i].location = original(capture.calls[i].location) }
        for i in capture.notes.indices { capture.notes[i].location = original(capture.notes[i].location) }
        let dropped = lineCount - kept.count
        if dropped > 0 {
            capture.notes.append(
                CaptureNote(
                    level: .info, location: SourceLocation(file: path, line: 1),
                    message: "\(dropped) line(s) of the stream hold no Nielsen evidence: counted, not kept"))
        }
        return capture
    }
}
