/// What `TextCaptureReader` has gathered from one text file so far: requests, calls and notes,
/// plus the little state that spans lines (a browser ping queued but not yet confirmed, the
/// call an outcome line answers, the notes given once per file).
struct TextCaptureAccumulator {
    let path: String
    var requests: [CapturedRequest] = []
    var calls: [APICall] = []
    var notes: [CaptureNote] = []
    /// Browser pings announced as queued and not yet confirmed by a "Success making fetch"
    /// line, by `queueKey` (the SDK adds `c62 sendTime` and `rnd` only when it sends).
    var queued: [String: (url: String, location: SourceLocation, time: Timestamp?)] = [:]
    /// Index in `calls` of the last call logged with its argument (for a following outcome line).
    var lastArgumentCall: Int?
    var formatCounts: [SourceFormat: Int] = [:]
    /// Lines that carried SDK output or evidence.
    var recognisedLines = 0
    var otherLines = 0
    /// Lines with a logcat or Apple console prefix, and `#` comment lines: what makes a text
    /// without any Nielsen line still a readable capture (see `TextCaptureReader.emptyFormat`).
    var logcatLines = 0
    var appleLines = 0
    var commentLines = 0
    var firstOtherLine: Int?
    var privateLines = 0
    var firstPrivateLine: Int?
    var prefixNotesGiven: Set<String> = []
    /// How many line notes of each kind were given; past `lineNoteLimit` they are only counted.
    var lineNoteCounts: [String: Int] = [:]
    static let lineNoteLimit = 50

    init(path: String) { self.path = path }

    mutating func note(_ level: CaptureNote.Level, line: Int, _ message: String) {
        notes.append(CaptureNote(level: level, location: SourceLocation(file: path, line: line), message: message))
    }

    /// Adds what a recogniser found on line `line`; `time` is the line's prefix time.
    mutating func add(_ evidence: LogLineEvidence, line: Int, column: Int, time: Timestamp?) {
        let location = SourceLocation(file: path, line: line, column: column)
        switch evidence {
        case .call(let logged):
            let api = APIName(platformName: logged.rawName)
            if logged.isOutcomeOnly, let last = lastArgumentCall, last < calls.count, calls[last].api == api,
                calls[last].outcome == nil
            {
                calls[last].outcome = logged.outcome
                lastArgumentCall = nil
                return
            }
            let call = APICall(api: api, rawName: logged.rawName, args: logged.args, time: logged.time ?? time,
                location: location, format: logged.format, outcome: logged.outcome, ordinal: calls.count)
            calls.append(call)
            lastArgumentCall = logged.isOutcomeOnly ? nil : calls.count - 1
            formatCounts[logged.format, default: 0] += 1
        case .request(let url, let failure, let format):
            if format == .browserSDKLog { queued.removeValue(forKey: Self.queueKey(url)) }
            requests.append(CapturedRequest(url: url, time: time, failure: failure, location: location, format: format,
                ordinal: requests.count))
            formatCounts[format, default: 0] += 1
        case .queuedRequest(let url):
            queued[Self.queueKey(url)] = (url, location, time)
            formatCounts[.browserSDKLog, default: 0] += 1
        case .sdkLine(let format):
            formatCounts[format, default: 0] += 1
        case .garbled(let problem):
            lineNote(.warning, line: line, kind: problem, "\(problem); the line was passed over and the rest of the file was read")
        }
    }

    /// A note about one line, given in full for the first `lineNoteLimit` lines of its kind and
    /// then only counted, so a log with thousands of damaged lines stays readable.
    mutating func lineNote(_ level: CaptureNote.Level, line: Int, kind: String, _ message: String) {
        let count = lineNoteCounts[kind, default: 0] + 1
        lineNoteCounts[kind] = count
        if count <= Self.lineNoteLimit { note(level, line: line, message) }
    }

    /// Closing notes: pings queued but never confirmed, redacted values, ignored lines.
    mutating func finish() {
        for (kind, count) in lineNoteCounts.sorted(by: { $0.key < $1.key }) where count > Self.lineNoteLimit {
            note(.warning, line: 1, "\(count - Self.lineNoteLimit) more line(s) like this were passed over without a note of their own: \(kind)")
        }
        // A ping the SDK queued but the log never confirms is not kept as a request: its URL is
        // not the one sent (the SDK adds sendTime and rnd when sending), and the log does not
        // show that it left the device. The note points at the line.
        for pending in queued.values.sorted(by: { $0.location < $1.location }) {
            note(.info, line: pending.location.line,
                "the SDK queued a ping here but the log never says it was sent (the page may have been left first); a network capture shows whether it arrived")
        }
        queued = [:]
        if let first = firstPrivateLine {
            note(.warning, line: first,
                "\(privateLines) line(s) show <private> where unified logging redacted values: enable private data in the device's logging profile or use the nlcert recorder (samples/ios) to log the calls in full")
        }
        if let first = firstOtherLine {
            note(.info, line: first, "\(otherLines) line(s) hold no Nielsen URL, SDK log line or trace line and were passed over")
        }
    }

    /// A queued ping's URL without the parameters the browser SDK sets only when it sends
    /// (`c62=sendTime,…` and `rnd`), so the queued and the sent forms of one ping compare equal.
    static func queueKey(_ url: String) -> String {
        guard let q = url.firstIndex(of: "?") else { return url }
        let kept = url[url.index(after: q)...].split(separator: "&", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("c62=") && !$0.hasPrefix("rnd=") }
        return String(url[...q]) + kept.joined(separator: "&")
    }

    /// The format most of the file's evidence came in.
    var dominantFormat: SourceFormat {
        formatCounts.max { a, b in a.value != b.value ? a.value < b.value : a.key.rawValue > b.key.rawValue }?.key ?? .console
    }
}
