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
/// layout shared, ~2 bytes. A ping whose keys and everything around its values are a recent
/// ping's keeps only the values that differ (`QueryDelta`), not its URL. Parameters a caller
/// sets whole (tests, `Ping.parameters = …`) are kept as given.
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

        /// What `hot.lookup(key)` gives, read from the layout in place: `nil` when `key` is not
        /// a hot key, `.some(nil)` when it is and the ping lacks it.
        @inline(__always)
        func hotIndex(of key: String) -> Int?? {
            hotIndex(slot: HotParameterIndex.slot(of: key))
        }

        /// `hotIndex(of:)` of the key whose slot is `slot` (`nil`: not a hot key).
        @inline(__always)
        func hotIndex(slot: Int?) -> Int?? {
            guard let slot else { return nil }
            let at = 2 * count + slot
            guard at < layout.count else { return nil }
            let i = layout[at]
            return .some(i == HotParameterIndex.absent ? nil : Int(i))
        }
    }

    private enum Storage: Sendable {
        case none
        /// `text` is the URL.
        case offsets(text: String, spans: Spans)
        /// The URL is a frame's with some values of its own.
        case delta(QueryDelta)
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

    /// A ping's parameters held as the values that differ from a frame's.
    init(delta: QueryDelta) {
        storage = delta.frame.spans.isWellFormed ? .delta(delta) : .none
    }

    /// The layout of a decoded ping's parameters (see `Spans.layout`), for the decoder to share
    /// with the ping after it; `nil` for parameters given whole.
    var layout: [UInt16]? {
        switch storage {
        case .offsets(_, let spans): return spans.layout
        case .delta(let delta): return delta.frame.spans.layout
        case .none, .explicit: return nil
        }
    }

    /// Whether this table and `other` hold one layout array (tests of the sharing).
    func sharesLayout(with other: ParameterTable) -> Bool {
        guard let a = layout, let b = other.layout else { return false }
        return Self.isOneArray(a, b)
    }

    /// Whether two layouts are one array (shared), not merely equal.
    static func isOneArray(_ a: [UInt16], _ b: [UInt16]) -> Bool {
        a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Whether a layout holds the same numbers as `b`, compared as bytes.
    static func sameElements(_ a: [UInt16], _ b: UnsafeBufferPointer<UInt16>) -> Bool {
        a.withUnsafeBufferPointer { x in
            guard x.count == b.count else { return false }
            guard let p = x.baseAddress, let q = b.baseAddress else { return true }
            return memcmp(p, q, x.count * MemoryLayout<UInt16>.stride) == 0
        }
    }

    /// The delta this table is, when the ping is held as one (see `QueryDelta`).
    var delta: QueryDelta? {
        if case .delta(let delta) = storage { return delta }
        return nil
    }

    /// The frame a ping holding its whole URL makes for the pings after it (see `QueryFrame`).
    var frame: QueryFrame? {
        if case .offsets(let text, let spans) = storage, text.utf8.count <= QueryDelta.maxTextBytes {
            return QueryFrame(text: text, spans: spans)
        }
        return nil
    }

    /// Where the most-read keys sit.
    var hot: HotParameterIndex {
        switch storage {
        case .none: return .empty
        case .offsets(_, let spans): return spans.hot
        case .delta(let delta): return delta.frame.spans.hot
        case .explicit(_, let hot): return hot
        }
    }

    var count: Int {
        switch storage {
        case .none: return 0
        case .offsets(_, let spans): return spans.count
        case .delta(let delta): return delta.count
        case .explicit(let parameters, _): return parameters.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// Calls `body` with the decoded parameters' bytes; `nil` for parameters given whole (or none).
    @inline(__always)
    func withBytes<R>(_ body: (ParameterBytes) -> R) -> R? {
        switch storage {
        case .none, .explicit: return nil
        case .offsets(let text, let spans):
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            // A native string lends its storage as it is; a copy made contiguous is the fallback.
            if let result = text.utf8.withContiguousStorageIfAvailable({
                body(ParameterBytes(text: $0, spans: spans, delta: none))
            }) {
                return result
            }
            var text = text
            text.makeContiguousUTF8()
            return text.utf8.withContiguousStorageIfAvailable { bytes in
                body(ParameterBytes(text: bytes, spans: spans, delta: none))
            }
        case .delta(let delta):
            return delta.frame.withBytes { bytes in
                delta.data.withUnsafeBufferPointer { data in
                    body(ParameterBytes(text: bytes, spans: delta.frame.spans, delta: data))
                }
            }
        }
    }

    /// Calls `body` with the decoded parameters' bytes and the index of the first parameter
    /// with `key`: `nil` for parameters given whole (or none), `.some(nil)` when no parameter
    /// has the key. One look at the storage for both — a value read through `index(of:)` and
    /// then `withBytes` took the storage's arrays twice, reference counts up and down each time,
    /// and a large capture reads tens of millions of values.
    @inline(__always)
    private func withBytes<R>(of key: String, _ body: (ParameterBytes, Int) -> R) -> R?? {
        withBytes(of: key, slot: HotParameterIndex.slot(of: key), body)
    }

    /// `withBytes(of:_:)` for a key whose hot slot is known (`nil`: not a hot key).
    @inline(__always)
    private func withBytes<R>(of key: String, slot: Int?, _ body: (ParameterBytes, Int) -> R) -> R?? {
        withBytes { bytes -> R? in
            let index = bytes.spans.hotIndex(slot: slot) ?? Self.firstIndex(of: key, in: bytes)
            return index.map { body(bytes, $0) }
        }
    }

    /// The text a parameter built from these bytes shares (a delta's frame's URL).
    private var sharedText: String {
        switch storage {
        case .offsets(let text, _): return text
        case .delta(let delta): return delta.frame.text
        case .none, .explicit: return ""
        }
    }

    /// Every parameter, in wire order.
    var parameters: [PingParameter] {
        if case .explicit(let parameters, _) = storage { return parameters }
        let shared = sharedText
        return withBytes { bytes in
            let n = bytes.count
            // Built in place: no temporary copy of each parameter.
            return [PingParameter](unsafeUninitializedCapacity: n) { buffer, count in
                guard let base = buffer.baseAddress else { return }
                for i in 0..<n {
                    (base + i).initialize(to: Self.parameter(i, bytes: bytes, shared: shared))
                }
                count = n
            }
        } ?? []
    }

    /// The parameter at `index` (wire order), when there is one.
    func parameter(at index: Int) -> PingParameter? {
        if case .explicit(let parameters, _) = storage {
            return parameters.indices.contains(index) ? parameters[index] : nil
        }
        guard index >= 0, index < count else { return nil }
        let shared = sharedText
        return withBytes { Self.parameter(index, bytes: $0, shared: shared) }
    }

    /// The first parameter with `key`.
    func parameter(_ key: String) -> PingParameter? {
        index(of: key).flatMap { parameter(at: $0) }
    }

    /// The meaningful value of the first parameter with `key` (the pair value for `cNN=name,value`),
    /// read straight from the URL's bytes unless it needs percent-decoding.
    func value(_ key: String) -> String? {
        value(key, slot: HotParameterIndex.slot(of: key))
    }

    /// `value(slot.key)`, without finding the slot from the key's name: the timeline reads a
    /// few named fields of every ping.
    func value(_ slot: HotSlot) -> String? {
        value(slot.key, slot: slot.rawValue)
    }

    private func value(_ key: String, slot: Int?) -> String? {
        if case .explicit = storage { return parameter(key)?.effectiveValue }
        return withBytes(of: key, slot: slot) { Self.effectiveValue(key: $0.key($1), raw: $0.raw($1)) } ?? nil
    }

    /// `value(key)`, or `earlier` itself when it was read from `before` under the same key and
    /// the raw bytes there are the same: a ping nearly always repeats the session and app ids
    /// of the ping before it, and the string is then shared instead of built again.
    func value(_ key: String, sameAs before: ParameterTable, gave earlier: String?) -> String? {
        guard let earlier else { return value(key) }
        let read = withBytes(of: key) { bytes, i -> String in
            let raw = bytes.raw(i)
            let same = before.withBytes(of: key) { old, j in Self.same(old.raw(j), raw) }
            return same == true ? earlier : Self.effectiveValue(key: bytes.key(i), raw: raw)
        }
        switch read {
        case .some(let found): return found
        case .none: return value(key)
        }
    }

    /// The values of the first `count` hot keys (`HotParameterIndex.keys`, in slot order), each
    /// as `value(_:)` gives it, found through the index without a search and read in one pass
    /// over the URL's bytes (only values holding a `%` are decoded).
    ///
    /// `previous` is the table and values of the ping before in the same session, whose
    /// metadata this one nearly always repeats: a value whose raw bytes are the same as there
    /// is that string again, shared rather than built (and decoded) once more. With `frames`,
    /// a delta's values that it does not own are its frame's strings (see `FrameValueMemo`).
    func hotValues(
        _ count: Int = HotParameterIndex.count, previous: (table: ParameterTable, values: [String?])? = nil,
        frames: FrameValueMemo? = nil
    ) -> [String?] {
        let n = min(max(0, count), HotParameterIndex.count)
        let hot = self.hot
        let framed = frames.flatMap { memo in delta.map { memo.values(of: $0.frame, count: n) } }
        guard hot.isTracked,
            let values = withBytes({ bytes -> [String?] in
                if let framed, let mine = delta {
                    return Self.hotValues(n, bytes: bytes, hot: hot, framed: framed, mine: mine, previous: previous)
                }
                let read = { (slot: Int, same: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> String? in
                    guard let i = hot.index(slot: slot), i < bytes.count else { return nil }
                    let raw = bytes.raw(i)
                    if same(slot, raw), let earlier = previous?.values[slot] { return earlier }
                    return Self.effectiveValue(key: bytes.key(i), raw: raw)
                }
                guard let previous, previous.values.count >= n, previous.table.hot.isTracked else {
                    return (0..<n).map { read($0) { _, _ in false } }
                }
                // Two deltas of one frame (most pings of a session): a value neither owns is the
                // frame's, and so the string before, without reading a byte.
                if let mine = delta, let theirs = previous.table.delta, mine.frame === theirs.frame {
                    return theirs.data.withUnsafeBufferPointer { before -> [String?] in
                        let mask = QueryDelta.OwnedMask(bytes.delta)
                        let theirMask = QueryDelta.OwnedMask(before)
                        return (0..<n).map { slot in
                            guard let i = hot.index(slot: slot), i < bytes.count else { return nil }
                            let own = mask.mayOwn(i) ? QueryDelta.ownRange(bytes.delta, i) : nil
                            let theirOwn = theirMask.mayOwn(i) ? QueryDelta.ownRange(before, i) : nil
                            if own == nil, theirOwn == nil, let earlier = previous.values[slot] { return earlier }
                            let raw = own.map { UnsafeBufferPointer(rebasing: bytes.delta[$0]) } ?? bytes.raw(i)
                            if let t = theirOwn, own != nil, Self.same(UnsafeBufferPointer(rebasing: before[t]), raw),
                                let earlier = previous.values[slot]
                            {
                                return earlier
                            }
                            return Self.effectiveValue(key: bytes.key(i), raw: raw)
                        }
                    }
                }
                let before = previous.table.hot
                return previous.table.withBytes { old -> [String?] in
                    (0..<n).map { slot in
                        read(slot) { slot, raw in
                            guard let j = before.index(slot: slot), j < old.count else { return false }
                            return Self.same(old.raw(j), raw)
                        }
                    }
                } ?? (0..<n).map { read($0) { _, _ in false } }
            })
        else {
            return HotParameterIndex.keys.prefix(n).map { value($0) }
        }
        return values
    }

    /// `hotValues` of a delta whose frame's values are known (`framed`): a value the delta
    /// does not own is the frame's string; one it owns is the ping before's string when that
    /// ping is a delta of the same frame owning the same bytes, else built.
    private static func hotValues(
        _ n: Int, bytes: ParameterBytes, hot: HotParameterIndex, framed: [String?], mine: QueryDelta,
        previous: (table: ParameterTable, values: [String?])?
    ) -> [String?] {
        let theirs = previous.flatMap { p in p.table.delta.flatMap { $0.frame === mine.frame ? $0 : nil } }
        let owned = QueryDelta.OwnedMask(bytes.delta)
        return (theirs?.data ?? []).withUnsafeBufferPointer { before -> [String?] in
            (0..<n).map { slot in
                guard let i = hot.index(slot: slot), i < bytes.count else { return nil }
                guard owned.mayOwn(i), let own = QueryDelta.ownRange(bytes.delta, i) else {
                    return slot < framed.count ? framed[slot] : nil
                }
                let raw = UnsafeBufferPointer(rebasing: bytes.delta[own])
                if let previous, theirs != nil, slot < previous.values.count, let earlier = previous.values[slot],
                    let t = QueryDelta.ownRange(before, i), same(UnsafeBufferPointer(rebasing: before[t]), raw)
                {
                    return earlier
                }
                return effectiveValue(key: bytes.key(i), raw: raw)
            }
        }
    }

    /// Whether two byte runs are the same.
    @inline(__always)
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let p = a.baseAddress, let q = b.baseAddress, a.count > 0 else { return true }
        return p == q || memcmp(p, q, a.count) == 0
    }

    /// The pair comma's offset in the raw value `raw` of a parameter with key `key`: -1 when
    /// there is none (or the key is not a `cNN` pair key), `nil` when the value holds a `%` (the
    /// comma is then found after decoding) — as `PingParameter` keeps it.
    @inline(__always)
    static func pairComma(key: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>) -> Int? {
        if ByteScan.find(0x25, in: raw, from: 0, to: raw.count) < raw.count { return nil }
        guard isPairKey(key) else { return -1 }
        let commaAt = ByteScan.find(0x2C, in: raw, from: 0, to: raw.count)
        return commaAt < raw.count ? commaAt : -1
    }

    /// `pairComma(key:raw:)` for a key and raw value at these ranges of `bytes`.
    @inline(__always)
    static func pairComma(_ bytes: UnsafeBufferPointer<UInt8>, key: Range<Int>, raw: Range<Int>) -> Int? {
        pairComma(key: UnsafeBufferPointer(rebasing: bytes[key]), raw: UnsafeBufferPointer(rebasing: bytes[raw]))
    }

    /// The meaningful value of parameter `index` (wire order).
    private func value(at index: Int) -> String? {
        guard index >= 0, index < count else { return nil }
        return withBytes { Self.effectiveValue(key: $0.key(index), raw: $0.raw(index)) }
            ?? parameter(at: index)?.effectiveValue
    }

    /// The effective value of a parameter as `PingParameter.effectiveValue` gives it, without
    /// building the parameter: the raw bytes when they hold no `%` (after a `cNN` key's pair
    /// comma), else decoded.
    @inline(__always)
    static func effectiveValue(key: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>) -> String {
        guard let plain = plainValue(key: key, raw: raw) else { return decodedEffectiveValue(key: key, raw: raw) }
        return plain.isEmpty ? "" : String(decoding: plain, as: UTF8.self)
    }

    /// The effective value of a parameter whose raw value holds a `%`: decoded until stable,
    /// then, for a `cNN` key, the part after the pair comma (which may itself have been encoded:
    /// `c6=vc%2Cc10`). What `PingParameter.effectiveValue` gives, without building the parameter.
    private static func decodedEffectiveValue(
        key: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>
    ) -> String {
        let value = PercentDecoding.decodeUntilStable(bytes: raw) ?? String(decoding: raw, as: UTF8.self)
        guard isPairKey(key), let comma = value.utf8.firstIndex(of: 0x2C) else { return value }
        return String(value[value.utf8.index(after: comma)...])
    }

    /// The value of `key` as a whole number, as `Int(value(key))` would read it, parsed from the
    /// URL's bytes when the value needs no decoding.
    func int(_ key: String) -> Int? {
        int(key, slot: HotParameterIndex.slot(of: key))
    }

    /// `int(slot.key)`, without finding the slot from the key's name.
    func int(_ slot: HotSlot) -> Int? {
        int(slot.key, slot: slot.rawValue)
    }

    private func int(_ key: String, slot: Int?) -> Int? {
        if case .explicit = storage { return value(key).flatMap { Int($0) } }
        // nil: no bytes; .some(nil): no such key; .some(.some(nil)): the value needs decoding.
        let plain = withBytes(of: key, slot: slot) { bytes, index -> Int?? in
            guard let value = Self.plainValue(key: bytes.key(index), raw: bytes.raw(index)) else { return .none }
            return .some(Self.parseInt(value, 0..<value.count))
        }
        guard let plain, let found = plain else { return nil }
        guard let number = found else { return value(key, slot: slot).flatMap { Int($0) } }
        return number
    }

    /// Whether the first parameter with `key` may hold, once decoded, `count` digits in a row;
    /// `nil` when the ping lacks it. Read from the bytes as sent, without building the value: a
    /// digit is sent as itself or escaped (`%31`, escaped again `%2531`), which takes only digits
    /// and `%`, so a decoded run of digits lies in a run of such bytes holding at least as many
    /// digits. `true` is a maybe (the value is then read to know); `false` is certain.
    func mayHoldDigits(_ key: String, inARow count: Int) -> Bool? {
        if case .explicit = storage {
            // Parameters given whole may carry a value that is not their raw text decoded.
            return parameter(key).map {
                Self.digitRun(in: $0.raw.utf8, reaches: count)
                    || Self.digitRun(in: $0.effectiveValue.utf8, reaches: count)
            }
        }
        guard let found = withBytes(of: key, { Self.digitRun(in: $0.raw($1), reaches: count) }) else { return nil }
        return found
    }

    /// `mayHoldDigits(_:inARow:)` of several keys in one look at the storage: the positions in
    /// `keys` of those the ping has and whose value may hold `count` digits in a row. A scan of
    /// every ping for a few keys took the storage once per key, reference counts up and down.
    func keysMayHoldDigits(_ keys: ParameterKeys, inARow count: Int) -> [Int] {
        if case .explicit = storage {
            return keys.keys.indices.filter { mayHoldDigits(keys.keys[$0], inARow: count) == true }
        }
        return withBytes { bytes in
            var found: [Int] = []
            // Most values are the frame's: the delta's entries are searched only for those it owns.
            let owned = QueryDelta.OwnedMask(bytes.delta)
            for k in keys.keys.indices {
                let index = bytes.spans.hotIndex(slot: keys.slots[k]) ?? Self.firstIndex(of: keys.keys[k], in: bytes)
                guard let i = index else { continue }
                let raw = owned.mayOwn(i) ? bytes.raw(i) : bytes.frameRaw(i)
                if Self.digitRun(in: raw, reaches: count) { found.append(k) }
            }
            return found
        } ?? []
    }

    /// Whether a run of bytes that are digits or `%` holds `count` digits.
    static func digitRun<C: Collection<UInt8>>(in bytes: C, reaches count: Int) -> Bool {
        var digits = 0
        for byte in bytes {
            if byte &- 0x30 < 10 {
                digits += 1
                if digits >= count { return true }
            } else if byte != 0x25 {
                digits = 0
            }
        }
        return false
    }

    /// The effective value's bytes within `raw`, when it needs no decoding.
    @inline(__always)
    static func plainValue(
        key: UnsafeBufferPointer<UInt8>, raw: UnsafeBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8>? {
        guard let comma = pairComma(key: key, raw: raw) else { return nil }
        let start = comma < 0 ? 0 : min(comma + 1, raw.count)
        return UnsafeBufferPointer(rebasing: raw[start...])
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
        index(of: key) != nil
    }

    /// The index of the first parameter with `key`: through the hot index when the key is hot,
    /// else by comparing bytes.
    private func index(of key: String) -> Int? {
        // The slots are read where they lie: `hot` hands back an index holding the layout
        // array, a reference count up and down on an array every ping of a session shares,
        // for each of the millions of reads of a large capture.
        let hit: Int??
        switch storage {
        case .none: return nil
        case .offsets(_, let spans): hit = spans.hotIndex(of: key)
        case .delta(let delta): hit = delta.frame.spans.hotIndex(of: key)
        case .explicit(_, let hot): hit = hot.lookup(key)
        }
        if let hit { return hit }
        return firstIndex(of: key)
    }

    /// The index of the first parameter with `key`, comparing bytes.
    private func firstIndex(of key: String) -> Int? {
        if case .explicit(let parameters, _) = storage { return parameters.firstIndex { $0.keyEquals(key) } }
        return withBytes { Self.firstIndex(of: key, in: $0) } ?? nil
    }

    /// The index of the first of `bytes`' parameters whose key is `key`, comparing bytes.
    @inline(__always)
    static func firstIndex(of key: String, in bytes: ParameterBytes) -> Int? {
        var key = key
        return key.withUTF8 { k in (0..<bytes.count).first { same(bytes.key($0), k) } }
    }

    /// Builds parameter `i`, sharing `shared` (the text `bytes.text` is) when its value is there.
    private static func parameter(_ i: Int, bytes: ParameterBytes, shared: String) -> PingParameter {
        let key = bytes.keyRange(i)
        let (own, raw) = bytes.rawLocation(i)
        if !own {
            let comma = pairComma(bytes.text, key: key, raw: raw)
            return parameter(bytes.text, key: key, raw: raw, comma: comma, shared: shared, lazily: true)
        }
        // A delta's own value: the key and value get a small text of their own.
        var text = String(decoding: bytes.key(i), as: UTF8.self) + "=" + String(decoding: bytes.raw(i), as: UTF8.self)
        text.makeContiguousUTF8()
        let k = key.count
        let shared = text
        return text.utf8.withContiguousStorageIfAvailable { t in
            let comma = pairComma(t, key: 0..<k, raw: (k + 1)..<t.count)
            return parameter(t, key: 0..<k, raw: (k + 1)..<t.count, comma: comma, shared: shared, lazily: true)
        } ?? PingParameter(key: "", raw: "", value: "")
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
        if isPairKey(UnsafeBufferPointer(rebasing: bytes[key])), let at = value.utf8.firstIndex(of: 0x2C) {
            decodedComma = value.utf8.distance(from: value.utf8.startIndex, to: at)
        }
        return PingParameter(
            shared: shared, key: key, raw: raw, decoded: value == rawText ? nil : value, pairComma: decodedComma)
    }

    /// `c` followed by digits: the keys that carry `name,value` pairs.
    @inline(__always)
    static func isPairKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count >= 2, key[0] == UInt8(ascii: "c") else { return false }
        for i in 1..<key.count where key[i] < 0x30 || key[i] > 0x39 { return false }
        return true
    }
}

extension ParameterTable: Hashable {
    static func == (a: ParameterTable, b: ParameterTable) -> Bool { a.parameters == b.parameters }
    func hash(into hasher: inout Hasher) { hasher.combine(parameters) }
}
