/// A small, strict JSON parser over UTF-8 bytes for the documents nlcert reads whole: rule
/// files, config, one API-trace line, one log message. It reports the line and column of the
/// first error and refuses nesting deeper than `maxDepth` instead of overflowing the stack.
public struct JSONParser {
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        /// 1-based line and column in the parsed text.
        public var line: Int
        var column: Int

        /// Where the failure is, in `file`.
        public func location(in file: String) -> FileDiagnostic {
            FileDiagnostic(file: file, line: line, column: column)
        }
    }

    public static let defaultMaxDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// Parses a complete JSON text (surrounding white space allowed).
    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONValue {
        try parse(bytes: Array(text.utf8), maxDepth: maxDepth)
    }

    public static func parse(bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        parser.index = start
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.failure("unexpected text after the JSON value")
        }
        return value
    }

    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        let end = min(position ?? index, bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            if bytes[i] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return Failure(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("the JSON ends early (truncated?)") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw failure("nesting deeper than \(maxDepth) levels") }
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw failure("unexpected character '\(Self.describe(bytes[index]))' where a value should start")
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        let base = literal.utf8Start
        guard index + count <= bytes.count else { throw failure("the JSON ends early (truncated?)") }
        for k in 0..<count where bytes[index + k] != base[k] {
            throw failure("invalid literal; expected \(literal)")
        }
        index += count
    }

    private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [JSONValue.JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON ends inside an object (truncated?)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("expected ':' after key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(.init(key, value))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON ends inside an object (truncated?)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw failure("expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw failure("the JSON ends inside an array (truncated?)") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw failure("expected ',' or ']' in an array")
        }
    }

    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            index += 1
            digits += 1
        }
        guard digits > 0 else { throw failure("a number needs digits", at: start) }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var frac = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                index += 1
                frac += 1
            }
            guard frac > 0 else { throw failure("a number needs digits after '.'", at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            var exp = 0
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                index += 1
                exp += 1
            }
            guard exp > 0 else { throw failure("a number needs digits in its exponent", at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw failure("invalid number \(text)", at: start) }
        return value
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("the JSON ends inside a string (truncated?)", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte < 0x20 { throw failure("a control character inside a string") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw failure("the JSON ends inside a string (truncated?)") }
                let esc = bytes[index]
                index += 1
                switch esc {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if scalar >= 0xD800 && scalar < 0xDC00 {
                        // A high surrogate must be followed by \uDC00-\uDFFF.
                        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        {
                            index += 2
                            let low = try parseHex4()
                            if low >= 0xDC00 && low < 0xE000 {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                scalar = 0xFFFD
                            }
                        } else {
                            scalar = 0xFFFD
                        }
                    } else if scalar >= 0xDC00 && scalar < 0xE000 {
                        scalar = 0xFFFD
                    }
                    let us = UnicodeScalar(scalar) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(us)).utf8))
                default:
                    throw failure("invalid escape '\\\(Self.describe(esc))' in a string")
                }
                continue
            }
            out.append(byte)
            index += 1
        }
        guard let string = String(validating: out, as: UTF8.self) else {
            throw failure("a string is not valid UTF-8", at: start)
        }
        return string
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("the JSON ends inside a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case 0x30...0x39: digit = UInt32(b - 0x30)
            case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
            default: throw failure("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
