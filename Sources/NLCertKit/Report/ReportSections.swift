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
        // Where each session is, the first of equal ordinals kept, in one pass over the app
        // sessions (`viewingSessions` builds a flattened copy each time it is read).
        var places: [Int: (app: Int32, index: Int32)] = [:]
        for (a, app) in timeline.appSessions.enumerated() {
            for (i, s) in app.viewingSessions.enumerated() where places[s.ordinal] == nil {
                places[s.ordinal] = (Int32(truncatingIfNeeded: a), Int32(truncatingIfNeeded: i))
            }
        }
        // Findings by section, in the result's order within each (sorted when a section is built).
        var findingsOf: [Int?: [UInt32]] = [:]
        for (i, f) in result.findings.enumerated() {
            findingsOf[f.sessionOrdinal, default: []].append(UInt32(truncatingIfNeeded: i))
        }
        let grouped = SectionVerdicts.grouped(result.verdicts)
        var ordinals = Set(places.keys)
        for case let o? in findingsOf.keys { ordinals.insert(o) }
        for case let o? in grouped.keys { ordinals.insert(o) }
        var keys: [Int?] = []
        let wideFindings = findingsOf[nil] ?? []
        let wideVerdicts = grouped[nil] ?? SectionVerdicts()
        if !wideFindings.isEmpty || !wideVerdicts.isEmpty || !ReportDigest.unsessioned(timeline).isEmpty {
            keys.append(nil)
        }
        keys += ordinals.sorted().map { Optional($0) }
        var order: [UInt32] = []
        order.reserveCapacity(result.findings.count)
        var spans: [Range<Int>] = []
        spans.reserveCapacity(keys.count)
        for key in keys {
            let start = order.count
            order += findingsOf.removeValue(forKey: key) ?? []
            spans.append(start..<order.count)
        }
        self.ordinals = keys
        self.places = keys.map { key in key.flatMap { places[$0] } ?? (-1, -1) }
        self.findingOrder = order
        self.findingSpans = spans
        self.verdicts = keys.map { grouped[$0] ?? SectionVerdicts() }
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
