/// One ping as a row of the decoded-ping tables (HTML and Markdown): the fields a reviewer
/// reads first, worked out once. Values are raw capture text; each renderer escapes them.
struct PingRow {
    /// Index into `Timeline.pings`.
    var index: Int
    /// 1-based number among the capture's Nielsen requests (what reports show as `#n`; stable
    /// when a saved JSON report, which lists only Nielsen requests, is rendered again).
    var number: Int
    var time: String
    /// `view ping`, `duration ping (davty 1)`, `ad ping`, `session ping`, `config`.
    var kind: String
    var asset: String
    /// `c27 cln` credited seconds.
    var credited: String
    /// `adl`/`noad`: `15 s / 1 ad`.
    var ads: String
    /// `evdata`, readable: `PL 0 · PU 40`.
    var events: String
    var location: SourceLocation
    var problems: [String]

    init(_ ping: Ping, index: Int, number: Int) {
        self.index = index
        self.number = number
        if let t = ping.orderTime { time = ReportTime.clock(t) } else { time = "" }
        switch ping.kind {
        case .dcrPing:
            if ping.isAdPing {
                kind = "ad ping"
            } else if ping.isViewPing {
                kind = "view ping"
            } else if let d = ping.durationType {
                kind = "duration ping (davty \(d))"
            } else {
                kind = "dcr ping"
            }
            if ping.media == .staticPage { kind += ", static" }
        default:
            kind = ping.kind.rawValue.replacing("-", with: " ")
        }
        if ping.failure != nil || (ping.status.map { $0 == 0 || $0 >= 400 } ?? false) {
            kind += " — not delivered"
        }
        asset = DisplayCut.text(ping.assetID ?? "")
        credited = ping.creditedSeconds.map { "\($0) s" } ?? ""
        if let n = ping.adCount, n > 0 {
            ads = "\(ping.adSeconds ?? 0) s / \(n) ad\(n == 1 ? "" : "s")"
        } else {
            ads = ""
        }
        events = ping.events.map { e in
            e.kind == .forward
                ? "FW \(e.from.map(String.init) ?? "?")→\(e.position)" : "\(e.kind.rawValue) \(e.position)"
        }.joined(separator: " · ")
        location = ping.location
        problems = ping.decodeProblems
    }
}
