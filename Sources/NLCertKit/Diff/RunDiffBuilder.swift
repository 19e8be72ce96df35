/// Compares two check results of the same scenario.
public enum RunDiffBuilder {
    public static func diff(_ a: CheckResult, _ b: CheckResult) -> RunDiff {
        let printsA = Set(a.findings.map(\.fingerprint))
        let printsB = Set(b.findings.map(\.fingerprint))
        let itemsA = Dictionary(a.checklist.map { ($0.id, $0) }, uniquingKeysWith: { x, _ in x })
        var checklist: [RunDiff.ItemChange] = []
        var seen: Set<String> = []
        for item in b.checklist {
            seen.insert(item.id)
            let before = itemsA[item.id]?.verdict
            if before != item.verdict {
                checklist.append(.init(id: item.id, title: item.title, before: before, after: item.verdict))
            }
        }
        for item in a.checklist where !seen.contains(item.id) {
            checklist.append(.init(id: item.id, title: item.title, before: item.verdict, after: nil))
        }
        return RunDiff(
            before: a.inputs.joined(separator: " + "), after: b.inputs.joined(separator: " + "),
            fixed: a.findings.filter { !printsB.contains($0.fingerprint) },
            new: b.findings.filter { !printsA.contains($0.fingerprint) },
            unchanged: b.findings.filter { printsA.contains($0.fingerprint) },
            checklist: checklist, sessions: sessions(a.timeline, b.timeline))
    }

    static func sessions(_ a: Timeline, _ b: Timeline) -> [RunDiff.SessionChange] {
        let sa = a.viewingSessions
        let sb = b.viewingSessions
        var changes: [RunDiff.SessionChange] = []
        for index in 0..<max(sa.count, sb.count) {
            let ordinal = index + 1
            guard index < sa.count, index < sb.count else {
                let only = index < sa.count ? "only in the first run" : "only in the second run"
                changes.append(
                    .init(ordinal: ordinal, presence: only, metadata: [], steps: [], cadence: nil, adBreaks: []))
                continue
            }
            let x = sa[index]
            let y = sb[index]
            let change = RunDiff.SessionChange(
                ordinal: ordinal, presence: nil, metadata: metadata(x, y),
                steps: SequenceDiff.align(SessionSteps.steps(x, in: a), SessionSteps.steps(y, in: b)),
                cadence: cadence(x, a, y, b), adBreaks: adBreaks(x, y))
            if !change.isEmpty { changes.append(change) }
        }
        return changes
    }

    static func metadata(_ x: ViewingSession, _ y: ViewingSession) -> [RunDiff.FieldChange] {
        var changes: [RunDiff.FieldChange] = []
        for i in 0..<max(x.contentViews.count, y.contentViews.count) {
            let cx = i < x.contentViews.count ? x.contentViews[i] : nil
            let cy = i < y.contentViews.count ? y.contentViews[i] : nil
            let label = "content view \(i + 1)"
            for (name, get) in [
                ("assetid", { (c: ContentView) in c.assetID }), ("title", { $0.title ?? "" }),
                ("program", { $0.program ?? "" }), ("length", { $0.length ?? "" }),
            ] as [(String, (ContentView) -> String)] {
                let before = cx.map(get) ?? "—"
                let after = cy.map(get) ?? "—"
                if before != after { changes.append(.init(field: "\(label) \(name)", before: before, after: after)) }
            }
        }
        return changes
    }

    static func cadence(_ x: ViewingSession, _ a: Timeline, _ y: ViewingSession, _ b: Timeline) -> RunDiff.FieldChange?
    {
        func text(_ c: (count: Int, longestGap: Double?)?) -> String {
            guard let c else { return "no playhead calls" }
            return
                "\(c.count) playheads, longest gap \(c.longestGap.map { SessionSteps.number($0.rounded()) + " s" } ?? "—")"
        }
        let before = text(SessionSteps.cadence(x, in: a))
        let after = text(SessionSteps.cadence(y, in: b))
        return before == after ? nil : .init(field: "playhead cadence", before: before, after: after)
    }

    static func adBreaks(_ x: ViewingSession, _ y: ViewingSession) -> [RunDiff.FieldChange] {
        [AdPosition.preroll, .midroll, .postroll, .unknown].compactMap { position in
            let before = x.ads.filter { $0.position == position }.reduce(0) { $0 + max(1, $1.count) }
            let after = y.ads.filter { $0.position == position }.reduce(0) { $0 + max(1, $1.count) }
            return before == after
                ? nil : .init(field: "\(position.rawValue) ads", before: String(before), after: String(after))
        }
    }
}
