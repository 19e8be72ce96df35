/// The rule verdicts of one report section, read in place from the result's own list: the
/// result holds them rule by rule, a section wants them session by session, and a copy per
/// section would hold every verdict of a large capture twice while the report is written.
struct SectionVerdicts: RandomAccessCollection {
    /// Every verdict of the result.
    private let all: [RuleVerdict]
    /// Positions in `all` of the result's verdicts, grouped by section (shared by all sections;
    /// 32 bits are enough: a verdict takes tens of bytes, so 2³² of them would not fit in memory,
    /// and a saved report is read only up to 1 GiB).
    private let order: [UInt32]
    /// This section's part of `order`.
    private let range: Range<Int>

    init(_ all: [RuleVerdict], order: [UInt32], range: Range<Int>) {
        self.all = all
        self.order = order
        self.range = range
    }

    /// No verdicts.
    init() {
        self.init([], order: [], range: 0..<0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> RuleVerdict { all[Int(order[range.lowerBound + position])] }

    /// The result's verdicts grouped by session ordinal (`nil` for the capture-wide ones), each
    /// group in the result's order.
    static func grouped(_ all: [RuleVerdict]) -> [Int?: SectionVerdicts] {
        let slots = slots(of: all)
        let (order, starts) = grouping(all, slots: slots)
        var groups: [Int?: SectionVerdicts] = [:]
        for k in 0..<slots.count where starts[k] < starts[k + 1] {
            groups[slots.ordinal(k)] = SectionVerdicts(all, order: order, range: starts[k]..<starts[k + 1])
        }
        return groups
    }

    /// The slots of the verdicts' ordinals. Ordinals are read in place: iterating copies each
    /// verdict (three reference counts, a million verdicts over and over).
    static func slots(of all: [RuleVerdict]) -> OrdinalSlots {
        all.withUnsafeBufferPointer { verdicts in
            OrdinalSlots(items: verdicts.count) { visit in
                for i in verdicts.indices { if let o = verdicts[i].sessionOrdinal { visit(o) } }
            }
        }
    }

    /// Positions of `all` grouped by the slot of their ordinal among `slots` (which must hold
    /// every ordinal of `all`).
    static func grouping(_ all: [RuleVerdict], slots: OrdinalSlots) -> (order: [UInt32], starts: [Int]) {
        all.withUnsafeBufferPointer { verdicts in
            slots.group(items: verdicts.count) { slots.slot(verdicts[$0].sessionOrdinal) }
        }
    }
}
