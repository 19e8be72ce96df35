/// A metadata key an app passes to `loadMetadata` and the ping parameter it becomes on the wire
/// (the DCR ping parameters). Field checks name these; loading rejects any other name.
struct MetadataField: Sendable, Hashable {
    /// The metadata key (`assetid`).
    var key: String
    /// The ping parameter carrying it (`ai`), or `nil` when pings never show it.
    var pingParameter: String?

    init(key: String, pingParameter: String?) {
        self.key = key
        self.pingParameter = pingParameter
    }

    /// Every field nlcert knows.
    static let all: [MetadataField] = [
        .init(key: "type", pingParameter: "c3"),
        .init(key: "assetid", pingParameter: "ai"),
        .init(key: "program", pingParameter: "cg"),
        .init(key: "title", pingParameter: "tl"),
        .init(key: "length", pingParameter: "sd"),
        .init(key: "airdate", pingParameter: "c54"),
        .init(key: "isfullepisode", pingParameter: "c53"),
        .init(key: "adloadtype", pingParameter: "c57"),
        .init(key: "segA", pingParameter: "c32"),
        .init(key: "segB", pingParameter: "c33"),
        .init(key: "segC", pingParameter: "c34"),
        .init(key: "crossId1", pingParameter: "c36"),
        .init(key: "crossId2", pingParameter: "c37"),
        .init(key: "section", pingParameter: "asn"),
        .init(key: "isAudio", pingParameter: nil),
        .init(key: "hasAds", pingParameter: nil),
        .init(key: "channelName", pingParameter: nil),
    ]

    static func named(_ key: String) -> MetadataField? { all.first(where: { $0.key == key }) }

    static var allNames: String { all.map(\.key).joined(separator: ", ") }
}
