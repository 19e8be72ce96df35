/// Ad metadata per ad position: the checklist item of the ad-metadata rule (NL110) says for
/// preroll, midroll and postroll separately whether their metadata passed, failed, or was not
/// exercised (no such ad played) — as Nielsen's diagnostic tool shows them, a position left
/// grey when the capture holds no ad there.
enum AdPositionBreakdown {
    static let ruleID = "NL110"
    static let positions: [AdPosition] = [.preroll, .midroll, .postroll]

    /// `checklist` with the item holding NL110 given a per-position line in its detail.
    static func annotate(
        _ checklist: [ChecklistVerdict], timeline: Timeline, verdicts: [RuleVerdict]
    ) -> [ChecklistVerdict] {
        guard let index = checklist.firstIndex(where: { $0.ruleIDs.contains(ruleID) }) else { return checklist }
        // Picked out in place: a million verdicts are not each copied to compare one field.
        let ruleVerdicts = verdicts.withUnsafeBufferPointer { all -> [RuleVerdict] in
            var picked: [RuleVerdict] = []
            for i in all.indices where all[i].ruleID == ruleID { picked.append(all[i]) }
            return picked
        }
        guard !ruleVerdicts.isEmpty else { return checklist }
        let parts = positions.map { "\($0.rawValue): \(state(of: $0, timeline: timeline, verdicts: ruleVerdicts))" }
        var out = checklist
        out[index].detail +=
            (out[index].detail.isEmpty ? "" : " — ") + "ad metadata by position: " + parts.joined(separator: ", ")
        return out
    }

    /// pass, fail, not exercised (no ad at the position) or not checked.
    static func state(of position: AdPosition, timeline: Timeline, verdicts: [RuleVerdict]) -> String {
        var sessionsWithAds: Set<Int> = []
        var assets: Set<String> = []
        // Each app session's list is read where it is (`viewingSessions` flattens a copy of
        // every session each time it is read, and this runs once per position).
        func eachAd(_ body: (AdView) -> Bool) -> Bool {
            for app in timeline.appSessions.indices {
                let sessions = timeline.appSessions[app].viewingSessions
                for s in sessions.indices {
                    for ad in sessions[s].ads where ad.position == position {
                        if body(ad) { return true }
                    }
                }
            }
            return false
        }
        for app in timeline.appSessions.indices {
            let sessions = timeline.appSessions[app].viewingSessions
            for s in sessions.indices where sessions[s].ads.contains(where: { $0.position == position }) {
                sessionsWithAds.insert(sessions[s].ordinal)
                for ad in sessions[s].ads where ad.position == position {
                    if let a = ad.assetID { assets.insert(a) }
                }
            }
        }
        if sessionsWithAds.isEmpty { return "not exercised" }
        let relevant = verdicts.lazy.filter { $0.sessionOrdinal.map(sessionsWithAds.contains) ?? false }
        // A finding of those sessions fails the position when it names one of its ads' assets
        // or points at one of its ads' pings or calls. Where the findings point is gathered
        // first (a few per session), then the ads are walked: a million ad pings' places are
        // never held at once.
        var pointedAt: Set<SourceLocation> = []
        for verdict in relevant {
            for finding in verdict.findings {
                if finding.assetID.map(assets.contains) ?? false { return "fail" }
                for item in finding.items { pointedAt.insert(item.location) }
            }
        }
        let failed =
            !pointedAt.isEmpty
            && eachAd { ad in
                ad.callIndices.contains {
                    timeline.calls.indices.contains($0) && pointedAt.contains(timeline.calls[$0].location)
                }
                    || ad.pingIndices.contains {
                        timeline.pings.indices.contains($0) && pointedAt.contains(timeline.pings[$0].location)
                    }
            }
        if failed { return "fail" }
        if relevant.contains(where: { $0.verdict == .pass || $0.verdict == .fail }) { return "pass" }
        return "not checked"
    }
}
