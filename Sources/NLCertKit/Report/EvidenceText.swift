/// The human text of an evidence item, made from what it points at in the timeline:
/// `DCR ping #3 (timer, davty=2, cln 40)`, `loadMetadata(content VID-1)`,
/// `SDK log line code 1025: "…"`. Every report format shows this text.
enum EvidenceText {
    /// The item's text: the one it carries (read back from a report), or the one its reference
    /// makes; `?` when the reference is out of the timeline's range.
    static func of(_ item: EvidenceItem, in timeline: Timeline) -> String {
        if let text = item.text { return text }
        switch item.reference {
        case .ping(let i):
            guard timeline.pings.indices.contains(i) else { return "?" }
            return describe(PingView(readingThrough: timeline.pings[i]), index: i)
        case .call(let i):
            guard timeline.calls.indices.contains(i) else { return "?" }
            return CheckContext.describe(timeline.calls[i])
        case .sdkMessage(let i):
            guard timeline.sdkMessages.indices.contains(i) else { return "?" }
            return describe(timeline.sdkMessages[i])
        case .none:
            return "?"
        }
    }

    /// `DCR ping #3 (timer, davty=2, cln 40)`: the ping's kind, its number in the timeline and
    /// the parameters that tell one ping of a session from the next.
    static func describe(_ ping: PingView, index: Int) -> String {
        var parts: [String] = []
        if let at = ping.value("at"), !at.isEmpty { parts.append(at) }
        if ping.isAdPing { parts.append("ad") }
        if let d = ping.value("davty"), !d.isEmpty { parts.append("davty=\(d)") }
        if let c = ping.value("c27"), !c.isEmpty { parts.append("cln \(c)") }
        let name = ping.kind == .dcrPing ? "DCR ping" : ping.kind.rawValue
        return "\(name) #\(index + 1)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }

    /// `SDK error 1025 (log line)`, `SDK error report 15`.
    static func describe(_ m: SDKMessage) -> String {
        let what = m.location.entry != nil || m.text.isEmpty ? "SDK error report" : "SDK log line"
        return what + (m.code.map { " code \($0)" } ?? "") + ": " + RuleEngine.quoteText(m.text)
    }
}
