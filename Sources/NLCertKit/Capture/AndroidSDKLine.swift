/// One Android App SDK 10.x log message taken apart. The SDK writes, after the logcat tag,
///
///     [<unix s>] [<LEVEL>] [<instance id>] [<text>]
///
/// (some lines omit the instance id, some leave it empty). Logcat cuts an entry at about 4 KB,
/// so a long line loses its closing bracket: `isCut` says so. A message without this frame
/// (older SDKs, the guides' example strings) is taken whole as the text.
struct AndroidSDKLine: Sendable, Hashable {
    var seconds: Int?
    var level: String?
    var instance: String?
    var text: String
    /// The frame was opened but the closing `]` is missing: logcat cut the entry.
    var isCut: Bool

    static func parse(_ message: String) -> AndroidSDKLine {
        let b = Array(message.utf8)
        // The frame follows the logcat tag (`NielsenAPPSDK: [`), or starts the message.
        var from = 0
        while from < min(b.count, 256) {
            if b[from] == UInt8(ascii: "["), let line = parse(b, at: from) { return line }
            from += 1
        }
        return whole(message)
    }

    static func parse(_ b: [UInt8], at start: Int) -> AndroidSDKLine? {
        var i = start
        func group(_ allowed: (UInt8) -> Bool) -> (String, Int)? {
            guard i < b.count, b[i] == UInt8(ascii: "[") else { return nil }
            var j = i + 1
            while j < b.count, allowed(b[j]) { j += 1 }
            guard j < b.count, b[j] == UInt8(ascii: "]") else { return nil }
            return (String(decoding: b[(i + 1)..<j], as: UTF8.self), j + 1)
        }
        func skipSpace() { while i < b.count, b[i] == UInt8(ascii: " ") { i += 1 } }
        let digit: (UInt8) -> Bool = { $0 >= 48 && $0 <= 57 }
        let upper: (UInt8) -> Bool = { $0 >= 65 && $0 <= 90 }
        guard let (secs, afterSecs) = group(digit), !secs.isEmpty else { return nil }
        i = afterSecs
        skipSpace()
        guard let (level, afterLevel) = group(upper), !level.isEmpty else { return nil }
        i = afterLevel
        skipSpace()
        var instance: String?
        if let (id, afterID) = group(digit) {
            // `[123] [text]` or `[] [text]`: an instance id; `[123]` alone would be the text.
            var k = afterID
            while k < b.count, b[k] == UInt8(ascii: " ") { k += 1 }
            if k < b.count, b[k] == UInt8(ascii: "[") {
                instance = id
                i = k
            }
        }
        guard i < b.count, b[i] == UInt8(ascii: "[") else { return nil }
        var end = b.count
        while end > i + 1, b[end - 1] == UInt8(ascii: " ") || b[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        end = tagTrailerStart(b, from: i + 1, to: end) ?? end
        let closed = end > i + 1 && b[end - 1] == UInt8(ascii: "]")
        let body = b[(i + 1)..<(closed ? end - 1 : end)]
        let text = String(decoding: body, as: UTF8.self).trimmingSpaces()
        return AndroidSDKLine(seconds: Int(secs), level: level, instance: instance, text: text, isCut: !closed)
    }

    /// Where the frame ends when `-v process` put the tag after it (`…]  (NielsenAPPSDK)`): just
    /// past the `]` before the spaces and the parenthesised tag; `nil` when the line does not
    /// end so.
    static func tagTrailerStart(_ b: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end > start, b[end - 1] == UInt8(ascii: ")") else { return nil }
        var open = end - 2
        while open > start, b[open] != UInt8(ascii: "("), b[open] != UInt8(ascii: "]") { open -= 1 }
        guard open > start, b[open] == UInt8(ascii: "("), b[open - 1] == UInt8(ascii: " ") else { return nil }
        var close = open - 1
        while close > start, b[close] == UInt8(ascii: " ") { close -= 1 }
        return b[close] == UInt8(ascii: "]") ? close + 1 : nil
    }

    /// Levels the App SDK writes in its frame.
    static let frameLevels: Set<String> = ["VERBOSE", "DEBUG", "INFO", "WARN", "WARNING", "ERROR", "FATAL"]

    /// Whether the message opens with the App SDK 10.x frame — `[<unix s>] [<LEVEL>] [`, the
    /// second a plausible one (in 1990–2099, as `Timestamp` takes times) and the level one the
    /// SDK writes — at its
    /// start or after a short logcat prefix without a tag (`-v thread`: `D( 1234: 5678) `).
    /// What names the SDK where a logcat format prints no tag (`-v raw`, `-v thread`).
    static func opensWithFrame(_ message: String) -> Bool {
        var message = message
        // Most lines have no `[` near their start: looked for in place before any copy, which
        // is of the contiguous bytes in one move (`Array(utf8.prefix(_:))` copies a byte at a time).
        guard
            let b = message.withUTF8({ all -> [UInt8]? in
                all.prefix(25).contains(UInt8(ascii: "[")) ? Array(all.prefix(64)) : nil
            })
        else { return false }
        guard let open = b.firstIndex(of: UInt8(ascii: "[")), open <= 24,
            let line = parse(b, at: open), let level = line.level, frameLevels.contains(level),
            let seconds = line.seconds, Timestamp.plausibleEpochMillis.contains(Double(seconds) * 1000)
        else { return false }
        // Before the frame: nothing, or the priority and process of `-v thread`.
        let head = b[..<open]
        return head.allSatisfy { $0 == UInt8(ascii: " ") }
            || (head.first.map { "VDIWEFA".utf8.contains($0) } ?? false && head.dropFirst().first == UInt8(ascii: "(")
                && head.contains(UInt8(ascii: ")")))
    }

    /// A message outside the frame: the text from the SDK's `Nielsen AppSDK` marker, else after
    /// the `NielsenAPPSDK` tag (`NielsenAPPSDK: `, `NielsenAPPSDK( 1234): `), else all of it.
    static func whole(_ message: String) -> AndroidSDKLine {
        var text = Substring(message)
        if let marker = message.byteRange(of: "Nielsen AppSDK") {
            text = message[marker.lowerBound...]
        } else if let tag = message.byteRange(of: "NielsenAPPSDK") {
            let rest = String(message[tag.upperBound...])
            if let colon = rest.byteRange(of: ": ") { text = Substring(rest[colon.upperBound...]) }
        }
        return AndroidSDKLine(
            seconds: nil, level: nil, instance: nil, text: String(text).trimmingSpaces(), isCut: false)
    }

    var isErrorOrWarning: Bool {
        level == "ERROR" || level == "WARN" || level == "WARNING" || level == "E" || level == "W"
    }
}
