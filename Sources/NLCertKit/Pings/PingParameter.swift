/// One `key=value` pair of a ping's query string, in wire order.
///
/// A decoded ping holds ~90 of these, and a large capture tens of thousands of pings, so a
/// parameter does not own its strings: it points into text it shares with the other parameters
/// of its ping (the query string) and builds `key`, `raw`, `value`, `pairName` and `pairValue`
/// when they are read. Only values that decoding changed carry their own string. To callers it
/// behaves like a plain struct of five strings, setters included.
public struct PingParameter: Sendable {
    /// Text holding the key and the raw value (for decoded pings: the whole query).
    private var storage: String
    /// UTF-8 offsets of the key and the raw value in `storage`.
    private var keyStart: Int32
    private var keyEnd: Int32
    private var rawStart: Int32
    private var rawEnd: Int32
    /// UTF-8 offset of the pair comma inside the value, or -1 when not a `name,value` pair.
    private var pairComma: Int32
    /// What does not fit the shared text: a decoded value that differs from the raw one, and a
    /// pair given by a caller that is not simply split from the value.
    private var extra: Extra?

    private final class Extra: Sendable {
        let decoded: String?
        let pairName: String?
        let pairValue: String?
        init(decoded: String?, pairName: String?, pairValue: String?) {
            self.decoded = decoded
            self.pairName = pairName
            self.pairValue = pairValue
        }
    }

    public init(key: String, raw: String, value: String, pairName: String? = nil, pairValue: String? = nil) {
        storage = key + raw
        let k = Int32(key.utf8.count)
        keyStart = 0
        keyEnd = k
        rawStart = k
        rawEnd = k + Int32(raw.utf8.count)
        pairComma = -1
        let decoded: String? = value == raw ? nil : value
        var explicitName: String?
        var explicitValue: String?
        if pairName != nil || pairValue != nil {
            if let pairName, let pairValue, !pairName.utf8.contains(UInt8(ascii: ",")),
                pairName + "," + pairValue == value
            {
                pairComma = Int32(pairName.utf8.count)
            } else {
                explicitName = pairName
                explicitValue = pairValue
            }
        }
        if decoded != nil || explicitName != nil || explicitValue != nil {
            extra = Extra(decoded: decoded, pairName: explicitName, pairValue: explicitValue)
        }
    }

    /// A parameter inside a shared query string (the decoder's fast path). `decoded` is the
    /// percent-decoded value when it differs from the raw text; `pairComma` the offset of the
    /// pair's comma in the value, or -1.
    init(shared storage: String, key: Range<Int>, raw: Range<Int>, decoded: String?, pairComma: Int) {
        self.storage = storage
        keyStart = Int32(key.lowerBound)
        keyEnd = Int32(key.upperBound)
        rawStart = Int32(raw.lowerBound)
        rawEnd = Int32(raw.upperBound)
        self.pairComma = Int32(pairComma)
        extra = decoded.map { Extra(decoded: $0, pairName: nil, pairValue: nil) }
    }

    /// The parameter key as sent (`c27`, `tl`, `evdata`).
    public var key: String {
        get { slice(Int(keyStart), Int(keyEnd)) }
        set { self = PingParameter(key: newValue, raw: raw, value: value, pairName: pairName, pairValue: pairValue) }
    }

    /// The value exactly as on the wire, before any decoding.
    public var raw: String {
        get { slice(Int(rawStart), Int(rawEnd)) }
        set { self = PingParameter(key: key, raw: newValue, value: value, pairName: pairName, pairValue: pairValue) }
    }

    /// The value percent-decoded until stable (double encoding undone).
    public var value: String {
        get { decodedValue ?? raw }
        set { self = PingParameter(key: key, raw: raw, value: newValue, pairName: pairName, pairValue: pairValue) }
    }

    /// For `cNN=name,value` pairs: the name part (`cln` of `c27=cln,15`).
    public var pairName: String? {
        get {
            if let extra, extra.pairName != nil || extra.pairValue != nil { return extra.pairName }
            let comma = effectiveComma
            guard comma >= 0 else { return nil }
            return valuePart(0, comma)
        }
        set { self = PingParameter(key: key, raw: raw, value: value, pairName: newValue, pairValue: pairValue) }
    }

    /// For pairs: the value part after the first comma (`15`).
    var pairValue: String? {
        get {
            if let extra, extra.pairName != nil || extra.pairValue != nil { return extra.pairValue }
            let comma = effectiveComma
            guard comma >= 0 else { return nil }
            return valuePart(comma + 1, nil)
        }
        set { self = PingParameter(key: key, raw: raw, value: value, pairName: pairName, pairValue: newValue) }
    }

    /// Whether the value is the raw text as sent (nothing to decode), found without building
    /// either string unless the raw text holds a `%`.
    public var valueIsRaw: Bool { decodedValue == nil }

    /// The value that carries meaning: the pair's value for pairs, else the decoded value.
    public var effectiveValue: String { pairValue ?? value }

    /// `pairComma` of a value holding a `%` that is decoded only when read (the decoder's
    /// parameters): most parameters are never read one by one.
    static let decodeWhenRead: Int32 = -2

    /// The decoded value when it differs from the raw text.
    private var decodedValue: String? {
        if let decoded = extra?.decoded { return decoded }
        guard pairComma == Self.decodeWhenRead else { return nil }
        let raw = self.raw
        let value = PercentDecoding.decodeUntilStable(raw)
        return value == raw ? nil : value
    }

    /// The pair comma's offset in the (decoded) value, -1 when there is none.
    private var effectiveComma: Int {
        guard pairComma == Self.decodeWhenRead else { return Int(pairComma) }
        // Decoded first: the comma itself may be encoded (`c6=vc%2Cc10`).
        let isPair = withKeyUTF8 { k in
            k.count >= 2 && k[0] == UInt8(ascii: "c") && k.dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
        }
        guard isPair else { return -1 }
        let v = value.utf8
        return v.firstIndex(of: 0x2C).map { v.distance(from: v.startIndex, to: $0) } ?? -1
    }

    /// Whether the key is exactly `other`, without building the key string.
    func keyEquals(_ other: String) -> Bool {
        withKeyUTF8 { key in other.utf8.elementsEqual(key) }
    }

    /// Calls `body` with the key's UTF-8 bytes.
    func withKeyUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let a = Int(keyStart)
        let b = Int(keyEnd)
        if let r = storage.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[a..<b])) }) {
            return r
        }
        return Array(storage.utf8.dropFirst(a).prefix(b - a)).withUnsafeBufferPointer(body)
    }

    private func slice(_ a: Int, _ b: Int) -> String {
        guard a < b else { return "" }
        if let s = storage.utf8.withContiguousStorageIfAvailable({
            String(decoding: UnsafeBufferPointer(rebasing: $0[a..<b]), as: UTF8.self)
        }) {
            return s
        }
        return String(decoding: Array(storage.utf8.dropFirst(a).prefix(b - a)), as: UTF8.self)
    }

    /// A piece of the (decoded or raw) value, by UTF-8 offsets; `to: nil` runs to the end.
    private func valuePart(_ from: Int, _ to: Int?) -> String {
        if let decoded = decodedValue {
            let u = decoded.utf8
            let end = to ?? u.count
            guard from < end, end <= u.count else { return "" }
            return String(decoding: Array(u.dropFirst(from).prefix(end - from)), as: UTF8.self)
        }
        let start = Int(rawStart) + from
        let end = to.map { Int(rawStart) + $0 } ?? Int(rawEnd)
        return slice(start, min(end, Int(rawEnd)))
    }
}

extension PingParameter: Hashable {
    public static func == (a: PingParameter, b: PingParameter) -> Bool {
        a.key == b.key && a.raw == b.raw && a.value == b.value && a.pairName == b.pairName && a.pairValue == b.pairValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(raw)
        hasher.combine(value)
        hasher.combine(pairName)
        hasher.combine(pairValue)
    }
}
