/// Hides device and user identifiers in shareable reports (pings.md §3: `c9 devid`, `c1 nuid`,
/// `fp_id`, `c29 plid` are personal), plus the other identifiers real pings carry (UID2 tokens,
/// hashed e-mails, vendor ids, coordinates) and any IDFA-like UUID value wherever it appears.
///
/// A parameter is personal when its key or its pair name is in `personalNames`: the built-in
/// list joined with the keys the parameter dictionary (`rules/params.json`) marks
/// `"personal": true`. Empty values stay empty, so a reviewer can still see that an id was
/// *missing*.
public struct Redactor: Sendable {
    /// What a redacted value is replaced with.
    public static let placeholder = "REDACTED"

    /// Keys and pair names that always hold personal data.
    public static let builtInNames: Set<String> = [
        "c9", "devid", "c1", "nuid", "fp_id", "c29", "plid", "uid2", "uid2_token", "hem_sha256", "hem_sha1",
        "hem_md5", "hem_unknown", "ve_id", "lat", "lon", "latitude", "longitude", "deviceId", "idfa", "aaid",
        "gaid", "ifa", "advertisingId",
    ]

    public var isEnabled: Bool
    public var personalNames: Set<String>

    public init(isEnabled: Bool, personalNames: Set<String> = Redactor.builtInNames.union(Redactor.dictionaryNames)) {
        self.isEnabled = isEnabled
        self.personalNames = personalNames
    }

    /// Keys the parameter dictionary (`rules/params.json`) flags as personal.
    public static var dictionaryNames: Set<String> {
        Set(ParameterDictionary.shipped.entries.filter(\.personal).map(\.key))
    }

    /// Whether a parameter with this key (and pair name) holds personal data.
    public func isPersonal(key: String, pairName: String? = nil) -> Bool {
        if personalNames.contains(key) { return true }
        if let pairName, personalNames.contains(pairName) { return true }
        return false
    }

    /// A parameter's displayed value: redacted when personal and non-empty, with IDFA-like
    /// UUIDs inside any other value masked.
    public func value(_ value: String, key: String, pairName: String? = nil) -> String {
        guard isEnabled else { return value }
        if isPersonal(key: key, pairName: pairName) { return value.isEmpty ? value : Self.placeholder }
        return maskingUUIDs(value)
    }

    /// A whole ping URL with personal query values replaced (the pair name is kept:
    /// `c9=devid,REDACTED`) and IDFA-like UUIDs masked everywhere else.
    public func url(_ url: String) -> String {
        guard isEnabled else { return url }
        guard let q = url.firstIndex(of: "?") else { return maskingUUIDs(url) }
        let head = String(url[..<q])
        var query = String(url[url.index(after: q)...])
        var fragment = ""
        if let hash = query.firstIndex(of: "#") {
            fragment = String(query[hash...])
            query = String(query[..<hash])
        }
        let pairs = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            guard let eq = pair.firstIndex(of: "=") else { return maskingUUIDs(String(pair)) }
            let key = String(pair[..<eq])
            let raw = String(pair[pair.index(after: eq)...])
            if raw.isEmpty { return String(pair) }
            let (name, sep) = Self.pairName(inRaw: raw)
            if isPersonal(key: key, pairName: name) {
                if let name, let sep {
                    let valuePart = raw.dropFirst(name.count + sep.count)
                    return valuePart.isEmpty ? String(pair) : key + "=" + name + sep + Self.placeholder
                }
                return key + "=" + Self.placeholder
            }
            return key + "=" + maskingUUIDs(raw)
        }
        return maskingUUIDs(head) + "?" + pairs.joined(separator: "&") + fragment
    }

    /// Any text (messages, call arguments): IDFA-like UUIDs masked.
    public func text(_ s: String) -> String { isEnabled ? maskingUUIDs(s) : s }

    /// A JSON call argument with personal keys (`deviceId`, …) redacted and UUIDs masked.
    public func json(_ value: JSONValue) -> JSONValue {
        guard isEnabled else { return value }
        switch value {
        case .string(let s): return .string(maskingUUIDs(s))
        case .array(let items): return .array(items.map(json))
        case .object(let members):
            return .object(members.map { m in
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
        if let comma = raw.firstIndex(of: ",") {
            return (String(raw[..<comma]), ",")
        }
        if let r = raw.firstRange(of: "%2C") ?? raw.firstRange(of: "%2c") {
            return (String(raw[..<r.lowerBound]), String(raw[r]))
        }
        return (nil, nil)
    }

    /// Replaces every 8-4-4-4-12 hex UUID not glued to other letters or digits (so the
    /// `P`-prefixed App ID is left alone).
    func maskingUUIDs(_ s: String) -> String {
        let scalars = Array(s.unicodeScalars)
        guard scalars.count >= 36 else { return s }
        var out = String.UnicodeScalarView()
        var i = 0
        var changed = false
        while i < scalars.count {
            if i + 36 <= scalars.count, Self.isUUID(scalars, at: i),
                i == 0 || !Self.isAlnum(scalars[i - 1]),
                i + 36 == scalars.count || !Self.isAlnum(scalars[i + 36])
            {
                out.append(contentsOf: Self.placeholder.unicodeScalars)
                i += 36
                changed = true
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return changed ? String(out) : s
    }

    private static func isUUID(_ s: [Unicode.Scalar], at start: Int) -> Bool {
        for k in 0..<36 {
            let c = s[start + k]
            if k == 8 || k == 13 || k == 18 || k == 23 {
                if c != "-" { return false }
            } else if !c.properties.isASCIIHexDigit {
                return false
            }
        }
        return true
    }

    private static func isAlnum(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && (c.properties.isAlphabetic || c.properties.numericType != nil)
    }
}
