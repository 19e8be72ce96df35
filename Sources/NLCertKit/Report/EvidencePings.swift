/// The pings a report links findings to (ping rows, the detail it shows in full), found from
/// each evidence item's reference. An item that references no ping but may still be one — an
/// SDK error report, which arrived as a request, or an item read back from a JSON report, which
/// keeps no reference — is matched to the ping at its location.
struct EvidencePings {
    /// The timeline indices links may point at.
    private let indices: Set<Int>
    /// The first of `indices` at each location.
    private let byLocation: [SourceLocation: Int]

    init(_ indices: [Int], in timeline: Timeline) {
        self.indices = Set(indices)
        var byLocation: [SourceLocation: Int] = [:]
        for i in indices where byLocation[timeline.pings[i].location] == nil {
            byLocation[timeline.pings[i].location] = i
        }
        self.byLocation = byLocation
    }

    /// The ping `item` is, when it is one of `indices`.
    func index(of item: EvidenceItem) -> Int? {
        switch item.reference {
        case .ping(let i): return indices.contains(i) ? i : nil
        case .call: return nil
        case .sdkMessage, .none: return byLocation[item.location]
        }
    }
}
