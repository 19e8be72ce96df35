/// Reads every text capture: URL lists, console pastes (logcat, Xcode, idevicesyslog, `log
/// stream`), SDK debug logs (browser / DOM-less console, Android, iOS) and API-recorder lines
/// found in any of them. One file may mix all of these; each line is read on its own:
///
/// 1. its prefix gives the time when the format is known (`ConsoleLinePrefix`); formats without
///    a year or zone get one note per file saying what was assumed;
/// 2. recognisers try the rest of the line in turn — nlcert trace lines, the browser SDK
///    console, the Android SDK's logcat strings, the iOS patterns — and the first that knows
///    the line says what it holds;
/// 3. otherwise every Nielsen URL in the line is a request (and a line that is nothing but a
///    URL is one even when the host is not Nielsen's, so look-alikes get reported later).
///
/// Damaged lines become warnings with their line number; the rest of the file is still read.
/// A text with nothing recognisable is not a capture: `CaptureError`.
enum TextCaptureReader {
    /// Reads a text file already known to be valid UTF-8 text, with the shipped iOS patterns.
    static func read(text: String, path: String) throws(CaptureError) -> Capture {
        try read(text: text, path: path, iosPatterns: .embedded)
    }

    /// Reads a text file with the given iOS console patterns (e.g. the embedded set plus a
    /// user's file: `IOSLogPatternSet.embedded.adding(try .load(path:))`).
    /// `gated: false` tries every line, even those `TextEvidenceGate` passes over (the tests
    /// hold the two ways to the same capture).
    static func read(
        text: String, path: String, iosPatterns: IOSLogPatternSet, gated: Bool = true
    ) throws(CaptureError) -> Capture {
        var acc = TextCaptureAccumulator(path: path)
        var source = text
        source.withUTF8 { textBytes in
            readLines(textBytes, iosPatterns: iosPatterns, gated: gated, into: &acc)
        }
        return try finish(&acc, path: path)
    }

    /// Closes the accumulator and makes the capture; a text with nothing recognisable is not one.
    static func finish(_ acc: inout TextCaptureAccumulator, path: String) throws(CaptureError) -> Capture {
        acc.finish()
        acc.placeZonelessTimes()
        guard acc.requestTotal > 0 || !acc.calls.isEmpty || acc.recognisedLines > 0 else {
            // A device console paste or a URL list without a single Nielsen line is a capture
            // without Nielsen traffic (NL001 says so), not an unreadable file.
            if let format = emptyFormat(acc) {
                var capture = Capture(notes: acc.notes)
                capture.files = [CaptureFile(path: path, format: format)]
                return capture
            }
            throw CaptureError(
                file: path, problem: "not a capture: no Nielsen URL, SDK log line or trace line found",
                hint:
                    "nlcert reads HAR and Charles .chlsj exports, nlcert API traces, URL lists (one URL per line), console pastes with Nielsen URLs (adb logcat, Xcode, idevicesyslog, log stream) and SDK debug logs (browser nol_sdkDebug console, Android/iOS nol_devDebug output, nlcert recorder lines)"
            )
        }
        var capture = Capture(requests: acc.requests, calls: acc.calls, notes: acc.notes, leftOutRequests: acc.leftOut)
        capture.sdkMessages = acc.sdkMessages
        capture.files = [
            CaptureFile(
                path: path, format: acc.dominantFormat, requestCount: acc.requestTotal,
                callCount: acc.calls.count, recordsTraffic: acc.showsIOSCallsOnly ? false : nil)
        ]
        return capture
    }

    /// Reads a text capture from a stream, line by line (`TextLineStream`): memory follows the
    /// evidence found, not the file. The year for prefixes that print none is found first (see
    /// `assumedYear`), by a pass over the source that rewinds it or, for a pipe, spools it to
    /// an unlinked temporary file. Each request is offered to `filter` as soon as no later line
    /// can change it; one turned down is counted (`Capture.leftOutRequests`) and let go.
    static func read(
        source: ByteSource, iosPatterns: IOSLogPatternSet = .embedded, filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        let (lines, year) = try TextYearScan.prepare(source)
        var acc = TextCaptureAccumulator(path: source.path, filter: filter)
        var state = LineState(year: year.year, yearSource: year.source, patterns: iosPatterns)
        try TextLineStream(lines).forEachLine { (line: TextLineStream.Line) throws(CaptureError) in
            readLine(line.bytes, number: line.number, iosPatterns: iosPatterns, state: &state, into: &acc)
            acc.settle()
            if line.cutBytes > 0 {
                acc.lineNote(
                    .warning, line: line.number, kind: "a line longer than 1 MiB",
                    "the line is longer than \(TextLineStream.maxLineBytes >> 20) MiB (no Nielsen URL or SDK log line is): nlcert read its first MiB and passed over the other \(line.cutBytes) bytes"
                )
            }
        }
        return try finish(&acc, path: source.path)
    }

    /// What reading a line needs from the lines before it.
    struct LineState {
        var year: Int
        var yearSource: String
        var longHeader: ConsoleLinePrefix?
        var longActive = false
        /// The header of the `-v long` entry being read names the Nielsen SDK's tag: its message
        /// lines carry no word of their own that says so.
        var longIsNielsen = false
        /// Passes over the lines that cannot hold evidence (`nil`: none is passed over).
        var gate: TextEvidenceGate?

        init(year: Int, yearSource: String, patterns: IOSLogPatternSet = .embedded) {
            self.year = year
            self.yearSource = yearSource
            self.gate = TextEvidenceGate(patterns: patterns)
        }
    }

    /// Reads every line of the text's UTF-8 bytes into `acc` (no copy of the text is made).
    static func readLines(
        _ textBytes: UnsafeBufferPointer<UInt8>, iosPatterns: IOSLogPatternSet, gated: Bool = true,
        into acc: inout TextCaptureAccumulator
    ) {
        let (year, yearSource) = assumedYear(in: textBytes)
        var state = LineState(year: year, yearSource: yearSource, patterns: iosPatterns)
        if !gated { state.gate = nil }
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= textBytes.count {
            // Lines end with LF, CRLF or a lone CR (classic Mac, some Windows tools).
            var lineEnd = lineStart
            while lineEnd < textBytes.count, textBytes[lineEnd] != UInt8(ascii: "\n"),
                textBytes[lineEnd] != UInt8(ascii: "\r")
            {
                lineEnd += 1
            }
            let contentEnd = lineEnd
            if lineEnd + 1 < textBytes.count, textBytes[lineEnd] == UInt8(ascii: "\r"),
                textBytes[lineEnd + 1] == UInt8(ascii: "\n")
            {
                lineEnd += 1
            }
            defer { lineStart = lineEnd + 1 }
            if lineEnd == textBytes.count, lineStart == lineEnd, lineStart > 0 { break }
            lineNumber += 1
            var contentStart = lineStart
            if lineNumber == 1, contentEnd - contentStart >= 3, textBytes[0] == 0xEF, textBytes[1] == 0xBB,
                textBytes[2] == 0xBF
            {
                contentStart += 3
            }
            readLine(
                UnsafeBufferPointer(rebasing: textBytes[contentStart..<contentEnd]), number: lineNumber,
                iosPatterns: iosPatterns, state: &state, into: &acc)
        }
    }

    /// Reads one line's content (no newline, CR or byte-order mark) into `acc`.
    static func readLine(
        _ bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int, iosPatterns: IOSLogPatternSet,
        state: inout LineState, into acc: inout TextCaptureAccumulator
    ) {
        if let gate = state.gate, !(state.longActive && state.longIsNielsen), !gate.mayHoldEvidence(bytes) {
            passOver(bytes, number: lineNumber, state: &state, into: &acc)
            return
        }
        let year = state.year
        let line = String(decoding: bytes, as: UTF8.self)
        if bytes.first == UInt8(ascii: "{"), let event = UnifiedLogEvent(line: line) {
            // `log stream --style ndjson`: a message per line, as JSON.
            readLogEvent(event, number: lineNumber, iosPatterns: iosPatterns, state: &state, into: &acc)
            return
        }
        var prefix = ConsoleLinePrefix.parse(line, assumedYear: year)
        if prefix.kind.isLogcat {
            acc.logcatLines += 1
        } else if prefix.kind.isApple {
            acc.appleLines += 1
        }
        if prefix.kind == .logcatLongHeader {
            state.longHeader = prefix
            state.longActive = true
            state.longIsNielsen = prefix.tag?.containsASCIIIgnoringCase("nielsen") ?? false
            noteAssumptions(prefix, line: lineNumber, year: year, yearSource: state.yearSource, into: &acc)
            return
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            state.longActive = false
            return
        }
        if state.longActive, prefix.kind == .none {
            prefix = ConsoleLinePrefix(kind: .logcatLongHeader, time: state.longHeader?.time, message: line)
            prefix.tag = state.longHeader?.tag
            prefix.zoneMissing = state.longHeader?.zoneMissing ?? false
        }
        if prefix.kind == .none, bytes[0] == UInt8(ascii: "#") {
            acc.commentLines += 1
            return
        }
        let column = max(1, line.utf8.count - prefix.message.utf8.count + 1)
        readMessage(
            prefix, line: line, number: lineNumber, column: column, iosPatterns: iosPatterns, state: state, into: &acc)
    }

    /// Counts a line that cannot hold evidence (`TextEvidenceGate`) as `readLine` would: its
    /// console's prefix (what tells a log without any Nielsen line from a text that is no
    /// capture), a comment, a blank line ending a `-v long` entry, or a line passed over.
    static func passOver(
        _ bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int, state: inout LineState,
        into acc: inout TextCaptureAccumulator
    ) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            state.longActive = false
            return
        }
        let kind = ConsoleLinePrefix.kind(of: bytes, assumedYear: state.year)
        if kind.isLogcat {
            acc.logcatLines += 1
        } else if kind.isApple {
            acc.appleLines += 1
        }
        if kind == .none, !state.longActive, bytes[0] == UInt8(ascii: "#") {
            acc.commentLines += 1
            return
        }
        acc.otherLines += 1
        if acc.firstOtherLine == nil { acc.firstOtherLine = lineNumber }
    }

    /// Reads one message of Apple's unified log written as JSON (`log show --style json|ndjson`):
    /// its `timestamp` and `eventMessage` are what a text style prints as the line.
    static func readLogEvent(
        _ event: UnifiedLogEvent, number lineNumber: Int, iosPatterns: IOSLogPatternSet, state: inout LineState,
        into acc: inout TextCaptureAccumulator
    ) {
        acc.appleLines += 1
        var prefix = ConsoleLinePrefix.parse(event.timestamp + " " + event.message, assumedYear: state.year)
        if prefix.time == nil || prefix.message != event.message {
            // A timestamp nlcert does not read: the message without a time.
            prefix = ConsoleLinePrefix(kind: .appleConsole, time: nil, message: event.message)
        }
        prefix.kind = .appleConsole
        readMessage(
            prefix, line: event.message, number: lineNumber, column: event.column, iosPatterns: iosPatterns,
            state: state, into: &acc)
    }

    /// Reads a line's message once its prefix is known.
    static func readMessage(
        _ prefix: ConsoleLinePrefix, line: String, number lineNumber: Int, column: Int,
        iosPatterns: IOSLogPatternSet, state: LineState, into acc: inout TextCaptureAccumulator
    ) {
        let year = state.year
        let yearSource = state.yearSource
        if let reading = recognise(prefix.message, kind: prefix.kind, tag: prefix.tag, patterns: iosPatterns) {
            acc.recognisedLines += 1
            // Redactions in the SDK's own lines; other processes' `<private>` is theirs.
            if line.containsBytes("<private>") {
                acc.privateLines += 1
                if acc.firstPrivateLine == nil { acc.firstPrivateLine = lineNumber }
            }
            let time: Timestamp?
            if case .iosFrame(let frame)? = reading.first, let seconds = frame.seconds {
                time = iosLineTime(prefix, seconds: seconds, line: lineNumber, into: &acc)
            } else {
                noteAssumptions(prefix, line: lineNumber, year: year, yearSource: yearSource, into: &acc)
                if prefix.zoneMissing, let time = prefix.time, !acc.clockZone.isSettled {
                    observeZone(prefix, time: time, reading: reading, into: &acc)
                }
                time = prefix.time ?? sdkSecond(prefix.message, line: lineNumber, into: &acc)
            }
            for item in reading {
                acc.add(
                    annotate(plausible(item, line: lineNumber, into: &acc), line: line, message: prefix.message),
                    line: lineNumber, column: column, time: time)
            }
            return
        }
        readURLs(prefix, line: line, number: lineNumber, column: column, state: state, into: &acc)
    }

    /// The time of an iOS SDK line: the console's own when it gives a whole date with its
    /// zone (Xcode, `log stream`, the JSON styles), to the microsecond; else — idevicesyslog has
    /// no year or zone, `log stream --style compact` no zone, Console.app's copy no date — the
    /// Unix second the SDK wrote on the line, which assumes nothing. Such a line's prefix time
    /// still tells the zone of the file's other zoneless lines.
    static func iosLineTime(
        _ prefix: ConsoleLinePrefix, seconds: Int, line: Int, into acc: inout TextCaptureAccumulator
    ) -> Timestamp? {
        if let time = prefix.time, !prefix.zoneMissing, !prefix.yearAssumed { return time }
        if prefix.zoneMissing, let time = prefix.time, !acc.clockZone.isSettled {
            acc.clockZone.observe(localAsUTCMillis: time.epochMillis, sdkSeconds: seconds)
        }
        let sdkTime = Timestamp(epochMillis: Double(seconds) * 1000, utcOffsetSeconds: 0)
        guard sdkTime.isPlausible else {
            return prefix.zoneMissing || prefix.yearAssumed ? prefix.time : nil
        }
        if !acc.iosSecondsNoted {
            acc.iosSecondsNoted = true
            let why =
                prefix.time == nil
                ? "carry no date of their own (Console.app's copy, a console paste without its prefix)"
                : "give no \(prefix.yearAssumed ? "year or " : "")time zone (\(prefix.kind.rawValue))"
            acc.note(
                .info, line: line,
                "the iOS SDK's lines \(why); the Unix second the SDK wrote on each of them is their time, to the second"
            )
        }
        return sdkTime
    }

    /// The time of a line whose prefix gives none (`logcat -v brief`, `tag`, `process`): the
    /// Unix second the App SDK 10.x wrote on it, to the second, with one note per file. Without
    /// it the calls of such a log had no time, fell outside every viewing session and left the
    /// rules to the pings.
    static func sdkSecond(_ message: String, line: Int, into acc: inout TextCaptureAccumulator) -> Timestamp? {
        guard let seconds = LogClockZone.sdkSecond(of: message) else { return nil }
        let time = Timestamp(epochMillis: Double(seconds) * 1000, utcOffsetSeconds: 0)
        guard time.isPlausible else { return nil }
        if !acc.sdkSecondsNoted {
            acc.sdkSecondsNoted = true
            acc.note(
                .info, line: line,
                "the log's lines carry no time of their own (a logcat format such as brief, tag or process); the Unix second the Nielsen SDK wrote on each of its lines stands in, to the second"
            )
        }
        return time
    }

    /// Lets a line whose time has no zone vote on the zone (see `LogClockZone`) with the SDK's
    /// own Unix time on it: the second an App SDK 10.x line carries, else the `c62` send time
    /// of a ping the line reports sent.
    static func observeZone(
        _ prefix: ConsoleLinePrefix, time: Timestamp, reading: [LogLineReading],
        into acc: inout TextCaptureAccumulator
    ) {
        if prefix.kind.isLogcat, let seconds = LogClockZone.sdkSecond(of: prefix.message) {
            acc.clockZone.observe(localAsUTCMillis: time.epochMillis, sdkSeconds: seconds)
            return
        }
        for item in reading {
            let url: String
            switch item {
            case .request(let u, nil, _), .delivered(let u, false, _): url = u
            default: continue
            }
            if let sent = LogClockZone.sendTime(in: url) {
                acc.clockZone.observe(localAsUTCMillis: time.epochMillis, sdkSeconds: sent)
                return
            }
        }
    }

    /// The Nielsen URLs of a line no recogniser took (a URL list row, a URL inside other text),
    /// or why there are none: a look-alike host, a cut Nielsen URL, or a line of something else.
    static func readURLs(
        _ prefix: ConsoleLinePrefix, line: String, number lineNumber: Int, column: Int, state: LineState,
        into acc: inout TextCaptureAccumulator
    ) {
        // What the prefix assumed matters to the lines that carry evidence, and is said on the
        // first of them (a line passed over unread says nothing: `TextEvidenceGate`).
        func assumptions() {
            noteAssumptions(prefix, line: lineNumber, year: state.year, yearSource: state.yearSource, into: &acc)
        }
        let urls = PingURLFinder.find(in: prefix.message)
        let bare = urls.isEmpty ? "" : prefix.message.trimmingSpaces()
        let kept = urls.filter { $0.isNielsen || $0.url == bare || prefix.kind == .urlListRow }
        if kept.isEmpty {
            if let lookAlike = urls.first(where: {
                $0.url.containsASCIIIgnoringCase("imrworldwide") || $0.url.containsASCIIIgnoringCase("nmrodam")
            }) {
                assumptions()
                acc.lineNote(
                    .info, line: lineNumber, kind: "a URL on a look-alike host",
                    "a URL on a look-alike host (not imrworldwide.com / nmrodam.com) was passed over: \(lookAlike.url.prefix(120))"
                )
                acc.recognisedLines += 1
                return
            }
            if prefix.message.containsASCIIIgnoringCase("imrworld")
                || prefix.message.containsASCIIIgnoringCase("nmrodam")
            {
                assumptions()
                acc.add(
                    .garbled(
                        interleaveHint(
                            "a line that names a Nielsen host but holds no complete Nielsen URL", prefix.message)),
                    line: lineNumber, column: column, time: nil)
                return
            }
            acc.otherLines += 1
            if acc.firstOtherLine == nil { acc.firstOtherLine = lineNumber }
            return
        }
        acc.recognisedLines += 1
        assumptions()
        let listLike =
            prefix.kind == .urlListRow || (urls.count == 1 && kept.first?.url == bare)
            || (prefix.kind == .none && bare.hasPrefix("http"))
        let format: SourceFormat = listLike && !prefix.kind.isLogcat && !prefix.kind.isApple ? .urlList : .console
        if prefix.time == nil, let first = kept.first, let stamp = unreadTime(before: first.offset, in: prefix.message)
        {
            acc.lineNote(
                .info, line: lineNumber, kind: "a time before the URL that nlcert cannot read",
                "'\(stamp.prefix(40))' before the URL looks like a time but is not one nlcert reads (epoch milliseconds, epoch seconds or ISO 8601 within 1990–2099): the request is kept without a time"
            )
        }
        if prefix.zoneMissing, let time = prefix.time, !acc.clockZone.isSettled,
            let sent = kept.lazy.compactMap({ LogClockZone.sendTime(in: $0.url) }).first
        {
            acc.clockZone.observe(localAsUTCMillis: time.epochMillis, sdkSeconds: sent)
        }
        for url in kept {
            let urlColumn = column + url.offset
            if let note = url.readingNote {
                acc.lineNote(note.level, line: lineNumber, kind: note.kind, note.text)
            }
            acc.add(
                .request(url: url.url, failure: nil, format: format), line: lineNumber, column: urlColumn,
                time: prefix.time)
        }
    }

    /// The text before a URL when it is one token that starts like a number or a date
    /// (`99999999999999999999`, `-5`, `2026-02-30T25:61:61Z`) — a time the line meant to give —
    /// else `nil` (prose, a log tag, nothing).
    static func unreadTime(before offset: Int, in message: String) -> String? {
        guard offset > 0 else { return nil }
        let head = message.utf8.prefix(offset)
        let token = String(decoding: head, as: UTF8.self).trimmingSpaces()
        guard !token.isEmpty, !token.contains(" "), !token.contains("\t") else { return nil }
        var bytes = token.utf8.makeIterator()
        guard var b = bytes.next() else { return nil }
        if b == UInt8(ascii: "-") || b == UInt8(ascii: "+") {
            guard let next = bytes.next() else { return nil }
            b = next
        }
        return b >= 0x30 && b <= 0x39 ? token : nil
    }

    /// The format of a text that holds no Nielsen line but is still a capture: a logcat or
    /// Apple console paste (at least half of its lines carry that console's prefix), or a URL
    /// list of nothing but `#` comments. `nil` for anything else (prose, unknown logs).
    static func emptyFormat(_ acc: TextCaptureAccumulator) -> SourceFormat? {
        let console = acc.logcatLines + acc.appleLines
        if console > 0, console * 2 >= acc.otherLines {
            return acc.logcatLines >= acc.appleLines ? .logcat : .iosConsole
        }
        if acc.otherLines == 0, acc.commentLines > 0 { return .urlList }
        return nil
    }

    /// A logged call whose own time is outside the plausible years (a recorder line's `ts` of
    /// 1e300, say) loses that time, with a note: the line's prefix time, if any, stands in.
    static func plausible(
        _ reading: LogLineReading, line: Int, into acc: inout TextCaptureAccumulator
    ) -> LogLineReading {
        guard case .call(var logged) = reading, let t = logged.time, !t.isPlausible else { return reading }
        if let seconds = APITraceReader.fromSeconds(t) {
            acc.lineNote(
                .warning, line: line, kind: "a call's time in epoch seconds",
                "a call's \"ts\" in epoch seconds (\(t.epochMillis)), not milliseconds: nlcert reads it as seconds")
            logged.time = seconds
            return .call(logged)
        }
        let kind = "a call's time outside 1990–2099"
        acc.lineNote(
            .warning, line: line, kind: kind,
            "\(kind) (\(t.epochMillis) ms since 1970) was dropped; the line's own time, if any, is used")
        logged.time = nil
        return .call(logged)
    }

    /// The first recogniser that knows the message. Android's strings are tried before the iOS
    /// patterns on logcat lines and on lines that open with the App SDK's frame (logcat
    /// formats without a prefix nlcert knows: `-v raw`, `-v thread`), after them on any other.
    static func recognise(
        _ message: String, kind: ConsolePrefixKind, tag: String?, patterns: IOSLogPatternSet
    )
        -> [LogLineReading]?
    {
        if let reading = RecorderTraceLine.interpret(message) { return reading }
        if let reading = BrowserSDKLogReader.interpret(message) { return reading }
        // The iOS App SDK's frame (`] [NielsenAPPSDK`) is its own: no Android line holds it.
        if message.containsBytes("[NielsenAPPSDK"), let reading = patterns.interpret(message) { return reading }
        let android = kind.isLogcat || AndroidSDKLine.opensWithFrame(message)
        if android, let reading = AndroidSDKLogReader.interpret(message, tag: tag) { return reading }
        if let reading = patterns.interpret(message) { return reading }
        if !android, let reading = AndroidSDKLogReader.interpret(message, tag: tag) { return reading }
        return nil
    }

    /// Adds "two lines run together" to a garbled-line note when the line holds a second
    /// console time stamp.
    static func annotate(_ reading: LogLineReading, line: String, message: String) -> LogLineReading {
        guard case .garbled(let problem) = reading else { return reading }
        return .garbled(interleaveHint(problem, message))
    }

    static func interleaveHint(_ problem: String, _ message: String) -> String {
        containsSecondTimestamp(message) ? problem + " (another log line seems to run into it)" : problem
    }

    /// True when a logcat or ISO time appears inside the message, a sign that two lines were
    /// interleaved.
    static func containsSecondTimestamp(_ message: String) -> Bool {
        let b = Array(message.utf8)
        guard b.count >= 18 else { return false }
        func d(_ i: Int) -> Bool { b[i] >= 48 && b[i] <= 57 }
        for i in 0..<(b.count - 17) {
            // MM-DD HH:MM:SS.
            if d(i), d(i + 1), b[i + 2] == UInt8(ascii: "-"), d(i + 3), d(i + 4), b[i + 5] == UInt8(ascii: " "),
                d(i + 6),
                d(i + 7), b[i + 8] == UInt8(ascii: ":"), d(i + 9), d(i + 10), b[i + 11] == UInt8(ascii: ":"), d(i + 12),
                d(i + 13), b[i + 14] == UInt8(ascii: ".")
            {
                return true
            }
        }
        return false
    }

    /// One note per file and prefix kind when its times lack a year or a zone.
    static func noteAssumptions(
        _ prefix: ConsoleLinePrefix, line: Int, year: Int, yearSource: String,
        into acc: inout TextCaptureAccumulator
    ) {
        guard prefix.time != nil, prefix.yearAssumed || prefix.zoneMissing else { return }
        let key = prefix.kind.rawValue
        guard !acc.prefixNotesGiven.contains(key) else { return }
        acc.prefixNotesGiven.insert(key)
        var what: [String] = []
        if prefix.yearAssumed { what.append("no year (nlcert assumed \(year), \(yearSource))") }
        if prefix.zoneMissing { what.append(TextCaptureAccumulator.zoneReadAsUTC) }
        acc.note(
            .info, line: line,
            "\(prefix.kind.rawValue) lines give times with \(what.joined(separator: " and ")); they order the lines, and the timeline lines them up with the pings"
        )
        if prefix.zoneMissing { acc.zoneNotes.append(acc.notes.count - 1) }
    }

    /// The year for prefixes that print none: from the first ping in the text that carries an
    /// epoch (`c61=createtm,` seconds, else `rnd=` milliseconds), else a fixed 2000 so that
    /// the result never depends on the day nlcert runs.
    static func assumedYear(in bytes: UnsafeBufferPointer<UInt8>) -> (Int, String) {
        TextYearScan.year(from: TextYearScan.hits(in: bytes, final: true))
    }
}
