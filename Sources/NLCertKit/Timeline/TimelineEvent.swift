/// One thing that happened in a viewing session: an API call (exact) or something the pings
/// imply (inferred), with where it was seen.
public struct TimelineEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An API call from a trace or SDK log; `call` holds it.
        case call
        /// `at=view` DCR ping.
        case viewPing = "view-ping"
        /// `at=timer` DCR content duration ping (credited seconds in `detail`).
        case durationPing = "duration-ping"
        /// App SDK ad ping (`c3=st,a`).
        case adPing = "ad-ping"
        /// `evdata` events.
        case playEvent = "play"
        case pauseEvent = "pause"
        case resumeEvent = "resume"
        case forwardEvent = "forward"
        case endEvent = "end"
        /// A seek read from the calls: the playhead jumped forward or back once between two
        /// playhead calls and then went on in step (exact).
        case seek
        /// `c64 starttm` changed: a new content view began (loadMetadata(content)).
        case contentViewStart = "content-view-start"
        /// A ping counted ad time since the previous one (`adl`/`noad`).
        case adsCounted = "ads-counted"
    }

    // Fields are declared widest first, so that the small ones share the padding, and the
    // optional numbers keep their "none" in one byte of flags: 88 bytes an event, not 128.
    /// One readable line: `loadMetadata(content VID-1)`, `duration ping: 40 s credited`.
    public var summary: String
    /// The call, for `.call` events (a reference: `APICall` keeps its fields in a box).
    public var call: APICall?
    public var location: SourceLocation?
    /// Epoch seconds on the capture's clock (calls are shifted by the timeline's clock offset).
    public var time: Double? {
        get { has(Self.hasTime) ? storedTime : nil }
        set {
            storedTime = newValue ?? 0
            set(Self.hasTime, newValue != nil)
        }
    }
    /// Index into `Timeline.pings`, for events read from a ping.
    var pingIndex: Int? {
        get { storedPingIndex < 0 ? nil : Int(storedPingIndex) }
        set { storedPingIndex = Self.stored(newValue) }
    }
    /// The playhead, when the event carries one (playhead calls, `evdata` positions).
    public var position: Double? {
        get { has(Self.hasPosition) ? storedPosition : nil }
        set {
            storedPosition = newValue ?? 0
            set(Self.hasPosition, newValue != nil)
        }
    }
    /// `time` and `position` without their optional's extra byte each (which padded each to
    /// 16): `present` says which of them there is.
    private var storedTime: Double
    private var storedPosition: Double
    /// `pingIndex` in 32 bits, `-1` for none (an `Int?` takes 9 bytes and pads to 16; a
    /// timeline cannot hold 2³¹ pings, each being hundreds of bytes in memory).
    private var storedPingIndex: Int32
    public var kind: Kind
    public var certainty: Certainty
    private var present: UInt8

    private static let hasTime: UInt8 = 1
    private static let hasPosition: UInt8 = 2
    private func has(_ flag: UInt8) -> Bool { present & flag != 0 }
    private mutating func set(_ flag: UInt8, _ on: Bool) { present = on ? present | flag : present & ~flag }

    public init(
        kind: Kind, time: Double?, certainty: Certainty, summary: String, location: SourceLocation? = nil,
        call: APICall? = nil, pingIndex: Int? = nil, position: Double? = nil
    ) {
        self.kind = kind
        self.storedTime = time ?? 0
        self.certainty = certainty
        // What a person reads: a capture value in it is cut (see `DisplayCut`).
        self.summary = DisplayCut.text(summary)
        self.location = location
        self.call = call
        self.storedPingIndex = Self.stored(pingIndex)
        self.storedPosition = position ?? 0
        self.present = (time == nil ? 0 : Self.hasTime) | (position == nil ? 0 : Self.hasPosition)
    }

    private static func stored(_ index: Int?) -> Int32 {
        guard let index, index >= 0 else { return -1 }
        return Int32(clamping: index)
    }
}
