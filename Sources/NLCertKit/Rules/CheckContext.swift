/// Everything a check function may read for one scope: the timeline, the viewing session (for
/// session rules), the evidence to decide from, and the rule's effective arguments and options.
///
/// The engine makes one per rule and scope (millions for a large capture), so it is two
/// references and a mode: the scope's evidence and the rule's settings are each built once and
/// shared.
public struct CheckContext: Sendable {
    /// The scope's pings and calls, sorted once.
    let scope: ScopeData
    var mode: DecisionBasis
    /// The rule's id, profile, arguments and options.
    let settings: RuleSettings

    /// One rule's settings as its check function reads them, shared by every scope the rule
    /// runs on.
    final class RuleSettings: Sendable {
        let ruleID: String
        let profile: String
        let arguments: [JSONValue.JSONMember]
        let options: [JSONValue.JSONMember]
        /// The rule's compiled patterns by option/argument name.
        let patterns: [String: CompiledPattern]
        /// Each list-valued option or argument's strings, as `strings(_:)` reads them, and the
        /// metadata fields they name: read once per rule, not once per session (a million pings
        /// run each session rule on 100,000 sessions).
        let stringLists: [String: [String]]
        let fieldLists: [String: [MetadataField]]
        /// The metadata field each string argument names, when it names one (first of a name).
        let argumentFields: [String: MetadataField]

        init(
            ruleID: String, profile: String, arguments: [JSONValue.JSONMember], options: [JSONValue.JSONMember],
            patterns: [String: CompiledPattern] = [:]
        ) {
            self.ruleID = ruleID
            self.profile = profile
            self.arguments = arguments
            self.options = options
            self.patterns = patterns
            // An option overrides the argument of its name; the first member of a name counts.
            var lists: [String: [String]] = [:]
            for member in options + arguments where lists[member.key] == nil {
                lists[member.key] = member.value.arrayValue?.compactMap(\.stringValue) ?? []
            }
            stringLists = lists
            fieldLists = lists.mapValues { $0.compactMap(MetadataField.named) }
            var named: [String: MetadataField] = [:]
            var seen: Set<String> = []
            for member in arguments where seen.insert(member.key).inserted {
                if let field = member.value.stringValue.flatMap(MetadataField.named) { named[member.key] = field }
            }
            argumentFields = named
        }
    }

    init(scope: ScopeData, mode: DecisionBasis, settings: RuleSettings) {
        self.scope = scope
        self.mode = mode
        self.settings = settings
    }

    public init(
        timeline: Timeline, session: ViewingSession?, mode: DecisionBasis, ruleID: String, profile: String,
        arguments: [JSONValue.JSONMember], options: [JSONValue.JSONMember], scope: ScopeData? = nil,
        patterns: [String: CompiledPattern] = [:]
    ) {
        self.init(
            scope: scope ?? ScopeData(timeline: timeline, session: session), mode: mode,
            settings: RuleSettings(
                ruleID: ruleID, profile: profile, arguments: arguments, options: options, patterns: patterns))
    }

    public var timeline: Timeline { scope.timeline }
    /// `nil` for capture-wide rules.
    public var session: ViewingSession? { scope.session }
    public var ruleID: String { settings.ruleID }
    public var profile: String { settings.profile }
    public var arguments: [JSONValue.JSONMember] { settings.arguments }
    public var options: [JSONValue.JSONMember] { settings.options }
    var patterns: [String: CompiledPattern] { settings.patterns }

    // MARK: Arguments and options

    public func argument(_ name: String) -> JSONValue? { settings.arguments.first(where: { $0.key == name })?.value }
    public func option(_ name: String) -> JSONValue? { settings.options.first(where: { $0.key == name })?.value }

    public func number(_ name: String, default value: Double) -> Double {
        option(name)?.doubleValue ?? argument(name)?.doubleValue ?? value
    }

    public func bool(_ name: String, default value: Bool) -> Bool {
        option(name)?.boolValue ?? argument(name)?.boolValue ?? value
    }

    public func string(_ name: String) -> String? {
        option(name)?.stringValue ?? argument(name)?.stringValue
    }

    /// A pattern option or argument, compiled (falls back to compiling it now).
    func pattern(_ name: String) -> CompiledPattern? {
        settings.patterns[name] ?? string(name).flatMap(CompiledPattern.init)
    }

    func strings(_ name: String) -> [String] {
        settings.stringLists[name] ?? []
    }

    /// The metadata field a string argument names: `nil` when it is absent, not a string or
    /// not a known field.
    func field(argument name: String) -> MetadataField? {
        settings.argumentFields[name]
    }

    /// The metadata fields a list option or argument names (unknown names left out).
    func fields(_ name: String) -> [MetadataField] {
        settings.fieldLists[name] ?? []
    }

    // MARK: The scope's data

    /// The scope's API calls in time order (capture scope: every call).
    public var calls: [APICall] { scope.calls }

    /// The scope's DCR pings with their timeline index, in timeline order (capture scope: every
    /// DCR ping).
    var dcrPings: [(index: Int, ping: PingView)] { scope.dcrPings }

    /// Content (non-ad) DCR pings of the scope.
    var contentPings: [(index: Int, ping: PingView)] { scope.contentPings }

    /// What the SDK itself said in this scope (App SDK events such as `PAUSE`, `FORWARD`,
    /// `SESSION END`, and complaints), in log order: exact evidence of what the SDK saw.
    var sdkMessages: [SDKMessage] {
        let t = timeline
        guard let session else { return t.sdkMessages }
        return (t.sdkMessagesBySession[session.ordinal] ?? []).map { t.sdkMessages[$0] }
    }

    /// Every Nielsen request of the capture with its timeline index (capture scope only).
    var nielsenPings: [(index: Int, ping: PingView)] { scope.nielsenPings }

    /// Whether the capture may record network traffic: anything but files that cannot show it
    /// (API traces, an iOS console at INFO level) alone.
    var hasTrafficEvidence: Bool {
        !timeline.pings.isEmpty || timeline.files.isEmpty || timeline.files.contains(where: \.recordsTraffic)
    }

    /// Why the capture shows no traffic when `hasTrafficEvidence` is false: what its files are.
    var trafficGap: String {
        let gaps = Set(timeline.files.compactMap(\.trafficGap)).sorted()
        return gaps.isEmpty ? "the capture records no traffic" : gaps.joined(separator: ", and ")
    }

    public var assetID: String? { session?.primaryAssetID }

    // MARK: Evidence items

    /// The item for a call of the timeline (one of `calls`); a call that is not there is kept
    /// with its text.
    public func item(_ call: APICall) -> EvidenceItem {
        guard let index = callIndex(of: call) else {
            return EvidenceItem(location: call.location, summary: Self.describe(call))
        }
        return EvidenceItem(location: call.location, reference: .call(index))
    }

    /// The index in `timeline.calls` of `call`: among the scope's calls (an index the scope builds
    /// when a finding first asks, shared by its rules — a session whose every ad break is a
    /// finding asks thousands of times), else among all (a call from outside the session).
    private func callIndex(of call: APICall) -> Int? {
        if let i = scope.callLocations.index(of: call) { return i }
        guard session != nil else { return nil }
        let all = timeline.calls
        return all.indices.first { all[$0].location == call.location && all[$0] == call }
    }

    public func item(pingAt index: Int) -> EvidenceItem? {
        guard timeline.pings.indices.contains(index) else { return nil }
        return EvidenceItem(location: timeline.pings[index].location, reference: .ping(index))
    }

    /// `loadMetadata(content VID-1)`, `setPlayheadPosition(10)`, `stop`.
    static func describe(_ call: APICall) -> String { DisplayCut.text(describeWhole(call)) }

    private static func describeWhole(_ call: APICall) -> String {
        switch call.api {
        case .loadMetadata:
            let type = call.metadataType ?? "?"
            let asset = call.firstArg?["assetid"]?.stringValue ?? "?"
            return "\(call.rawName)(\(type) \(asset))"
        case .playheadPosition:
            return "\(call.rawName)(\(call.position.map(Self.number) ?? "?"))"
        default:
            if let arg = call.firstArg, case .object = arg { return "\(call.rawName)(\(JSONWriter.write(arg)))" }
            if let arg = call.firstArg?.stringValue { return "\(call.rawName)(\(arg))" }
            if let p = call.position { return "\(call.rawName)(\(Self.number(p)))" }
            return call.rawName
        }
    }

    static func number(_ d: Double) -> String {
        d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
