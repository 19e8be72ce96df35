/// The human text of an evidence item, made from what it points at in the timeline:
/// `DCR ping #3 (timer, davty=2, cln 40)`, `loadMetadata(content VID-1)`,
/// `SDK log line code 1025: "…"`. Every report format shows this text.
public enum EvidenceText {
    /// The item's text: the one it carries (read back from a report), or the one its reference
    /// makes; `?` when the reference is out of the timeline's range.
    public static func of(_ item: EvidenceItem, in timeline: Timeline) -> String {
        if let text = item.text { return text }
        switch item.reference {
        case .ping(let i):
            guard timeline.pings.indices.contains(i) else { return "?" }
            return describe(timeline.pings[i], index: i)
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
    /// The four values are read in one look at the ping (`ParameterReader`): a report of a
    /// million pings describes a million items.
    static func describe(_ ping: Ping, index: Int) -> String {
        let (at, isAd, davty, cln) = ping.reading { r in
            (r.value(.pingType), r.value(.streamType) == "a", r.value(.durationType), r.value(.creditedSeconds))
        }
        var out = ping.kind == .dcrPing ? "DCR ping" : ping.kind.rawValue
        out += " #\(index + 1)"
        var separator = " ("
        func add(_ part: String) {
            out += separator
            out += part
            separator = ", "
        }
        if let at, !at.isEmpty { add(at) }
        if isAd { add("ad") }
        if let davty, !davty.isEmpty { add("davty=" + davty) }
        if let cln, !cln.isEmpty { add("cln " + cln) }
        if separator == ", " { out += ")" }
        return out
    }

    /// `SDK error 1025 (log line)`, `SDK error report 15`.
    static func describe(_ m: SDKMessage) -> String {
        let what = m.location.entry != nil || m.text.isEmpty ? "SDK error report" : "SDK log line"
        return what + (m.code.map { " code \($0)" } ?? "") + ": " + RuleEngine.quoteText(m.text)
    }
}
