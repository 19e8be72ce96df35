/// Turns a captured request into a `Ping`: classifies it and, for Nielsen requests, splits and
/// decodes the query string by hand (reference: pings.md §2). Never reads a HAR's
/// `queryString[]`; keeps parameter order and duplicates; decodes values until stable but keeps
/// the raw text; splits `cNN=name,value` pairs after decoding.
public enum PingDecoder {
    /// Decodes one request. Never throws: what cannot be decoded is listed in `decodeProblems`.
    public static func decode(_ request: CapturedRequest) -> Ping {
        guard let url = RequestURL.parse(request.url) else {
            return Ping(request: request, kind: .notNielsen, scheme: "", host: "", path: "")
        }
        let kind = RequestClassifier.classify(url)
        var ping = Ping(request: request, kind: kind, scheme: url.scheme, host: url.host, path: url.path)
        ping.port = url.port
        guard kind.isNielsen, let query = url.query else { return ping }

        var problems: [String] = []
        let parameters = splitQuery(query, problems: &problems)
        ping.parameters = parameters
        let isGN = kind == .dcrPing || kind == .sessionPing || kind == .metadataPing
        if isGN {
            var truncated = !problems.isEmpty
            if kind == .dcrPing, !parameters.contains(where: { $0.key == "rnd" }) {
                problems.append("the DCR ping has no 'rnd', which the SDK always sends last: the URL looks cut off")
                truncated = true
            }
            ping.isTruncated = truncated
            if let evdata = parameters.first(where: { $0.key == "evdata" }) {
                let (events, evProblems) = EvdataParser.parse(evdata.value)
                ping.events = events
                problems += evProblems
            }
        } else {
            // Truncation only means something for the ping formats whose shape is known.
            problems.removeAll()
        }
        ping.decodeProblems = problems
        return ping
    }

    /// Decodes a bare URL (for `nlcert decode URL`).
    public static func decode(url: String) -> Ping {
        decode(CapturedRequest(url: url, time: nil, location: SourceLocation(file: "-", line: 1), format: .urlList, ordinal: 0))
    }

    /// Splits a query on `&` and each part on its first `=`; empty parts (`&&`) are skipped.
    /// Adds a problem when the query ends inside a percent escape or with a key without `=`.
    public static func splitQuery(_ query: String, problems: inout [String]) -> [PingParameter] {
        var query = query
        query.makeContiguousUTF8()
        return query.utf8.withContiguousStorageIfAvailable { bytes in
            split(bytes, problems: &problems)
        } ?? []
    }

    private static func split(_ bytes: UnsafeBufferPointer<UInt8>, problems: inout [String]) -> [PingParameter] {
        let n = bytes.count
        var result: [PingParameter] = []
        result.reserveCapacity(128)
        var start = 0
        var lastHadEquals = true
        var lastKey = ""
        while start < n {
            var end = start
            var eq = -1
            while end < n, bytes[end] != 0x26 {
                if eq < 0, bytes[end] == 0x3D { eq = end }
                end += 1
            }
            if end > start {
                let keyEnd = eq >= 0 ? eq : end
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<keyEnd]), as: UTF8.self)
                let raw = eq >= 0 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(eq + 1)..<end]), as: UTF8.self) : ""
                let hasPercent = eq >= 0 && bytes[(eq + 1)..<end].contains(0x25)
                let value = hasPercent ? PercentDecoding.decodeUntilStable(raw) : raw
                var parameter = PingParameter(key: key, raw: raw, value: value)
                if isPairKey(bytes, start, keyEnd), let comma = value.firstIndex(of: ",") {
                    parameter.pairName = String(value[..<comma])
                    parameter.pairValue = String(value[value.index(after: comma)...])
                }
                result.append(parameter)
                lastHadEquals = eq >= 0
                lastKey = key
            }
            start = end + 1
        }
        if !lastHadEquals {
            problems.append("the last parameter '\(lastKey.prefix(40))' has no '=': the URL looks cut off")
        }
        // A `%` or `%x` at the very end is an escape the cut went through.
        if n >= 1, bytes[n - 1] == 0x25 || (n >= 2 && bytes[n - 2] == 0x25 && PercentDecoding.hexValue(bytes[n - 1]) != nil) {
            problems.append("the URL ends inside a percent escape: it looks cut off")
        }
        return result
    }

    /// `c` followed by digits: the keys that carry `name,value` pairs.
    @inline(__always)
    private static func isPairKey(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 2, bytes[start] == UInt8(ascii: "c") else { return false }
        var i = start + 1
        while i < end {
            guard bytes[i] >= 0x30 && bytes[i] <= 0x39 else { return false }
            i += 1
        }
        return true
    }
}
