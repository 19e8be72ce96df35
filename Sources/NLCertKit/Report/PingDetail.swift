/// Which pings a report shows in full (URL, every parameter). Reports carry findings, their
/// evidence and the session summaries whole, but per-ping detail is bounded so a capture of
/// hundreds of MB still gives a report a browser opens: the pings that are a finding's evidence,
/// plus the first `ReportOptions.pingDetailLimit` of the others, and a count of the rest.
/// `ReportOptions.fullPingDetail` (`--full`) keeps every ping.
struct PingDetail {
    /// Timeline indices shown in full; `nil` when every ping is.
    let shown: Set<Int>?
    /// Nielsen pings left without their detail.
    let omitted: Int

    init(_ result: CheckResult, options: ReportOptions) {
        let t = result.timeline
        guard !options.fullPingDetail else {
            shown = nil
            omitted = 0
            return
        }
        // The pings that are a finding's evidence: by reference, or by location for items that
        // reference no ping (see `EvidencePings`).
        var evidence = Set<Int>()
        var evidenceAt = Set<SourceLocation>()
        for f in result.findings + result.suppressed.map(\.finding) {
            for item in f.items {
                switch item.reference {
                case .ping(let i): evidence.insert(i)
                case .call: break
                case .sdkMessage, .none: evidenceAt.insert(item.location)
                }
            }
        }
        var set = Set<Int>()
        var others = 0
        var left = 0
        for (i, p) in t.pings.enumerated() where p.kind.isNielsen {
            if evidence.contains(i) || evidenceAt.contains(p.location) {
                set.insert(i)
            } else if others < options.pingDetailLimit {
                set.insert(i)
                others += 1
            } else {
                left += 1
            }
        }
        shown = left == 0 ? nil : set
        omitted = left
    }

    func includes(_ index: Int) -> Bool { shown?.contains(index) ?? true }

    /// Every ping in full (`nlcert timeline --format json`, `--full`).
    static let full = PingDetail(shown: nil, omitted: 0)

    private init(shown: Set<Int>?, omitted: Int) {
        self.shown = shown
        self.omitted = omitted
    }
}
