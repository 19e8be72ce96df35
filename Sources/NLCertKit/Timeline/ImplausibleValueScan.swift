/// Finds ping values that are whole numbers out of any plausible range (a 19-digit `c27 cln`,
/// an `evdata` position past 10^13): the timeline and the rules read them as absent (see
/// `PlausibleNumber`), and this says so in one capture note per parameter, with the first
/// ping's location and how many pings hold such a value — never silently.
enum ImplausibleValueScan {
    /// The parameters read as numbers, with the name a person knows them by.
    static let numericKeys: [(key: String, name: String)] = [
        ("c27", "cln"), ("c51", "adsec"), ("c52", "adcnt"), ("c61", "createtm"), ("c64", "starttm"),
        ("davty", "davty"), ("sd", "sd"),
    ]

    static func notes(_ pings: [Ping]) -> [CaptureNote] {
        // On one core: the timeline runs this beside the session grouping, which keeps the other.
        let hits = pings.indices.map { i in pings[i].kind.isNielsen ? outOfRange(pings[i]) : [] }
        var first: [String: (location: SourceLocation, value: String)] = [:]
        var counts: [String: Int] = [:]
        // Only the pings with a hit are visited: nearly none has one, and a copy of each of a
        // million pings is a reference count up and down.
        for i in hits.indices where !hits[i].isEmpty {
            for (key, value) in hits[i] {
                counts[key, default: 0] += 1
                if first[key] == nil { first[key] = (pings[i].location, value) }
            }
        }
        let names = Dictionary(uniqueKeysWithValues: numericKeys.map { ($0.key, $0.name) })
        return scannedKeys.compactMap { key in
            guard let hit = first[key], let count = counts[key] else { return nil }
            let label = names[key].map { $0 == key ? key : "\(key) \($0)" } ?? key
            return CaptureNote(
                level: .warning, location: hit.location,
                message:
                    "\(label) holds \(hit.value.prefix(40)) in \(count) ping(s) (the first here), beyond any plausible value "
                    + "(±\(PlausibleNumber.limit)): nlcert reads it as absent; check what the app or the capture tool wrote"
            )
        }
    }

    /// A ping's values out of any plausible range, by key (`evdata`: its first such field).
    /// The keys scanned, the numbers' then `evdata`.
    static let scannedKeys = numericKeys.map(\.key) + ["evdata"]
    /// `scannedKeys` with their hot slots, found once.
    private static let scanned = ParameterKeys(scannedKeys)

    static func outOfRange(_ ping: Ping) -> [(key: String, value: String)] {
        var found: [(key: String, value: String)] = []
        // An out-of-range number has at least `shortestOutOfRange` digits in a row: a value
        // whose bytes as sent cannot decode to that many (nearly every one: times have 10 or 13)
        // is not built to be looked at. All keys are asked in one look at the ping.
        for k in ping.keysMayHoldDigits(scanned, inARow: PlausibleNumber.shortestOutOfRange) {
            let key = scannedKeys[k]
            guard let value = ping.value(key) else { continue }
            if key == "evdata" {
                if let bad = outOfRangeField(value) { found.append((key, bad)) }
            } else if PlausibleNumber.isOutOfRange(value) {
                found.append((key, value))
            }
        }
        return found
    }

    static func outOfRangeField(_ evdata: String) -> String? {
        for item in evdata.split(separator: "~") {
            for field in item.split(separator: ":").dropFirst() where PlausibleNumber.isOutOfRange(field) {
                return String(field)
            }
        }
        return nil
    }
}
