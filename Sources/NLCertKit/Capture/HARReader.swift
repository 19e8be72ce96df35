/// Reads HAR 1.2 files (Charles, Proxyman, Chrome/Edge, Firefox, Safari, mitmproxy, HTTP
/// Toolkit, Playwright) in one streaming pass, keeping per entry only what nlcert uses: the
/// start time, method, URL, status and any failure marker, with the entry's line and column.
/// Headers, bodies and everything else are skipped unread, so memory does not grow with the
/// size of the bodies. Quirks handled are listed in the capture producers' known quirks (README "Capturing"): a byte-order mark, every
/// `startedDateTime` shape (zone-less times are taken as UTC and a note says so), `null` where
/// text is expected, unsorted entries (kept in file order; `ordinal` is the array index),
/// blocked requests (`status: 0` + `_error`, Charles `_charlesStatus: EXCEPTION`) and CONNECT
/// tunnels. `queryString[]` is ignored: the URL is the source of truth. A regular file of
/// `splitMinimumBytes` or more has the tail of its entries read on another core at the same
/// time (`HARTail`), each byte still read once; the capture is the one a single pass reads.
enum HARReader {
    static let hint = "the HAR looks damaged or truncated: export it again from the tool that recorded it"

    /// Reads a whole HAR from `source`.
    static func read(
        source: ByteSource, bufferSize: Int = 1 << 20, filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        try read(
            source: source, bufferSize: bufferSize, maxStringBytes: JSONByteScanner.maxCapturedString, filter: filter)
    }

    /// A regular file at least this big is read on two cores, from both ends (`HARTail`).
    static let splitMinimumBytes = 16 << 20

    /// Reads a whole HAR, refusing captured fields longer than `maxStringBytes`.
    static func read(
        source: ByteSource, bufferSize: Int, maxStringBytes: Int, filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        try read(
            source: source, bufferSize: bufferSize, maxStringBytes: maxStringBytes, filter: filter,
            splitAbove: filter.handsOverInOrder ? Int.max : splitMinimumBytes
        ).capture
    }

    /// Reads a whole HAR; a regular file of `splitAbove` bytes or more has the tail of its
    /// entries read on another core at the same time, cut into `stretches` (`HARTail`).
    static func read(
        source: ByteSource, bufferSize: Int, maxStringBytes: Int, filter: RequestFilter, splitAbove: Int,
        stretches: Int = HARTail.stretches
    ) throws(CaptureError) -> (capture: Capture, readOnTwoCores: Bool) {
        var scanner = JSONByteScanner(
            source: source, hint: hint, bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        var state = HARReadState(path: source.path, filter: filter)
        var tail = HARTail.start(
            source, filter: filter, bufferSize: bufferSize, maxStringBytes: maxStringBytes,
            minimumBytes: splitAbove, stretches: stretches)
        defer { tail?.cancel() }
        try scanner.skipByteOrderMark()
        guard let first = try scanner.peek() else {
            throw CaptureError(file: source.path, problem: "the file is empty", hint: "export the capture again")
        }
        guard first == UInt8(ascii: "{") else {
            throw scanner.error("a HAR must start with '{'")
        }
        try scanner.beginObject()
        var sawLog = false
        while let key = try scanner.nextKey() {
            if key == "log", try scanner.peekValueStart() == UInt8(ascii: "{") {
                sawLog = true
                try readLog(&scanner, &state, &tail)
            } else {
                try scanner.skipValue()
            }
        }
        // A JSON object that is not a HAR is named as such before anything after it is judged.
        guard sawLog else {
            throw CaptureError(
                file: source.path, line: 1, column: 1,
                problem: "this JSON document is not a HAR (it has no \"log\" object)",
                hint: "give nlcert a HAR export (Charles: File → Export Session → HTTP Archive; "
                    + "browser DevTools: Network → Export HAR), a Charles .chlsj, a URL list or a log")
        }
        guard state.sawEntries else {
            throw CaptureError(
                file: source.path, line: 1, column: 1, problem: "the HAR has no \"log.entries\" array",
                hint: "export the HAR again; a HAR without entries recorded no requests")
        }
        try scanner.finish()
        return (state.capture(format: .har), state.readOnTwoCores)
    }

    static let logKeys = JSONKeySet(["creator", "entries"])
    static let creatorKeys = JSONKeySet(["name", "version"])
    static let entryKeys = JSONKeySet(["startedDateTime", "_error", "_charlesStatus", "request", "response"])
    static let requestKeys = JSONKeySet(["method", "url"])
    static let responseKeys = JSONKeySet(["status", "_error", "_charlesStatus"])

    private static func readLog(
        _ s: inout JSONByteScanner, _ state: inout HARReadState, _ tail: inout HARTail?
    ) throws(CaptureError) {
        try s.beginObject()
        while let key = try s.nextKey(among: logKeys) {
            switch key {
            case 0 where try s.peekValueStart() == UInt8(ascii: "{"):  // creator
                try s.beginObject()
                var name: String?
                var version: String?
                while let k = try s.nextKey(among: creatorKeys) {
                    switch k {
                    case 0: name = try s.readString()
                    case 1: version = try s.readString()
                    default: try s.skipValue()
                    }
                }
                state.creator = [name, version].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            case 1 where try s.peekValueStart() == UInt8(ascii: "["):  // entries
                state.sawEntries = true
                try s.beginArray()
                try readEntries(&s, &state, &tail)
            default:
                try s.skipValue()
            }
        }
    }

    /// The entries, in one pass or, when the tail is being read on another core, up to where
    /// the two readers meet. Arriving exactly at the start of a part the other core claimed,
    /// at an entry, hands over to it; passing it anywhere else (the guess was wrong) drops the
    /// tail.
    private static func readEntries(
        _ s: inout JSONByteScanner, _ state: inout HARReadState, _ tail: inout HARTail?
    ) throws(CaptureError) {
        var index = 0
        var boundary = tail?.nextStart ?? Int.max
        while try s.nextElement() {
            if s.offset >= boundary, let t = tail {
                switch t.arrive(at: s.offset) {
                case .readOn:
                    boundary = t.nextStart
                case .drop:
                    tail = nil
                    boundary = Int.max
                    t.cancel()
                case .join(let part):
                    tail = nil
                    boundary = Int.max
                    switch try t.join(from: part, into: &state, &s, entryBase: index) {
                    case .endOfEntries: return
                    case .atEntry(let next): index = next
                    }
                }
            }
            try readEntry(&s, index: index, &state)
            index += 1
        }
    }

    static func readEntry(_ s: inout JSONByteScanner, index: Int, _ state: inout HARReadState) throws(CaptureError) {
        let (line, column) = s.location
        let location = SourceLocation(file: state.path, line: line, column: column, entry: index)
        guard try s.peekValueStart() == UInt8(ascii: "{") else {
            try s.skipValue()
            state.skipped(location, "is not an object")
            return
        }
        do {
            try readEntryFields(&s, location: location, &state)
        } catch {
            var located = error
            if located.entry == nil { located.entry = index }
            throw located
        }
    }

    private static func readEntryFields(
        _ s: inout JSONByteScanner, location: SourceLocation, _ state: inout HARReadState
    ) throws(CaptureError) {
        var fields = HAREntryFields()
        try s.beginObject()
        while let key = try s.nextKey(among: entryKeys) {
            switch key {
            case 0: fields.startedDateTime = try s.readString()
            case 1: fields.error = try s.readString()
            case 2: fields.charlesStatus = try s.readString()
            case 3 where try s.peekValueStart() == UInt8(ascii: "{"):  // request
                try s.beginObject()
                while let k = try s.nextKey(among: requestKeys) {
                    switch k {
                    case 0: fields.method = try s.readString()
                    case 1: fields.url = try s.readString()
                    default: try s.skipValue()
                    }
                }
            case 4 where try s.peekValueStart() == UInt8(ascii: "{"):  // response
                try s.beginObject()
                while let k = try s.nextKey(among: responseKeys) {
                    switch k {
                    case 0: fields.status = statusValue(try s.readScalar())
                    case 1: fields.responseError = try s.readString()
                    case 2: fields.charlesStatus = try s.readString()
                    default: try s.skipValue()
                    }
                }
            default:
                try s.skipValue()
            }
        }
        state.add(fields, location: location, format: .har)
    }

    static func statusValue(_ scalar: JSONByteScanner.Scalar) -> Int? {
        switch scalar {
        case .number(let d) where d >= 0 && d < 1000: return Int(d)
        case .string(let s): return Int(s)
        default: return nil
        }
    }
}

extension HARReader {
    /// A port written as a number or as digits.
    static func portValue(_ scalar: JSONByteScanner.Scalar) -> Int? {
        switch scalar {
        case .number(let d) where d > 0 && d < 65_536: return Int(d)
        case .string(let s): return Int(s)
        default: return nil
        }
    }
}
