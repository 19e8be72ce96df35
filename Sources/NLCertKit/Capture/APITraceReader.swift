/// Reads the nlcert API trace: JSON Lines, one SDK call per line (the SDK debug-log formats, README "Capturing").
///
/// Each line is an object with `ts` (epoch milliseconds), `api` (an iOS or browser/Android API
/// name) and optionally `args` (an array); other keys are ignored. Blank lines and lines
/// starting with `#` are allowed. The trace is nlcert's own strict format, so any other line
/// is an error naming its line number.
enum APITraceReader {
    static let hint =
        "each trace line must be a JSON object like "
        + "{\"ts\": 1796026041789, \"api\": \"play\", \"args\": [ … ]}; fix or remove the line"

    /// Reads a whole trace (lines end with LF, CRLF or a lone CR).
    static func read(text: String, path: String) throws(CaptureError) -> Capture {
        try read(source: MemoryByteSource(bytes: Array(text.utf8), path: path))
    }

    /// Reads a trace from a stream, line by line: memory follows the calls, not the file. A
    /// `ts` outside 1990–2099 (1e300, a year-9999 value) is kept out of the timeline's order:
    /// the call stays, without a time, and one note names the first such line and the count.
    static func read(source: ByteSource) throws(CaptureError) -> Capture {
        var calls: [APICall] = []
        var notes: [CaptureNote] = []
        var oddTimes = 0
        var secondsTimes: (count: Int, first: String, location: SourceLocation)?
        let path = source.path
        // A trace repeats its API names and argument values on every call: each is kept once.
        var pool = TraceStringPool()
        try TextLineStream(source).forEachLine { (line: TextLineStream.Line) throws(CaptureError) in
            let text = String(decoding: line.bytes, as: UTF8.self)
            let trimmed = text.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            let location = SourceLocation(file: path, line: line.number, column: 1)
            var call = try parseLine(text, location: location, ordinal: calls.count)
            call.rawName = pool.intern(call.rawName)
            call.args = call.args.isEmpty ? [] : call.args.map { pool.intern($0) }
            call.outcome = call.outcome.map { pool.intern($0) }
            if let t = call.time, let seconds = Self.fromSeconds(t) {
                secondsTimes =
                    secondsTimes.map { ($0.count + 1, $0.first, $0.location) } ?? (1, "\(t.epochMillis)", location)
                call.time = seconds
            } else if let t = call.time, !t.isPlausible {
                oddTimes += 1
                if oddTimes == 1 {
                    notes.append(
                        CaptureNote(
                            level: .warning, location: location,
                            message:
                                "\"ts\" \(t.original ?? "\(t.epochMillis)") is not an epoch-milliseconds time between 1990 and 2099; the call is kept without a time"
                        ))
                }
                call.time = nil
            }
            calls.append(call)
        }
        if oddTimes > 1, let first = notes.first {
            notes[0].message = "\(oddTimes) lines have a \"ts\" outside 1990–2099 (first: \(first.message))"
        }
        if let s = secondsTimes {
            notes.append(
                CaptureNote(
                    level: .warning, location: s.location,
                    message:
                        "\(s.count) line(s) give \"ts\" in epoch seconds (first: \(s.first)), not milliseconds: nlcert reads them as seconds"
                ))
        }
        return Capture(
            files: [CaptureFile(path: path, format: .apiTrace, creator: "nlcert API trace", callCount: calls.count)],
            calls: calls, notes: notes)
    }

    /// Parses one trace line (a JSON object with `ts`, `api`, `args`) into a call.
    static func parseLine(_ line: String, location: SourceLocation, ordinal: Int) throws(CaptureError) -> APICall {
        func fail(_ problem: String, column: Int? = nil) -> CaptureError {
            CaptureError(
                file: location.file, line: location.line, column: column ?? location.column, problem: problem,
                hint: hint)
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line, maxDepth: 64)
        } catch {
            throw fail("not a valid JSON line: \(error.message)", column: location.column + error.column - 1)
        }
        guard value.objectValue != nil else {
            throw fail("a trace line must be a JSON object, but this one is \(Self.article(value.typeName))")
        }
        guard let api = value["api"], !api.isNull else { throw fail("the line has no \"api\" name") }
        guard let name = api.stringValue, !name.isEmpty else {
            throw fail(
                "\"api\" must be the API's name as a string, not \(api.stringValue == nil ? Self.article(api.typeName) : "empty")"
            )
        }
        guard let stamp = value["ts"], !stamp.isNull else { throw fail("the line has no \"ts\" (epoch milliseconds)") }
        guard let number = stamp.doubleValue else {
            throw fail("\"ts\" must be a number of epoch milliseconds, not \(Self.article(stamp.typeName))")
        }
        // A number no clock gives (negative, or too large for a double) is kept as a time no
        // run can have: `read` then keeps the call without a time and says so, as for 1e300.
        let usable = number.isFinite && number >= 0
        let shown =
            !number.isFinite
            ? (number > 0 ? "a number too large to hold" : "a negative number too large to hold")
            : number.rounded() == number && abs(number) < 1e18 ? String(Int(number)) : "\(number)"
        var args: [JSONValue] = []
        if let a = value["args"], !a.isNull {
            guard let list = a.arrayValue else { throw fail("\"args\" must be an array") }
            args = list
        }
        return APICall(
            api: APIName(platformName: name), rawName: name, args: args,
            time: Timestamp(epochMillis: usable ? number : -1, utcOffsetSeconds: 0, original: usable ? nil : shown),
            location: location, format: .apiTrace, outcome: value["outcome"]?.stringValue, ordinal: ordinal)
    }

    /// The time a `ts` means when it was written in epoch seconds where milliseconds belong
    /// (`1796026041.789`, as a harness using a seconds clock writes it): read as milliseconds it
    /// would fall in January 1970, so there is no doubt. `nil` for any other time.
    static func fromSeconds(_ t: Timestamp) -> Timestamp? {
        guard !t.isPlausible, t.epochMillis.isFinite, t.epochMillis > 0 else { return nil }
        let meant = Timestamp(epochMillis: t.epochMillis * 1000, utcOffsetSeconds: 0)
        return meant.isPlausible ? meant : nil
    }

    /// "a string", "an object".
    static func article(_ noun: String) -> String {
        (noun.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + noun
    }
}
