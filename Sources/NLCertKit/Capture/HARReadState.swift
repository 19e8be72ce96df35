/// What a HAR or Charles reader has collected so far: the requests, the producing tool, and
/// counters for the notes it owes the user (zone-less times, unreadable times, entries left out).
/// Notes are summarised per file, so a huge file cannot flood the report or memory.
struct HARReadState {
    let path: String
    let filter: RequestFilter
    /// Works on each request kept as it is kept (`RequestFilter.makeCarrier`): this part's own.
    private let carrier: (any RequestCarrier)?
    var creator: String?
    var sawEntries = false
    /// Some of the entries were read on another core and appended (`append`).
    private(set) var readOnTwoCores = false
    var requests: [CapturedRequest] = []
    /// The first `maxSkipNotes` entries left out and why ("is not an object"): the note's text,
    /// with the entry's number, is written when the capture is finished, so that a part read
    /// on its own can be renumbered (`HARTail`).
    private var skipNotes: [(location: SourceLocation, why: String)] = []
    private var zonelessCount = 0
    private var zonelessFirst: SourceLocation?
    private var badTimeCount = 0
    private var badTimeFirst: (SourceLocation, String)?
    private var skippedCount = 0
    private var untimedCount = 0
    private var untimedFirst: SourceLocation?
    private var oddTimeCount = 0
    private var oddTimeFirst: (SourceLocation, String)?
    private var relativeCount = 0
    private var relativeFirst: SourceLocation?
    private var nulCount = 0
    private var nulFirst: (SourceLocation, String)?
    /// Requests the filter turned down.
    private var leftOut = 0

    /// At most this many "left out" notes are written one by one; the rest are counted.
    static let maxSkipNotes = 20

    init(path: String, filter: RequestFilter = .all) {
        self.path = path
        self.filter = filter
        self.carrier = filter.makeCarrier?()
    }

    /// Turns one entry's fields into a request (or a note when it has no URL).
    mutating func add(_ f: HAREntryFields, location: SourceLocation, format: SourceFormat) {
        guard var url = f.url, !url.isEmpty else {
            skipped(location, "has no request URL")
            return
        }
        if url.hasPrefix("//") {
            // A protocol-relative URL (hand-made or converted from page source): the host and
            // query are clear, the scheme is not; read as https:// and said so.
            url = "https:" + url
            relativeCount += 1
            if relativeFirst == nil { relativeFirst = location }
        }
        var time: Timestamp?
        if let text = f.startedDateTime, !text.isEmpty {
            let parsed = Timestamp.parseISO8601(text)
            if let t = parsed, !t.isPlausible {
                // Year 0000 or 9999: no capture was made then; ordering by it would mislead.
                oddTimeCount += 1
                if oddTimeFirst == nil { oddTimeFirst = (location, text) }
            } else if let t = parsed {
                time = t
                if t.utcOffsetSeconds == nil {
                    zonelessCount += 1
                    if zonelessFirst == nil { zonelessFirst = location }
                }
            } else {
                badTimeCount += 1
                if badTimeFirst == nil { badTimeFirst = (location, text) }
            }
        } else {
            untimedCount += 1
            if untimedFirst == nil { untimedFirst = location }
        }
        if let field = f.fieldWithNUL {
            nulCount += 1
            if nulFirst == nil { nulFirst = (location, field) }
        }
        let method = (f.method?.isEmpty == false ? f.method : nil) ?? "GET"
        let isTunnel = f.tunnel || method.uppercased() == "CONNECT"
        var failure: String?
        if let e = f.error, !e.isEmpty {
            failure = e
        } else if let e = f.responseError, !e.isEmpty {
            failure = e
        } else if let c = f.charlesStatus, ["EXCEPTION", "FAILED"].contains(c.uppercased()) {
            failure = "Charles status \(c)" + (f.charlesMessage.map { ": \($0)" } ?? "")
        } else if f.status == 0 && !isTunnel {
            failure = "no response (status 0)"
        }
        var request = CapturedRequest(
            method: method, url: url, time: time, status: f.status, failure: failure, isTunnel: isTunnel,
            location: location, format: format, ordinal: location.entry ?? requests.count + leftOut)
        if filter.keeps(request) {
            carrier?.carry(&request)
            requests.append(request)
        } else {
            leftOut += 1
        }
    }

    /// Records that an entry was left out, with where and why ("is not an object").
    mutating func skipped(_ location: SourceLocation, _ why: String) {
        skippedCount += 1
        if skippedCount <= HARReadState.maxSkipNotes { skipNotes.append((location, why)) }
    }

    /// Makes room for `count` more requests at once: the parts of a tail are appended one
    /// after the other, and room made for each in turn moved every request read so far again.
    mutating func reserve(requests count: Int) {
        requests.reserveCapacity(requests.count + count)
    }

    /// Appends what was read of a stretch of the entries array on its own (`HARTail`),
    /// renumbered: its lines counted from `lineBase` and entries from `entryBase`, and on its
    /// first line, columns shifted by `columnShift`. The result is what one pass would have read.
    /// The requests are moved out of `other` (it keeps empty ones in their place).
    mutating func append(taking other: inout HARReadState, lineBase: Int, entryBase: Int, columnShift: Int) {
        func moved(_ l: SourceLocation) -> SourceLocation {
            var l = l
            if l.line == 1 { l.column += columnShift }
            l.line += lineBase - 1
            l.entry = l.entry.map { $0 + entryBase }
            return l
        }
        readOnTwoCores = true
        if requests.capacity < requests.count + other.requests.count {
            requests.reserveCapacity(requests.count + other.requests.count)
        }
        other.requests.withUnsafeMutableBufferPointer { taken in
            for i in taken.indices {
                taken[i].location = moved(taken[i].location)
                taken[i].ordinal += entryBase
                requests.append(taken[i].take())
            }
        }
        for note in other.skipNotes where skipNotes.count < HARReadState.maxSkipNotes {
            skipNotes.append((moved(note.location), note.why))
        }
        skippedCount += other.skippedCount
        leftOut += other.leftOut
        zonelessCount += other.zonelessCount
        zonelessFirst = zonelessFirst ?? other.zonelessFirst.map(moved)
        badTimeCount += other.badTimeCount
        badTimeFirst = badTimeFirst ?? other.badTimeFirst.map { (moved($0.0), $0.1) }
        untimedCount += other.untimedCount
        untimedFirst = untimedFirst ?? other.untimedFirst.map(moved)
        oddTimeCount += other.oddTimeCount
        oddTimeFirst = oddTimeFirst ?? other.oddTimeFirst.map { (moved($0.0), $0.1) }
        relativeCount += other.relativeCount
        relativeFirst = relativeFirst ?? other.relativeFirst.map(moved)
        nulCount += other.nulCount
        nulFirst = nulFirst ?? other.nulFirst.map { (moved($0.0), $0.1) }
    }

    /// The finished capture for this file.
    func capture(format: SourceFormat) -> Capture {
        var notes = skipNotes.map { note in
            CaptureNote(
                level: .warning, location: note.location,
                message: "entry \((note.location.entry ?? 0) + 1) \(note.why); it was left out")
        }
        if skippedCount > HARReadState.maxSkipNotes {
            notes.append(
                CaptureNote(
                    level: .warning, location: SourceLocation(file: path, line: 1),
                    message:
                        "\(skippedCount - HARReadState.maxSkipNotes) more entries were left out for the same reasons"))
        }
        if let first = zonelessFirst {
            let what = zonelessCount == 1 ? "1 entry's start time has" : "\(zonelessCount) entries' start times have"
            notes.append(
                CaptureNote(
                    level: .info, location: first,
                    message: "\(what) no time zone (first: entry \((first.entry ?? 0) + 1)); nlcert took them as UTC"))
        }
        if let (first, text) = badTimeFirst {
            notes.append(
                CaptureNote(
                    level: .warning, location: first,
                    message: "\(badTimeCount) entries have a start time nlcert cannot read (first: entry "
                        + "\((first.entry ?? 0) + 1), '\(text.prefix(60))'); they are kept without a time, in file order"
                ))
        }
        if let first = untimedFirst {
            notes.append(
                CaptureNote(
                    level: .warning, location: first,
                    message:
                        "\(untimedCount) \(untimedCount == 1 ? "entry has" : "entries have") no start time (first: entry "
                        + "\((first.entry ?? 0) + 1)); kept without a time, in file order"))
        }
        if let (first, text) = oddTimeFirst {
            notes.append(
                CaptureNote(
                    level: .warning, location: first,
                    message:
                        "\(oddTimeCount) \(oddTimeCount == 1 ? "entry has" : "entries have") a start time outside 1990–2099 (first: entry "
                        + "\((first.entry ?? 0) + 1), '\(text.prefix(60))'), a wrong clock or a damaged file; kept without a time, in file order"
                ))
        }
        if let first = relativeFirst {
            notes.append(
                CaptureNote(
                    level: .warning, location: first,
                    message:
                        "\(relativeCount) \(relativeCount == 1 ? "entry has" : "entries have") a protocol-relative URL (//host/…, first: entry "
                        + "\((first.entry ?? 0) + 1)), read as https://; a capture tool records the scheme that was used, so the file was edited"
                ))
        }
        if let (first, field) = nulFirst {
            notes.append(
                CaptureNote(
                    level: .warning, location: first,
                    message:
                        "\(nulCount) \(nulCount == 1 ? "entry holds" : "entries hold") a NUL character (\\u0000), which no client sends (first: entry "
                        + "\((first.entry ?? 0) + 1), its \(field)); read as written, so the file may be damaged"))
        }
        return Capture(
            files: [CaptureFile(path: path, format: format, creator: creator, requestCount: requests.count + leftOut)],
            requests: requests, notes: notes, leftOutRequests: leftOut)
    }
}
