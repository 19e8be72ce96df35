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
    /// Two bytes (little-endian) per parameter: how many own bytes there are up to the end of
    /// its value, with `ownFlag` set when the value is this ping's own rather than the frame's;
    /// then the own values, one after another.
    let data: [UInt8]

    static let ownFlag: UInt16 = 0x8000
    /// The longest URL held this way: own offsets keep to 15 bits.
    static let maxTextBytes = 0x7FFF

    /// How many parameters.
    var count: Int { frame.spans.count }

    /// A delta of the URL `bytes`, whose parameters are at `spans` (the frame's layout), from
    /// `frame`; `nil` when anything but the values differs or when more than half the URL
    /// would be own bytes (the ping is then better a frame itself).
    init?(bytes: UnsafeBufferPointer<UInt8>, spans: ParameterTable.Spans, frame: QueryFrame) {
        let n = spans.count
        guard n > 0, n == frame.spans.count, bytes.count <= Self.maxTextBytes, spans.ends.count == n + 1 else {
            return nil
        }
        let made = frame.withBytes { base -> [UInt8]? in
            // First pass: the parts between values must match; count the own bytes.
            var own = 0
            var at = 0
            var baseAt = 0
            for i in 0..<n {
                let mine = Self.valueRange(i, spans: spans, limit: bytes.count)
                let theirs = Self.valueRange(i, spans: frame.spans, limit: base.count)
                guard Self.same(bytes, at..<mine.lowerBound, base, baseAt..<theirs.lowerBound) else { return nil }
                if !Self.same(bytes, mine, base, theirs) { own += mine.count }
                at = mine.upperBound
                baseAt = theirs.upperBound
            }
            guard Self.same(bytes, at..<bytes.count, base, baseAt..<base.count), own <= bytes.count / 2 else {
                return nil
            }
            // Second pass: the marks, then the own values.
            return [UInt8](unsafeUninitializedCapacity: 2 * n + own) { out, written in
                var total = 0
                for i in 0..<n {
                    let mine = Self.valueRange(i, spans: spans, limit: bytes.count)
                    let theirs = Self.valueRange(i, spans: frame.spans, limit: base.count)
                    var mark = UInt16(truncatingIfNeeded: total)
                    if !Self.same(bytes, mine, base, theirs) {
                        if let to = out.baseAddress, let from = bytes.baseAddress, !mine.isEmpty {
                            memcpy(to + 2 * n + total, from + mine.lowerBound, mine.count)
                        }
                        total += mine.count
                        mark = UInt16(truncatingIfNeeded: total) | Self.ownFlag
                    }
                    out[2 * i] = UInt8(truncatingIfNeeded: mark)
                    out[2 * i + 1] = UInt8(truncatingIfNeeded: mark >> 8)
                }
                written = 2 * n + total
            }
        }
        guard let made else { return nil }
        self.frame = frame
        data = made
    }

    /// Where parameter `i`'s raw value sits in a text whose parameters are at `spans`.
    @inline(__always)
    static func valueRange(_ i: Int, spans: ParameterTable.Spans, limit: Int) -> Range<Int> {
        let (_, keyEnd, end) = spans.bounds(i, limit: limit)
        return (keyEnd < end ? keyEnd + 1 : end)..<end
    }

    @inline(__always)
    private static func same(
        _ a: UnsafeBufferPointer<UInt8>, _ x: Range<Int>, _ b: UnsafeBufferPointer<UInt8>, _ y: Range<Int>
    ) -> Bool {
        guard x.count == y.count else { return false }
        guard !x.isEmpty, let p = a.baseAddress, let q = b.baseAddress else { return true }
        return memcmp(p + x.lowerBound, q + y.lowerBound, x.count) == 0
    }

    /// Parameter `i`'s mark (see `data`), read from `data`'s bytes.
    @inline(__always)
    static func mark(_ data: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt16 {
        UInt16(data[2 * i]) | UInt16(data[2 * i + 1]) << 8
    }

    /// Where parameter `i`'s own value sits in `data` (whose marks are for `count`
    /// parameters), or `nil` when the value is the frame's.
    @inline(__always)
    static func ownRange(_ data: UnsafeBufferPointer<UInt8>, count: Int, _ i: Int) -> Range<Int>? {
        let mark = Self.mark(data, i)
        guard mark & ownFlag != 0 else { return nil }
        let start = i == 0 ? 0 : Int(Self.mark(data, i - 1) & ~ownFlag)
        let end = Int(mark & ~ownFlag)
        let own = data.count - 2 * count
        return (2 * count + min(start, own))..<(2 * count + min(max(start, end), own))
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
                    if let own = Self.ownRange(d, count: n, i) {
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

    /// The rebuilt URL's length in UTF-8 bytes, without building it.
    var urlByteCount: Int {
        frame.withBytes { base in
            data.withUnsafeBufferPointer { d in
                let n = count
                var length = base.count
                for i in 0..<n {
                    if let own = Self.ownRange(d, count: n, i) {
                        length += own.count - Self.valueRange(i, spans: frame.spans, limit: base.count).count
                    }
                }
                return length
            }
        }
    }
}
