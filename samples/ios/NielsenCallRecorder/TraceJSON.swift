import Foundation

/// Writes the values an app passes to the SDK as JSON for one nlcert trace line: strings,
/// numbers, booleans, dictionaries (keys sorted, so the same call always prints the same
/// line), arrays and nil. A string that holds a JSON object — the SDK accepts metadata that
/// way too — is written as that object, so nlcert checks it like a dictionary.
enum TraceJSON {
    static func encode(_ value: Any?, parseJSONStrings: Bool = false) -> String {
        guard let value = unwrap(value) else { return "null" }
        if let s = value as? String {
            if parseJSONStrings, let object = jsonObject(in: s) { return encode(object) }
            return quote(s)
        }
        #if canImport(ObjectiveC)
        if let n = value as? NSNumber {
            if CFGetTypeID(n) == CFBooleanGetTypeID() { return n.boolValue ? "true" : "false" }
            return number(n.doubleValue)
        }
        #endif
        switch value {
        case let b as Bool: return b ? "true" : "false"
        case let i as Int: return String(i)
        case let i as Int64: return String(i)
        case let i as Int32: return String(i)
        case let d as Double: return number(d)
        case let f as Float: return number(Double(f))
        case let dict as [String: Any]:
            let members = dict.keys.sorted().map { quote($0) + ":" + encode(dict[$0]) }
            return "{" + members.joined(separator: ",") + "}"
        case let dict as [AnyHashable: Any]:
            // NSDictionary-typed parameters (trackEvent, trackViewability): keys as strings.
            var byName: [String: Any] = [:]
            for (k, v) in dict { byName[String(describing: k.base)] = v }
            return encode(byName)
        case let list as [Any]:
            return "[" + list.map { encode($0) }.joined(separator: ",") + "]"
        case is NSNull:
            return "null"
        default:
            // Anything else (a custom type) is written as its description, clearly a string.
            return quote(String(describing: value))
        }
    }

    /// Strips `Optional` layers that arrive inside `Any`.
    private static func unwrap(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let child = mirror.children.first else { return nil }
            return unwrap(child.value)
        }
        return value
    }

    private static func jsonObject(in s: String) -> Any? {
        let trimmed = s.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("{"), let data = trimmed.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data), object is [String: Any]
        else { return nil }
        return object
    }

    private static func number(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 9e15 { return String(Int64(d)) }
        return String(d)
    }

    /// A JSON string literal; control characters and the line separators are escaped so that
    /// the trace line stays one line.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}", "\u{2029}": out += String(format: "\\u%04x", scalar.value)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
