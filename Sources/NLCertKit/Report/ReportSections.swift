/// A capture's report sections — the capture-wide one first (when it has anything), then each
/// viewing session by ordinal — built one at a time as a renderer reads them. What a section
/// is made of (its session, its findings, its verdicts) is found once, as positions; the
/// section itself, with its findings copied and sorted, lives only while it is rendered. A
/// report of 100,000 sessions held all of them at once before, a copy of every finding and
/// session included: 140 MB on top of the result while a million pings' report was written.
struct ReportSections: RandomAccessCollection {
    private let result: CheckResult
    /// Per section: its ordinal (`nil` for the capture-wide one).
    private let ordinals: [Int?]
    /// Per section: where its session sits (`appSessions[app].viewingSessions[index]`), or
    /// `(-1, -1)` for none.
    private let places: [(app: Int32, index: Int32)]
    /// Positions in `result.findings`, grouped by section; `findingSpans[p]` is section `p`'s part.
    private let findingOrder: [UInt32]
    private let findingSpans: [Range<Int>]
    /// Per section: its verdicts.
    private let verdicts: [SectionVerdicts]

    init(_ result: CheckResult) {
        self.result = result
        let timeline = result.timeline
        let apps = timeline.appSessions
        let findings = result.findings
        let all = result.verdicts
        // Every ordinal of a session, a finding or a verdict gets a slot, in ordinal order; the
        // parts are then grouped by slot with arrays (a dictionary entry per session, and one
        // per finding appended, took longer than writing the report's first sections).
        let sessionCount = apps.reduce(0) { $0 + $1.viewingSessions.count }
        let slots = OrdinalSlots(items: sessionCount + findings.count + all.count) { visit in
            // Each app session's list is read where it is (`viewingSessions` of the timeline
            // builds a flattened copy each time it is read).
            for a in apps.indices {
                let sessions = apps[a].viewingSessions
                for i in sessions.indices { visit(sessions[i].ordinal) }
            }
            findings.withUnsafeBufferPointer { f in
                for i in f.indices { if let o = f[i].sessionOrdinal { visit(o) } }
            }
            all.withUnsafeBufferPointer { v in
                for i in v.indices { if let o = v[i].sessionOrdinal { visit(o) } }
            }
        }
        // Where each slot's session is, the first of equal ordinals kept.
        var places = [(app: Int32, index: Int32)](repeating: (-1, -1), count: slots.count)
        for a in apps.indices {
            let sessions = apps[a].viewingSessions
            for i in sessions.indices {
                let k = slots.slot(sessions[i].ordinal)
                if places[k].app < 0 { places[k] = (Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: i)) }
            }
        }
        // Findings and verdicts by slot, each in the result's order.
        let byFinding = findings.withUnsafeBufferPointer { f in
            slots.group(items: f.count) { slots.slot(f[$0].sessionOrdinal) }
        }
        let byVerdict = SectionVerdicts.grouping(all, slots: slots)
        func holdsAny(_ starts: [Int], _ k: Int) -> Bool { starts[k] < starts[k + 1] }
        var keys: [Int] = []
        if holdsAny(byFinding.starts, 0) || holdsAny(byVerdict.starts, 0)
            || !ReportDigest.unsessioned(timeline).isEmpty
        {
            keys.append(0)
        }
        for k in 1..<slots.count
        where places[k].app >= 0 || holdsAny(byFinding.starts, k) || holdsAny(byVerdict.starts, k) {
            keys.append(k)
        }
        self.ordinals = keys.map { slots.ordinal($0) }
        self.places = keys.map { places[$0] }
        // Every finding's slot is a key, so the grouped order is the sections' order.
        self.findingOrder = byFinding.order
        self.findingSpans = keys.map { byFinding.starts[$0]..<byFinding.starts[$0 + 1] }
        self.verdicts = keys.map {
            SectionVerdicts(all, order: byVerdict.order, range: byVerdict.starts[$0]..<byVerdict.starts[$0 + 1])
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ordinals.count }

    /// How many findings section `position` has, without building it.
    func findingCount(at position: Int) -> Int { findingSpans[position].count }

    subscript(position: Int) -> ReportSection {
        let place = places[position]
        let session =
            place.app < 0 ? nil : result.timeline.appSessions[Int(place.app)].viewingSessions[Int(place.index)]
        let findings = findingOrder[findingSpans[position]].map { result.findings[Int($0)] }
        return ReportSection(
            ordinal: ordinals[position], session: session, findings: ReportDigest.sorted(findings),
            verdicts: verdicts[position])
    }
}
