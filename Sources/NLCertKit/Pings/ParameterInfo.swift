/// What nlcert knows about one ping parameter (one entry of `rules/params.json`).
public struct ParameterInfo: Sendable, Hashable {
    /// The query key (`c27`, `tl`).
    public var key: String
    /// The name inside a `cNN=name,value` pair (`cln`), when the parameter is a pair.
    public var name: String?
    /// The kind of information (`metadata`, `measurement`, `session`, `device`, …).
    public var group: String
    public var meaning: String
    /// The `loadMetadata` key whose value the parameter carries (`assetid` for `ai`).
    public var metadataKey: String?
    /// Device or user identifiers: redacted in shareable reports.
    public var personal: Bool

    public init(
        key: String, name: String? = nil, group: String, meaning: String, metadataKey: String? = nil,
        personal: Bool = false
    ) {
        self.key = key
        self.name = name
        self.group = group
        self.meaning = meaning
        self.metadataKey = metadataKey
        self.personal = personal
    }
}
