#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pull scanner over a JSON byte stream for the big capture files (HAR, Charles `.chlsj`).
///
/// It reads the input once, ~1 MiB at a time, and never builds a document: the reader walks the
/// structure (`beginObject`, `nextKey`, `nextElement`) and takes only the scalars it needs,
/// while `skipValue` passes over everything else — long strings with `memchr`, nested values
/// with an explicit stack instead of recursion. Memory stays at one buffer plus the captured
/// fields whatever the file size, and deep nesting ends in an error, not a stack overflow.
/// Skipped values are still checked for JSON structure, so a truncated or garbled file is an
/// error with its line and column. Lines are counted outside strings (JSON strings cannot
/// hold raw line breaks); columns are 1-based UTF-8 byte columns.
struct JSONByteScanner: ~Copyable {
    /// A scalar read where the reader wanted one; containers in its place are skipped.
    enum Scalar: Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
        /// An object or array (already skipped).
        case container
    }

    /// Nesting deeper than this is refused (real captures stay below 20).
    static let defaultMaxDepth = 512
    /// By default, a single captured string (a URL, a time) longer than this is refused.
    static let maxCapturedString = 16 << 20

    private let source: ByteSource
    private let path: String
    private let hint: String
    private let maxDepth: Int
    private let maxString: Int
    private let capacity: Int
    private let buffer: UnsafeMutablePointer<UInt8>
    private var pos = 0
    private var end = 0
    private var atEOF = false
    /// Absolute offset of `buffer[0]` in the input.
    private var consumedBefore = 0
    /// How many times the buffer was read into: positions found in it hold until the next.
    private var refills = 0
    private var line = 1
    /// Absolute offset of the first byte of the current line.
    private var lineStart = 0
    /// The containers the reader has entered: `true` = object. `hasMembers` parallels it.
    private var frames: [Bool] = []
    private var hasMembers: [Bool] = []
    private var skipStack: [Bool] = []
    private var scratch: [UInt8] = []

    /// - Parameters:
    ///   - hint: what to tell the user when the JSON is malformed (e.g. "re-export the HAR").
    ///   - bufferSize: bytes per `read`; 1 MiB unless a test wants otherwise.
    ///   - maxStringBytes: the longest string a reader may capture.
    init(
        source: ByteSource, hint: String, maxDepth: Int = defaultMaxDepth, bufferSize: Int = 1 << 20,
        maxStringBytes: Int = maxCapturedString
    ) {
        self.maxString = maxStringBytes
        self.source = source
        self.path = source.path
        self.hint = hint
        self.maxDepth = maxDepth
        self.capacity = max(16, bufferSize)
        self.buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(16, bufferSize))
        frames.reserveCapacity(64)
        hasMembers.reserveCapacity(64)
        skipStack.reserveCapacity(64)
    }

    /// A scanner for a stretch of an array read on its own (a part of a big HAR's tail, on
    /// another core): `source` is positioned at byte `offset`, an element of an array nested in
    /// `enclosing` containers (`true` = object), read as if it were the array's first. Lines
    /// count from 1 and columns from `offset`; the caller renumbers what it found.
    init(
        continuing source: ByteSource, at offset: Int, enclosing: [Bool], hint: String, bufferSize: Int,
        maxStringBytes: Int
    ) {
        self.init(source: source, hint: hint, bufferSize: bufferSize, maxStringBytes: maxStringBytes)
        consumedBefore = offset
        lineStart = offset
        frames = enclosing + [false]
        hasMembers = enclosing.map { _ in true } + [false]
    }

    deinit { buffer.deallocate() }

    /// The absolute offset of the current line's first byte.
    var currentLineStart: Int { lineStart }

    /// Closes the current array as if its remaining elements had been read here, continuing at
    /// byte `offset` (just after its `]`) on `line`, whose first byte is at `lineStart`.
    mutating func resume(afterArrayAt offset: Int, line: Int, lineStart: Int) throws(CaptureError) {
        try move(to: offset, line: line, lineStart: lineStart)
        frames.removeLast()
        hasMembers.removeLast()
    }

    /// Goes on at byte `offset`, the first byte of an element of the current array, as if the
    /// elements before it had been read here, on `line`, whose first byte is at `lineStart`.
    /// The next read is of that element (as after `nextElement()`).
    mutating func resume(atElementAt offset: Int, line: Int, lineStart: Int) throws(CaptureError) {
        try move(to: offset, line: line, lineStart: lineStart)
        hasMembers[hasMembers.count - 1] = true
    }

    /// Reads on from byte `offset` of the input, on `line`, whose first byte is at `lineStart`,
    /// with nothing buffered.
    private mutating func move(to offset: Int, line: Int, lineStart: Int) throws(CaptureError) {
        try source.seek(to: offset)
        consumedBefore = offset
        pos = 0
        end = 0
        atEOF = false
        self.line = line
        self.lineStart = lineStart
    }

    // MARK: Position and errors

    /// The current 1-based line and UTF-8 column (of the next unread byte).
    var location: (line: Int, column: Int) {
        (line, consumedBefore + pos - lineStart + 1)
    }

    /// Bytes consumed so far.
    var offset: Int { consumedBefore + pos }

    /// Nesting depth of the containers the reader has entered.
    var depth: Int { frames.count }

    /// An error at the current position, with the scanner's hint.
    func error(_ problem: String, entry: Int? = nil) -> CaptureError {
        let (l, c) = location
        return CaptureError(file: path, line: l, column: c, entry: entry, problem: problem, hint: hint)
    }

    // MARK: Buffer

    /// Makes sure at least one unread byte is buffered; `false` at the end of the input.
    @inline(__always)
    private mutating func fill() throws(CaptureError) -> Bool {
        if pos < end { return true }
        return try refill()
    }

    private mutating func refill() throws(CaptureError) -> Bool {
        if atEOF { return false }
        refills &+= 1
        consumedBefore += end
        pos = 0
        end = 0
        let n = try source.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
        if n == 0 {
            atEOF = true
            return false
        }
        end = n
        return true
    }

    private func unexpectedEnd(_ what: String) -> CaptureError {
        error("the JSON ends in the middle of \(what) (the file looks truncated)")
    }

    /// Skips a UTF-8 byte-order mark at the very start, if there is one.
    mutating func skipByteOrderMark() throws(CaptureError) {
        guard offset == 0 else { return }
        // The mark may straddle reads only with absurdly small buffers; handle it byte by byte.
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        guard try fill(), buffer[pos] == mark[0] else { return }
        for expected in mark {
            guard try fill(), buffer[pos] == expected else {
                throw error("the file starts with a broken byte-order mark")
            }
            pos += 1
        }
        lineStart = offset
    }

    /// Skips white space and returns the next byte without consuming it; `nil` at the end.
    @inline(__always)
    mutating func peek() throws(CaptureError) -> UInt8? {
        while true {
            guard try fill() else { return nil }
            let b = buffer[pos]
            switch b {
            case 0x20, 0x09, 0x0D:
                pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = consumedBefore + pos
            default:
                return b
            }
        }
    }

    @inline(__always)
    private mutating func expect(_ byte: UInt8, _ what: String) throws(CaptureError) {
        guard let b = try peek() else { throw unexpectedEnd(what) }
        guard b == byte else { throw error("expected \(what) but found \(describe(b))") }
        pos += 1
    }

    private func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0 { return "a NUL byte (binary data)" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    // MARK: Walking the structure

    /// Enters an object; the reader then calls `nextKey()` until it returns `nil`.
    mutating func beginObject() throws(CaptureError) {
        try push(isObject: true)
        try expect(UInt8(ascii: "{"), "'{' (an object)")
    }

    /// Enters an array; the reader then calls `nextElement()` until it returns `false`.
    mutating func beginArray() throws(CaptureError) {
        try push(isObject: false)
        try expect(UInt8(ascii: "["), "'[' (an array)")
    }

    private mutating func push(isObject: Bool) throws(CaptureError) {
        guard frames.count + 1 <= maxDepth else {
            throw error("the JSON nests deeper than \(maxDepth) levels")
        }
        frames.append(isObject)
        hasMembers.append(false)
    }

    /// The next key of the current object (positioned at its value), or `nil` after the
    /// closing `}`.
    mutating func nextKey() throws(CaptureError) -> String? {
        guard let b = try peek() else { throw unexpectedEnd("an object") }
        if b == UInt8(ascii: "}") {
            pos += 1
            frames.removeLast()
            hasMembers.removeLast()
            return nil
        }
        if hasMembers[hasMembers.count - 1] {
            guard b == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' in an object but found \(describe(b))")
            }
            pos += 1
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        guard let q = try peek() else { throw unexpectedEnd("an object") }
        guard q == UInt8(ascii: "\"") else { throw error("expected a key in quotes but found \(describe(q))") }
        pos += 1
        let key = try readStringBody()
        try expect(UInt8(ascii: ":"), "':' after a key")
        _ = try peek()
        return key
    }

    /// Like `nextKey()`, but answers with the key's index in `keys` (-1 for any other key)
    /// and, for plain keys, without building a string: the fast path for big files.
    mutating func nextKey(among keys: JSONKeySet) throws(CaptureError) -> Int? {
        guard let b = try peek() else { throw unexpectedEnd("an object") }
        if b == UInt8(ascii: "}") {
            pos += 1
            frames.removeLast()
            hasMembers.removeLast()
            return nil
        }
        if hasMembers[hasMembers.count - 1] {
            guard b == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' in an object but found \(describe(b))")
            }
            pos += 1
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        guard let q = try peek() else { throw unexpectedEnd("an object") }
        guard q == UInt8(ascii: "\"") else { throw error("expected a key in quotes but found \(describe(q))") }
        pos += 1
        let index: Int
        if pos < end, let hit = memchr(buffer + pos, 0x22, end - pos),
            memchr(buffer + pos, 0x5C, hit.assumingMemoryBound(to: UInt8.self) - (buffer + pos)) == nil
        {
            // The whole key is in the buffer and has no escapes: match it in place.
            let close = hit.assumingMemoryBound(to: UInt8.self) - buffer
            let key = UnsafeBufferPointer(start: buffer + pos, count: close - pos)
            index = keys.index(of: UnsafePointer(buffer + pos), count: close - pos)
            pos = close + 1
            // Checked as `readStringBody` checks a key that spans two buffers, so that where the
            // buffers end never decides whether a file is accepted.
            if key.contains(where: { $0 >= 0x80 }), let bad = CaptureReader.firstInvalidUTF8(key) {
                throw error("a string is not valid UTF-8 (byte \(bad) of the string)")
            }
        } else {
            index = keys.index(of: try readStringBody())
        }
        try expect(UInt8(ascii: ":"), "':' after a key")
        _ = try peek()
        return index
    }

    /// Whether the current array has another element (positioned at it); after `false` the
    /// array is closed.
    mutating func nextElement() throws(CaptureError) -> Bool {
        guard let b = try peek() else { throw unexpectedEnd("an array") }
        if b == UInt8(ascii: "]") {
            pos += 1
            frames.removeLast()
            hasMembers.removeLast()
            return false
        }
        if hasMembers[hasMembers.count - 1] {
            guard b == UInt8(ascii: ",") else {
                throw error("expected ',' or ']' in an array but found \(describe(b))")
            }
            pos += 1
            _ = try peek()
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        return true
    }

    /// After the top-level value: only white space may follow.
    mutating func finish() throws(CaptureError) {
        if let b = try peek() {
            throw error("unexpected \(describe(b)) after the end of the JSON document")
        }
    }

    // MARK: Values

    /// What kind of value comes next: `{`, `[`, `"`, or the first byte of a literal/number.
    mutating func peekValueStart() throws(CaptureError) -> UInt8 {
        guard let b = try peek() else { throw unexpectedEnd("a value") }
        return b
    }

    /// Reads a scalar; an object or array in its place is skipped and reported as `.container`.
    mutating func readScalar() throws(CaptureError) -> Scalar {
        guard let b = try peek() else { throw unexpectedEnd("a value") }
        switch b {
        case UInt8(ascii: "\""):
            pos += 1
            return .string(try readStringBody())
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            try skipValue()
            return .container
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try number(capture: true))
        default:
            throw error("expected a value but found \(describe(b))")
        }
    }

    /// Reads a string value; `nil` for `null` or any other kind of value (which is skipped).
    mutating func readString() throws(CaptureError) -> String? {
        if case .string(let s) = try readScalar() { return s }
        return nil
    }

    /// Skips one complete value of any kind, checking its structure, without recursion.
    mutating func skipValue() throws(CaptureError) {
        // Empty unless a skip before it threw: emptying an empty array still cost a call.
        if !skipStack.isEmpty { skipStack.removeAll(keepingCapacity: true) }
        let room = maxDepth - frames.count
        while true {
            // A value starts here.
            guard let b = try peek() else { throw unexpectedEnd("a value") }
            var complete = true
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = b == UInt8(ascii: "{")
                guard skipStack.count < room else { throw error("the JSON nests deeper than \(maxDepth) levels") }
                pos += 1
                guard let c = try peek() else { throw unexpectedEnd(isObject ? "an object" : "an array") }
                if c == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    pos += 1
                } else {
                    skipStack.append(isObject)
                    if isObject { try skipKey() }
                    complete = false
                }
            case UInt8(ascii: "\""):
                pos += 1
                try skipStringBody()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try number(capture: false)
            default:
                throw error("expected a value but found \(describe(b))")
            }
            if !complete { continue }
            // A value ended: close containers or move on to the next member.
            closing: while true {
                guard let isObject = skipStack.last else { return }
                guard let c = try peek() else { throw unexpectedEnd(isObject ? "an object" : "an array") }
                if c == UInt8(ascii: ",") {
                    pos += 1
                    if isObject { try skipKey() }
                    break closing
                }
                if c == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    pos += 1
                    skipStack.removeLast()
                    continue closing
                }
                throw error("expected ',' or '\(isObject ? "}" : "]")' but found \(describe(c))")
            }
        }
    }

    private mutating func skipKey() throws(CaptureError) {
        guard let q = try peek() else { throw unexpectedEnd("an object") }
        guard q == UInt8(ascii: "\"") else { throw error("expected a key in quotes but found \(describe(q))") }
        pos += 1
        try skipStringBody()
        try expect(UInt8(ascii: ":"), "':' after a key")
    }

    private mutating func literal(_ word: StaticString) throws(CaptureError) {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in bytes {
            guard try fill() else { throw unexpectedEnd("'\(word)'") }
            guard buffer[pos] == expected else { throw error("expected '\(word)' but found \(describe(buffer[pos]))") }
            pos += 1
        }
    }

    /// Consumes a number; returns its value when `capture` is set (else 0). See `JSONNumberText`.
    private mutating func number(capture: Bool) throws(CaptureError) -> Double {
        var number = JSONNumberText()
        while try fill() {
            let b = buffer[pos]
            let isNumberByte =
                (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
            guard isNumberByte else { break }
            if capture, !number.add(b) { throw error("a number is too long") }
            pos += 1
        }
        guard capture else { return 0 }
        guard let value = number.value else { throw error("'\(number.description)' is not a valid number") }
        return value
    }

    /// Skips the rest of a string whose opening quote was consumed: `memchr` to the next quote,
    /// then a look back over backslashes to see whether it was escaped.
    private mutating func skipStringBody() throws(CaptureError) {
        var escaped = false
        while true {
            guard try fill() else { throw unexpectedEnd("a string") }
            if escaped {
                pos += 1
                escaped = false
                continue
            }
            // Most skipped strings are short (header names and values): look at the first
            // bytes directly before paying for a memchr call.
            let shortEnd = min(end, pos + 24)
            var k0 = pos
            while k0 < shortEnd && buffer[k0] != 0x22 && buffer[k0] != 0x5C { k0 += 1 }
            if k0 < shortEnd && buffer[k0] == 0x22 {
                pos = k0 + 1
                return
            }
            let start = buffer + pos
            let count = end - pos
            guard let hit = memchr(start, 0x22, count) else {
                // No quote in this buffer: note whether it ends inside an escape.
                var k = end - 1
                var run = 0
                while k >= pos && buffer[k] == 0x5C {
                    run += 1
                    k -= 1
                }
                escaped = run % 2 == 1
                pos = end
                continue
            }
            let q = hit.assumingMemoryBound(to: UInt8.self) - buffer
            var k = q - 1
            var run = 0
            while k >= pos && buffer[k] == 0x5C {
                run += 1
                k -= 1
            }
            pos = q + 1
            if run % 2 == 0 { return }
        }
    }

    /// Reads and decodes the rest of a string whose opening quote was consumed.
    private mutating func readStringBody() throws(CaptureError) -> String {
        scratch.removeAll(keepingCapacity: true)
        // The next quote in the buffer (`end`: none), found once for the escapes before it: a
        // URL that starts `https:\/\/` was searched to its end again after each `\/`.
        var quote = -1
        var window = refills
        while true {
            guard try fill() else { throw unexpectedEnd("a string") }
            if refills != window {
                // Refilled: the buffer holds other bytes.
                window = refills
                quote = -1
            }
            // Copy the plain run up to the next quote or backslash in one go.
            if quote < pos {
                quote =
                    memchr(buffer + pos, 0x22, end - pos).map { $0.assumingMemoryBound(to: UInt8.self) - buffer } ?? end
            }
            var stop = quote
            if let b = memchr(buffer + pos, 0x5C, stop - pos) {
                stop = b.assumingMemoryBound(to: UInt8.self) - buffer
            }
            if stop > pos {
                scratch.append(contentsOf: UnsafeBufferPointer(start: buffer + pos, count: stop - pos))
                guard scratch.count <= maxString else { throw tooLong() }
                pos = stop
            }
            guard pos < end else { continue }
            if buffer[pos] == 0x22 {
                pos += 1
                break
            }
            pos += 1  // the backslash
            try readEscape()
            guard scratch.count <= maxString else { throw tooLong() }
        }
        // ASCII (nearly every string of a capture) is known so eight bytes at a time, and made
        // into a string without the byte-by-byte validation; other text is checked and copied
        // in one pass, and the error names the bad byte.
        if scratch.withUnsafeBufferPointer(ByteScan.isASCII) { return String(decoding: scratch, as: UTF8.self) }
        if let valid = String(validating: scratch, as: UTF8.self) { return valid }
        if let bad = CaptureReader.firstInvalidUTF8(scratch) {
            throw error("a string is not valid UTF-8 (byte \(bad) of the string)")
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    private func tooLong() -> CaptureError {
        let size = maxString >= 1 << 20 ? "\(maxString >> 20) MiB" : "\(maxString) bytes"
        return error("a string is longer than \(size)")
    }

    private mutating func nextRawByte(_ what: String) throws(CaptureError) -> UInt8 {
        guard try fill() else { throw unexpectedEnd(what) }
        let b = buffer[pos]
        pos += 1
        return b
    }

    private mutating func readEscape() throws(CaptureError) {
        let e = try nextRawByte("a string")
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800...0xDBFF).contains(code) {
                // A high surrogate must be followed by `\uDC00`–`\uDFFF`.
                guard try fill(), buffer[pos] == 0x5C else {
                    appendScalar(0xFFFD)
                    return
                }
                pos += 1
                guard try nextRawByte("a string") == UInt8(ascii: "u") else {
                    throw error("a \\u escape for a high surrogate is not followed by its pair")
                }
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    appendScalar(0xFFFD)
                    appendScalar(low)
                    return
                }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                code = 0xFFFD
            }
            appendScalar(code)
        default:
            pos -= 1
            throw error("invalid escape '\\\(describe(e))' in a string")
        }
    }

    private mutating func hex4() throws(CaptureError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let h = try nextRawByte("a \\u escape")
            let digit: UInt8
            switch h {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = h - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = h - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = h - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private mutating func appendScalar(_ code: UInt32) {
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        for unit in String(scalar).utf8 { scratch.append(unit) }
    }
}
