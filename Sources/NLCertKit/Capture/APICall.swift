/// The SDK API a call went to, with the platforms' spellings folded together
/// (`setPlayheadPosition` on browser/Android is `playheadPosition` on iOS).
public enum APIName: String, Sendable, Hashable, CaseIterable {
    case initialize = "init"
    case play
    case loadMetadata
    case playheadPosition
    case stop
    case end
    case userOptOut
    case updateOTT
    case sendID3
    case setMeasurementState
    case appDisableApi
    case staticEnd
    case trackViewability
    case other

    /// Maps any platform's name for an API to nlcert's; unknown names are `.other`.
    public init(platformName: String) {
        switch platformName {
        // Flutter's plugin creates the SDK instance with createInstance.
        case "init", "initialize", "initWithAppInfo", "NielsenAppApi", "ggInitialize", "createInstance":
            self = .initialize
        case "play": self = .play
        case "loadMetadata", "loadmetadata": self = .loadMetadata
        case "playheadPosition", "setPlayheadPosition", "setplayheadposition": self = .playheadPosition
        case "stop": self = .stop
        case "end": self = .end
        // `userOptOutURLString()` (Android) is a getter: it returns the opt-out page's URL and
        // opts nobody out, like `optOutURL` on iOS.
        case "userOptOut": self = .userOptOut
        case "updateOTT": self = .updateOTT
        case "sendID3", "sendId3": self = .sendID3
        case "setMeasurementState": self = .setMeasurementState
        case "appDisableApi", "setAppDisableApi": self = .appDisableApi
        case "staticEnd": self = .staticEnd
        case "trackViewability": self = .trackViewability
        default: self = .other
        }
    }
}

/// One call the app made into the SDK, read from an API trace or an SDK debug log. These are
/// the *exact* evidence: pings only let nlcert infer them.
///
/// The fields live in one copy-on-write box, like `Ping`'s: a trace of a million calls is
/// filtered, ordered and split into sessions by value, and each copy is then one reference
/// count rather than ~200 bytes and a count per string and array inside.
public struct APICall: Sendable, Hashable {
    private var box: Box

    private final class Box: @unchecked Sendable {
        // Mutated only through `APICall`'s setters, and only when this box is not shared.
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private struct Fields: Hashable {
        var api: APIName
        var rawName: String
        var args: [JSONValue]
        var time: Timestamp?
        var location: SourceLocation
        var format: SourceFormat
        var outcome: String?
        var ordinal: Int
        var argumentsMissing = false
        var outcomeLocation: SourceLocation?
    }

    /// The fields, for a change: the box is copied first when another call shares it.
    private var unique: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    public var api: APIName {
        get { box.fields.api }
        set { unique.api = newValue }
    }
    /// The name as written in the source (`setPlayheadPosition`, `playheadPosition`, …).
    public var rawName: String {
        get { box.fields.rawName }
        set { unique.rawName = newValue }
    }
    public var args: [JSONValue] {
        get { box.fields.args }
        set { unique.args = newValue }
    }
    public var time: Timestamp? {
        get { box.fields.time }
        set { unique.time = newValue }
    }
    public var location: SourceLocation {
        get { box.fields.location }
        set { unique.location = newValue }
    }
    public var format: SourceFormat {
        get { box.fields.format }
        set { unique.format = newValue }
    }
    /// What the SDK answered, when the log says (`SUCCESS`, `FAILED`, `JSON EXCEPTION`).
    public var outcome: String? {
        get { box.fields.outcome }
        set { unique.outcome = newValue }
    }
    public var ordinal: Int {
        get { box.fields.ordinal }
        set { unique.ordinal = newValue }
    }
    /// The log shows the call (its `… API - SUCCESS` line) but lost the line with its argument:
    /// what it was called with is unknown, so rules that read arguments must not decide from
    /// it (they fall back to the pings, or say not checked).
    var argumentsMissing: Bool {
        get { box.fields.argumentsMissing }
        set { unique.argumentsMissing = newValue }
    }
    /// The other log line of the call (App SDK 10.x: the outcome line after the argument line).
    var outcomeLocation: SourceLocation? {
        get { box.fields.outcomeLocation }
        set { unique.outcomeLocation = newValue }
    }

    public static func == (a: APICall, b: APICall) -> Bool { a.box === b.box || a.box.fields == b.box.fields }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Whether the App SDK 10.x logs this API's argument on a line of its own before the outcome
    /// line (so an outcome line without it is an incomplete call). Other APIs' arguments are
    /// not known to be logged: their calls are taken as the log states them.
    static func takesArgument(_ api: APIName) -> Bool {
        switch api {
        case .initialize, .play, .loadMetadata, .playheadPosition: return true
        default: return false
        }
    }

    public init(
        api: APIName, rawName: String, args: [JSONValue], time: Timestamp?, location: SourceLocation,
        format: SourceFormat, outcome: String? = nil, ordinal: Int
    ) {
        box = Box(
            Fields(
                api: api, rawName: rawName, args: args, time: time, location: location, format: format,
                outcome: outcome, ordinal: ordinal))
    }

    /// The first argument, the only one most APIs take.
    var firstArg: JSONValue? { args.first }

    /// For `loadMetadata`: the metadata object's `type` value.
    public var metadataType: String? { args.first?["type"]?.stringValue }

    /// For `playheadPosition`, `stop` and `play` with a number: that number.
    public var position: Double? {
        if let d = args.first?.doubleValue { return d }
        if let s = args.first?.stringValue { return Double(s) }
        return nil
    }
}
