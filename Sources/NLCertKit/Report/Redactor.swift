/// Hides device and user identifiers in shareable reports (the personal parameters of rules/params.json: `c9 devid`, `c1 nuid`,
/// `fp_id`, `c29 plid` are personal), plus the other identifiers real pings carry (UID2 tokens,
/// hashed e-mails, vendor ids, coordinates) and any IDFA-like UUID value wherever it appears.
///
/// A parameter is personal when its key or its pair name is in `personalNames`: the built-in
/// list joined with the keys the parameter dictionary (`rules/params.json`) marks
/// `"personal": true`. Empty values stay empty, so a reviewer can still see that an id was
/// *missing*.
struct Redactor: Sendable {
    /// What a redacted value is replaced with.
    static let placeholder = "REDACTED"

    /// Keys and pair names that always hold personal data.
    static let builtInNames: Set<String> = [
        "c9", "devid", "c1", "nuid", "fp_id", "c29", "plid", "uid2", "uid2_token", "hem_sha256", "hem_sha1",
        "hem_md5", "hem_unknown", "ve_id", "lat", "lon", "latitude", "longitude", "deviceId", "idfa", "aaid",
        "gaid", "ifa", "advertisingId",
    ]

    var isEnabled: Bool
    var personalNames: Set<String>

    init(isEnabled: Bool, personalNames: Set<String> = Redactor.builtInNames.union(Redactor.dictionaryNames)) {
        self.isEnabled = isEnabled
        self.personalNames = personalNames
    }

    /// Keys the parameter dictionary (`rules/params.json`) flags as personal.
    static var dictionaryNames: Set<String> {
        Set(ParameterDictionary.shipped.entries.filter(\.personal).map(\.key))
    }

    /// Whether a parameter with this key (and pair name) holds personal data.
    func isPersonal(key: String, pairName: String? = nil) -> Bool {
        if personalNames.contains(key) { return true }
        if let pairName, personalNames.contains(pairName) { return true }
        return false
    }

    /// A parameter's displayed value: redacted when personal and non-empty, with IDFA-like
    /// UUIDs inside any other value masked.
    func value(_ value: String, key: String, pairName: String? = nil) -> String {
        self.value(value, personal: isEnabled && isPersonal(key: key, pairName: pairName))
    }

    /// `value(_:key:pairName:)` for a parameter already known to be personal or not.
    func value(_ value: String, personal: Bool) -> String {
        guard isEnabled else { return value }
        if personal { return value.isEmpty ? value : Self.placeholder }
        return maskingUUIDs(value)
    }

    /// A whole ping URL with personal query values replaced (the pair name is kept:
    /// `c9=devid,REDACTED`) and IDFA-like UUIDs masked everywhere else. Works on UTF-8 bytes:
    /// it runs on every ping of a report.
    func url(_ url: String) -> String {
        guard isEnabled else { return url }
        var url = url
        return url.withUTF8 { bytes in
            guard let q = bytes.firstIndex(of: UInt8(ascii: "?")) else {
                return maskingUUIDs(String(decoding: bytes, as: UTF8.self))
            }
            let end = bytes[(q + 1)...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 64)
            appendMasked(bytes[0...q], to: &out)
            var start = q + 1
            var first = true
            while start <= end {
                let stop = bytes[start..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
                if !first { out.append(UInt8(ascii: "&")) }
                first = false
                appendPair(bytes[start..<stop], to: &out)
                start = stop + 1
            }
            if end < bytes.count { out.append(contentsOf: bytes[end...]) }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// `bytes`, IDFA-like UUIDs masked; text that cannot hold one (most query values) is
    /// copied without becoming a string.
    private func appendMasked(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        if Self.mayHoldUUID(bytes) {
            out.appendUTF8(maskingUUIDs(String(decoding: bytes, as: UTF8.self)))
        } else {
            out.append(contentsOf: bytes)
        }
    }

    /// One `key=value` of a query, redacted.
    private func appendPair(_ p: Slice<UnsafeBufferPointer<UInt8>>, to out: inout [UInt8]) {
        guard let eq = p.firstIndex(of: UInt8(ascii: "=")) else {
            appendMasked(p, to: &out)
            return
        }
        let raw = p[(eq + 1)...]
        out.append(contentsOf: p[p.startIndex...eq])
        if raw.isEmpty { return }
        let key = String(decoding: p[p.startIndex..<eq], as: UTF8.self)
        let (nameEnd, separatorEnd) = Self.pairSeparator(in: raw)
        let name = nameEnd.map { String(decoding: raw[raw.startIndex..<$0], as: UTF8.self) }
        guard isPersonal(key: key, pairName: name) else {
            appendMasked(raw, to: &out)
            return
        }
        if let separatorEnd {
            if separatorEnd == raw.endIndex {
                out.append(contentsOf: raw)
            } else {
                out.append(contentsOf: raw[raw.startIndex..<separatorEnd])
                out.appendUTF8(Self.placeholder)
            }
            return
        }
        out.appendUTF8(Self.placeholder)
    }

    /// Where a raw `name,value` or `name%2Cvalue` value's pair name ends and where its
    /// separator ends; `nil`s when it is not a pair.
    private static func pairSeparator(
        in raw: Slice<UnsafeBufferPointer<UInt8>>
    ) -> (nameEnd: Int?, separatorEnd: Int?) {
        var i = raw.startIndex
        while i < raw.endIndex {
            if raw[i] == UInt8(ascii: ",") { return (i, i + 1) }
            if raw[i] == UInt8(ascii: "%"), i + 2 < raw.endIndex, raw[i + 1] == UInt8(ascii: "2"),
                raw[i + 2] | 0x20 == UInt8(ascii: "c")
            {
                return (i, i + 3)
            }
            i += 1
        }
        return (nil, nil)
    }

    /// Any text (messages, call arguments): IDFA-like UUIDs masked.
    func text(_ s: String) -> String { isEnabled ? maskingUUIDs(s) : s }

    /// A JSON call argument with personal keys (`deviceId`, …) redacted and UUIDs masked.
    func json(_ value: JSONValue) -> JSONValue {
        guard isEnabled else { return value }
        switch value {
        case .string(let s): return .string(maskingUUIDs(s))
        case .array(let items): return .array(items.map(json))
        case .object(let members):
            return .object(
                members.map { m in
                    if personalNames.contains(m.key), case .string(let s) = m.value, !s.isEmpty {
                        return JSONValue.JSONMember(m.key, .string(Self.placeholder))
                    }
                    return JSONValue.JSONMember(m.key, json(m.value))
                })
        default: return value
        }
    }

    /// Replaces every 8-4-4-4-12 hex UUID not glued to other letters or digits (so the
    /// `P`-prefixed App ID is left alone). Works on UTF-8 bytes and returns the string itself
    /// when it cannot hold a UUID, since this runs on every string of a report.
    func maskingUUIDs(_ s: String) -> String {
        // Read in place: through the view's iterator the look cost ten instructions a byte,
        // on every message and evidence line of a report.
        let mayHold = s.utf8.withContiguousStorageIfAvailable { Self.mayHoldUUID($0) } ?? Self.mayHoldUUID(s.utf8)
        guard mayHold else { return s }
        let bytes = Array(s.utf8)
        var out: [UInt8] = []
        var i = 0
        var changed = false
        while i < bytes.count {
            if i + 36 <= bytes.count, Self.isUUID(bytes, at: i),
                i == 0 || !Self.isAlnum(bytes[i - 1]),
                i + 36 == bytes.count || !Self.isAlnum(bytes[i + 36])
            {
                if !changed {
                    out.reserveCapacity(bytes.count)
                    out.append(contentsOf: bytes[0..<i])
                    changed = true
                }
                out.appendUTF8(Self.placeholder)
                i += 36
            } else {
                if changed { out.append(bytes[i]) }
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : s
    }

    /// Whether text of these bytes could hold a UUID at all: 36 bytes, four of them hyphens.
    /// Most values cannot, and are then left as they are without a closer look.
    private static func mayHoldUUID(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.count >= 36 else { return false }
        var hyphens = 0
        for b in bytes where b == UInt8(ascii: "-") {
            hyphens += 1
            if hyphens == 4 { return true }
        }
        return false
    }

    private static func isUUID(_ s: [UInt8], at start: Int) -> Bool {
        for k in 0..<36 {
            let c = s[start + k]
            if k == 8 || k == 13 || k == 18 || k == 23 {
                if c != UInt8(ascii: "-") { return false }
            } else if !isHex(c) {
                return false
            }
        }
        return true
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    private static func isAlnum(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }
}
