/// What one check function decided for one scope, before the engine adds severity, profile,
/// fingerprints and the rule's fix.
public struct CheckDecision: Sendable {
    /// One violation the function found.
    public struct Problem: Sendable {
        public var message: String
        public var field: String?
        public var time: Double?
        public var assetID: String?
        public var items: [EvidenceItem]

        public init(
            message: String, field: String? = nil, time: Double? = nil, assetID: String? = nil,
            items: [EvidenceItem] = []
        ) {
            self.message = message
            self.field = field
            self.time = time
            self.assetID = assetID
            self.items = items
        }
    }

    public var verdict: Verdict
    public var certainty: Certainty?
    public var reason: String?
    public var problems: [Problem]

    public init(verdict: Verdict, certainty: Certainty? = nil, reason: String? = nil, problems: [Problem] = []) {
        self.verdict = verdict
        self.certainty = certainty
        self.reason = reason
        self.problems = problems
    }

    /// Fail with these problems, or pass when there are none.
    public static func decided(_ problems: [Problem], certainty: Certainty) -> CheckDecision {
        CheckDecision(verdict: problems.isEmpty ? .pass : .fail, certainty: certainty, problems: problems)
    }

    public static func notExercised(_ reason: String) -> CheckDecision {
        CheckDecision(verdict: .notExercised, reason: reason)
    }

    public static func notChecked(_ reason: String) -> CheckDecision {
        CheckDecision(verdict: .notChecked, reason: reason)
    }

    /// The standard reason for sequence and playhead rules that pings cannot decide.
    static let needsCalls = "needs the SDK debug log or an API trace"
    /// The standard reason for rules only network traffic can decide.
    static let needsNetwork = "needs a network capture (HAR, Charles session or URL list)"
}
