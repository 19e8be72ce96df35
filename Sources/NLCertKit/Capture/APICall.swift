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
public struct APICall: Sendable, Hashable {
    public var api: APIName
    /// The name as written in the source (`setPlayheadPosition`, `playheadPosition`, …).
    public var rawName: String
    public var args: [JSONValue]
    public var time: Timestamp?
    public var location: SourceLocation
    public var format: SourceFormat
    /// What the SDK answered, when the log says (`SUCCESS`, `FAILED`, `JSON EXCEPTION`).
    public var outcome: String?
    public var ordinal: Int
    /// The log shows the call (its `… API - SUCCESS` line) but lost the line with its argument:
    /// what it was called with is unknown, so rules that read arguments must not decide from
    /// it (they fall back to the pings, or say not checked).
    var argumentsMissing: Bool = false
    /// The other log line of the call (App SDK 10.x: the outcome line after the argument line).
    var outcomeLocation: SourceLocation?

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
        self.api = api
        self.rawName = rawName
        self.args = args
        self.time = time
        self.location = location
        self.format = format
        self.outcome = outcome
        self.ordinal = ordinal
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
