/// Reads the browser SDK's `evdata` value: `~`-separated items `PL:<ts>:<pos>`, `PU:…`,
/// `RE:…`, `ST:…` and `FW:<ts>:<to>:<from>:<delta>` (the DCR ping parameters).
///
/// The App SDK (10.x) writes the event times in epoch *milliseconds* (`PL:1796122205271:0`),
/// the Browser SDK in seconds: times are kept in seconds either way, so events compare with
/// `c61 createtm` and `c64 starttm`.
enum EvdataParser {
    /// An event time in seconds: a 12-digit-or-longer value is epoch milliseconds (no event
    /// in seconds reaches year 5000).
    static func seconds(_ t: Int) -> Int { t >= 100_000_000_000 ? t / 1000 : t }

    /// The events that parsed, and one problem text per item that did not.
    static func parse(_ value: String) -> (events: [PingEvent], problems: [String]) {
        var value = value
        value.makeContiguousUTF8()
        if let events = value.utf8.withContiguousStorageIfAvailable(parseWellFormed) ?? nil {
            return (events, [])
        }
        return parseReportingProblems(value)
    }

    /// The fast path, on bytes: the events when every item is well formed, else `nil` (and
    /// the text is read again item by item to say what is wrong).
    static func parseWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> [PingEvent]? {
        var events: [PingEvent] = []
        let n = bytes.count
        guard n > 0 else { return events }
        var start = 0
        var fields = (0, 0, 0, 0, 0)
        while start <= n {
            let end = ByteScan.find(UInt8(ascii: "~"), in: bytes, from: start, to: n)
            guard end > start + 2, bytes[start + 2] == UInt8(ascii: ":") else { return nil }
            let kind: PingEvent.Kind
            switch (bytes[start], bytes[start + 1]) {
            case (0x50, 0x4C): kind = .play  // PL
            case (0x50, 0x55): kind = .pause  // PU
            case (0x52, 0x45): kind = .resume  // RE
            case (0x46, 0x57): kind = .forward  // FW
            case (0x53, 0x54): kind = .end  // ST
            default: return nil
            }
            let expected = kind == .forward ? 4 : 2
            var count = 0
            var fieldStart = start + 3
            while true {
                let fieldEnd = ByteScan.find(UInt8(ascii: ":"), in: bytes, from: fieldStart, to: end)
                guard count < expected, let number = ParameterTable.parseInt(bytes, fieldStart..<fieldEnd),
                    PlausibleNumber.isPlausible(number)
                else { return nil }
                switch count {
                case 0: fields.0 = number
                case 1: fields.1 = number
                case 2: fields.2 = number
                default: fields.3 = number
                }
                count += 1
                if fieldEnd == end { break }
                fieldStart = fieldEnd + 1
            }
            guard count == expected else { return nil }
            if kind == .forward {
                events.append(
                    PingEvent(kind: kind, time: seconds(fields.0), position: fields.1, from: fields.2, delta: fields.3))
            } else {
                events.append(PingEvent(kind: kind, time: seconds(fields.0), position: fields.1))
            }
            start = end + 1
        }
        return events
    }

    /// The events that parsed, and one problem text per item that did not.
    static func parseReportingProblems(_ value: String) -> (events: [PingEvent], problems: [String]) {
        var events: [PingEvent] = []
        var problems: [String] = []
        guard !value.isEmpty else { return ([], []) }
        var index = 0
        for item in value.split(separator: "~", omittingEmptySubsequences: false) {
            index += 1
            if item.isEmpty {
                problems.append("evdata item \(index) is empty")
                continue
            }
            let fields = item.split(separator: ":", omittingEmptySubsequences: false)
            guard let code = fields.first, let kind = PingEvent.Kind(rawValue: String(code)) else {
                problems.append("evdata item \(index) '\(item.prefix(40))' has an unknown event code")
                continue
            }
            let expected = kind == .forward ? 5 : 3
            guard fields.count == expected else {
                problems.append(
                    "evdata item \(index) '\(item.prefix(40))' has \(fields.count - 1) fields, \(kind.rawValue) takes \(expected - 1)"
                )
                continue
            }
            if fields.dropFirst().contains(where: PlausibleNumber.isOutOfRange) {
                problems.append(
                    "evdata item \(index) '\(item.prefix(40))' holds a number out of any plausible range; it is ignored"
                )
                continue
            }
            let numbers = fields.dropFirst().map { Int($0) }
            guard numbers.allSatisfy({ $0 != nil }) else {
                problems.append("evdata item \(index) '\(item.prefix(40))' holds a field that is not a whole number")
                continue
            }
            let values = numbers.compactMap { $0 }
            guard values.count == expected - 1 else { continue }
            if kind == .forward {
                events.append(
                    PingEvent(
                        kind: kind, time: seconds(values[0]), position: values[1], from: values[2], delta: values[3]))
            } else {
                events.append(PingEvent(kind: kind, time: seconds(values[0]), position: values[1]))
            }
        }
        return (events, problems)
    }
}
