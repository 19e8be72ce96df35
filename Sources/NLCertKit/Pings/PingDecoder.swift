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
        guard kind.isNielsen, let queryRange = url.queryRange else { return ping }
        // Parameters keep 32-bit offsets into the URL; no real ping comes near this.
        guard request.url.utf8.count < Int(Int32.max) else {
            ping.decodeProblems = ["the URL is too long to decode (\(request.url.utf8.count) bytes)"]
            return ping
        }

        var problems: [String] = []
        var index = HotParameterIndex()
        // The parameters point into the request's own URL text rather than a copy of its query.
        var text = request.url
        text.makeContiguousUTF8()
        let shared = text
        let parameters = text.utf8.withContiguousStorageIfAvailable { bytes in
            split(bytes, range: queryRange, shared: shared, index: &index, problems: &problems)
        } ?? splitQuery(url.query ?? "", index: &index, problems: &problems)
        ping.setDecodedParameters(parameters, index: index)
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
    /// The parameters share the query's text (see `PingParameter`).
    public static func splitQuery(_ query: String, problems: inout [String]) -> [PingParameter] {
        var index = HotParameterIndex()
        return splitQuery(query, index: &index, problems: &problems)
    }

    static func splitQuery(_ query: String, index: inout HotParameterIndex, problems: inout [String]) -> [PingParameter] {
        var query = query
        query.makeContiguousUTF8()
        let shared = query
        return query.utf8.withContiguousStorageIfAvailable { bytes in
            split(bytes, range: 0..<bytes.count, shared: shared, index: &index, problems: &problems)
        } ?? []
    }

    /// Splits `bytes[range]`; parameters keep offsets into `shared`, whose UTF-8 is `bytes`.
    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, shared: String, index: inout HotParameterIndex,
        problems: inout [String]
    ) -> [PingParameter] {
        let n = range.upperBound
        var result: [PingParameter] = []
        var count = 1
        var at = ByteScan.find(0x26, in: bytes, from: range.lowerBound, to: n)
        while at < n {
            count += 1
            at = ByteScan.find(0x26, in: bytes, from: at + 1, to: n)
        }
        result.reserveCapacity(count)
        var start = range.lowerBound
        var lastHadEquals = true
        var lastKey = 0..<0
        while start < n {
            let end = ByteScan.find(0x26, in: bytes, from: start, to: n)
            let eqAt = ByteScan.find(0x3D, in: bytes, from: start, to: end)
            let eq = eqAt < end ? eqAt : -1
            if end > start {
                let keyEnd = eq >= 0 ? eq : end
                let valueStart = eq >= 0 ? eq + 1 : end
                let hasPercent = ByteScan.find(0x25, in: bytes, from: valueStart, to: end) < end
                let isPair = isPairKey(bytes, start, keyEnd)
                let commaAt = isPair ? ByteScan.find(0x2C, in: bytes, from: valueStart, to: end) : end
                let comma = commaAt < end ? commaAt : -1
                if let slot = HotParameterIndex.slot(ofUTF8: UnsafeBufferPointer(rebasing: bytes[start..<keyEnd])) {
                    index.note(slot: slot, index: result.count)
                }
                if !hasPercent {
                    result.append(PingParameter(
                        shared: shared, key: start..<keyEnd, raw: valueStart..<end, decoded: nil,
                        pairComma: isPair && comma >= 0 ? comma - valueStart : -1))
                } else {
                    // Decode first: the comma itself may be encoded (`c6=vc%2Cc10`).
                    let raw = string(bytes, valueStart, end)
                    let value = PercentDecoding.decodeUntilStable(raw)
                    let decodedComma = isPair ? value.utf8.firstIndex(of: 0x2C).map { value.utf8.distance(from: value.utf8.startIndex, to: $0) } : nil
                    result.append(PingParameter(
                        shared: shared, key: start..<keyEnd, raw: valueStart..<end, decoded: value == raw ? nil : value,
                        pairComma: decodedComma ?? -1))
                }
                lastHadEquals = eq >= 0
                lastKey = start..<keyEnd
            }
            start = end + 1
        }
        if !lastHadEquals {
            let key = string(bytes, lastKey.lowerBound, min(lastKey.upperBound, lastKey.lowerBound + 40))
            problems.append("the last parameter '\(key)' has no '=': the URL looks cut off")
        }
        // A `%` or `%x` at the very end is an escape the cut went through.
        let first = range.lowerBound
        if n - first >= 1, bytes[n - 1] == 0x25 || (n - first >= 2 && bytes[n - 2] == 0x25 && PercentDecoding.hexValue(bytes[n - 1]) != nil) {
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
