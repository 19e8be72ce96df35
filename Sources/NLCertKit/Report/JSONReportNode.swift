/// A value inside a JSON report being decoded, with its path, so every shape error can say
/// exactly where it is (`results[0].findings[2].severity: expected a string, found number`).
struct JSONReportNode {
    let value: JSONValue
    let path: String

    private func fail(_ problem: String, at path: String? = nil) -> JSONReportError {
        JSONReportError(
            path: path ?? self.path, problem: problem,
            hint: "the file must be a report written by 'nlcert check --format json'; re-create it if it was edited")
    }

    func member(_ key: String) throws(JSONReportError) -> JSONReportNode {
        guard case .object = value else { throw fail("expected an object, found \(value.typeName)") }
        guard let v = value[key] else { throw fail("the required field '\(key)' is missing") }
        return JSONReportNode(value: v, path: path.isEmpty ? key : path + "." + key)
    }

    /// The member, or `nil` when absent or `null`.
    func optional(_ key: String) throws(JSONReportError) -> JSONReportNode? {
        guard case .object = value else { throw fail("expected an object, found \(value.typeName)") }
        guard let v = value[key], !v.isNull else { return nil }
        return JSONReportNode(value: v, path: path.isEmpty ? key : path + "." + key)
    }

    func items() throws(JSONReportError) -> [JSONReportNode] {
        guard case .array(let list) = value else { throw fail("expected an array, found \(value.typeName)") }
        return list.enumerated().map { JSONReportNode(value: $0.element, path: path + "[\($0.offset)]") }
    }

    func string() throws(JSONReportError) -> String {
        guard case .string(let s) = value else { throw fail("expected a string, found \(value.typeName)") }
        return s
    }

    func double() throws(JSONReportError) -> Double {
        guard case .number(let d) = value else { throw fail("expected a number, found \(value.typeName)") }
        return d
    }

    func int() throws(JSONReportError) -> Int {
        guard let i = value.intValue else { throw fail("expected a whole number, found \(value.typeName)") }
        return i
    }

    func bool() throws(JSONReportError) -> Bool {
        guard case .bool(let b) = value else { throw fail("expected true or false, found \(value.typeName)") }
        return b
    }

    /// A string that must be one of an enum's raw values.
    func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) throws(JSONReportError) -> E
    where E.RawValue == String {
        let s = try string()
        guard let e = E(rawValue: s) else {
            let known = E.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail("'\(s)' is not one of \(known)")
        }
        return e
    }

    /// Convenience accessors for optional scalar members.
    func optionalString(_ key: String) throws(JSONReportError) -> String? { try optional(key)?.string() }
    func optionalInt(_ key: String) throws(JSONReportError) -> Int? { try optional(key)?.int() }
    func optionalDouble(_ key: String) throws(JSONReportError) -> Double? { try optional(key)?.double() }
    func strings(_ key: String) throws(JSONReportError) -> [String] {
        var out: [String] = []
        for item in try member(key).items() { out.append(try item.string()) }
        return out
    }
    func ints(_ key: String) throws(JSONReportError) -> [Int] {
        var out: [Int] = []
        for item in try member(key).items() { out.append(try item.int()) }
        return out
    }
}
