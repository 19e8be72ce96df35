import NLCertKit

/// Runs a rule's shipped examples through the real pipeline (a capture built from the
/// example's ping URLs and trace calls → `TimelineBuilder` → the engine, for that rule only),
/// so examples prove the rule end to end. Test support: no shipped command runs examples
/// (`nlcert explain` only prints them).
public enum RuleExampleRunner {
    /// What one example produced.
    public struct Result: Sendable {
        public var verdict: Verdict
        /// The evidence of the deciding verdict(s).
        public var certainty: Certainty?
        public var verdicts: [RuleVerdict]
        /// How the outcome differs from the example's `expect` (verdict, evidence, pinned
        /// findings); empty when it is as expected.
        public var mismatches: [String]
    }

    /// The capture an example describes. Pings and calls are located in the rule file
    /// (line = 1-based position in the example's list).
    public static func capture(for example: RuleExample, file: String) -> Capture {
        var capture = Capture()
        let pingFile = file + "#" + example.name + "/pings"
        let callFile = file + "#" + example.name + "/calls"
        for (i, line) in example.pings.enumerated() {
            capture.requests.append(request(line, location: SourceLocation(file: pingFile, line: i + 1), ordinal: i))
        }
        for (i, c) in example.calls.enumerated() {
            let raw = c["api"]?.stringValue ?? ""
            let ts = c["ts"]?.doubleValue ?? 0
            capture.calls.append(
                APICall(
                    api: APIName(platformName: raw), rawName: raw, args: c["args"]?.arrayValue ?? [],
                    time: Timestamp(epochMillis: ts), location: SourceLocation(file: callFile, line: i + 1),
                    format: .apiTrace,
                    ordinal: i))
        }
        if !example.pings.isEmpty {
            capture.files.append(CaptureFile(path: pingFile, format: .urlList, requestCount: example.pings.count))
        }
        if !example.calls.isEmpty {
            capture.files.append(CaptureFile(path: callFile, format: .apiTrace, callCount: example.calls.count))
        }
        return capture
    }

    /// One example ping line: a URL, optionally after bracketed notes that stand for what a HAR
    /// would record — `[CONNECT]` (an undecrypted tunnel), `[status 404]`, `[error net::ERR_…]`,
    /// `[time <epoch ms>]`, `[time <epoch ms> nozone]`. Several notes may precede the URL.
    public static func request(_ line: String, location: SourceLocation, ordinal: Int) -> CapturedRequest {
        var rest = Substring(line)
        var method = "GET"
        var status: Int?
        var failure: String?
        var tunnel = false
        var time: Timestamp?
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            let note = rest[rest.index(after: rest.startIndex)..<close].split(separator: " ").map(String.init)
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " })
            switch note.first {
            case "CONNECT":
                method = "CONNECT"
                tunnel = true
            case "status":
                status = note.count > 1 ? Int(note[1]) : nil
            case "error":
                failure = note.dropFirst().joined(separator: " ")
            case "time":
                if note.count > 1, let ms = Double(note[1]) {
                    time = Timestamp(
                        epochMillis: ms, utcOffsetSeconds: note.contains("nozone") ? nil : 0, original: note[1])
                }
            default:
                break
            }
        }
        return CapturedRequest(
            method: method, url: String(rest), time: time, status: status, failure: failure, isTunnel: tunnel,
            location: location,
            format: .urlList, ordinal: ordinal)
    }

    /// Runs `example` of `rule` under the example's profile (default: the rule's first).
    public static func run(
        _ example: RuleExample, of rule: RuleDefinition, in ruleSet: RuleSet
    ) throws(RuleLoadError) -> Result {
        let profile = example.profile ?? rule.profiles.first ?? Profile.defaultName
        var set = ruleSet
        try set.add([rule])
        let overrides = example.options.isEmpty ? [:] : [rule.id: RuleOverride(options: example.options)]
        let engine = try RuleEngine(ruleSet: set, profile: profile, overrides: overrides, configFile: rule.file)
        guard let effective = engine.rules.first(where: { $0.id == rule.id }) else {
            throw RuleLoadError(file: rule.file, problem: "rule \(rule.id) is missing from the engine")
        }
        let timeline = TimelineBuilder.build(capture(for: example, file: rule.file))
        let verdicts = engine.evaluate(effective, timeline: timeline)
        let verdict = fold(verdicts.map(\.verdict))
        let certainty = verdicts.filter { $0.verdict == verdict }.compactMap(\.certainty).min()
        let mismatches = ExampleExpectation.mismatches(
            example, verdict: verdict, certainty: certainty, findings: verdicts.flatMap(\.findings))
        return Result(verdict: verdict, certainty: certainty, verdicts: verdicts, mismatches: mismatches)
    }

    /// Folds scope verdicts the way reports fold a rule's sessions (`Verdict.combined`).
    public static func fold(_ verdicts: [Verdict]) -> Verdict {
        Verdict.combined(verdicts) ?? .notExercised
    }
}
