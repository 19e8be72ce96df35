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
    /// App SDK 10.x argument lines waiting for their outcome line, by SDK instance and API.
    var pendingArguments: [PendingKey: PendingArgument] = [:]
    /// Calls made from an argument line that another API's line interrupted, by key: their
    /// outcome line may still come (two threads calling the SDK at once).
    var interrupted: [PendingKey: Int] = [:]
    /// App SDK pings announced by `Sending message:` and not yet confirmed by `Sent data ping
    /// successfully`, as indices into `requests`, oldest first.
    var pendingSends: [Int] = []
    /// The same, by exact URL (the pending send of each URL), so matching stays linear.
    var pendingSendByURL: [String: Int] = [:]
    /// Events and complaints the SDK logged.
    var sdkMessages: [SDKMessage] = []
    /// Lines of the SDK's output nlcert does not read.
    var unreadSDKLines = 0
    var firstUnreadSDKLine: Int?
    /// iOS App SDK lines (in its frame), those of them at DEBUG level, and the first line.
    var iosFramedLines = 0
    var iosDebugLines = 0
    var firstIOSLine: Int?
    /// iOS SDK lines whose whole message unified logging hid, and calls whose argument it hid.
    var redactedSDKLines = 0
    var firstRedactedSDKLine: Int?
    var redactedCalls = 0
    var firstRedactedCall: Int?
    /// Answers (`statusCode: N`) that came with no request waiting for one.
    var strayResponses = 0
    var firstStrayResponse: Int?

    struct PendingKey: Hashable {
        var instance: String?
        var api: APIName
    }

    struct PendingArgument {
        var logged: LoggedCall
        var location: SourceLocation
        var time: Timestamp?
    }
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
    /// The UTC offset the Nielsen SDK's own clock shows for times given without a zone.
    var clockZone = LogClockZone()
    /// The notes (indices into `notes`) that said a prefix's times carry no zone.
    var zoneNotes: [Int] = []
    /// Whether the note that the SDK's own seconds stand in for missing line times was given.
    var sdkSecondsNoted = false
    /// The same for the iOS SDK's lines (`TextCaptureReader.iosLineTime`).
    var iosSecondsNoted = false
    /// How many line notes of each kind were given; past `lineNoteLimit` they are only counted.
    var lineNoteCounts: [String: Int] = [:]
    static let lineNoteLimit = 50

    /// Which requests the capture keeps. A request is offered to it once it is settled — no
    /// later line can change it (no ping is waiting for its "Sent data ping successfully") — and
    /// one it turns down is counted and let go, so a stream of a million URLs is never held.
    let filter: RequestFilter
    /// Works on each request kept as it is kept (`RequestFilter.makeCarrier`).
    private let carrier: (any RequestCarrier)?
    /// `requests[..<settled]` have been offered to `filter` and kept.
    var settled = 0
    /// Requests the filter turned down; those of them cut short by the log, and the first one's line.
    var leftOut = 0
    var leftOutCut = 0
    var firstLeftOutCutLine: Int?

    /// Every request found so far, kept or turned down (a request's `ordinal` counts them).
    var requestTotal: Int { requests.count + leftOut }

    init(path: String, filter: RequestFilter = .all) {
        self.path = path
        self.filter = filter
        self.carrier = filter.makeCarrier?()
    }

    /// Offers the requests no later line can change to `filter`: called after each line. While
    /// a ping waits for its confirmation, `pendingSends` points into `requests`, so nothing moves.
    mutating func settle() {
        guard pendingSends.isEmpty, settled < requests.count else { return }
        var kept = settled
        for i in settled..<requests.count {
            var request = requests[i]
            if filter.keeps(request) {
                carrier?.carry(&request)
                requests[kept] = request
                kept += 1
            } else {
                leftOut += 1
                if request.cutByLog {
                    leftOutCut += 1
                    if firstLeftOutCutLine == nil { firstLeftOutCutLine = request.location.line }
                }
            }
        }
        requests.removeSubrange(kept...)
        settled = kept
    }

    mutating func note(_ level: CaptureNote.Level, line: Int, _ message: String) {
        notes.append(CaptureNote(level: level, location: SourceLocation(file: path, line: line), message: message))
    }

    /// Adds what a recogniser found on line `line`; `time` is the line's prefix time.
    mutating func add(_ reading: LogLineReading, line: Int, column: Int, time: Timestamp?) {
        let location = SourceLocation(file: path, line: line, column: column)
        switch reading {
        case .call(let logged):
            addCall(logged, location: location, time: time)
        case .request(let url, let failure, let format):
            if format == .browserSDKLog { queued.removeValue(forKey: Self.queueKey(url)) }
            requests.append(
                CapturedRequest(
                    url: url, time: time, failure: failure, location: location, format: format,
                    ordinal: requestTotal))
            formatCounts[format, default: 0] += 1
        case .queuedRequest(let url):
            queued[Self.queueKey(url)] = (url, location, time)
            formatCounts[.browserSDKLog, default: 0] += 1
        case .sending(let url, let cut, let format):
            // The same URL sent again before any confirmation is the SDK retrying that ping
            // (it keeps unsent pings in its upload table): one ping, not two.
            if pendingSendByURL[url] != nil {
                formatCounts[format, default: 0] += 1
                return
            }
            pendingSendByURL[url] = requests.count
            var request = CapturedRequest(
                url: url, time: time, location: location, format: format, ordinal: requestTotal)
            request.cutByLog = cut
            pendingSends.append(requests.count)
            requests.append(request)
            formatCounts[format, default: 0] += 1
        case .delivered(let url, let cut, let format):
            delivered(url: url, cut: cut, format: format, location: location, time: time)
        case .sdkMessage(var message):
            message.location = location
            message.time = time
            sdkMessages.append(message)
        case .sdkLine(let format):
            formatCounts[format, default: 0] += 1
        case .iosFrame(let frame):
            iosFramedLines += 1
            if frame.level == "DEBUG" { iosDebugLines += 1 }
            if firstIOSLine == nil { firstIOSLine = line }
        case .response(let status, let failure):
            answer(status: status, failure: failure, line: line)
        case .redactedSDKLine:
            formatCounts[.iosConsole, default: 0] += 1
            redactedSDKLines += 1
            if firstRedactedSDKLine == nil { firstRedactedSDKLine = line }
        case .unreadSDKLine(let format):
            formatCounts[format, default: 0] += 1
            unreadSDKLines += 1
            if firstUnreadSDKLine == nil { firstUnreadSDKLine = line }
        case .garbled(let problem):
            lineNote(
                .warning, line: line, kind: problem,
                "\(problem); the line was passed over and the rest of the file was read")
        }
    }

    /// One API call per call the app made: an argument line waits for its outcome line (App SDK
    /// 10.x), an outcome line takes the waiting argument or, when the log lost it, makes a call
    /// whose arguments are unknown; a line with both (older SDKs, traces) is a call at once.
    mutating func addCall(_ logged: LoggedCall, location: SourceLocation, time: Timestamp?) {
        if logged.isRedacted {
            redactedCalls += 1
            if firstRedactedCall == nil { firstRedactedCall = location.line }
        }
        let api = APIName(platformName: logged.rawName)
        let key = PendingKey(instance: logged.instance, api: api)
        if logged.isArgumentOnly {
            if logged.isEcho, pendingArguments[key] != nil { return }
            flushPending(instance: logged.instance, except: api)
            interrupted.removeValue(forKey: key)
            // A second argument line before any outcome: the first call's outcome was lost.
            if let earlier = pendingArguments.removeValue(forKey: key) { appendPending(earlier) }
            pendingArguments[key] = PendingArgument(logged: logged, location: location, time: logged.time ?? time)
            formatCounts[logged.format, default: 0] += 1
            return
        }
        // The SDK logs a call's argument and answer next to each other: an argument still
        // waiting when another API's call line comes lost its answer (or never had one, as
        // PLAYHEAD lines of older SDKs) and is a call of its own, in its place.
        flushPending(instance: logged.instance, except: api)
        if logged.isOutcomeOnly {
            if let pending = pendingArguments.removeValue(forKey: key) {
                var call = makeCall(pending.logged, location: pending.location, time: pending.time)
                call.outcome = logged.outcome
                call.outcomeLocation = location
                calls.append(call)
                lastArgumentCall = nil
                formatCounts[logged.format, default: 0] += 1
                return
            }
            if let index = interrupted.removeValue(forKey: key), index < calls.count, calls[index].outcome == nil {
                calls[index].outcome = logged.outcome
                calls[index].outcomeLocation = location
                return
            }
            if let last = lastArgumentCall, last < calls.count, calls[last].api == api, calls[last].outcome == nil {
                calls[last].outcome = logged.outcome
                calls[last].outcomeLocation = location
                lastArgumentCall = nil
                return
            }
        }
        // A getter answers on two lines (`getDeviceId API. DeviceId(…)`, then `getDeviceId API -
        // SUCCESS`): the second line, right after the first, is the same call.
        if logged.isOutcomeOnly, !APICall.takesArgument(api), let last = calls.indices.last, calls[last].api == api,
            calls[last].rawName == logged.rawName, calls[last].outcomeLocation == nil, calls[last].args.isEmpty,
            calls[last].location.file == location.file, location.line - calls[last].location.line <= 2
        {
            calls[last].outcomeLocation = location
            return
        }
        var call = makeCall(logged, location: location, time: logged.time ?? time)
        call.outcome = logged.outcome
        if logged.isOutcomeOnly, logged.format == .logcat || logged.format == .iosConsole, APICall.takesArgument(api) {
            call.argumentsMissing = true
        }
        if logged.isRedacted { call.argumentsMissing = true }
        calls.append(call)
        lastArgumentCall = logged.isOutcomeOnly ? nil : calls.count - 1
        formatCounts[logged.format, default: 0] += 1
    }

    func makeCall(_ logged: LoggedCall, location: SourceLocation, time: Timestamp?) -> APICall {
        var call = APICall(
            api: APIName(platformName: logged.rawName), rawName: logged.rawName, args: logged.args, time: time,
            location: location, format: logged.format, outcome: nil, ordinal: calls.count)
        if logged.isRedacted { call.argumentsMissing = true }
        return call
    }

    /// The iOS SDK's answer to the request it logged last (`NlsHttpClient request returned with
    /// statusCode: N`, which names no URL; `No Response`): the latest request of the log still
    /// waiting for one. A 2xx status is a delivery; another status or none is a request that
    /// failed (NL003).
    mutating func answer(status: Int?, failure: String?, line: Int) {
        guard let k = pendingSends.lastIndex(where: { requests[$0].format == .iosConsole }) else {
            strayResponses += 1
            if firstStrayResponse == nil { firstStrayResponse = line }
            return
        }
        let index = pendingSends.remove(at: k)
        pendingSendByURL.removeValue(forKey: requests[index].url)
        requests[index].status = status
        if let status, !(200..<300).contains(status) {
            requests[index].failure = "the SDK's HTTP client logged status \(status) for it"
        } else if status == nil {
            requests[index].failure = "the SDK's HTTP client logged no response for it (\(failure ?? "No Response"))"
        }
    }

    mutating func flushPending(instance: String?, except api: APIName) {
        let waiting = pendingArguments.filter { $0.key.instance == instance && $0.key.api != api }
        for (key, pending) in waiting.sorted(by: { $0.value.location < $1.value.location }) {
            pendingArguments.removeValue(forKey: key)
            appendPending(pending)
            interrupted[key] = calls.count - 1
        }
    }

    /// An argument line whose outcome line never came: still the call the app made.
    mutating func appendPending(_ pending: PendingArgument) {
        calls.append(makeCall(pending.logged, location: pending.location, time: pending.time))
    }

    /// `Sent data ping successfully - <url>`: the delivery of the oldest ping being sent whose
    /// URL it matches (by prefix, as logcat may cut either line); without one, a ping the log
    /// shows only as delivered.
    mutating func delivered(url: String, cut: Bool, format: SourceFormat, location: SourceLocation, time: Timestamp?) {
        // The exact URL first; else (a line cut by the log) a prefix match among the latest
        // sends, which keeps a log of many unconfirmed pings linear.
        var found = pendingSendByURL[url].flatMap { index in pendingSends.lastIndex(of: index) }
        if found == nil {
            let recent = pendingSends.indices.suffix(64)
            found = recent.first { Self.samePing(requests[pendingSends[$0]].url, url) }
        }
        if let k = found {
            let index = pendingSends.remove(at: k)
            pendingSendByURL.removeValue(forKey: requests[index].url)
            requests[index].status = 200
            if url.utf8.count > requests[index].url.utf8.count {
                requests[index].url = url
                requests[index].cutByLog = cut
            }
            return
        }
        var request = CapturedRequest(
            url: url, time: time, status: 200, location: location, format: format, ordinal: requestTotal)
        request.cutByLog = cut
        requests.append(request)
        formatCounts[format, default: 0] += 1
    }

    /// Whether two logged URLs are the same ping, one possibly cut short by the log.
    static func samePing(_ a: String, _ b: String) -> Bool {
        a.utf8.count <= b.utf8.count ? b.utf8.starts(with: a.utf8) : a.utf8.starts(with: b.utf8)
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
        for pending in pendingArguments.values.sorted(by: { $0.location < $1.location }) { appendPending(pending) }
        pendingArguments = [:]
        for index in pendingSends {
            requests[index].failure =
                requests[index].format == .iosConsole
                ? "the log shows the SDK sending this request but no answer from its HTTP client (\"NlsHttpClient request returned with statusCode\") after it"
                : "the log shows the SDK sending this ping but never \"Sent data ping successfully\" for it"
        }
        pendingSends = []
        pendingSendByURL = [:]
        settle()
        let cut = requests.filter(\.cutByLog)
        let cutCount = cut.count + leftOutCut
        // Requests come in line order: the first cut one is the one on the lowest line.
        if let firstLine = [cut.first?.location.line, firstLeftOutCutLine].compactMap({ $0 }).min() {
            note(
                .info, line: firstLine,
                "\(cutCount) ping URL(s) are cut short by the log itself (logcat keeps about 4 KB of a line): the SDK sent them whole; their parameters are read as far as the log goes, and a network capture shows the rest"
            )
        }
        if let first = firstUnreadSDKLine {
            note(
                .info, line: first,
                "\(unreadSDKLines) line(s) of the SDK's own output are of a kind nlcert does not read; they were counted, not interpreted"
            )
        }
        for (kind, count) in lineNoteCounts.sorted(by: { $0.key < $1.key }) where count > Self.lineNoteLimit {
            note(
                .warning, line: 1,
                "\(count - Self.lineNoteLimit) more line(s) like this were passed over without a note of their own: \(kind)"
            )
        }
        // A ping the SDK queued but the log never confirms is not kept as a request: its URL is
        // not the one sent (the SDK adds sendTime and rnd when sending), and the log does not
        // show that it left the device. The note points at the line.
        for pending in queued.values.sorted(by: { $0.location < $1.location }) {
            note(
                .info, line: pending.location.line,
                "the SDK queued a ping here but the log never says it was sent (the page may have been left first); a network capture shows whether it arrived"
            )
        }
        queued = [:]
        finishIOSNotes()
        let otherPrivate = privateLines - redactedSDKLines - redactedCalls
        if otherPrivate > 0, let first = firstPrivateLine {
            note(
                .warning, line: first,
                "\(otherPrivate) line(s) show <private> where unified logging redacted values: enable private data in the device's logging profile or use the nlcert recorder (samples/ios) to log the calls in full"
            )
        }
        if let first = firstOtherLine {
            note(
                .info, line: first,
                "\(otherLines) line(s) hold no Nielsen URL, SDK log line or trace line and were passed over")
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
        formatCounts.max { a, b in a.value != b.value ? a.value < b.value : a.key.rawValue > b.key.rawValue }?.key
            ?? .console
    }
}
