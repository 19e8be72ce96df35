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
            if kind == .dcrPing, ping.parameter("rnd") == nil {
                problems.append("the DCR ping has no 'rnd', which the SDK always sends last: the URL looks cut off")
                truncated = true
            }
            ping.isTruncated = truncated
            if let evdata = ping.parameter("evdata") {
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
        var ampersands = 1
        for b in bytes where b == 0x26 { ampersands += 1 }
        result.reserveCapacity(ampersands)
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
                let valueStart = eq >= 0 ? eq + 1 : end
                let key = string(bytes, start, keyEnd)
                var hasPercent = false
                var comma = -1
                var k = valueStart
                while k < end {
                    let b = bytes[k]
                    if b == 0x25 { hasPercent = true } else if b == 0x2C, comma < 0 { comma = k }
                    k += 1
                }
                let raw = string(bytes, valueStart, end)
                if !hasPercent {
                    if comma >= 0, isPairKey(bytes, start, keyEnd) {
                        result.append(PingParameter(
                            key: key, raw: raw, value: raw, pairName: string(bytes, valueStart, comma),
                            pairValue: string(bytes, comma + 1, end)))
                    } else {
                        result.append(PingParameter(key: key, raw: raw, value: raw))
                    }
                } else {
                    // Decode first: the comma itself may be encoded (`c6=vc%2Cc10`).
                    let value = PercentDecoding.decodeUntilStable(raw)
                    if isPairKey(bytes, start, keyEnd), let c = value.utf8.firstIndex(of: 0x2C) {
                        result.append(PingParameter(
                            key: key, raw: raw, value: value, pairName: String(Substring(value.utf8[..<c])),
                            pairValue: String(Substring(value.utf8[value.utf8.index(after: c)...]))))
                    } else {
                        result.append(PingParameter(key: key, raw: raw, value: value))
                    }
                }
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

    @inline(__always)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        from >= to ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
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
