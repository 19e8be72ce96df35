/// Reads Charles JSON sessions (`.chlsj`: File → Export Session → JSON Session File) in one
/// streaming pass with the same scanner as the HAR reader. Each transaction becomes a request
/// with URL `scheme://host[:port]path[?query]` (default ports left out), its time from
/// `times.start`, its `response.status`, `tunnel: true` as an undecrypted CONNECT, and a
/// transaction `status` of `EXCEPTION` as "attempted, not delivered".
enum CharlesJSONReader {
    static let hint = "the Charles session looks damaged or truncated: export it again (File → Export Session)"

    /// Reads a whole Charles JSON session from `source`.
    static func read(
        source: ByteSource, bufferSize: Int = 1 << 20, filter: RequestFilter = .all
    ) throws(CaptureError) -> Capture {
        var s = JSONByteScanner(source: source, hint: hint, bufferSize: bufferSize)
        var state = HARReadState(path: source.path, filter: filter)
        state.creator = "Charles"  // a .chlsj does not name its version
        try s.skipByteOrderMark()
        guard try s.peek() == UInt8(ascii: "[") else { throw s.error("a Charles JSON session must start with '['") }
        try s.beginArray()
        var index = 0
        while try s.nextElement() {
            let (line, column) = s.location
            let location = SourceLocation(file: source.path, line: line, column: column, entry: index)
            guard try s.peekValueStart() == UInt8(ascii: "{") else {
                throw notCharles(source.path, location, "element \(index) of the array is not an object")
            }
            let fields: Transaction
            do {
                fields = try readTransaction(&s)
            } catch {
                var located = error
                if located.entry == nil { located.entry = index }
                throw located
            }
            guard let host = fields.host, !host.isEmpty else {
                throw notCharles(source.path, location, "element \(index) has no \"host\"")
            }
            var entry = fields.entry
            entry.url = url(
                scheme: fields.scheme, host: host, port: fields.port ?? fields.actualPort, path: fields.path,
                query: fields.query)
            state.add(entry, location: location, format: .charlesJSON)
            index += 1
        }
        try s.finish()
        return state.capture(format: .charlesJSON)
    }

    private static func notCharles(_ path: String, _ l: SourceLocation, _ what: String) -> CaptureError {
        CaptureError(
            file: path, line: l.line, column: l.column, entry: l.entry,
            problem: "a JSON array, but not a Charles session: \(what)",
            hint: "give nlcert a Charles JSON session (.chlsj) or a HAR export")
    }

    /// The parts of a transaction needed to rebuild its URL, plus the common entry fields.
    private struct Transaction {
        var scheme: String?
        var host: String?
        var port: Int?
        var actualPort: Int?
        var path: String?
        var query: String?
        var entry = HAREntryFields()
    }

    static let transactionKeys = JSONKeySet([
        "scheme", "host", "port", "actualPort", "path", "query", "method", "status", "errorMessage", "tunnel", "times",
        "response",
    ])
    static let startKey = JSONKeySet(["start"])
    static let statusKey = JSONKeySet(["status"])

    private static func readTransaction(_ s: inout JSONByteScanner) throws(CaptureError) -> Transaction {
        var t = Transaction()
        try s.beginObject()
        while let key = try s.nextKey(among: transactionKeys) {
            switch key {
            case 0: t.scheme = try s.readString()
            case 1: t.host = try s.readString()
            case 2: t.port = HARReader.portValue(try s.readScalar())
            case 3: t.actualPort = HARReader.portValue(try s.readScalar())
            case 4: t.path = try s.readString()
            case 5: t.query = try s.readString()
            case 6: t.entry.method = try s.readString()
            case 7: t.entry.charlesStatus = try s.readString()
            case 8: t.entry.charlesMessage = try s.readString()
            case 9: t.entry.tunnel = try s.readScalar() == .bool(true)
            case 10 where try s.peekValueStart() == UInt8(ascii: "{"):  // times
                try s.beginObject()
                while let k = try s.nextKey(among: startKey) {
                    if k == 0 { t.entry.startedDateTime = try s.readString() } else { try s.skipValue() }
                }
            case 11 where try s.peekValueStart() == UInt8(ascii: "{"):  // response
                try s.beginObject()
                while let k = try s.nextKey(among: statusKey) {
                    if k == 0 { t.entry.status = HARReader.statusValue(try s.readScalar()) } else { try s.skipValue() }
                }
            default:
                try s.skipValue()
            }
        }
        return t
    }

    /// `scheme://host[:port]path[?query]`, leaving out 80 for http and 443 for https.
    static func url(scheme: String?, host: String, port: Int?, path: String?, query: String?) -> String {
        let scheme = (scheme?.isEmpty == false ? scheme : nil) ?? "https"
        var text = scheme + "://" + host
        if let port, !(scheme == "https" && port == 443), !(scheme == "http" && port == 80) {
            text += ":\(port)"
        }
        text += path ?? ""
        if let query, !query.isEmpty { text += "?" + query }
        return text
    }
}
