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
        var places: Set<SourceLocation> = []
        var assets: Set<String> = []
        // Each app session's list is read where it is (`viewingSessions` flattens a copy of
        // every session each time it is read, and this runs once per position).
        for app in timeline.appSessions.indices {
            let sessions = timeline.appSessions[app].viewingSessions
            for s in sessions.indices where sessions[s].ads.contains(where: { $0.position == position }) {
                sessionsWithAds.insert(sessions[s].ordinal)
                for ad in sessions[s].ads where ad.position == position {
                    for i in ad.callIndices where timeline.calls.indices.contains(i) {
                        places.insert(timeline.calls[i].location)
                    }
                    for i in ad.pingIndices where timeline.pings.indices.contains(i) {
                        places.insert(timeline.pings[i].location)
                    }
                    if let a = ad.assetID { assets.insert(a) }
                }
            }
        }
        if sessionsWithAds.isEmpty { return "not exercised" }
        let relevant = verdicts.filter { $0.sessionOrdinal.map(sessionsWithAds.contains) ?? false }
        let failed = relevant.flatMap(\.findings).contains { f in
            f.items.contains { places.contains($0.location) } || (f.assetID.map(assets.contains) ?? false)
        }
        if failed { return "fail" }
        if relevant.contains(where: { $0.verdict == .pass || $0.verdict == .fail }) { return "pass" }
        return "not checked"
    }
}
