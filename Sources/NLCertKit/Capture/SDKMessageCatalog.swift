/// The SDK complaints nlcert knows (`rules/sdk-messages.json`, embedded in the binary): which
/// code or text means what, and which rule it is evidence for.
struct SDKMessageCatalog: Sendable {
    struct Entry: Sendable, Hashable {
        var id: String
        /// `app` (Android / iOS App SDK log lines) or `browser` (`/cgi-bin/error` reports).
        var sdk: String
        var code: Int?
        /// Texts (lower-cased when read) any of which identifies the complaint.
        var contains: [String]
        var rule: String?
        /// The rule instead when the stream's loadMetadata came before the complaint (a
        /// complaint that play or loadMetadata is missing then means play is).
        var ruleAfterLoadMetadata: String?
        var meaning: String?
    }

    var entries: [Entry]

    static let embedded: SDKMessageCatalog = {
        guard let text = RuleData.file("sdk-messages.json"), let catalog = try? SDKMessageCatalog(json: text) else {
            return SDKMessageCatalog(entries: [])
        }
        return catalog
    }()

    init(entries: [Entry]) { self.entries = entries }

    init(json text: String) throws {
        let root = try JSONParser.parse(text)
        entries = (root["messages"]?.arrayValue ?? []).compactMap { e in
            guard let id = e["id"]?.stringValue, let sdk = e["sdk"]?.stringValue else { return nil }
            return Entry(
                id: id, sdk: sdk, code: e["code"]?.intValue,
                contains: e["contains"]?.arrayValue?.compactMap { $0.stringValue?.lowercased() } ?? [],
                rule: e["rule"]?.stringValue, ruleAfterLoadMetadata: e["ruleAfterLoadMetadata"]?.stringValue,
                meaning: e["meaning"]?.stringValue)
        }
    }

    /// The entry a complaint of `sdk` with this code and text matches: the code first, then
    /// the texts.
    func match(sdk: String, code: Int?, text: String) -> Entry? {
        if let code, let e = entries.first(where: { $0.sdk == sdk && $0.code == code }) { return e }
        return entries.first { e in e.sdk == sdk && e.contains.contains { text.containsASCIIIgnoringCase($0) } }
    }

    /// A complaint read from its code and text: matched, or `unknown`.
    func complaint(sdk: String, code: Int?, text: String, location: SourceLocation, time: Timestamp?) -> SDKMessage {
        let entry = match(sdk: sdk, code: code, text: text)
        return SDKMessage(
            kind: .complaint, name: entry?.id ?? "unknown", code: code ?? entry?.code, text: text, time: time,
            location: location, ruleID: entry?.rule, ruleAfterLoadMetadata: entry?.ruleAfterLoadMetadata,
            meaning: entry?.meaning)
    }
}
