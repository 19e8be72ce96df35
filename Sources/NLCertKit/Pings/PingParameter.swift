/// One `key=value` pair of a ping's query string, in wire order.
public struct PingParameter: Sendable, Hashable {
    /// The parameter key as sent (`c27`, `tl`, `evdata`).
    public var key: String
    /// The value exactly as on the wire, before any decoding.
    public var raw: String
    /// The value percent-decoded until stable (double encoding undone).
    public var value: String
    /// For `cNN=name,value` pairs: the name part (`cln` of `c27=cln,15`).
    public var pairName: String?
    /// For pairs: the value part after the first comma (`15`).
    public var pairValue: String?

    public init(key: String, raw: String, value: String, pairName: String? = nil, pairValue: String? = nil) {
        self.key = key
        self.raw = raw
        self.value = value
        self.pairName = pairName
        self.pairValue = pairValue
    }

    /// The value that carries meaning: the pair's value for pairs, else the decoded value.
    public var effectiveValue: String { pairValue ?? value }
}
