/// Turns a captured request into a `Ping`: classifies it and, for Nielsen requests, splits and
/// decodes the query string by hand (how ping URLs are encoded). Never reads a HAR's
/// `queryString[]`; keeps parameter order and duplicates; decodes values until stable but keeps
/// the raw text; splits `cNN=name,value` pairs after decoding.
public enum PingDecoder {
    /// Decodes one request. Never throws: what cannot be decoded is listed in `decodeProblems`.
    public static func decode(_ request: CapturedRequest) -> Ping {
        decode(request, after: nil)
    }

    /// What decoding carries from one request of a run to the next: the ping just decoded,
    /// whose host and path strings the next one shares when they are the same, and the last few
    /// pings decoded whole of different layouts (see `ParameterTable.Spans`), most recent
    /// first: the next ping shares the layout of one with the same keys, and holds only the
    /// values that differ from its URL when nothing else does (`QueryDelta`). A capture
    /// interleaves a few kinds of ping (content and ad pings, a session's first ping and its
    /// duration pings), so the ping just before is often of another kind while one a few pings
    /// back is of the same.
    public struct Run: Sendable {
        var previous: Ping?
        var frames: [QueryFrame] = []
        /// How many frames a run remembers.
        static let kept = 4
        /// Pings decoded since the run last started afresh.
        var decoded = 0
        /// A run starts afresh after this many pings: nothing it lends (host and path, layout,
        /// frame) is then shared by more pings than this. A shared object's reference count is
        /// one memory word that every core touching any of those pings writes: shared by a
        /// whole capture's pings, the later stages' threads took turns at it.
        static let freshEvery = 256

        public init() {}

        /// A run whose last ping was `previous`.
        init(after previous: Ping?) {
            self.previous = previous
            if let frame = previous?.deltaFrame ?? previous?.frame { frames = [frame] }
        }

        /// The frame whose layout is `layout` (one array, as shared layouts are).
        func frame(for layout: [UInt16]) -> QueryFrame? {
            frames.first { ParameterTable.isOneArray($0.spans.layout, layout) }
        }

        /// Puts `frame` first, where the next ping looks first, in place of any of its layout.
        mutating func used(_ frame: QueryFrame) {
            if let at = frames.firstIndex(where: { ParameterTable.isOneArray($0.spans.layout, frame.spans.layout) }) {
                frames.remove(at: at)
            }
            frames.insert(frame, at: 0)
            if frames.count > Self.kept { frames.removeLast() }
        }
    }

    /// `decode(_:)`, with `previous`, a ping decoded just before, lending its host and path
    /// strings and its parameter layout when they are the same.
    public static func decode(_ request: CapturedRequest, after previous: Ping?) -> Ping {
        var run = Run(after: previous)
        return decode(request, run: &run)
    }

    /// `decode(_:)` as one request of a run (see `Run`), which it then moves on past this one.
    public static func decode(_ request: CapturedRequest, run: inout Run) -> Ping {
        if run.decoded >= Run.freshEvery { run = Run() }
        run.decoded += 1
        let ping = decodeOne(request, run: run)
        run.previous = ping
        if let frame = ping.deltaFrame ?? ping.frame { run.used(frame) }
        return ping
    }

    private static func decodeOne(_ request: CapturedRequest, run: Run) -> Ping {
        let previous = run.previous
        guard let url = RequestURL.parse(request.url) else {
            return Ping(request: request, kind: .notNielsen, scheme: "", host: "", path: "")
        }
        let kind = RequestClassifier.classify(url)
        var ping = Ping(request: request, kind: kind, url: url, previous: previous)
        guard kind.isNielsen, let queryRange = url.queryRange else { return ping }
        var problems: [String] = []
        var text = request.url
        text.makeContiguousUTF8()
        if text.utf8.count < ParameterTable.maxTextBytes {
            // The usual case: 16-bit offsets into the request's own URL text.
            let shared = text
            let parameters =
                text.utf8.withContiguousStorageIfAvailable { bytes in
                    makeTable(bytes, range: queryRange, shared: shared, run: run, problems: &problems)
                } ?? ParameterTable()
            ping.setDecodedParameters(parameters)
        } else {
            // Longer than any real ping: parameters that own their text.
            ping.setDecodedParameters(ParameterTable(splitQuery(url.query ?? "", problems: &problems)))
        }
        let isGN = Ping.carriesEvdata(kind)
        if isGN {
            let queryRange = url.queryRange
            let elided = text.withUTF8 { bytes -> String? in
                let query = queryRange.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
                return elision(in: bytes, query: query)
            }
            if let elided { problems.insert(elided, at: 0) }
            var truncated = !problems.isEmpty
            // Presence and values are read from the bytes: building a parameter for each cost
            // a fifth of decoding a million pings.
            if kind == .dcrPing, !ping.hasParameter("rnd") {
                problems.append("the DCR ping has no 'rnd', which the SDK always sends last: the URL looks cut off")
                truncated = true
            }
            ping.isTruncated = truncated
            // The events themselves are read again from `evdata` when asked (see `Ping.events`).
            // Whether they hold an end is kept (one byte): the timeline asks it of every ping.
            if let evdata = ping.value(.events), !evdata.isEmpty {
                let parsed = EvdataParser.parse(evdata)
                problems += parsed.problems
                ping.evdataHasEnd = Ping.endEvent(in: evdata, parsed: parsed)
            } else {
                ping.evdataHasEnd = false
            }
        } else {
            // Truncation only means something for the ping formats whose shape is known.
            problems.removeAll()
        }
        ping.decodeProblems = problems
        ping.keepURLInParameters()
        return ping
    }

    /// The problem with a URL elided the way documents and logs shorten URLs: it ends with
    /// `...` or `…` (or its percent-encoding), or one of its parameters is just that. Such a
    /// URL is not the whole ping, whatever else it holds.
    /// The URL's bytes and its query's are read in place.
    static func elision(in url: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>?) -> String? {
        if let mark = elisionMarks.first(where: { url.count >= $0.count && url.suffix($0.count).elementsEqual($0) }) {
            return
                "the URL ends with '\(String(decoding: mark, as: UTF8.self))': it was elided, as documents and logs shorten URLs, and is not the whole ping"
        }
        guard let query, mayHoldElisionMark(query) else { return nil }
        var start = 0
        while start < query.count {
            let end = ByteScan.find(UInt8(ascii: "&"), in: query, from: start, to: query.count)
            let part = query[start..<end]
            if let mark = elisionMarks.first(where: { part.elementsEqual($0) }) {
                return
                    "the URL has '\(String(decoding: mark, as: UTF8.self))' in place of parameters: it was elided, as documents and logs shorten URLs, and is not the whole ping"
            }
            start = end + 1
        }
        return nil
    }

    /// `...`, `…`, and `…` percent-encoded in either case.
    private static let elisionMarks: [[UInt8]] = ["...", "\u{2026}", "%E2%80%A6", "%e2%80%a6"].map { Array($0.utf8) }

    /// Whether one of the elision marks occurs in `bytes`. Every DCR ping is checked, so each
    /// kind of mark is looked for by a byte a query rarely holds (`.` and `…`'s lead byte), or by
    /// its `%` with the next two bytes.
    private static func mayHoldElisionMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = ByteScan.find(UInt8(ascii: "."), in: bytes, from: 0, to: n)
        while i + 2 < n {
            if bytes[i + 1] == UInt8(ascii: "."), bytes[i + 2] == UInt8(ascii: ".") { return true }
            i = ByteScan.find(UInt8(ascii: "."), in: bytes, from: i + 1, to: n)
        }
        i = ByteScan.find(0xE2, in: bytes, from: 0, to: n)
        while i + 2 < n {
            if bytes[i + 1] == 0x80, bytes[i + 2] == 0xA6 { return true }
            i = ByteScan.find(0xE2, in: bytes, from: i + 1, to: n)
        }
        i = ByteScan.find(UInt8(ascii: "%"), in: bytes, from: 0, to: n)
        while i + 8 < n {
            if bytes[i + 2] == UInt8(ascii: "2"), bytes[i + 1] | 0x20 == UInt8(ascii: "e") {
                let rest = bytes[i..<(i + 9)]
                if rest.elementsEqual(elisionMarks[2]) || rest.elementsEqual(elisionMarks[3]) { return true }
            }
            i = ByteScan.find(UInt8(ascii: "%"), in: bytes, from: i + 1, to: n)
        }
        return false
    }

    /// Decodes a bare URL (for `nlcert decode URL`).
    public static func decode(url: String) -> Ping {
        decode(
            CapturedRequest(
                url: url, time: nil, location: SourceLocation(file: "-", line: 1), format: .urlList, ordinal: 0))
    }

    /// Splits a query on `&` and each part on its first `=`; empty parts (`&&`) are skipped.
    /// Adds a problem when the query ends inside a percent escape or with a key without `=`.
    /// The parameters share the query's text (see `PingParameter`).
    static func splitQuery(_ query: String, problems: inout [String]) -> [PingParameter] {
        var query = query
        query.makeContiguousUTF8()
        let shared = query
        var result: [PingParameter] = []
        _ = query.utf8.withContiguousStorageIfAvailable { bytes in
            scan(bytes, range: 0..<bytes.count, problems: &problems) { key, raw in
                let comma = ParameterTable.pairComma(bytes, key: key, raw: raw)
                result.append(ParameterTable.parameter(bytes, key: key, raw: raw, comma: comma, shared: shared))
            }
        }
        return result
    }

    /// Splits `bytes[range]` into a parameter table pointing into `shared`, whose UTF-8 is
    /// `bytes` (shorter than `ParameterTable.maxTextBytes`). A ping of `run` decoded whole
    /// before lends its layout when this one's is the same, and its URL when this one differs
    /// from it only in values (see `Run`).
    private static func makeTable(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, shared: String, run: Run,
        problems: inout [String]
    ) -> ParameterTable {
        // Most pings of a run are a recent frame's but for some values: read against the
        // frame's keys, such a ping is found to be one without splitting it afresh. The delta
        // and problems are the ones the split below would give.
        for frame in run.frames {
            guard let read = QueryDelta.reading(bytes, query: range, against: frame) else { continue }
            cutProblems(
                bytes, range: range, lastKey: read.lastKey, lastHadEquals: read.lastHadEquals, problems: &problems)
            return ParameterTable(delta: read.delta)
        }
        var count = 1
        var at = ByteScan.find(0x26, in: bytes, from: range.lowerBound, to: range.upperBound)
        while at < range.upperBound {
            count += 1
            at = ByteScan.find(0x26, in: bytes, from: at + 1, to: range.upperBound)
        }
        // Offsets fit 16 bits: the text is under 2¹⁶ bytes, and so is any parameter's position
        // (each takes at least two bytes).
        var ends: [UInt16] = []
        ends.reserveCapacity(count + 1)
        ends.append(UInt16(truncatingIfNeeded: range.lowerBound))
        // Gaps, then key lengths, then the hot-key slots: built in scratch space, kept only
        // when none of the recent pings had the same layout.
        let slotsAt = 2 * count
        let layout = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: slotsAt + HotParameterIndex.count) {
            scratch -> [UInt16] in
            scratch.initialize(repeating: 0)
            let slots = UnsafeMutableBufferPointer(rebasing: scratch[slotsAt...])
            slots.update(repeating: HotParameterIndex.absent)
            var n = 0
            scan(bytes, range: range, problems: &problems) { key, raw in
                if let slot = HotParameterIndex.slot(ofUTF8: UnsafeBufferPointer(rebasing: bytes[key])),
                    slots[slot] == HotParameterIndex.absent
                {
                    slots[slot] = UInt16(truncatingIfNeeded: n)
                }
                scratch[n] = UInt16(truncatingIfNeeded: key.lowerBound - Int(ends[n]))
                scratch[count + n] = UInt16(truncatingIfNeeded: key.count)
                ends.append(UInt16(truncatingIfNeeded: raw.upperBound))
                n += 1
            }
            // Empty parts (`&&`) were skipped: close the gap so the key lengths follow the gaps.
            if n < count {
                for i in 0..<n { scratch[n + i] = scratch[count + i] }
                for s in slots.indices { scratch[2 * n + s] = slots[s] }
            }
            let used = UnsafeBufferPointer(rebasing: scratch[..<(2 * n + HotParameterIndex.count)])
            if let known = run.frames.first(where: { ParameterTable.sameElements($0.spans.layout, used) }) {
                return known.spans.layout
            }
            return Array(used)
        }
        let spans = ParameterTable.Spans(ends: ends, layout: layout)
        if spans.isWellFormed, let frame = run.frame(for: layout),
            let delta = QueryDelta(bytes: bytes, spans: spans, frame: frame)
        {
            return ParameterTable(delta: delta)
        }
        return ParameterTable(text: shared, spans: spans)
    }

    /// Splits `bytes[range]` on `&` and each part on its first `=`, skipping empty parts, and
    /// calls `body` with the key's and the raw value's ranges. Adds a problem when the query
    /// ends inside a percent escape or with a key without `=`.
    @inline(__always)
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, problems: inout [String],
        _ body: (Range<Int>, Range<Int>) -> Void
    ) {
        let n = range.upperBound
        var start = range.lowerBound
        var lastHadEquals = true
        var lastKey = 0..<0
        while start < n {
            let end = ByteScan.find(0x26, in: bytes, from: start, to: n)
            let eqAt = ByteScan.find(0x3D, in: bytes, from: start, to: end)
            if end > start {
                let hasEquals = eqAt < end
                let keyEnd = hasEquals ? eqAt : end
                let valueStart = hasEquals ? eqAt + 1 : end
                body(start..<keyEnd, valueStart..<end)
                lastHadEquals = hasEquals
                lastKey = start..<keyEnd
            }
            start = end + 1
        }
        cutProblems(bytes, range: range, lastKey: lastKey, lastHadEquals: lastHadEquals, problems: &problems)
    }

    /// The problems of a query whose last parameter has the key at `lastKey` (with or without
    /// `=`): a last key without `=`, or a query ending inside a percent escape.
    private static func cutProblems(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, lastKey: Range<Int>, lastHadEquals: Bool,
        problems: inout [String]
    ) {
        let n = range.upperBound
        if !lastHadEquals {
            let key = string(bytes, lastKey.lowerBound, min(lastKey.upperBound, lastKey.lowerBound + 40))
            problems.append("the last parameter '\(key)' has no '=': the URL looks cut off")
        }
        // A `%` or `%x` at the very end is an escape the cut went through.
        let first = range.lowerBound
        if n - first >= 1,
            bytes[n - 1] == 0x25
                || (n - first >= 2 && bytes[n - 2] == 0x25 && PercentDecoding.hexValue(bytes[n - 1]) != nil)
        {
            problems.append("the URL ends inside a percent escape: it looks cut off")
        }
    }

    @inline(__always)
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        from >= to ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }
}
