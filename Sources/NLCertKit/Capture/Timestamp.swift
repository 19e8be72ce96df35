/// A point in time read from a capture, kept with the offset it was written in.
public struct Timestamp: Hashable, Sendable, Comparable {
    /// Milliseconds since 1970-01-01 UTC.
    public var epochMillis: Double
    /// The UTC offset the source wrote, in seconds; `nil` when the source gave no zone (nlcert
    /// then assumed UTC and says so through a capture note).
    public var utcOffsetSeconds: Int?
    /// The text as it appeared in the file, when there was one.
    public var original: String?

    public init(epochMillis: Double, utcOffsetSeconds: Int? = 0, original: String? = nil) {
        self.epochMillis = epochMillis
        self.utcOffsetSeconds = utcOffsetSeconds
        self.original = original
    }

    public var epochSeconds: Double { epochMillis / 1000 }

    public static func < (a: Timestamp, b: Timestamp) -> Bool { a.epochMillis < b.epochMillis }
}
