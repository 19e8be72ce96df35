/// One ad (calls, App SDK ad pings) or one batch of ad seconds a browser ping counted.
///
/// A browser capture has an ad view for every content ping that counted ad time — nine a
/// session in a typical stream, nearly a million in a large capture — so the fields are laid
/// out to take 88 bytes and no list of their own for the one ping that showed most of them,
/// instead of 104 bytes and a 48-byte list.
public struct AdView: Sendable, Hashable {
    /// Known from calls and App SDK ad pings; the browser SDK never sends it.
    public var assetID: String?
    /// The metadata `type` (`preroll`, `midroll`, `postroll`, `ad`) when calls show it.
    public var type: String?
    public var callIndices: [Int]
    /// The pings that show the ad, in order (indices into `Timeline.pings`).
    public var pingIndices: [Int] {
        get {
            guard firstPing != Self.noPing else { return [] }
            return morePings.isEmpty ? [firstPing] : [firstPing] + morePings
        }
        set {
            firstPing = newValue.first ?? Self.noPing
            morePings = newValue.count > 1 ? Array(newValue.dropFirst()) : []
        }
    }
    /// Ad seconds (`adl`) or playhead count.
    public var seconds: Int? {
        get { has(Self.hasSeconds) ? storedSeconds : nil }
        set {
            storedSeconds = newValue ?? 0
            set(Self.hasSeconds, newValue != nil)
        }
    }
    /// How many ads this stands for (`noad`), 1 for calls.
    public var count: Int
    public var time: Double? {
        get { has(Self.hasTime) ? storedTime : nil }
        set {
            storedTime = newValue ?? 0
            set(Self.hasTime, newValue != nil)
        }
    }
    /// Whether `time` is when the ad ran. A Browser SDK ping counts the ads since the ping
    /// before it without saying when they played; when nothing in the session pins the break
    /// (a content view resumed after it, the content's start or end), `time` is only when the
    /// ping counted it, and the place is unknown.
    public var placeKnown: Bool {
        get { !has(Self.placeUnknown) }
        set { set(Self.placeUnknown, !newValue) }
    }
    /// The first of `pingIndices`, `noPing` for none; the rest in `morePings` (empty, and so no
    /// storage, for an ad one ping shows).
    private var firstPing: Int
    private static let noPing = Int.min
    private var morePings: [Int]
    /// `time` and `seconds` without an optional's extra byte each; `present` says which there are.
    private var storedTime: Double
    private var storedSeconds: Int
    private var present: UInt8
    // Declared last, so that these one-byte fields share the flags' padding.
    public var position: AdPosition
    public var certainty: Certainty

    private static let hasTime: UInt8 = 1
    private static let hasSeconds: UInt8 = 2
    private static let placeUnknown: UInt8 = 4
    private func has(_ flag: UInt8) -> Bool { present & flag != 0 }
    private mutating func set(_ flag: UInt8, _ on: Bool) { present = on ? present | flag : present & ~flag }

    public init(
        position: AdPosition, assetID: String? = nil, type: String? = nil, seconds: Int? = nil, count: Int = 1,
        time: Double? = nil, pingIndices: [Int] = [], callIndices: [Int] = [], certainty: Certainty
    ) {
        self.position = position
        self.assetID = assetID
        self.type = type
        self.storedSeconds = seconds ?? 0
        self.count = count
        self.storedTime = time ?? 0
        self.present = (time == nil ? 0 : Self.hasTime) | (seconds == nil ? 0 : Self.hasSeconds)
        self.firstPing = pingIndices.first ?? Self.noPing
        self.morePings = pingIndices.count > 1 ? Array(pingIndices.dropFirst()) : []
        self.callIndices = callIndices
        self.certainty = certainty
    }
}
