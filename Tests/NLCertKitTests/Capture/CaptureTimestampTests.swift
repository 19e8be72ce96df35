import Testing

@testable import NLCertKit

/// `Timestamp` parsing. Expected instants come from the corpus `*.urls.txt`, whose loopback
/// server wrote each request's epoch milliseconds next to its ISO time
/// (`1796026039673  2026-11-30T08:07:19.673+00:00`).
@Suite struct CaptureTimestampTests {
    static let corpusMillis = 1_796_026_039_673.0

    @Test(arguments: [
        ("2026-11-30T08:07:19.673Z", 0),  // Chrome, Safari
        ("2026-11-30T08:07:19.673+00:00", 0),  // corpus urls.txt
        ("2026-11-30T01:07:19.673-07:00", -7 * 3600),  // Firefox, Charles
        ("2026-11-30T01:07:19.6730000-07:00", -7 * 3600),  // .NET, 7 digits
        ("2026-11-30T09:37:19.673+0130", 5400),  // compact offset
        ("2026-11-30 08:07:19.673Z", 0),  // space instead of T
    ])
    func parsesShapesWithOffsets(text: String, offset: Int) throws {
        let t = try #require(Timestamp.parseISO8601(text))
        #expect(t.epochMillis == Self.corpusMillis)
        #expect(t.utcOffsetSeconds == offset)
        #expect(t.original == text)
    }

    /// A HAR time written as `iso8601` writes it is not stored a second time; every text still
    /// reads back as written — that shape and its near misses (leap second, lower-case `t`,
    /// other fraction lengths, trailing space, other zones) — and stays so when the time is
    /// moved later (a clock alignment), and equal instants with equal texts are equal.
    @Test(arguments: [
        "2026-11-30T08:07:19.673Z", "2026-11-30T23:59:60.000Z", "2026-11-30t08:07:19.673Z",
        "2026-11-30T08:07:19.67Z", "2026-11-30T08:07:19.6730Z", "2026-11-30T08:07:19.673Z ",
        "2026-11-30T08:07:19.673z", "2026-11-30T08:07:19.673+00:00", "2026-11-30T08:07:19Z",
        "2026-11-30 08:07:19.673Z", "0000-01-01T00:00:00.000Z", "9999-12-31T23:59:59.999Z",
        "2026-11-30T08:07:19.67 ", "2026-11-30T08:07:19.6Z  ",
    ])
    func originalTextReadsBackAsWritten(text: String) throws {
        var t = try #require(Timestamp.parseISO8601(text))
        #expect(t.original == text)
        let written = Timestamp(epochMillis: t.epochMillis, utcOffsetSeconds: t.utcOffsetSeconds, original: text)
        #expect(t == written)
        #expect(t.hashValue == written.hashValue)
        t.epochMillis += 3_600_000
        #expect(t.original == text)
        var zoned = try #require(Timestamp.parseISO8601(text))
        zoned.utcOffsetSeconds = 3600
        #expect(zoned.original == text)
        #expect(t != written)
    }

    @Test func microsecondsAndMissingFraction() throws {
        let micro = try #require(Timestamp.parseISO8601("2026-11-30T08:07:19.673250+00:00"))
        #expect(micro.epochMillis == Self.corpusMillis + 0.25)
        // Proxyman: no fraction, local offset.
        let whole = try #require(Timestamp.parseISO8601("2026-11-30T09:07:19+01:00"))
        #expect(whole.epochMillis == Self.corpusMillis - 673)
        #expect(whole.utcOffsetSeconds == 3600)
    }

    @Test func noZoneIsUTCButMarked() throws {
        let t = try #require(Timestamp.parseISO8601("2026-11-30T08:07:19.673"))
        #expect(t.epochMillis == Self.corpusMillis)
        #expect(t.utcOffsetSeconds == nil)
    }

    @Test(arguments: [
        "", "2026-11-30", "yesterday", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-11-30T24:00:00Z",
        "2026-11-30T08:07:19.Z", "2026-11-30T08:07:19.673+25:00", "2026-11-30T08:07:19.673Zjunk", "1796026039673",
    ])
    func refusesNonDates(text: String) {
        #expect(Timestamp.parseISO8601(text) == nil)
    }

    @Test func leapDayAndEpochStart() {
        #expect(Timestamp.parseISO8601("1970-01-01T00:00:00Z")?.epochMillis == 0)
        // 2024-02-29 is day 19782 after the epoch (2024-01-01 is 19723; + 31 + 28).
        #expect(Timestamp.parseISO8601("2024-02-29T00:00:00Z")?.epochMillis == Double(19_782 * 86_400_000))
        #expect(Timestamp.parseISO8601("2023-02-29T00:00:00Z") == nil)
    }

    @Test func epochMillisText() {
        #expect(Timestamp.parseEpochMillis("1796026039673")?.epochMillis == Self.corpusMillis)
        #expect(Timestamp.parseEpochMillis("12") == nil)
        #expect(Timestamp.parseEpochMillis("17960x26039673") == nil)
    }

    @Test func displaysInTheOriginalOffset() throws {
        let t = try #require(Timestamp.parseISO8601("2026-11-30T01:07:19.673-07:00"))
        #expect(t.iso8601 == "2026-11-30T01:07:19.673-07:00")
        #expect(Timestamp(epochMillis: Self.corpusMillis).iso8601 == "2026-11-30T08:07:19.673Z")
    }
}
