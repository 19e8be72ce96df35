/// One line shape of the iOS App SDK's console output, kept as data in
/// `rules/ios-log-patterns.json` so that users can teach nlcert new shapes without a rebuild.
///
/// The pattern language is deliberately tiny. A template is literal text with placeholders:
///
/// | placeholder | matches | becomes |
/// |---|---|---|
/// | `{api}` | an identifier (`loadMetadata`) | the API called |
/// | `{json}` | a JSON object or array | an argument |
/// | `{number}` | a number (`12`, `-3.5`) | an argument |
/// | `{text}` | any text up to the next literal (or the line's end) | a string argument |
/// | `{outcome}` | any text up to the next literal (or the line's end) | the SDK's answer |
/// | `{url}` | a URL | the request |
/// | `{*}` | any text up to the next literal | nothing |
/// | `{seconds}` | a Unix second (digits) | the SDK's own clock for the line |
/// | `{level}` | an upper-case word (`INFO`, `DEBUG`) | the SDK's log level |
/// | `{player}` | `:` and the text up to `]`, or nothing | the SDK instance (player id) |
///
/// The last three describe the frame the iOS App SDK writes around each message
/// (`[1796026041] [INFO] [NielsenAPPSDK:p1] play: {…}`); a pattern set's `frames` use them.
///
/// A template is placed one of two ways (`anchor`):
/// * `word` (the default): anywhere in the line (after the console's own prefix) but not in the
///   middle of a word;
/// * `frame`: on the text after one of the set's frames, from its first byte to its last (white
///   space at the end aside) — so `stop` matches the SDK's bare `stop` line and never the word
///   in other text.
///
/// Literals match exactly (case-sensitive); placeholders take the shortest text that lets the
/// next literal follow. There is no backtracking, so matching is linear per start position. An
/// argument placeholder (`{json}`, `{number}`, `{text}`) facing `<private>` — unified logging's
/// redaction — matches it and marks the match `redacted`: the call was made, its argument is
/// unknown.
struct IOSLogPattern: Sendable, Hashable {
    /// What a matching line stands for.
    enum Yield: String, Sendable, Hashable {
        case call
        /// A call's argument line; the call is made when its outcome line (`{api} API. {outcome}`) follows.
        case argument
        case request
        case failedRequest = "failed-request"
        /// A ping being sent; a `delivered` line for the same URL confirms it.
        case sending
        /// A ping the SDK says it delivered.
        case delivered
        /// An event the SDK derived (`EVENT- (PAUSE) REPORTED. Timestamp: …, Playhead: …`, `SESSION END`).
        case event
        /// An error or warning of the SDK about the app (read against `rules/sdk-messages.json`).
        case complaint
        /// The answer to the request logged before it, which the line does not name (iOS:
        /// `NlsHttpClient request returned with statusCode: 200`); `{number}` is the status.
        case response
        /// The request logged before it got no answer (iOS: `No Response`, `syncRequest failed`).
        case noResponse = "no-response"
        /// A line of the SDK's own that carries no evidence (housekeeping): counted as the
        /// SDK's, not reported as unread.
        case chatter
        /// A line of the SDK's whose whole message unified logging hid (`[1796026041] <private>`).
        case redacted

        static let names =
            "call, argument, request, failed-request, sending, delivered, event, complaint, response, no-response, chatter or redacted"
    }

    /// Where a template is placed (see the type's documentation).
    enum Anchor: String, Sendable, Hashable {
        case word
        case frame
    }

    enum Segment: Sendable, Hashable {
        case literal([UInt8])
        case api, json, number, text, outcome, url, skip
        case seconds, level, player
    }

    var id: String
    var template: String
    var yields: Yield
    /// The API when the template has no `{api}`.
    var api: String?
    var anchor: Anchor
    /// A line must contain one of these (case-insensitively) for the pattern to be tried.
    var lineContains: [String]
    let segments: [Segment]
    /// The template's literal parts, each of which a matching message holds.
    private let literals: [[UInt8]]

    /// Builds a pattern, checking the template. Throws a message saying what is wrong.
    init(
        id: String, template: String, yields: Yield, api: String?, lineContains: [String], anchor: Anchor = .word
    ) throws(IOSLogPatternError) {
        self.id = id
        self.template = template
        self.yields = yields
        self.api = api
        self.anchor = anchor
        self.lineContains = lineContains.map { $0.lowercased() }
        guard template.utf8.count <= 1000 else {
            throw IOSLogPatternError(pattern: id, problem: "the template is longer than 1000 characters")
        }
        let segments = try Self.segments(of: template, id: id, anchored: anchor == .frame)
        try Self.checkYield(yields, api: api, segments: segments, id: id)
        self.segments = segments
        self.literals = segments.compactMap { if case .literal(let l) = $0 { l } else { nil } }
    }

    /// The template's literals and placeholders, checked: no two open-ended placeholders in a
    /// row or (unless `anchored`, where the start is fixed) at the start, at most 32 parts, and
    /// some literal text to anchor the match.
    static func segments(
        of template: String, id: String, anchored: Bool = false
    ) throws(IOSLogPatternError)
        -> [Segment]
    {
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var rest = Substring(template)
        while let ch = rest.first {
            if ch == "{", let close = rest.firstIndex(of: "}") {
                let name = rest[rest.index(after: rest.startIndex)..<close]
                let segment = try placeholder(name, id: id, template: template)
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = []
                if let last = segments.last, Self.isLazy(last), Self.isLazy(segment) {
                    throw IOSLogPatternError(
                        pattern: id, problem: "two open-ended placeholders in a row in \"\(template)\"")
                }
                segments.append(segment)
                rest = rest[rest.index(after: close)...]
            } else {
                literal += Array(String(ch).utf8)
                rest = rest.dropFirst()
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        if !anchored, let first = segments.first, Self.isLazy(first) {
            throw IOSLogPatternError(
                pattern: id,
                problem:
                    "the template cannot start with an open-ended placeholder ({text}, {outcome}, {*}); a template already matches anywhere in the line"
            )
        }
        guard segments.count <= 32 else {
            throw IOSLogPatternError(pattern: id, problem: "more than 32 parts in the template")
        }
        guard segments.contains(where: { if case .literal = $0 { return true } else { return false } }) else {
            throw IOSLogPatternError(pattern: id, problem: "the template has no literal text to anchor it")
        }
        return segments
    }

    /// The segment a `{name}` placeholder stands for.
    static func placeholder(_ name: Substring, id: String, template: String) throws(IOSLogPatternError) -> Segment {
        switch name {
        case "api": return .api
        case "json": return .json
        case "number": return .number
        case "text": return .text
        case "outcome": return .outcome
        case "url": return .url
        case "*": return .skip
        case "seconds": return .seconds
        case "level": return .level
        case "player": return .player
        default:
            throw IOSLogPatternError(pattern: id, problem: "unknown placeholder {\(name)} in \"\(template)\"")
        }
    }

    /// A call pattern names its API (in the template or the `api` field); a request pattern
    /// reads a URL.
    static func checkYield(_ yields: Yield, api: String?, segments: [Segment], id: String) throws(IOSLogPatternError) {
        switch yields {
        case .call, .argument:
            guard api != nil || segments.contains(.api) else {
                throw IOSLogPatternError(
                    pattern: id, problem: "a call pattern needs {api} in the template or an \"api\" field")
            }
        case .event, .complaint, .noResponse, .chatter, .redacted:
            break
        case .response:
            guard segments.contains(.number) else {
                throw IOSLogPatternError(
                    pattern: id, problem: "a response pattern needs {number} (the status) in the template")
            }
        case .request, .failedRequest, .sending, .delivered:
            guard segments.contains(.url) else {
                throw IOSLogPatternError(pattern: id, problem: "a request pattern needs {url} in the template")
            }
        }
    }

    static func isLazy(_ s: Segment) -> Bool { s == .text || s == .outcome || s == .skip }

    /// What the pattern read from a line.
    struct Match: Sendable, Hashable {
        var api: String?
        var args: [JSONValue] = []
        var outcome: String?
        var url: String?
        /// UTF-8 offset in the message where the match starts, and just past where it ends.
        var start = 0
        var end = 0
        /// The frame's parts (`{seconds}`, `{level}`, `{player}`), when the template has them.
        var seconds: Int?
        var level: String?
        var player: String?
        /// An argument placeholder met `<private>`: the argument is unknown.
        var redacted = false
    }

    /// Matches the pattern against a console message (the line after its prefix).
    func match(_ message: String, wordsChecked: Bool = false) -> Match? {
        if !wordsChecked, !lineContains.isEmpty {
            guard lineContains.contains(where: { message.containsASCIIIgnoringCase($0) }) else { return nil }
        }
        return match(bytes: Self.searchedBytes(of: message))
    }

    /// The bytes of `message` a pattern searches. Console lines are short (logcat ~4 KB,
    /// unified logging ~1 KB); a longer one is only searched in its first `maxMessageBytes`,
    /// which keeps hostile input from taking long.
    static func searchedBytes(of message: String) -> [UInt8] {
        var message = message
        // Copied from contiguous storage in one move, not a byte at a time through `prefix`.
        return message.withUTF8 { Array($0.prefix(maxMessageBytes)) }
    }

    /// Matches the pattern against a message's `searchedBytes(of:)`, its words already checked.
    func match(bytes b: [UInt8]) -> Match? {
        if anchor == .frame { return matchWhole(b) }
        // A message without one of the template's literals cannot match: nearly every line
        // tried is refused here, by one search per literal, instead of by an attempt at every
        // word of the line (a logcat line of the SDK's tag holding a bare ping URL took ~0.2 ms).
        for literal in literals where Self.firstIndex(of: literal, in: b, from: 0) == nil { return nil }
        var cache = [LiteralSearch](repeating: LiteralSearch(), count: segments.count)
        // A template that opens with a literal can only match where that literal is.
        var leading: [UInt8]?
        if case .literal(let l) = segments.first { leading = l }
        var start = 0
        while start < b.count {
            if let leading {
                guard let next = Self.firstIndex(of: leading, in: b, from: start) else { return nil }
                start = next
            }
            let atWordStart = start == 0 || !Self.isWordByte(b[start - 1])
            if atWordStart, let m = match(b, from: start, cache: &cache) { return m }
            start += 1
        }
        return nil
    }

    static let maxMessageBytes = 16 * 1024

    /// Matches a `frame`-anchored template on the whole of `b` (a frame's text): from its first
    /// byte, and to its last but for trailing white space.
    func matchWhole(_ b: [UInt8]) -> Match? {
        var end = b.count
        while end > 0, b[end - 1] == 0x20 || b[end - 1] == 0x09 { end -= 1 }
        let text = end == b.count ? b : Array(b[..<end])
        var cache = [LiteralSearch](repeating: LiteralSearch(), count: segments.count)
        guard let m = match(text, from: 0, cache: &cache), m.end == text.count else { return nil }
        return m
    }

    /// Whether `text` starts with the template's opening literal and goes on past it (a line
    /// of this shape that did not match whole: cut off, or its argument garbled).
    func opensWithItsLiteral(_ text: [UInt8]) -> Bool {
        guard case .literal(let l)? = segments.first, segments.count > 1 else { return false }
        return text.count > l.count && text.starts(with: l)
    }

    static let privateMark = Array("<private>".utf8)

    /// Whether `b` holds unified logging's `<private>` at `i`.
    static func isPrivate(_ b: [UInt8], at i: Int) -> Bool {
        i + privateMark.count <= b.count && b[i] == UInt8(ascii: "<")
            && b[i..<(i + privateMark.count)].elementsEqual(privateMark)
    }

    /// The last search for a segment's literal: where it started and what it found. Start
    /// positions only grow, so an earlier answer at or after the new position is still the
    /// first occurrence, and the search never rescans.
    struct LiteralSearch {
        var from = Int.max
        var hit: Int?
    }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_")
    }

    private func match(_ b: [UInt8], from start: Int, cache: inout [LiteralSearch]) -> Match? {
        var i = start
        var result = Match(api: api)
        result.start = start
        for (k, segment) in segments.enumerated() {
            switch segment {
            case .literal(let lit):
                guard i + lit.count <= b.count, b[i..<(i + lit.count)].elementsEqual(lit) else { return nil }
                i += lit.count
            case .api:
                let s = i
                while i < b.count, Self.isWordByte(b[i]) { i += 1 }
                guard i > s else { return nil }
                result.api = String(decoding: b[s..<i], as: UTF8.self)
            case .json where Self.isPrivate(b, at: i), .number where Self.isPrivate(b, at: i):
                result.redacted = true
                i += Self.privateMark.count
            case .json:
                guard let (value, end) = JSONPrefixScanner.value(in: b, from: i) else { return nil }
                result.args.append(value)
                i = end
            case .seconds:
                let s = i
                while i < b.count, i - s < 12, b[i] >= 48, b[i] <= 57 { i += 1 }
                guard i > s, let n = Int(String(decoding: b[s..<i], as: UTF8.self)) else { return nil }
                result.seconds = n
            case .level:
                let s = i
                while i < b.count, i - s < 12, b[i] >= 65, b[i] <= 90 { i += 1 }
                guard i > s else { return nil }
                result.level = String(decoding: b[s..<i], as: UTF8.self)
            case .player:
                guard i < b.count, b[i] == UInt8(ascii: ":") else { break }
                i += 1
                let s = i
                while i < b.count, b[i] != UInt8(ascii: "]"), i - s < 256 { i += 1 }
                result.player = String(decoding: b[s..<i], as: UTF8.self)
            case .number:
                let s = i
                if i < b.count, b[i] == UInt8(ascii: "-") { i += 1 }
                while i < b.count, (b[i] >= 48 && b[i] <= 57) || b[i] == UInt8(ascii: ".") { i += 1 }
                guard let n = Double(String(decoding: b[s..<i], as: UTF8.self)) else { return nil }
                result.args.append(.number(n))
            case .url:
                var end = i
                while end < b.count, b[end] != UInt8(ascii: " "), b[end] != UInt8(ascii: "\t") { end += 1 }
                guard let found = PingURLFinder.find(in: String(decoding: b[i..<end], as: UTF8.self)).first,
                    found.offset == 0
                else { return nil }
                result.url = found.url
                i = end
            case .text, .outcome, .skip:
                let s = i
                let end: Int
                if k + 1 < segments.count, case .literal(let next) = segments[k + 1] {
                    let known = cache[k]
                    let found: Int?
                    if known.from <= i, known.hit.map({ $0 >= i }) ?? true {
                        found = known.hit
                    } else {
                        found = Self.firstIndex(of: next, in: b, from: i)
                        cache[k] = LiteralSearch(from: i, hit: found)
                    }
                    guard let found else { return nil }
                    end = found
                } else {
                    end = b.count
                }
                let captured = String(decoding: b[s..<end], as: UTF8.self).trimmingSpaces()
                if segment == .text {
                    if captured == "<private>" {
                        result.redacted = true
                    } else {
                        result.args.append(.string(captured))
                    }
                }
                if segment == .outcome {
                    guard !captured.isEmpty else { return nil }
                    result.outcome = captured
                }
                i = end
            }
        }
        result.end = i
        return result
    }

    static func firstIndex<Haystack: RandomAccessCollection>(
        of needle: [UInt8], in haystack: Haystack, from: Int
    ) -> Int?
    where Haystack.Element == UInt8, Haystack.Index == Int {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var i = max(from, haystack.startIndex)
        while i + needle.count <= haystack.endIndex {
            if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
