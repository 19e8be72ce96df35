import NLCertKit

/// One SDK call of a generated flow, with what it is for in the run (its role), which the
/// fault catalogue reads to find the call a fault removes or changes.
public struct FlowCall: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable {
        case initialize, play
        /// play again when a pause or backgrounding ends, before the resume's loadMetadata: what
        /// a player whose play button calls play does. The guides ask for loadMetadata and
        /// playheads on resume and name no rule against the play.
        case resumePlay
        /// The content's metadata at the start of an episode.
        case contentMetadata
        /// The content's metadata again, when content resumes after an ad, a pause, a stop.
        case resumeMetadata
        case adMetadata, contentPlayhead, adPlayhead
        /// stop at the end of an ad.
        case adStop
        /// stop before an ad break.
        case breakStop
        /// stop on a pause, on backgrounding, after 30 s of buffering.
        case pauseStop, backgroundStop, bufferingStop
        case end
        case staticMetadata, staticEnd
    }

    /// Epoch milliseconds.
    public var ts: Double
    /// nlcert's name of the API (`init`, `play`, `loadMetadata`, `playheadPosition`, `stop`,
    /// `end`, `staticEnd`); each writer spells it as its platform does.
    public var api: String
    public var args: [JSONValue]
    public var role: Role
    /// The playlist item (or static page) the call belongs to; -1 for init.
    public var item: Int

    public init(ts: Double, api: String, args: [JSONValue], role: Role, item: Int) {
        self.ts = ts
        self.api = api
        self.args = args
        self.role = role
        self.item = item
    }
}

/// A plan told as calls, with the fault applied to it, if any.
public struct Flow: Sendable, Hashable {
    public var plan: FlowPlan
    public var calls: [FlowCall]
    public var fault: FaultKind?

    public init(plan: FlowPlan, calls: [FlowCall], fault: FaultKind? = nil) {
        self.plan = plan
        self.calls = calls
        self.fault = fault
    }

    /// The profile `nlcert check` needs for this flow.
    public var profile: String { plan.product.profile }
}
