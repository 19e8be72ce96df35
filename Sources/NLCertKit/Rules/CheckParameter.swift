/// One argument or option a check function accepts, with the JSON type it must have. Loading
/// rejects rule files that pass anything else.
public struct CheckParameter: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case string, number, bool
        case stringList = "string list"
        /// A metadata field name known to `MetadataField`.
        case field
        /// A list of metadata field names.
        case fieldList = "field list"
        /// A regular expression (checked to compile at load).
        case pattern
    }

    public var name: String
    public var kind: Kind
    public var required: Bool
    public var help: String

    public init(_ name: String, _ kind: Kind, required: Bool = false, help: String) {
        self.name = name
        self.kind = kind
        self.required = required
        self.help = help
    }

    /// Why `value` does not fit, or `nil` when it does.
    public func problem(with value: JSONValue) -> String? {
        switch kind {
        case .string:
            return value.stringValue == nil ? "must be a string, not \(value.typeName)" : nil
        case .number:
            return value.doubleValue == nil ? "must be a number, not \(value.typeName)" : nil
        case .bool:
            return value.boolValue == nil ? "must be true or false, not \(value.typeName)" : nil
        case .stringList:
            guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
                return "must be a list of strings"
            }
            return nil
        case .field:
            guard let name = value.stringValue else { return "must be a field name (string)" }
            return MetadataField.named(name) == nil ? "unknown field '\(name)' (known: \(MetadataField.allNames))" : nil
        case .fieldList:
            guard let list = value.arrayValue else { return "must be a list of field names" }
            for item in list {
                guard let name = item.stringValue else { return "must be a list of field names" }
                if MetadataField.named(name) == nil {
                    return "unknown field '\(name)' (known: \(MetadataField.allNames))"
                }
            }
            return nil
        case .pattern:
            guard let text = value.stringValue else { return "must be a regular expression (string)" }
            return (try? Regex(text)) == nil ? "is not a valid regular expression: \(text)" : nil
        }
    }
}
