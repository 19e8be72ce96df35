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
        guard isEnabled else { return value }
        if isPersonal(key: key, pairName: pairName) { return value.isEmpty ? value : Self.placeholder }
        return maskingUUIDs(value)
    }

    /// A whole ping URL with personal query values replaced (the pair name is kept:
    /// `c9=devid,REDACTED`) and IDFA-like UUIDs masked everywhere else. Works on UTF-8 bytes:
    /// it runs on every ping of a report.
    func url(_ url: String) -> String {
        guard isEnabled else { return url }
        let bytes = Array(url.utf8)
        guard let q = bytes.firstIndex(of: UInt8(ascii: "?")) else { return maskingUUIDs(url) }
        let end = bytes[(q + 1)...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        var out = maskingUUIDs(String(decoding: bytes[0...q], as: UTF8.self))
        var start = q + 1
        var first = true
        while start <= end {
            let stop = bytes[start..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
            if !first { out += "&" }
            first = false
            out += pair(bytes[start..<stop])
            start = stop + 1
        }
        if end < bytes.count { out += String(decoding: bytes[end...], as: UTF8.self) }
        return out
    }

    /// One `key=value` of a query, redacted.
    private func pair(_ p: ArraySlice<UInt8>) -> String {
        guard let eq = p.firstIndex(of: UInt8(ascii: "=")) else {
            return maskingUUIDs(String(decoding: p, as: UTF8.self))
        }
        let key = String(decoding: p[p.startIndex..<eq], as: UTF8.self)
        let raw = String(decoding: p[(eq + 1)...], as: UTF8.self)
        if raw.isEmpty { return key + "=" }
        let (name, sep) = Self.pairName(inRaw: raw)
        guard isPersonal(key: key, pairName: name) else { return key + "=" + maskingUUIDs(raw) }
        if let name, let sep {
            let valuePart = raw.utf8.count - name.utf8.count - sep.utf8.count
            return valuePart == 0 ? key + "=" + raw : key + "=" + name + sep + Self.placeholder
        }
        return key + "=" + Self.placeholder
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

    /// The pair name of a raw `name,value` or `name%2Cvalue` value, with the separator used.
    static func pairName(inRaw raw: String) -> (String?, String?) {
        let b = Array(raw.utf8)
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: ",") { return (String(decoding: b[0..<i], as: UTF8.self), ",") }
            if b[i] == UInt8(ascii: "%"), i + 2 < b.count, b[i + 1] == UInt8(ascii: "2"),
                b[i + 2] | 0x20 == UInt8(ascii: "c")
            {
                return (String(decoding: b[0..<i], as: UTF8.self), String(decoding: b[i...(i + 2)], as: UTF8.self))
            }
            i += 1
        }
        return (nil, nil)
    }

    /// Replaces every 8-4-4-4-12 hex UUID not glued to other letters or digits (so the
    /// `P`-prefixed App ID is left alone). Works on UTF-8 bytes and returns the string itself
    /// when it cannot hold a UUID, since this runs on every string of a report.
    func maskingUUIDs(_ s: String) -> String {
        let utf8 = s.utf8
        guard utf8.count >= 36 else { return s }
        var hyphens = 0
        for b in utf8 where b == UInt8(ascii: "-") { hyphens += 1 }
        guard hyphens >= 4 else { return s }
        let bytes = Array(utf8)
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
                out.append(contentsOf: Self.placeholder.utf8)
                i += 36
            } else {
                if changed { out.append(bytes[i]) }
                i += 1
            }
        }
        return changed ? String(decoding: out, as: UTF8.self) : s
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
