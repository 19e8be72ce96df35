/// Keys asked of every ping of a capture, with each one's hot slot (`HotSlot`) found once: a
/// scan of a million pings for eight keys looked each key's slot up from its name eight
/// million times.
struct ParameterKeys: Sendable {
    let keys: [String]
    /// For each key, its slot in `HotParameterIndex`, or `nil` for a key it does not track.
    let slots: [Int?]

    init(_ keys: [String]) {
        self.keys = keys
        slots = keys.map(HotParameterIndex.slot(of:))
    }
}
