/// The ping parameter dictionary: key → name, group, meaning, metadata key, personal. Data,
/// not code (`rules/params.json`, embedded in the binary), so it grows without a rebuild of
/// the logic; validated when loaded.
public struct ParameterDictionary: Sendable {
    /// The groups a parameter may belong to, in display order.
    public let groups: [String]
    /// Every entry, in file order.
    public let entries: [ParameterInfo]
    private let byKey: [String: Int]

    /// The dictionary shipped in the binary. A broken embedded file is a build defect caught by
    /// `ParameterDictionaryTests`; at run time it degrades to an empty dictionary.
    public static let shipped: ParameterDictionary = {
        guard let text = RuleData.file("params.json"), let dictionary = try? parse(text, file: "rules/params.json")
        else {
            return ParameterDictionary(groups: [], entries: [])
        }
        return dictionary
    }()

    public init(groups: [String], entries: [ParameterInfo]) {
        self.groups = groups
        self.entries = entries
        var index: [String: Int] = [:]
        for (i, e) in entries.enumerated() where index[e.key] == nil { index[e.key] = i }
        self.byKey = index
    }

    /// The entry for a query key.
    public func info(_ key: String) -> ParameterInfo? {
        byKey[key].map { entries[$0] }
    }

    /// Whether a parameter holds personal data: its entry says so, or an unknown key carries a
    /// value shaped like an advertising id (IDFA/GAID).
    public func isPersonal(_ parameter: PingParameter) -> Bool {
        if let info = info(parameter.key) { return info.personal }
        return Self.looksLikeAdvertisingID(parameter.effectiveValue)
    }

    /// A GUID (8-4-4-4-12 hex) that is not all zeros, the shape of IDFA and GAID values.
    static func looksLikeAdvertisingID(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count == 36 else { return false }
        var nonZero = false
        for (i, b) in bytes.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard b == UInt8(ascii: "-") else { return false }
                continue
            }
            guard PercentDecoding.hexValue(b) != nil else { return false }
            if b != UInt8(ascii: "0") { nonZero = true }
        }
        return nonZero
    }

    /// Parses and validates a dictionary file: an object with `groups` (strings) and
    /// `parameters` (objects with a unique non-empty `key`, a known `group`, a `meaning`, and
    /// optional `name`, `metadataKey`, `personal`).
    public static func parse(_ text: String, file: String) throws(ParameterDictionaryError) -> ParameterDictionary {
        let json: JSONValue
        do {
            json = try JSONParser.parse(text)
        } catch {
            throw ParameterDictionaryError(
                file: file, problem: "not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        guard let groupValues = json["groups"]?.arrayValue else {
            throw ParameterDictionaryError(file: file, problem: "\"groups\" must be an array of group names")
        }
        var groups: [String] = []
        for g in groupValues {
            guard let s = g.stringValue, !s.isEmpty else {
                throw ParameterDictionaryError(file: file, problem: "every group name must be a non-empty string")
            }
            groups.append(s)
        }
        guard let items = json["parameters"]?.arrayValue else {
            throw ParameterDictionaryError(file: file, problem: "\"parameters\" must be an array of parameter entries")
        }
        let known = Set(groups)
        var seen = Set<String>()
        var entries: [ParameterInfo] = []
        for (i, item) in items.enumerated() {
            guard let members = item.objectValue else {
                throw ParameterDictionaryError(
                    file: file, entry: i, problem: "an entry must be an object, not \(item.typeName)")
            }
            let allowed: Set<String> = ["key", "name", "group", "meaning", "metadataKey", "personal"]
            if let unknown = members.first(where: { !allowed.contains($0.key) }) {
                throw ParameterDictionaryError(file: file, entry: i, problem: "unknown field \"\(unknown.key)\"")
            }
            guard let key = item["key"]?.stringValue, !key.isEmpty else {
                throw ParameterDictionaryError(file: file, entry: i, problem: "\"key\" must be a non-empty string")
            }
            guard seen.insert(key).inserted else {
                throw ParameterDictionaryError(file: file, entry: i, problem: "key \"\(key)\" appears twice")
            }
            guard let group = item["group"]?.stringValue, known.contains(group) else {
                throw ParameterDictionaryError(
                    file: file, entry: i,
                    problem: "\"\(key)\": \"group\" must be one of \(groups.joined(separator: ", "))")
            }
            guard let meaning = item["meaning"]?.stringValue, !meaning.isEmpty else {
                throw ParameterDictionaryError(
                    file: file, entry: i, problem: "\"\(key)\": \"meaning\" must be a non-empty string")
            }
            let name = try optionalString(item, "name", key: key, file: file, entry: i)
            let metadataKey = try optionalString(item, "metadataKey", key: key, file: file, entry: i)
            var personal = false
            if let p = item["personal"] {
                guard let b = p.boolValue else {
                    throw ParameterDictionaryError(
                        file: file, entry: i, problem: "\"\(key)\": \"personal\" must be true or false")
                }
                personal = b
            }
            entries.append(
                ParameterInfo(
                    key: key, name: name, group: group, meaning: meaning, metadataKey: metadataKey, personal: personal))
        }
        return ParameterDictionary(groups: groups, entries: entries)
    }

    private static func optionalString(
        _ item: JSONValue, _ field: String, key: String, file: String, entry: Int
    ) throws(ParameterDictionaryError) -> String? {
        guard let v = item[field] else { return nil }
        guard let s = v.stringValue, !s.isEmpty else {
            throw ParameterDictionaryError(
                file: file, entry: entry, problem: "\"\(key)\": \"\(field)\" must be a non-empty string when present")
        }
        return s
    }
}
