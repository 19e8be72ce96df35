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
        let played = played(in: timeline)
        // The positions are weighed independently, on the cores.
        let parts = Concurrently.map(positions, minimum: 1) { position in
            let state = state(
                of: position, timeline: timeline, verdicts: ruleVerdicts, played: played[position] ?? Played())
            return "\(position.rawValue): \(state)"
        }
        var out = checklist
        out[index].detail +=
            (out[index].detail.isEmpty ? "" : " — ") + "ad metadata by position: " + parts.joined(separator: ", ")
        return out
    }

    /// The sessions that played an ad at a position, and those ads' asset ids.
    struct Played: Sendable {
        var sessions: Set<Int> = []
        var assets: Set<String> = []
    }

    /// What played at each position, in one walk over the sessions' ads, each read where it
    /// lies (a copy of each ad, for each of three positions, cost more than the answer over a
    /// million pings).
    static func played(in timeline: Timeline) -> [AdPosition: Played] {
        var played: [AdPosition: Played] = [:]
        for app in timeline.appSessions.indices {
            let sessions = timeline.appSessions[app].viewingSessions
            for s in sessions.indices {
                sessions[s].ads.withUnsafeBufferPointer { ads in
                    var previous: AdPosition?
                    for i in ads.indices {
                        let position = ads[i].position
                        if position != previous {
                            played[position, default: Played()].sessions.insert(sessions[s].ordinal)
                            previous = position
                        }
                        if let a = ads[i].assetID { played[position, default: Played()].assets.insert(a) }
                    }
                }
            }
        }
        return played
    }

    /// pass, fail, not exercised (no ad at the position) or not checked.
    static func state(of position: AdPosition, timeline: Timeline, verdicts: [RuleVerdict]) -> String {
        state(of: position, timeline: timeline, verdicts: verdicts, played: played(in: timeline)[position] ?? Played())
    }

    /// `state(of:timeline:verdicts:)` with what played at the position already gathered.
    static func state(
        of position: AdPosition, timeline: Timeline, verdicts: [RuleVerdict], played: Played
    ) -> String {
        let sessionsWithAds = played.sessions
        let assets = played.assets
        // Each app session's list is read where it is (`viewingSessions` flattens a copy of
        // every session each time it is read).
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
