/// What changed between two runs of the same scenario (before and after a fix): findings by
/// fingerprint, checklist items that changed state, and per viewing session the differences
/// that matter — metadata, the call sequence (aligned), playhead cadence and ad breaks.
public struct RunDiff: Sendable {
    public struct FieldChange: Sendable, Hashable {
        public var field: String
        public var before: String
        public var after: String
    }

    public struct SessionChange: Sendable {
        public var ordinal: Int
        /// `nil` when the session exists in only one run.
        var presence: String?
        public var metadata: [FieldChange]
        public var steps: [SequenceDiff.Line]
        var cadence: FieldChange?
        var adBreaks: [FieldChange]

        public var isEmpty: Bool {
            presence == nil && metadata.isEmpty && cadence == nil && adBreaks.isEmpty
                && steps.allSatisfy { if case .same = $0 { return true } else { return false } }
        }
    }

    public struct ItemChange: Sendable, Hashable {
        public var id: String
        public var title: String
        public var before: Verdict?
        public var after: Verdict?
    }

    public var before: String
    public var after: String
    public var fixed: [Finding]
    public var new: [Finding]
    var unchanged: [Finding]
    public var checklist: [ItemChange]
    public var sessions: [SessionChange]

    /// New findings at or above `failOn`: the after-run regressed.
    public func regressions(failOn: Severity) -> [Finding] { new.filter { $0.severity >= failOn } }
}
