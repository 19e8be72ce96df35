import NLCertKit

/// `nlcert decode URL|FILE…` — decodes Nielsen requests parameter by parameter: key, pair name,
/// group and decoded value (with the raw text when decoding changed it), plus `evdata` events
/// and any sign the URL was cut off.
public enum DecodeCommand: Command {
    public static let name = "decode"
    public static let summary = "decode Nielsen ping URLs parameter by parameter"
    public static let usage = """
        Usage: nlcert decode [--format text|json] [--all] URL|FILE...

        A URL argument is decoded as it is (without a scheme, 'host/path?query' is read as
        https); a file is read as a capture and each of its Nielsen requests decoded in file
        order. Each parameter is shown with its name, group and meaning from the parameter
        dictionary (rules/params.json). Values are percent-decoded until stable (the raw text is shown
        when it differs) and 'cNN=name,value' pairs are split. '-' reads stdin.
        """
    public static let options: [OptionSpec] = [
        .value("--format", name: "text|json", help: "output format (default text)"),
        .flag("--all", help: "also list requests that are not Nielsen's"),
    ]

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw CLIError.usage("--format must be text or json, not '\(format)'")
        }
        guard !arguments.positionals.isEmpty else {
            throw CLIError.usage("give a ping URL or a capture file to decode")
        }
        // Read → decode → write, a batch of requests at a time (formatted on every core, written
        // in file order): a million pings are never held, as requests or as output (the same
        // bytes as writing the document at once).
        let writer = DecodeWriter(console: console, json: format == "json", all: arguments.flag("--all"))
        try CaptureArguments.stream(arguments.positionals, console: console) { writer.offer($0) }
        writer.finish()
        return .success
    }

    // MARK: text

    static func text(_ pings: [Ping], total: Int, dictionary: ParameterDictionary, first: Bool = true) -> String {
        // UTF-8 bytes, appended to in place: `decode` writes a million pings this way (a line
        // array joined per ping, padding strings, per-row copies and string appends made it
        // CPU-bound).
        var out: [UInt8] = []
        out.reserveCapacity(pings.count * 8192)
        if pings.isEmpty {
            out.appendUTF8("no Nielsen request among \(total) request(s) (--all lists every request)\n")
        }
        let none = ParameterDictionary(groups: [], entries: [])
        for (n, p) in pings.enumerated() {
            if n > 0 || !first { out.appendUTF8("\n") }
            let loc = p.location
            let place = loc.entry.map { "\(esc(loc.file)) entry \($0 + 1)" } ?? "\(esc(loc.file)):\(loc.line)"
            out.appendUTF8("\(p.kind.rawValue)  \(esc(p.host))\(esc(p.path))  [\(place)]\n")
            if p.isTruncated { out.appendUTF8("  ! the URL looks cut off\n") }
            for problem in p.decodeProblems { out.appendUTF8("  ! " + esc(problem) + "\n") }
            let parameters = p.parameters
            guard !parameters.isEmpty else { continue }
            // Legacy tags and other products use the same keys with other meanings.
            if !p.kind.hasDCRParameters {
                out.appendUTF8("  (not a DCR request: parameters are shown without DCR meanings)\n")
            }
            let meanings = p.kind.hasDCRParameters ? dictionary : none
            let rows = parameters.map { row($0, dictionary: meanings) }
            var keyWidth = 0
            var nameWidth = 0
            var groupWidth = 0
            for r in rows {
                keyWidth = max(keyWidth, width(r.key))
                nameWidth = max(nameWidth, width(r.name))
                groupWidth = max(groupWidth, width(r.group))
            }
            for r in rows {
                out.appendUTF8("  ")
                put(r.key, paddedTo: keyWidth, &out)
                out.appendUTF8("  ")
                put(r.name, paddedTo: nameWidth, &out)
                out.appendUTF8("  ")
                put(r.group, paddedTo: groupWidth, &out)
                out.appendUTF8("  ")
                out.appendUTF8(r.value)
                if let raw = r.raw {
                    out.appendUTF8("   (raw ")
                    out.appendUTF8(raw)
                    out.appendUTF8(")")
                }
                if !r.meaning.isEmpty {
                    out.appendUTF8("   — ")
                    out.appendUTF8(r.meaning)
                }
                out.append(UInt8(ascii: "\n"))
            }
            for e in p.events {
                out.appendUTF8("  event \(e.kind.rawValue) at \(e.time) position \(e.position)")
                if let from = e.from, let delta = e.delta { out.appendUTF8(" from \(from) (+\(delta))") }
                out.append(UInt8(ascii: "\n"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Characters `s` takes in a column: its byte count when it is ASCII (keys, names, groups
    /// nearly always are), else its characters.
    static func width(_ s: String) -> Int {
        s.utf8.allSatisfy { $0 < 0x80 } ? s.utf8.count : s.count
    }

    /// `s`, then spaces up to `width` columns.
    private static func put(_ s: String, paddedTo width: Int, _ out: inout [UInt8]) {
        out.appendUTF8(s)
        let missing = width - Self.width(s)
        if missing > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: missing)) }
    }

    struct Row {
        var key: String
        var name: String
        var group: String
        var value: String
        var raw: String?
        var meaning: String
    }

    static func row(_ p: PingParameter, dictionary: ParameterDictionary) -> Row {
        let info = dictionary.info(p.key)
        let name = p.pairName ?? info?.name ?? ""
        let group = info?.group ?? "unknown"
        let value = p.effectiveValue.isEmpty ? "(empty)" : esc(p.effectiveValue)
        let raw: String? = p.valueIsRaw ? nil : esc(p.raw)
        return Row(key: esc(p.key), name: esc(name), group: group, value: value, raw: raw, meaning: info?.meaning ?? "")
    }

    static func esc(_ s: String) -> String { TerminalText.escape(s) }

    // MARK: json

    static func location(_ l: SourceLocation) -> JSONValue {
        var o: [JSONValue.JSONMember] = [.init("file", .string(l.file)), .init("line", .number(Double(l.line)))]
        if let e = l.entry { o.append(.init("entry", .number(Double(e)))) }
        return .object(o)
    }

    /// The whole document for `pings`: `{"requests": [...]}`, pretty-printed, with its final
    /// newline. `decode` writes the same bytes a batch at a time (`DecodeWriter`).
    static func json(_ pings: [Ping], dictionary: ParameterDictionary) -> String {
        var out = JSONStreamWriter()
        out.beginObject()
        out.key("requests")
        out.beginArray()
        for p in pings { json(p, dictionary: dictionary, into: &out) }
        out.endArray()
        out.endObject()
        out.append("\n")
        return out.text
    }

    /// One request's object in the `requests` array, written member by member: a request has
    /// ~90 parameters, and building them as a value tree first cost a quarter of `decode`'s time.
    static func json(_ p: Ping, dictionary: ParameterDictionary, into out: inout JSONStreamWriter) {
        out.beginObject()
        out.member("kind", .string(p.kind.rawValue))
        out.member("url", .string(p.url))
        out.member("scheme", .string(p.scheme))
        out.member("host", .string(p.host))
        out.member("path", .string(p.path))
        out.member("location", location(p.location))
        if let t = p.capturedTime { out.member("time", .number(t.epochSeconds)) }
        out.member("truncated", .bool(p.isTruncated))
        out.member("problems", .array(p.decodeProblems.map { .string($0) }))
        out.key("parameters")
        out.beginArray()
        for parameter in p.parameters {
            // Legacy tags and other products: the same keys mean other things there.
            let info = p.kind.hasDCRParameters ? dictionary.info(parameter.key) : nil
            out.beginObject()
            out.member("key", .string(parameter.key))
            if let name = parameter.pairName ?? info?.name { out.member("name", .string(name)) }
            out.member("group", .string(info?.group ?? "unknown"))
            out.member("value", .string(parameter.effectiveValue))
            if parameter.raw != parameter.value { out.member("raw", .string(parameter.raw)) }
            if let meta = info?.metadataKey { out.member("metadataKey", .string(meta)) }
            if let meaning = info?.meaning, !meaning.isEmpty { out.member("meaning", .string(meaning)) }
            if dictionary.isPersonal(parameter) { out.member("personal", .bool(true)) }
            out.endObject()
        }
        out.endArray()
        out.key("events")
        out.beginArray()
        for e in p.events {
            var o: [JSONValue.JSONMember] = [
                .init("type", .string(e.kind.rawValue)), .init("time", .number(Double(e.time))),
                .init("position", .number(Double(e.position))),
            ]
            if let from = e.from { o.append(.init("from", .number(Double(from)))) }
            if let delta = e.delta { o.append(.init("delta", .number(Double(delta)))) }
            out.value(.object(o))
        }
        out.endArray()
        out.endObject()
    }
}
