/// The check behind NL005 (`rules/capture/NL005-ping-url-too-long.json`).
extension CheckLibrary {
    static let urlMaxLength = CheckFunction(
        name: "urlMaxLength", scope: .capture, summary: "no Nielsen ping URL is longer than the limit",
        options: [CheckParameter("maxLength", .number, required: true, help: "longest allowed URL in characters")]
    ) { ctx in
        let max = Int(ctx.number("maxLength", default: 2048))
        let pings = ctx.nielsenPings
        if !pings.containsInPlace(where: { $0.ping.kind == .dcrPing }) {
            return .notExercised("no DCR ping in the capture")
        }
        // One pass that stops at the 20th: a capture of a million pings is not copied.
        let long = pings.firstInPlace(20) { $0.ping.kind == .dcrPing && $0.ping.urlByteCount > max }
        let problems = long.map { p in
            let length = p.ping.urlByteCount
            let cut = p.ping.cutByLog
            return CheckDecision.Problem(
                message:
                    "ping URL is \(cut ? "at least " : "")\(length) characters long (limit \(max)): \(urlLengthCause(p.ping, length: length, max: max))"
                    + (cut ? "; the log cut the line, the ping sent was longer" : ""),
                field: "url", time: p.ping.orderTime, assetID: p.ping.assetID,
                items: [ctx.item(pingAt: p.index)].compactMap { $0 })
        }
        return .decided(problems, certainty: .exact)
    }

    /// What makes a ping URL long: its largest parameters by length. When the SDK's own event
    /// log (`evdata`) is what takes it over the limit, the fix is the playheads' jumps and
    /// seeks that fill it, not the metadata.
    private static func urlLengthCause(_ ping: PingView, length: Int, max: Int) -> String {
        let url = ping.url
        let query = url.firstIndex(of: "?").map { url[url.index(after: $0)...] } ?? ""
        let sizes = query.split(separator: "&").map { pair -> (name: String, size: Int) in
            (String(pair.prefix { $0 != "=" }), pair.utf8.count + 1)
        }.sorted { $0.size != $1.size ? $0.size > $1.size : $0.name < $1.name }
        let largest = sizes.prefix(3).map { "\($0.name) \($0.size)" }.joined(separator: ", ")
        let evdata = sizes.first { $0.name == "evdata" }?.size ?? 0
        guard evdata > 0, length - evdata <= max, sizes.first?.name == "evdata" else {
            return "the largest parameters are \(largest) characters; shorten the metadata values among them"
        }
        let events = ping.events
        let jumps = events.filter { $0.kind == .forward }.count
        let what = jumps > 0 ? "\(events.count) events, \(jumps) of them FW playhead jumps" : "\(events.count) events"
        return "evdata, the SDK's own event log (\(what)), takes \(evdata) characters and the URL over the limit; "
            + "it grows with playhead jumps and seeks, not with your metadata: fix what makes the playhead jump"
    }
}
