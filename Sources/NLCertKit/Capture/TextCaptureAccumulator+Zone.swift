extension TextCaptureAccumulator {
    /// What a note says of times without a zone when nothing in the file tells the zone.
    static let zoneReadAsUTC = "no time zone (read as UTC)"

    /// Puts the file's zoneless times in the zone the App SDK's own clock shows for them (see
    /// `LogClockZone`), moving requests, calls and SDK messages alike, and says so in the
    /// note that told of the missing zone. Times the file gave with a zone, or that are the
    /// SDK's own (epoch) times, are left as they are.
    mutating func placeZonelessTimes() {
        guard let offset = clockZone.offsetSeconds else { return }
        func placed(_ time: inout Timestamp?) {
            guard var t = time, t.utcOffsetSeconds == nil else { return }
            t.epochMillis -= Double(offset) * 1000
            t.utcOffsetSeconds = offset
            time = t
        }
        for i in requests.indices { placed(&requests[i].time) }
        // A call keeps its fields in a box: only the calls that move are written.
        for i in calls.indices where calls[i].time.map({ $0.utcOffsetSeconds == nil }) ?? false {
            placed(&calls[i].time)
        }
        for i in sdkMessages.indices { placed(&sdkMessages[i].time) }
        let agreeing = clockZone.agreeing
        let observed = clockZone.observed
        let agree = agreeing == observed ? "all \(observed) agree" : "\(agreeing) of \(observed) agree"
        let found =
            "no time zone; the Nielsen SDK's own Unix times (on its log lines, in its pings' c62 sendTime) put them at "
            + "\(LogClockZone.name(offset)) — \(agree) — and nlcert reads them so"
        for i in zoneNotes where notes.indices.contains(i) {
            notes[i].message = notes[i].message.replacing(Self.zoneReadAsUTC, with: found, maxReplacements: 1)
        }
    }
}
