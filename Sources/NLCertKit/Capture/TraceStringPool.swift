/// The strings of an API trace kept once each: a trace repeats its API names and most argument
/// values (the asset's metadata on every `loadMetadata`, the same keys on every call), and each
/// string longer than Swift stores inline is a heap allocation of its own. Reading through the
/// pool, a call holds references to shared text, so memory follows the distinct values, not the
/// number of calls. The pool stops growing at `limit` strings (past it, strings are kept as read).
struct TraceStringPool {
    static let limit = 1 << 16
    private var strings: Set<String> = []

    /// How many strings the pool holds.
    var count: Int { strings.count }

    /// The pooled copy of `s`.
    mutating func intern(_ s: String) -> String {
        // Up to 15 UTF-8 bytes a string lives inside its own value: nothing to share.
        guard s.utf8.count > 15 else { return s }
        if let i = strings.firstIndex(of: s) { return strings[i] }
        if strings.count < Self.limit { strings.insert(s) }
        return s
    }

    /// `value` with every string and key in it pooled.
    mutating func intern(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let s): return .string(intern(s))
        case .array(let items): return .array(items.map { intern($0) })
        case .object(let members): return .object(members.map { .init(intern($0.key), intern($0.value)) })
        default: return value
        }
    }
}
