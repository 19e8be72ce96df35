#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A decoded ping's URL held as the parameter values that differ from a frame's: a ping of a
/// viewing session repeats nearly all of the session's metadata, and a duration ping changes
/// `c27`, `c61`, `rnd`, `evdata` and a few more of its 20 to 90 values, so a million pings
/// hold a few hundred megabytes less than as whole URLs. Everything but those values — scheme,
/// host, path, keys, separators, anything after the query — is the frame's, byte for byte;
/// the URL is rebuilt when a report shows it.
struct QueryDelta: Sendable {
    /// The ping whose URL this one differs from.
    let frame: QueryFrame
    /// The parameters whose values are this ping's own, then those values one after another:
    /// how many there are (two bytes, little-endian), then for each, in parameter order, its
    /// index and where its value ends among the own bytes (two bytes each); then the bytes. A
    /// real-sized duration ping has some 95 parameters and changes about ten: 42 bytes of
    /// entries rather than two bytes for every parameter.
    let data: [UInt8]

    /// The longest URL held this way: indices and own offsets keep to 15 bits.
    static let maxTextBytes = 0x7FFF

    /// How many parameters.
    var count: Int { frame.spans.count }

    /// A delta of the URL `bytes`, whose parameters are at `spans` (the frame's layout), from
    /// `frame`; `nil` when anything but the values differs or when more than half the URL
    /// would be own bytes (the ping is then better a frame itself).
    init?(bytes: UnsafeBufferPointer<UInt8>, spans: ParameterTable.Spans, frame: QueryFrame) {
        let n = spans.count
        guard n > 0, n == frame.spans.count, bytes.count <= Self.maxTextBytes, spans.ends.count == n + 1,
            frame.spans.ends.count == n + 1, spans.layout.count >= 2 * n, frame.spans.layout.count >= 2 * n
        else {
            return nil
        }
        let made = frame.withBytes { base in
            Offsets.with(spans) { mine in
                Offsets.with(frame.spans) { theirs in
                    Self.ownValues(bytes, mine, base, theirs, count: n)
                }
            }
        }
        guard let made else { return nil }
        self.frame = frame
        data = made
    }

    private init(frame: QueryFrame, data: [UInt8]) {
        self.frame = frame
        self.data = data
    }

    /// The URL `bytes`, whose query is at `query`, read against `frame`'s parameters: the delta
    /// it is when everything but the values is the frame's, byte for byte (its keys, `=` and
    /// `&` where the frame has them, what comes before and after the query), with each value
    /// running to the next `&`; and the last parameter's key, and whether it has an `=`.
    /// `nil` when anything else differs or more than half the URL would be own bytes. Such a
    /// URL splits into the frame's layout, so this is the delta `init(bytes:spans:frame:)`
    /// makes of it, without the split.
    static func reading(
        _ bytes: UnsafeBufferPointer<UInt8>, query: Range<Int>, against frame: QueryFrame
    ) -> (delta: QueryDelta, lastKey: Range<Int>, lastHadEquals: Bool)? {
        let n = frame.spans.count
        guard n > 0, bytes.count <= Self.maxTextBytes, frame.spans.ends.count == n + 1,
            frame.spans.layout.count >= 2 * n, query.upperBound <= bytes.count
        else { return nil }
        return frame.withBytes { base in
            Offsets.with(frame.spans) { theirs in
                withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 3 * n) { owned in
                    var ownCount = 0
                    var own = 0
                    var at = 0
                    var baseAt = 0
                    var lastKey = 0..<0
                    var lastHadEquals = true
                    // `bytes[at..<agreed]` equals the frame's bytes from `baseAt` on; `-1`
                    // when the alignment moved and the run has to be measured again.
                    var agreed = -1
                    var i = 0
                    while i < n {
                        defer { i += 1 }
                        if agreed < at { agreed = at + Self.commonPrefix(bytes, at, base, baseAt) }
                        // Most parameters lie, with the `&` after them, inside the run the two
                        // URLs agree on: they are stepped over in one search, not compared one
                        // by one. The last one is always read below (its key is reported).
                        let skip = theirs.lastEnding(
                            before: min(agreed, query.upperBound) - (at - baseAt), from: i, to: n - 1,
                            limit: base.count)
                        if skip > i {
                            let end = theirs.end(skip - 1, limit: base.count)
                            at += end - baseAt
                            baseAt = end
                            i = skip
                        }
                        let (keyStart, keyEnd, end) = theirs.bounds(i, limit: base.count)
                        let hasEquals = keyEnd < end
                        let valueStart = hasEquals ? keyEnd + 1 : end
                        lastKey = (at + (keyStart - baseAt))..<(at + (keyEnd - baseAt))
                        lastHadEquals = hasEquals
                        // Nearly always the whole parameter is the frame's, up to an `&`: one
                        // comparison, no search for where the value ends.
                        let whole = at + (end - baseAt)
                        if whole <= query.upperBound,
                            whole == query.upperBound || bytes[whole] == UInt8(ascii: "&"),
                            equal(bytes, at..<whole, base, baseAt..<end)
                        {
                            at = whole
                            baseAt = end
                            continue
                        }
                        // The part before the value: the `&`s, the key and its `=`.
                        let myValueStart = at + (valueStart - baseAt)
                        guard myValueStart <= query.upperBound,
                            equal(bytes, at..<myValueStart, base, baseAt..<valueStart)
                        else { return nil }
                        let myEnd: Int
                        if hasEquals {
                            myEnd = ByteScan.find(
                                UInt8(ascii: "&"), in: bytes, from: myValueStart, to: query.upperBound)
                        } else {
                            // A key without `=` is the whole parameter here too.
                            guard myValueStart == query.upperBound || bytes[myValueStart] == UInt8(ascii: "&") else {
                                return nil
                            }
                            myEnd = myValueStart
                        }
                        if !equal(bytes, myValueStart..<myEnd, base, valueStart..<end) {
                            owned[3 * ownCount] = UInt16(truncatingIfNeeded: i)
                            owned[3 * ownCount + 1] = UInt16(truncatingIfNeeded: myValueStart)
                            owned[3 * ownCount + 2] = UInt16(truncatingIfNeeded: myEnd)
                            ownCount += 1
                            own += myEnd - myValueStart
                        }
                        at = myEnd
                        baseAt = end
                        agreed = -1
                    }
                    guard equal(bytes, at..<bytes.count, base, baseAt..<base.count), own <= bytes.count / 2 else {
                        return nil
                    }
                    let data = Self.data(
                        bytes, owned: UnsafeBufferPointer(rebasing: owned[..<(3 * ownCount)]), own: own)
                    return (QueryDelta(frame: frame, data: data), lastKey, lastHadEquals)
                }
            }
        }
    }

    /// A table's offsets read in place (every ping of a large capture is compared with its
    /// frame here: array accesses, each checked, cost more than the comparing).
    private struct Offsets {
        let ends: UnsafeBufferPointer<UInt16>
        let layout: UnsafeBufferPointer<UInt16>
        let count: Int

        static func with<R>(_ spans: ParameterTable.Spans, _ body: (Offsets) -> R) -> R {
            spans.ends.withUnsafeBufferPointer { ends in
                spans.layout.withUnsafeBufferPointer { layout in
                    body(Offsets(ends: ends, layout: layout, count: spans.count))
                }
            }
        }

        /// `ParameterTable.Spans.bounds(i, limit:)`.
        @inline(__always)
        func bounds(_ i: Int, limit: Int) -> (keyStart: Int, keyEnd: Int, end: Int) {
            let end = min(Int(ends[i + 1]), limit)
            let keyStart = min(Int(ends[i]) + Int(layout[i]), end)
            return (keyStart, min(keyStart + Int(layout[count + i]), end), end)
        }

        /// Where parameter `i` ends.
        @inline(__always)
        func end(_ i: Int, limit: Int) -> Int { min(Int(ends[i + 1]), limit) }

        /// The first parameter in `from..<to` that does not end before `position` (`to` when
        /// all of them do): parameters end in increasing order, so a binary search.
        @inline(__always)
        func lastEnding(before position: Int, from: Int, to: Int, limit: Int) -> Int {
            var low = from
            var high = Swift.max(from, to)
            while low < high {
                let mid = (low + high) / 2
                if end(mid, limit: limit) < position { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// `QueryDelta.valueRange(i, spans:limit:)`.
        @inline(__always)
        func value(_ i: Int, limit: Int) -> Range<Int> {
            let (_, keyEnd, end) = bounds(i, limit: limit)
            return (keyEnd < end ? keyEnd + 1 : end)..<end
        }
    }

    /// The data of a delta (see `data`) of `bytes` from `base`, or `nil` (see `init`).
    private static func ownValues(
        _ bytes: UnsafeBufferPointer<UInt8>, _ mine: Offsets, _ base: UnsafeBufferPointer<UInt8>, _ theirs: Offsets,
        count n: Int
    ) -> [UInt8]? {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 3 * n) { owned -> [UInt8]? in
            // First pass: the parts between values must match; note the own values. A part and
            // the value after it are compared at once, and apart only when they differ.
            var ownCount = 0
            var own = 0
            var at = 0
            var baseAt = 0
            for i in 0..<n {
                let myValue = mine.value(i, limit: bytes.count)
                let theirValue = theirs.value(i, limit: base.count)
                let myPart = at..<myValue.lowerBound
                let theirPart = baseAt..<theirValue.lowerBound
                let same =
                    myPart.count == theirPart.count
                    && equal(bytes, at..<myValue.upperBound, base, baseAt..<theirValue.upperBound)
                if !same {
                    guard equal(bytes, myPart, base, theirPart) else { return nil }
                    owned[3 * ownCount] = UInt16(truncatingIfNeeded: i)
                    owned[3 * ownCount + 1] = UInt16(truncatingIfNeeded: myValue.lowerBound)
                    owned[3 * ownCount + 2] = UInt16(truncatingIfNeeded: myValue.upperBound)
                    ownCount += 1
                    own += myValue.count
                }
                at = myValue.upperBound
                baseAt = theirValue.upperBound
            }
            guard equal(bytes, at..<bytes.count, base, baseAt..<base.count), own <= bytes.count / 2 else {
                return nil
            }
            return data(bytes, owned: UnsafeBufferPointer(rebasing: owned[..<(3 * ownCount)]), own: own)
        }
    }

    /// A delta's data (see `data`): `owned` holds, for each own value in parameter order, its
    /// index and where it starts and ends in `bytes` (16 bits each: a delta's URL is at most
    /// `maxTextBytes` long, so the scratch of a 95-parameter ping fits on the stack); `own` is
    /// their total length.
    private static func data(
        _ bytes: UnsafeBufferPointer<UInt8>, owned: UnsafeBufferPointer<UInt16>, own: Int
    ) -> [UInt8] {
        let ownCount = owned.count / 3
        let header = 2 + 4 * ownCount
        return [UInt8](unsafeUninitializedCapacity: header + own) { out, written in
            put(UInt16(truncatingIfNeeded: ownCount), at: 0, in: out)
            var total = 0
            for entry in 0..<ownCount {
                let start = Int(owned[3 * entry + 1])
                let end = Int(owned[3 * entry + 2])
                if let to = out.baseAddress, let from = bytes.baseAddress, end > start {
                    memcpy(to + header + total, from + start, end - start)
                }
                total += end - start
                put(owned[3 * entry], at: 2 + 4 * entry, in: out)
                put(UInt16(truncatingIfNeeded: total), at: 4 + 4 * entry, in: out)
            }
            written = header + total
        }
    }

    /// Whether `a[x]` and `b[y]` hold the same bytes: eight at a time (the runs are mostly a
    /// few dozen bytes, where a call to `memcmp` costs more than the comparing).
    @inline(__always)
    private static func equal(
        _ a: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ y: Range<Int>
    ) -> Bool {
        let count = x.count
        guard count == y.count else { return false }
        guard count > 0, let p = a.baseAddress, let q = b.baseAddress else { return true }
        let from = UnsafeRawPointer(p + x.lowerBound)
        let to = UnsafeRawPointer(q + y.lowerBound)
        @inline(__always) func same<T: FixedWidthInteger>(_ k: Int, _: T.Type) -> Bool {
            from.loadUnaligned(fromByteOffset: k, as: T.self) == to.loadUnaligned(fromByteOffset: k, as: T.self)
        }
        // Whole words, then the last word overlapping the one before (or two halves, or bytes).
        if count >= 8 {
            var k = 0
            while k + 8 < count {
                if !same(k, UInt64.self) { return false }
                k += 8
            }
            return same(count - 8, UInt64.self)
        }
        if count >= 4 { return same(0, UInt32.self) && same(count - 4, UInt32.self) }
        for k in 0..<count where !same(k, UInt8.self) { return false }
        return true
    }

    /// How many bytes `a` from `i` and `b` from `j` have in common before the first that
    /// differs (or either ends), read eight at a time.
    @inline(__always)
    static func commonPrefix(
        _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int
    ) -> Int {
        let count = min(a.count - i, b.count - j)
        guard count > 0, let p = a.baseAddress, let q = b.baseAddress else { return 0 }
        let x = UnsafeRawPointer(p + i)
        let y = UnsafeRawPointer(q + j)
        var k = 0
        // Thirty-two bytes a step while they agree (a ping's URL mostly repeats its frame's for
        // hundreds of bytes), then eight at a time to the first that differs.
        while k + 32 <= count {
            let d0 =
                x.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            let d1 =
                x.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: k + 8, as: UInt64.self)
            let d2 =
                x.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: k + 16, as: UInt64.self)
            let d3 =
                x.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: k + 24, as: UInt64.self)
            if d0 | d1 | d2 | d3 != 0 { break }
            k += 32
        }
        while k + 8 <= count {
            let d =
                x.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                ^ y.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            // Loaded little-endian: the lowest set bit is in the first byte that differs.
            if d != 0 { return k + UInt64(littleEndian: d).trailingZeroBitCount / 8 }
            k += 8
        }
        while k < count, p[i + k] == q[j + k] { k += 1 }
        return k
    }

    /// Where parameter `i`'s raw value sits in a text whose parameters are at `spans`.
    @inline(__always)
    static func valueRange(_ i: Int, spans: ParameterTable.Spans, limit: Int) -> Range<Int> {
        let (_, keyEnd, end) = spans.bounds(i, limit: limit)
        return (keyEnd < end ? keyEnd + 1 : end)..<end
    }

    @inline(__always)
    private static func put(_ value: UInt16, at offset: Int, in out: UnsafeMutableBufferPointer<UInt8>) {
        out[offset] = UInt8(truncatingIfNeeded: value)
        out[offset + 1] = UInt8(truncatingIfNeeded: value >> 8)
    }

    /// The two-byte number at `offset` of `data`.
    @inline(__always)
    fileprivate static func number(_ data: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Int {
        Int(data[offset]) | Int(data[offset + 1]) << 8
    }

    /// The parameters below 128 whose values a delta's `data` owns, as bits, read from its
    /// entries in one pass: a reader of twenty hot values, about three of them owned, asks
    /// `ownRange` only where a bit is set instead of searching the entries twenty times.
    /// Parameters from 128 on are not marked (`mayOwn` answers maybe).
    struct OwnedMask {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        /// The mask of `data` (see `QueryDelta.data`); empty when it holds no well-formed
        /// entries, as `ownRange` then finds none.
        init(_ data: UnsafeBufferPointer<UInt8>) {
            guard data.count >= 2 else { return }
            let owned = QueryDelta.number(data, 0)
            guard 2 + 4 * owned <= data.count else { return }
            for entry in 0..<owned {
                let i = QueryDelta.number(data, 2 + 4 * entry)
                if i < 64 {
                    low |= 1 << UInt64(i)
                } else if i < 128 {
                    high |= 1 << UInt64(i - 64)
                }
            }
        }

        /// Whether parameter `i` may be owned: `false` is certain, `true` asks `ownRange`.
        @inline(__always)
        func mayOwn(_ i: Int) -> Bool {
            if i < 0 { return false }
            if i < 64 { return low >> UInt64(i) & 1 != 0 }
            if i < 128 { return high >> UInt64(i - 64) & 1 != 0 }
            return true
        }
    }

    /// Where parameter `i`'s own value sits in `data`, or `nil` when the value is the frame's:
    /// its entry is found by a binary search of the entries (in parameter order).
    @inline(__always)
    static func ownRange(_ data: UnsafeBufferPointer<UInt8>, _ i: Int) -> Range<Int>? {
        guard data.count >= 2 else { return nil }
        let owned = number(data, 0)
        let header = 2 + 4 * owned
        guard header <= data.count else { return nil }
        var low = 0
        var high = owned
        while low < high {
            let mid = (low + high) / 2
            if number(data, 2 + 4 * mid) < i { low = mid + 1 } else { high = mid }
        }
        guard low < owned, number(data, 2 + 4 * low) == i else { return nil }
        let own = data.count - header
        let start = low == 0 ? 0 : number(data, 4 + 4 * (low - 1))
        let end = number(data, 4 + 4 * low)
        return (header + min(start, own))..<(header + min(max(start, end), own))
    }

    /// The URL, rebuilt: the frame's text with this ping's own values in place of its.
    var url: String {
        frame.withBytes { base in
            data.withUnsafeBufferPointer { d in
                let n = count
                var parts: [(UnsafeBufferPointer<UInt8>, Range<Int>)] = []
                parts.reserveCapacity(2 * n + 1)
                var baseAt = 0
                for i in 0..<n {
                    let theirs = Self.valueRange(i, spans: frame.spans, limit: base.count)
                    if let own = Self.ownRange(d, i) {
                        parts.append((base, baseAt..<theirs.lowerBound))
                        parts.append((d, own))
                        baseAt = theirs.upperBound
                    }
                }
                parts.append((base, baseAt..<base.count))
                let length = parts.reduce(0) { $0 + $1.1.count }
                return String(unsafeUninitializedCapacity: length) { out in
                    var at = 0
                    for (bytes, range) in parts where !range.isEmpty {
                        guard let to = out.baseAddress, let from = bytes.baseAddress else { continue }
                        memcpy(to + at, from + range.lowerBound, range.count)
                        at += range.count
                    }
                    return at
                }
            }
        }
    }

    /// The rebuilt URL's length in UTF-8 bytes, without building it: the frame's, changed by
    /// each own value (the entries are walked, not the parameters: a real-sized ping has some
    /// 95 parameters and owns about ten).
    var urlByteCount: Int {
        frame.withBytes { base in
            data.withUnsafeBufferPointer { d in
                var length = base.count
                guard d.count >= 2 else { return length }
                let owned = Self.number(d, 0)
                let header = 2 + 4 * owned
                guard header <= d.count else { return length }
                let own = d.count - header
                var start = 0
                for entry in 0..<owned {
                    let i = Self.number(d, 2 + 4 * entry)
                    let end = Self.number(d, 4 + 4 * entry)
                    // As `ownRange` reads it: from the entry before's end to this one's, in the own bytes.
                    let ownCount = min(max(start, end), own) - min(start, own)
                    start = end
                    guard i < count else { continue }
                    length += ownCount - Self.valueRange(i, spans: frame.spans, limit: base.count).count
                }
                return length
            }
        }
    }
}
