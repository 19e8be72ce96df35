/// The UTC offset of a log whose lines give local times without a zone (logcat's default
/// formats on a phone set to its owner's time zone), read from the Nielsen SDK's own clock:
/// each App SDK 10.x line carries the Unix second it was written in (`[1796122195] [DEBUG] …`),
/// and a ping the log reports sent carries the second it was sent (`c62=sendTime,…`); the
/// line's local time minus that second is the device's offset from UTC.
///
/// Without it, a log written at UTC+01:00 and read as UTC puts every call an hour away from
/// the pings' own `createtm` times: the calls fall outside their viewing session, the session
/// looks as if its log were missing, and the rules the calls would decide go undecided.
///
/// Every offset in use is a whole number of quarter hours (UTC-12:00 … UTC+14:00); each SDK
/// line votes for one, and the offset most lines agree on is taken when it is more than half of
/// them. A line whose two clocks are further than `tolerance` from any quarter hour (a clock
/// changed while the log ran, a year assumed wrongly) votes for none. Memory is a vote per
/// possible offset, whatever the log's length.
struct LogClockZone: Sendable {
    /// Votes by offset, in quarter hours.
    private(set) var votes: [Int: Int] = [:]
    /// SDK lines whose clocks matched no offset.
    private(set) var strays = 0

    /// How far a line's local time may lie from its SDK second plus an offset: the SDK takes
    /// its second a moment before logcat stamps the line.
    static let tolerance = 10.0
    static let quarterHour = 900
    /// UTC-12:00 and UTC+14:00, in quarter hours.
    static let quarters = -48...56

    /// Counts one SDK line: `localAsUTCMillis` is its logcat time read as if it were UTC,
    /// `sdkSeconds` the Unix second the SDK wrote on it.
    mutating func observe(localAsUTCMillis: Double, sdkSeconds: Int) {
        // The SDK's second is cut down to the whole second: the true difference is half a
        // second less, on average.
        let difference = localAsUTCMillis / 1000 - Double(sdkSeconds) - 0.5
        let q = (difference / Double(Self.quarterHour)).rounded()
        guard q.isFinite, abs(q) <= 1000, Self.quarters.contains(Int(q)),
            abs(difference - q * Double(Self.quarterHour)) <= Self.tolerance
        else {
            strays += 1
            return
        }
        votes[Int(q), default: 0] += 1
    }

    /// The SDK lines counted.
    var observed: Int { votes.values.reduce(strays, +) }

    /// Enough lines have voted for the answer to stand: a long log's other SDK lines are not
    /// taken apart again for it.
    var isSettled: Bool { observed >= Self.enoughLines }
    static let enoughLines = 4096

    /// The offset most lines agree on, in seconds, when they are more than half of the lines
    /// counted; `nil` when there is no SDK line with a time or no majority. Ties go to the
    /// smaller offset, so the answer never depends on the order of the lines.
    var offsetSeconds: Int? {
        guard
            let best = votes.max(by: { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }),
            best.value * 2 > observed
        else { return nil }
        return best.key * Self.quarterHour
    }

    /// Lines that agree with `offsetSeconds`.
    var agreeing: Int { offsetSeconds.flatMap { votes[$0 / Self.quarterHour] } ?? 0 }

    /// The `c62=sendTime,<unix s>` of a ping URL: when the SDK sent it, on its own clock.
    static func sendTime(in url: String) -> Int? {
        guard let value = RequestClassifier.queryValue("c62", in: RequestURL.parse(url)?.query),
            value.hasPrefix("sendTime,")
        else { return nil }
        let digits = value.dropFirst("sendTime,".count)
        guard (9...12).contains(digits.count) else { return nil }
        return Int(digits)
    }

    /// The Unix second an App SDK 10.x line carries in its frame (`[1796122195] [DEBUG] …`).
    static func sdkSecond(of message: String) -> Int? {
        guard message.utf8.contains(UInt8(ascii: "[")) else { return nil }
        return AndroidSDKLine.parse(message).seconds
    }

    /// `UTC+01:00`, `UTC-05:30`, `UTC`.
    static func name(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        let mm = minutes % 60
        return "UTC\(seconds < 0 ? "-" : "+")\(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(mm < 10 ? "0" : "")\(mm)"
    }
}
