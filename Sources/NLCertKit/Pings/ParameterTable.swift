#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ping's query parameters kept compactly, as offsets into the request's own URL text. The
/// rest is read from the bytes when asked: a value holding a `%` is decoded, and a `cNN`
/// value's pair comma is its first `,`. A `PingParameter` is built only when one is read.
///
/// The offsets come in two parts (`Spans`). Each ping keeps where its first key starts and
/// where each value ends: one 16-bit number per parameter. What follows from the keys alone —
/// how far each key starts after the value before it, how long each key is, and where the
/// most-read keys sit — is the query's *layout*, and the pings of a session nearly always have
/// the same keys in the same order: a ping whose layout equals the ping's before shares that
/// array instead of holding its own.
///
/// A large capture holds hundreds of thousands of pings of 20 to 90 parameters each: as full
/// structs with a shared string each, they cost ~48 bytes and a reference count apiece; as a
/// key start and a value end each, plus the hot-key slots, ~4 bytes and 66 a ping; with the
/// layout shared, ~2 bytes. Parameters a caller sets whole (tests, `Ping.parameters = …`) are
/// kept as given.
struct ParameterTable: Sendable {
    /// Offsets are 16-bit: a longer URL keeps its parameters whole (`explicit`).
    static let maxTextBytes = 0xFFF0

    /// Where each parameter of a decoded ping sits in its text.
    struct Spans: Sendable {
        /// This ping's own offsets: where the first key starts, then where each value ends.
        let ends: [UInt16]
        /// What the keys decide, shareable between pings: for each parameter the distance from
        /// the value before it (the query's start for the first) to its key, then each key's
        /// length (to its `=`, or the whole parameter without one), then the hot-key slots
        /// (`HotParameterIndex.count` of them, each a parameter's position or
        /// `HotParameterIndex.absent`).
        let layout: [UInt16]

        /// Parameters: `ends` holds one more entry than there are.
        @inline(__always)
        var count: Int { max(0, ends.count - 1) }

        /// Whether the arrays agree on the number of parameters (they always do when the
        /// decoder built them; anything else is read as no parameters).
        var isWellFormed: Bool { layout.count == 2 * count + HotParameterIndex.count }

        /// Where parameter `i`'s key starts and ends and its value ends, each within `limit`
        /// (the text's length). A key followed by `=` ends before its value; one without ends
        /// with the parameter.
        @inline(__always)
        func bounds(_ i: Int, limit: Int) -> (keyStart: Int, keyEnd: Int, end: Int) {
            let end = min(Int(ends[i + 1]), limit)
            let keyStart = min(Int(ends[i]) + Int(layout[i]), end)
            return (keyStart, min(keyStart + Int(layout[count + i]), end), end)
        }

        /// The hot-key slots, shared with the layout.
        var hot: HotParameterIndex { HotParameterIndex(sharing: layout, from: 2 * count) }
    }

    private enum Storage: Sendable {
        case none
        /// `text` is the URL.
        case offsets(text: String, spans: Spans)
        case explicit([PingParameter], hot: HotParameterIndex)
    }

    private var storage: Storage

    /// No parameters (requests nlcert does not decode).
    init() {
        storage = .none
    }

    /// Parameters given whole.
    init(_ parameters: [PingParameter]) {
        storage = parameters.isEmpty ? .none : .explicit(parameters, hot: HotParameterIndex(parameters))
    }

    /// Offsets into `text` as the decoder found them (see `Spans`).
    init(text: String, spans: Spans) {
        storage = spans.count == 0 || !spans.isWellFormed ? .none : .offsets(text: text, spans: spans)
    }

    /// The layout of a decoded ping's parameters (see `Spans.layout`), for the decoder to share
    /// with the ping after it; `nil` for parameters given whole.
    var layout: [UInt16]? {
        if case .offsets(_, let spans) = storage { return spans.layout }
        return nil
    }

    /// Whether this table and `other` hold one layout array (tests of the sharing).
    func sharesLayout(with other: ParameterTable) -> Bool {
        guard case .offsets(_, let a) = storage, case .offsets(_, let b) = other.storage else { return false }
        return Self.isOneArray(a.layout, b.layout)
    }

    /// Whether two layouts are one array (shared), not merely equal.
    static func isOneArray(_ a: [UInt16], _ b: [UInt16]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Where the most-read keys sit.
    var hot: HotParameterIndex {
        switch storage {
        case .none: return .empty
        case .offsets(_, let spans): return spans.hot
        case .explicit(_, let hot): return hot
        }
    }

    var count: Int {
        switch storage {
        case .none: return 0
        case .offsets(_, let spans): return spans.count
        case .explicit(let parameters, _): return parameters.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Every parameter, in wire order.
    var parameters: [PingParameter] {
        switch storage {
        case .none: return []
        case .explicit(let parameters, _): return parameters
        case .offsets(let text, let spans):
            var text = text
            text.makeContiguousUTF8()
            let shared = text
            let n = spans.count
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                // Built in place: no temporary copy of each parameter.
                [PingParameter](unsafeUninitializedCapacity: n) { buffer, count in
                    guard let base = buffer.baseAddress else { return }
                    for i in 0..<n {
                        (base + i).initialize(to: Self.parameter(i, spans: spans, bytes: bytes, shared: shared))
                    }
                    count = n
                }
            } ?? []
        }
    }

    /// The parameter at `index` (wire order), when there is one.
    func parameter(at index: Int) -> PingParameter? {
        switch storage {
        case .none: return nil
        case .explicit(let parameters, _): return parameters.indices.contains(index) ? parameters[index] : nil
        case .offsets(let text, let spans):
            guard index >= 0, index < spans.count else { return nil }
            var text = text
            text.makeContiguousUTF8()
            let shared = text
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                Self.parameter(index, spans: spans, bytes: bytes, shared: shared)
            }
        }
    }

    /// The first parameter with `key`.
    func parameter(_ key: String) -> PingParameter? {
        if let hit = hot.lookup(key) { return hit.flatMap { parameter(at: $0) } }
        return firstIndex(of: key).flatMap { parameter(at: $0) }
    }

    /// The meaningful value of the first parameter with `key` (the pair value for `cNN=name,value`),
    /// read straight from the URL's bytes unless it needs percent-decoding.
    func value(_ key: String) -> String? {
        guard case .offsets = storage else { return parameter(key)?.effectiveValue }
        if let hit = hot.lookup(key) { return hit.flatMap(value(at:)) }
        return firstIndex(of: key).flatMap(value(at:))
    }

    /// The values of the first `count` hot keys (`HotParameterIndex.keys`, in slot order), each
    /// as `value(_:)` gives it, found through the index without a search and read in one pass
    /// over the URL's bytes (only values holding a `%` are decoded).
    ///
    /// `previous` is the table and values of the ping before in the same session, whose
    /// metadata this one nearly always repeats: a value whose raw bytes are the same as there
    /// is that string again, shared rather than built (and decoded) once more.
    func hotValues(
        _ count: Int = HotParameterIndex.count, previous: (table: ParameterTable, values: [String?])? = nil
    ) -> [String?] {
        let n = min(max(0, count), HotParameterIndex.count)
        guard case .offsets(let text, let spans) = storage, hot.isTracked else {
            return HotParameterIndex.keys.prefix(n).map { value($0) }
        }
        let hot = self.hot
        var before: (text: String, spans: Spans, hot: HotParameterIndex, values: [String?])?
        if let previous, previous.values.count >= n, case .offsets(let t, let o) = previous.table.storage {
            before = (t, o, previous.table.hot, previous.values)
        }
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> [String?] in
            let read = { (slot: Int, same: (Int, Range<Int>) -> Bool) -> String? in
                guard let i = hot.index(slot: slot), i < spans.count else { return nil }
                let raw = Self.rawValueRange(i, spans: spans, bytes: bytes)
                if same(slot, raw), let earlier = before?.values[slot] { return earlier }
                if let range = Self.plainValueRange(i, spans: spans, bytes: bytes) {
                    return range.isEmpty
                        ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
                }
                return Self.decodedEffectiveValue(i, spans: spans, bytes: bytes)
            }
            guard let before else { return (0..<n).map { read($0) { _, _ in false } } }
            return before.text.utf8.withContiguousStorageIfAvailable { old -> [String?] in
                (0..<n).map { slot in
                    read(slot) { slot, raw in
                        guard let j = before.hot.index(slot: slot), j < before.spans.count else { return false }
                        let oldRaw = Self.rawValueRange(j, spans: before.spans, bytes: old)
                        return oldRaw.count == raw.count
                            && (raw.isEmpty
                                || memcmp(
                                    bytes.baseAddress! + raw.lowerBound, old.baseAddress! + oldRaw.lowerBound, raw.count
                                ) == 0)
                    }
                }
            } ?? (0..<n).map { read($0) { _, _ in false } }
        }
        return fast ?? (0..<n).map { hot.index(slot: $0).flatMap(value(at:)) }
    }

    /// Where parameter `i`'s key starts and ends and its value ends (see `Spans.bounds`).
    @inline(__always)
    private static func bounds(
        _ i: Int, spans: Spans, bytes: UnsafeBufferPointer<UInt8>
    ) -> (keyStart: Int, keyEnd: Int, end: Int) {
        spans.bounds(i, limit: bytes.count)
    }

    /// Where the raw (undecoded) value of parameter `i` sits in the text.
    @inline(__always)
    private static func rawValueRange(_ i: Int, spans: Spans, bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let (_, keyEnd, end) = bounds(i, spans: spans, bytes: bytes)
        let start = keyEnd < end ? keyEnd + 1 : end
        return start..<end
    }

    /// The pair comma's offset in the raw value `raw` of a parameter with key `key`: -1 when
    /// there is none (or the key is not a `cNN` pair key), `nil` when the value holds a `%` (the
    /// comma is then found after decoding) — as `PingParameter` keeps it.
    @inline(__always)
    static func pairComma(_ bytes: UnsafeBufferPointer<UInt8>, key: Range<Int>, raw: Range<Int>) -> Int? {
        if ByteScan.find(0x25, in: bytes, from: raw.lowerBound, to: raw.upperBound) < raw.upperBound { return nil }
        guard isPairKey(bytes, key.lowerBound, key.upperBound) else { return -1 }
        let commaAt = ByteScan.find(0x2C, in: bytes, from: raw.lowerBound, to: raw.upperBound)
        return commaAt < raw.upperBound ? commaAt - raw.lowerBound : -1
    }

    /// The meaningful value of parameter `index` (wire order).
    private func value(at index: Int) -> String? {
        guard case .offsets(let text, let spans) = storage else { return parameter(at: index)?.effectiveValue }
        guard index >= 0, index < spans.count else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let range = Self.plainValueRange(index, spans: spans, bytes: bytes) else {
                return Self.decodedEffectiveValue(index, spans: spans, bytes: bytes)
            }
            return range.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        } ?? parameter(at: index)?.effectiveValue
    }

    /// The effective value of parameter `i` whose raw value holds a `%`: decoded until stable,
    /// then, for a `cNN` key, the part after the pair comma (which may itself have been encoded:
    /// `c6=vc%2Cc10`). What `PingParameter.effectiveValue` gives, without building the parameter.
    private static func decodedEffectiveValue(_ i: Int, spans: Spans, bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (keyStart, keyEnd, end) = bounds(i, spans: spans, bytes: bytes)
        let valueStart = keyEnd < end ? keyEnd + 1 : end
        let raw = UnsafeBufferPointer(rebasing: bytes[valueStart..<max(valueStart, end)])
        let value = PercentDecoding.decodeUntilStable(bytes: raw) ?? String(decoding: raw, as: UTF8.self)
        guard isPairKey(bytes, keyStart, keyEnd), let comma = value.utf8.firstIndex(of: 0x2C) else { return value }
        return String(value[value.utf8.index(after: comma)...])
    }

    /// The value of `key` as a whole number, as `Int(value(key))` would read it, parsed from the
    /// URL's bytes when the value needs no decoding.
    func int(_ key: String) -> Int? {
        guard case .offsets(let text, let spans) = storage else { return value(key).flatMap { Int($0) } }
        guard let index = index(of: key) else { return nil }
        var contiguous = text
        contiguous.makeContiguousUTF8()
        let plain = contiguous.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
            guard let range = Self.plainValueRange(index, spans: spans, bytes: bytes) else { return .none }
            return .some(Self.parseInt(bytes, range))
        }
        guard let plain, let number = plain else { return parameter(at: index).flatMap { Int($0.effectiveValue) } }
        return number
    }

    /// How many bytes the first parameter with `key` holds as sent (before any decoding, pair
    /// name included), or `nil` when the ping lacks it: an upper bound on its value's length,
    /// found without building the value.
    func rawValueLength(_ key: String) -> Int? {
        guard case .offsets(let text, let spans) = storage else {
            // Parameters given whole may carry a value that is not their raw text decoded.
            return parameter(key).map { max($0.raw.utf8.count, $0.effectiveValue.utf8.count) }
        }
        guard let index = index(of: key) else { return nil }
        var contiguous = text
        contiguous.makeContiguousUTF8()
        return contiguous.utf8.withContiguousStorageIfAvailable { bytes in
            Self.rawValueRange(index, spans: spans, bytes: bytes).count
        } ?? parameter(at: index)?.raw.utf8.count
    }

    /// Where the effective value of parameter `i` sits in the text, when it needs no decoding.
    @inline(__always)
    private static func plainValueRange(
        _ i: Int, spans: Spans, bytes: UnsafeBufferPointer<UInt8>
    ) -> Range<Int>? {
        let (keyStart, keyEnd, end) = bounds(i, spans: spans, bytes: bytes)
        let valueStart = keyEnd < end ? keyEnd + 1 : end
        guard let comma = pairComma(bytes, key: keyStart..<keyEnd, raw: valueStart..<end) else { return nil }
        let start = comma < 0 ? valueStart : min(valueStart + comma + 1, end)
        return start..<end
    }

    /// `Int(String)` on bytes: an optional sign, then one or more ASCII digits, no overflow.
    static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var i = range.lowerBound
        let n = min(range.upperBound, bytes.count)
        guard i < n else { return nil }
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
            guard i < n else { return nil }
        }
        var result = 0
        while i < n {
            let d = bytes[i] &- 0x30
            guard d < 10 else { return nil }
            let (m, o1) = result.multipliedReportingOverflow(by: 10)
            let (r, o2) = negative ? m.subtractingReportingOverflow(Int(d)) : m.addingReportingOverflow(Int(d))
            guard !o1, !o2 else { return nil }
            result = r
            i += 1
        }
        return result
    }

    /// Whether a parameter with `key` is present, without building it.
    func contains(_ key: String) -> Bool {
        if let hit = hot.lookup(key) { return hit != nil }
        return firstIndex(of: key) != nil
    }

    /// The index of the first parameter with `key`: through the hot index when the key is hot,
    /// else by comparing bytes.
    private func index(of key: String) -> Int? {
        if let hit = hot.lookup(key) { return hit }
        return firstIndex(of: key)
    }

    /// The index of the first parameter with `key`, comparing bytes.
    private func firstIndex(of key: String) -> Int? {
        switch storage {
        case .none: return nil
        case .explicit(let parameters, _): return parameters.firstIndex { $0.keyEquals(key) }
        case .offsets(let text, let spans):
            var text = text
            text.makeContiguousUTF8()
            var key = key
            key.makeContiguousUTF8()
            return text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                key.utf8.withContiguousStorageIfAvailable { k -> Int? in
                    for i in 0..<(spans.count) {
                        let (a, b, _) = Self.bounds(i, spans: spans, bytes: bytes)
                        if b - a == k.count, Self.equal(bytes, a, k) { return i }
                    }
                    return nil
                } ?? nil
            } ?? nil
        }
    }

    @inline(__always)
    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int, _ k: UnsafeBufferPointer<UInt8>) -> Bool {
        for j in 0..<k.count where bytes[at + j] != k[j] { return false }
        return true
    }

    /// Builds parameter `i` from its offsets.
    private static func parameter(
        _ i: Int, spans: Spans, bytes: UnsafeBufferPointer<UInt8>, shared: String
    ) -> PingParameter {
        let (keyStart, keyEnd, end) = bounds(i, spans: spans, bytes: bytes)
        let valueStart = keyEnd < end ? keyEnd + 1 : end
        let comma = pairComma(bytes, key: keyStart..<keyEnd, raw: valueStart..<end)
        return parameter(
            bytes, key: keyStart..<keyEnd, raw: valueStart..<end, comma: comma, shared: shared, lazily: true)
    }

    /// A parameter of `shared` (whose UTF-8 is `bytes`): `comma` is the pair comma's offset in
    /// the raw value (-1: none), or `nil` for a value holding a `%`, which is decoded here.
    static func parameter(
        _ bytes: UnsafeBufferPointer<UInt8>, key: Range<Int>, raw: Range<Int>, comma: Int?, shared: String,
        lazily: Bool = false
    ) -> PingParameter {
        if let comma {
            return PingParameter(shared: shared, key: key, raw: raw, decoded: nil, pairComma: comma)
        }
        if lazily {
            return PingParameter(
                shared: shared, key: key, raw: raw, decoded: nil, pairComma: Int(PingParameter.decodeWhenRead))
        }
        // Decode first: the comma itself may be encoded (`c6=vc%2Cc10`).
        let rawText = raw.isEmpty ? "" : String(decoding: UnsafeBufferPointer(rebasing: bytes[raw]), as: UTF8.self)
        let value = PercentDecoding.decodeUntilStable(rawText)
        var decodedComma = -1
        if isPairKey(bytes, key.lowerBound, key.upperBound), let at = value.utf8.firstIndex(of: 0x2C) {
            decodedComma = value.utf8.distance(from: value.utf8.startIndex, to: at)
        }
        return PingParameter(
            shared: shared, key: key, raw: raw, decoded: value == rawText ? nil : value, pairComma: decodedComma)
    }

    /// `c` followed by digits: the keys that carry `name,value` pairs.
    @inline(__always)
    static func isPairKey(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 2, end <= bytes.count, bytes[start] == UInt8(ascii: "c") else { return false }
        var i = start + 1
        while i < end {
            guard bytes[i] >= 0x30 && bytes[i] <= 0x39 else { return false }
            i += 1
        }
        return true
    }
}

extension ParameterTable: Hashable {
    static func == (a: ParameterTable, b: ParameterTable) -> Bool { a.parameters == b.parameters }
    func hash(into hasher: inout Hasher) { hasher.combine(parameters) }
}
