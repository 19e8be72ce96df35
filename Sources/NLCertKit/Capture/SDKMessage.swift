/// A line of the SDK's own output that is not an API call or a request but says something a
/// rule can use: an event the SDK derived (`EVENT- (PLAY) REPORTED`, `SESSION END`, `CONFIG
/// RECEIVED`) or a complaint (a numbered error line, the background warning, a Browser SDK
/// `/cgi-bin/error` report). Kept with its line, so a finding can point at it.
struct SDKMessage: Sendable, Hashable {
    enum Kind: String, Sendable, Hashable {
        /// Something the SDK did or derived (timeline evidence).
        case event
        /// The SDK's own error or warning about what the app did.
        case complaint
    }

    var kind: Kind
    /// `PLAY`, `STOP`, `PAUSE`, `FORWARD`, `SESSION END`, `CONFIG RECEIVED` for events; the
    /// matched entry's id (`app-1025`) or `unknown` for complaints.
    var name: String
    /// The SDK's error code when the line or report carries one (App SDK 1025, Browser SDK 15).
    var code: Int?
    /// The SDK's text, as logged.
    var text: String
    /// The line's time (capture clock once the timeline has aligned the clocks).
    var time: Timestamp?
    /// The time the SDK itself wrote into the line (`Timestamp: <ms>` of an EVENT line).
    var sdkTime: Timestamp?
    /// Playhead positions the line states (`Playhead: 10, 60` → [10, 60]).
    var playheads: [Double]
    var location: SourceLocation
    /// The rule the complaint is evidence for (from `rules/sdk-messages.json`); `nil` for an
    /// event or a complaint nlcert does not know.
    var ruleID: String?
    /// The rule the complaint is evidence for when the stream's loadMetadata came before it
    /// (`ruleAfterLoadMetadata` in the file); the timeline decides which applies.
    var ruleAfterLoadMetadata: String?
    /// What the complaint means, in nlcert's words, when the entry says.
    var meaning: String?

    init(
        kind: Kind, name: String, code: Int? = nil, text: String, time: Timestamp? = nil, sdkTime: Timestamp? = nil,
        playheads: [Double] = [], location: SourceLocation, ruleID: String? = nil,
        ruleAfterLoadMetadata: String? = nil, meaning: String? = nil
    ) {
        self.ruleAfterLoadMetadata = ruleAfterLoadMetadata
        self.kind = kind
        self.name = name
        self.code = code
        self.text = text
        self.time = time
        self.sdkTime = sdkTime
        self.playheads = playheads
        self.location = location
        self.ruleID = ruleID
        self.meaning = meaning
    }
}
