@testable import NLCertKit

/// Array indexing for reading JSON in tests: `doc["runs"]?[0]?["results"]`.
extension JSONValue {
    subscript(index: Int) -> JSONValue? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
