/// Reads the browser SDK's `evdata` value: `~`-separated items `PL:<ts>:<pos>`, `PU:…`,
/// `RE:…`, `ST:…` and `FW:<ts>:<to>:<from>:<delta>` (reference: pings.md §3).
public enum EvdataParser {
    /// The events that parsed, and one problem text per item that did not.
    public static func parse(_ value: String) -> (events: [PingEvent], problems: [String]) {
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
                    "evdata item \(index) '\(item.prefix(40))' has \(fields.count - 1) fields, \(kind.rawValue) takes \(expected - 1)")
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
                events.append(PingEvent(kind: kind, time: values[0], position: values[1], from: values[2], delta: values[3]))
            } else {
                events.append(PingEvent(kind: kind, time: values[0], position: values[1]))
            }
        }
        return (events, problems)
    }
}
