#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The iOS console line shapes nlcert knows: the ones shipped in `rules/ios-log-patterns.json`
/// (embedded in the binary) and any a user adds from a file of the same shape:
///
///     {"lineContains": ["NielsenAPPSDK"],
///      "frames": [{"id": "sdk", "match": "[{seconds}] [{level}] [NielsenAPPSDK{player}]"}],
///      "patterns": [{"id": "play", "match": "play: {json}", "yields": "call", "api": "play",
///                    "anchor": "frame"}, …]}
///
/// A **frame** is the text the SDK writes around every message (its clock, level and player);
/// a line that holds one is the SDK's, and the message after it is matched by the `frame`-anchored
/// patterns, whole. Other patterns (`anchor` `word`, the default) are tried anywhere in a line.
/// `yields` is `call`, `argument` (a call's argument line, joined to the outcome line that
/// follows), `request`, `failed-request`, `sending` / `delivered` (a ping sent, then confirmed),
/// `response` / `no-response` (the answer to the request before, which the line does not name),
/// `event` (an event the SDK derived), `complaint` (its error about the app), `chatter` (the
/// SDK's housekeeping) or `redacted` (a line unified logging hid whole); `api` names the API
/// when the template has no `{api}`; `lineContains` (file-wide default, or per pattern) lists
/// words one of which a line must contain before the patterns are tried. See `IOSLogPattern`
/// for the placeholders.
public struct IOSLogPatternSet: Sendable {
    let frames: [IOSLogPattern]
    let patterns: [IOSLogPattern]
    /// The patterns tried on a frame's message, and those tried anywhere in a line.
    private let framePatterns: [IOSLogPattern]
    private let wordPatterns: [IOSLogPattern]
    /// The distinct `lineContains` words of the frames and the `word` patterns, each searched
    /// once per message; the frames are gate entries `0..<frames.count`, the `word` patterns
    /// follow. (A frame's patterns need no words: the frame was found.)
    private let gate: LineWordGate

    init(frames: [IOSLogPattern] = [], patterns: [IOSLogPattern]) {
        self.frames = frames
        self.patterns = patterns
        self.framePatterns = patterns.filter { $0.anchor == .frame }
        self.wordPatterns = patterns.filter { $0.anchor == .word }
        self.gate = LineWordGate(frames.map(\.lineContains) + wordPatterns.map(\.lineContains))
    }

    /// The words one of which every line the set can read holds (its frames' and `word`
    /// patterns' `lineContains`), or `nil` when a frame or pattern names none.
    var gateWords: [String]? {
        let lists = frames.map(\.lineContains) + wordPatterns.map(\.lineContains)
        return lists.contains(where: \.isEmpty) ? nil : lists.flatMap { $0 }
    }

    /// The shipped patterns. A broken embedded file is caught by the tests; at run time it
    /// degrades to no patterns rather than stopping every text capture from being read.
    public static let embedded: IOSLogPatternSet = {
        guard let text = RuleData.file("ios-log-patterns.json"),
            let set = try? IOSLogPatternSet(json: text, file: "rules/ios-log-patterns.json")
        else { return IOSLogPatternSet(patterns: []) }
        return set
    }()

    /// Reads a pattern file a user wrote.
    public static func load(path: String) throws(IOSLogPatternError) -> IOSLogPatternSet {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw IOSLogPatternError(file: path, problem: "cannot read the file (\(error))")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw IOSLogPatternError(file: path, problem: "the file is not UTF-8 text")
        }
        return try IOSLogPatternSet(json: text, file: path)
    }

    /// The embedded patterns followed by a user's (the user's are tried after the shipped ones).
    func adding(_ other: IOSLogPatternSet) -> IOSLogPatternSet {
        IOSLogPatternSet(frames: frames + other.frames, patterns: patterns + other.patterns)
    }

    /// Parses a pattern file's text.
    public init(json text: String, file: String) throws(IOSLogPatternError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw IOSLogPatternError(
                file: file, problem: "not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        guard let list = root["patterns"]?.arrayValue else {
            throw IOSLogPatternError(file: file, problem: "expected an object with a \"patterns\" array")
        }
        let defaultWords = root["lineContains"]?.arrayValue?.compactMap(\.stringValue) ?? []
        var frames: [IOSLogPattern] = []
        for (index, entry) in (root["frames"]?.arrayValue ?? []).enumerated() {
            let id = entry["id"]?.stringValue ?? "frame #\(index + 1)"
            guard let template = entry["match"]?.stringValue, !template.isEmpty else {
                throw IOSLogPatternError(file: file, pattern: id, problem: "needs a non-empty \"match\" template")
            }
            let words = entry["lineContains"]?.arrayValue?.compactMap(\.stringValue) ?? defaultWords
            do {
                frames.append(
                    try IOSLogPattern(id: id, template: template, yields: .chatter, api: nil, lineContains: words))
            } catch {
                var e = error
                e.file = file
                throw e
            }
        }
        var patterns: [IOSLogPattern] = []
        for (index, entry) in list.enumerated() {
            let id = entry["id"]?.stringValue ?? "#\(index + 1)"
            guard let template = entry["match"]?.stringValue, !template.isEmpty else {
                throw IOSLogPatternError(file: file, pattern: id, problem: "needs a non-empty \"match\" template")
            }
            let yieldsName = entry["yields"]?.stringValue ?? "call"
            guard let yields = IOSLogPattern.Yield(rawValue: yieldsName) else {
                throw IOSLogPatternError(
                    file: file, pattern: id,
                    problem: "\"yields\" must be \(IOSLogPattern.Yield.names), not \"\(yieldsName)\"")
            }
            let anchorName = entry["anchor"]?.stringValue ?? "word"
            guard let anchor = IOSLogPattern.Anchor(rawValue: anchorName) else {
                throw IOSLogPatternError(
                    file: file, pattern: id, problem: "\"anchor\" must be word or frame, not \"\(anchorName)\"")
            }
            let words = entry["lineContains"]?.arrayValue?.compactMap(\.stringValue) ?? defaultWords
            do {
                patterns.append(
                    try IOSLogPattern(
                        id: id, template: template, yields: yields,
                        api: entry["api"]?.stringValue, lineContains: anchor == .frame ? [] : words, anchor: anchor))
            } catch {
                var e = error
                e.file = file
                throw e
            }
        }
        if frames.isEmpty, let anchored = patterns.first(where: { $0.anchor == .frame }) {
            throw IOSLogPatternError(
                file: file, pattern: anchored.id,
                problem: "a pattern anchored to the frame needs the file to define \"frames\"")
        }
        self.init(frames: frames, patterns: patterns)
    }

    /// The evidence the patterns find in a console message, or `nil` when none knows it. A
    /// message in one of the SDK's frames starts with `.iosFrame` (its clock, level, player);
    /// one in a frame that no pattern knows is an unread line of the SDK's.
    func interpret(_ message: String) -> [LogLineReading]? {
        // Most console lines hold none of the patterns' words: one search per word, not one per
        // pattern, decides which patterns are tried at all.
        let open = gate.openGroups(message)
        guard !open.isEmpty else { return nil }
        let bytes = IOSLogPattern.searchedBytes(of: message)
        for (index, frame) in frames.enumerated() where open[gate.group(of: index)] {
            guard let f = frame.match(bytes: bytes) else { continue }
            var textStart = f.end
            if textStart < bytes.count, bytes[textStart] == 0x20 { textStart += 1 }
            let text = Array(bytes[textStart...])
            let head = LogLineReading.iosFrame(IOSFrame(seconds: f.seconds, level: f.level, player: f.player))
            for pattern in framePatterns {
                guard let m = pattern.match(bytes: text),
                    let readings = readings(pattern, m, message: message, offset: textStart, player: f.player)
                else { continue }
                return [head] + readings
            }
            if let readings = wordReadings(message, bytes: bytes, open: open) { return [head] + readings }
            if let cut = framePatterns.first(where: { $0.yields == .call && $0.opensWithItsLiteral(text) }) {
                // `loadMetadata: {"type":"content", …` without its end: unified logging cuts a
                // message at about 1 KB, a paste may end mid-line.
                return [
                    head,
                    .garbled(
                        "a \(cut.api ?? cut.id) line of the iOS SDK whose argument is cut off or garbled (unified logging cuts long messages; the nlcert call recorder logs them whole)"
                    ),
                ]
            }
            return [head, .unreadSDKLine(.iosConsole)]
        }
        return wordReadings(message, bytes: bytes, open: open)
    }

    /// The first `word`-anchored pattern's evidence in the message.
    private func wordReadings(_ message: String, bytes: [UInt8], open: [Bool]) -> [LogLineReading]? {
        for (index, pattern) in wordPatterns.enumerated() where open[gate.group(of: frames.count + index)] {
            guard let m = pattern.match(bytes: bytes),
                let readings = readings(pattern, m, message: message, offset: 0, player: nil)
            else { continue }
            return readings
        }
        return nil
    }

    /// What a pattern's match stands for; `nil` when the match lacks what its kind needs.
    /// `offset` is where the matched text starts in the message.
    private func readings(
        _ pattern: IOSLogPattern, _ m: IOSLogPattern.Match, message: String, offset: Int, player: String?
    ) -> [LogLineReading]? {
        switch pattern.yields {
        case .call:
            guard let api = m.api else { return nil }
            if let outcome = m.outcome, outcome.hasPrefix("{") || outcome.hasPrefix("[") {
                // An argument that failed to parse as JSON is not the SDK's answer: a cut-off
                // line, or an NSDictionary print-out spread over several lines.
                return [
                    .garbled(
                        "a \(api) line whose argument is not complete JSON (cut off, or an NSDictionary print-out)")
                ]
            }
            var call = LoggedCall(
                rawName: api, args: m.args, outcome: m.outcome, time: nil, format: .iosConsole,
                isOutcomeOnly: m.args.isEmpty && m.outcome != nil && !m.redacted, instance: player)
            call.isRedacted = m.redacted
            return [.call(call)]
        case .argument:
            guard let api = m.api, !m.args.isEmpty || m.redacted else { return nil }
            var call = LoggedCall(
                rawName: api, args: m.args, outcome: nil, time: nil, format: .iosConsole, isArgumentOnly: true,
                instance: player)
            call.isRedacted = m.redacted
            return [.call(call)]
        case .request, .failedRequest:
            guard let url = m.url else { return nil }
            return [
                .request(
                    url: url, failure: pattern.yields == .failedRequest ? (m.outcome ?? "send failed") : nil,
                    format: .iosConsole)
            ]
        case .sending:
            guard let url = m.url else { return nil }
            return [.sending(url: url, cut: false, format: .iosConsole)]
        case .delivered:
            guard let url = m.url else { return nil }
            return [.delivered(url: url, cut: false, format: .iosConsole)]
        case .response:
            guard case .number(let status)? = m.args.first, let code = Int(exactly: status) else { return nil }
            return [.response(status: code, failure: nil)]
        case .noResponse:
            return [.response(status: nil, failure: Self.matchedText(message, from: offset + m.start))]
        case .chatter:
            return [.sdkLine(.iosConsole)]
        case .redacted:
            return [.redactedSDKLine]
        case .event, .complaint:
            let text = Self.matchedText(message, from: offset + m.start)
            if pattern.yields == .event {
                guard let event = AndroidSDKLogReader.eventLine(text) else { return nil }
                return [.sdkMessage(event)]
            }
            return [
                .sdkMessage(
                    SDKMessageCatalog.embedded.complaint(
                        // The iOS SDK's lines carry no error numbers; a number in one (a
                        // limit in seconds) is not a code.
                        sdk: "app", code: pattern.anchor == .frame ? nil : AndroidSDKLogReader.errorCode(in: text),
                        text: text,
                        location: SourceLocation(file: "", line: 0), time: nil))
            ]
        }
    }

    /// The message from a UTF-8 offset to its end, trimmed.
    private static func matchedText(_ message: String, from offset: Int) -> String {
        String(decoding: message.utf8.dropFirst(offset), as: UTF8.self).trimmingSpaces()
    }
}

/// What the iOS App SDK's frame around a message says (`[1796026041] [INFO] [NielsenAPPSDK:p1]`):
/// the Unix second it was written in, its level, and the player (SDK instance) it concerns.
struct IOSFrame: Sendable, Hashable {
    var seconds: Int?
    var level: String?
    var player: String?
}
