#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The iOS console line shapes nlcert knows: the ones shipped in `rules/ios-log-patterns.json`
/// (embedded in the binary) and any a user adds from a file of the same shape:
///
///     {"lineContains": ["nielsen"],
///      "patterns": [{"id": "…", "match": "{api} API - {json}", "yields": "call"}, …]}
///
/// `yields` is `call`, `argument` (a call's argument line, joined to the outcome line that
/// follows), `request`, `failed-request`, `sending` / `delivered` (a ping sent, then confirmed),
/// `event` (an event the SDK derived) or `complaint` (its error about the app); `api` names the API when the template has
/// no `{api}`; `lineContains` (file-wide default, or per pattern) lists words one of which a
/// line must contain before the pattern is tried. See `IOSLogPattern` for the placeholders.
public struct IOSLogPatternSet: Sendable {
    let patterns: [IOSLogPattern]
    /// The distinct `lineContains` words of all patterns, each searched once per message.
    private let gate: LineWordGate

    init(patterns: [IOSLogPattern]) {
        self.patterns = patterns
        self.gate = LineWordGate(patterns.map(\.lineContains))
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
        IOSLogPatternSet(patterns: patterns + other.patterns)
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
                    problem:
                        "\"yields\" must be call, argument, request, failed-request, sending, delivered, event or complaint, not \"\(yieldsName)\""
                )
            }
            let words = entry["lineContains"]?.arrayValue?.compactMap(\.stringValue) ?? defaultWords
            do {
                patterns.append(
                    try IOSLogPattern(
                        id: id, template: template, yields: yields,
                        api: entry["api"]?.stringValue, lineContains: words))
            } catch {
                var e = error
                e.file = file
                throw e
            }
        }
        self.init(patterns: patterns)
    }

    /// The evidence the first matching pattern finds in a console message, or `nil`.
    func interpret(_ message: String) -> [LogLineReading]? {
        // Most console lines hold none of the patterns' words: one search per word, not one per
        // pattern, decides which patterns are tried at all.
        let open = gate.openGroups(message)
        guard !open.isEmpty else { return nil }
        let bytes = IOSLogPattern.searchedBytes(of: message)
        for (index, pattern) in patterns.enumerated() where open[gate.group(of: index)] {
            guard let m = pattern.match(bytes: bytes) else { continue }
            switch pattern.yields {
            case .call:
                guard let api = m.api else { continue }
                if let outcome = m.outcome, outcome.hasPrefix("{") || outcome.hasPrefix("[") {
                    // An argument that failed to parse as JSON is not the SDK's answer: a cut-off
                    // line, or an NSDictionary print-out spread over several lines.
                    return [
                        .garbled(
                            "a \(api) line whose argument is not complete JSON (cut off, or an NSDictionary print-out)")
                    ]
                }
                let call = LoggedCall(
                    rawName: api, args: m.args, outcome: m.outcome, time: nil, format: .iosConsole,
                    isOutcomeOnly: m.args.isEmpty && m.outcome != nil)
                return [.call(call)]
            case .argument:
                guard let api = m.api, !m.args.isEmpty else { continue }
                return [
                    .call(
                        LoggedCall(
                            rawName: api, args: m.args, outcome: nil, time: nil, format: .iosConsole,
                            isArgumentOnly: true))
                ]
            case .request, .failedRequest:
                guard let url = m.url else { continue }
                return [
                    .request(
                        url: url, failure: pattern.yields == .failedRequest ? (m.outcome ?? "send failed") : nil,
                        format: .iosConsole)
                ]
            case .sending:
                guard let url = m.url else { continue }
                return [.sending(url: url, cut: false, format: .iosConsole)]
            case .delivered:
                guard let url = m.url else { continue }
                return [.delivered(url: url, cut: false, format: .iosConsole)]
            case .event, .complaint:
                let text = String(decoding: message.utf8.dropFirst(m.start), as: UTF8.self).trimmingSpaces()
                if pattern.yields == .event {
                    guard let event = AndroidSDKLogReader.eventLine(text) else { continue }
                    return [.sdkMessage(event)]
                }
                return [
                    .sdkMessage(
                        SDKMessageCatalog.embedded.complaint(
                            sdk: "app", code: AndroidSDKLogReader.errorCode(in: text), text: text,
                            location: SourceLocation(file: "", line: 0), time: nil))
                ]
            }
        }
        return nil
    }
}
