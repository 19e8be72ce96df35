/// Several of one ping's hot values read in one look at its parameters: the storage is taken
/// once, and a delta's entries are searched only for the values it owns. Every read gives what
/// the table's own `value(_:)` and `int(_:)` give for that key. The timeline's assembler reads
/// five numbers and times of every DCR ping, each a look of its own before.
struct ParameterReader {
    /// The table, for parameters given whole (read key by key).
    private let table: ParameterTable
    /// The decoded parameters' bytes, pinned while the reader lives; `nil` for parameters given
    /// whole.
    private let bytes: ParameterBytes?
    private let owned: QueryDelta.OwnedMask

    fileprivate init(table: ParameterTable, bytes: ParameterBytes?) {
        self.table = table
        self.bytes = bytes
        owned = QueryDelta.OwnedMask(bytes?.delta ?? UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Where the hot key of `slot` sits in `bytes`, if the ping has it.
    @inline(__always)
    private func index(_ slot: HotSlot, in bytes: ParameterBytes) -> Int? {
        bytes.spans.hotIndex(slot: slot.rawValue) ?? ParameterTable.firstIndex(of: slot.key, in: bytes)
    }

    @inline(__always)
    private func raw(_ i: Int, in bytes: ParameterBytes) -> UnsafeBufferPointer<UInt8> {
        owned.mayOwn(i) ? bytes.raw(i) : bytes.frameRaw(i)
    }

    /// `ParameterTable.value(slot)`.
    func value(_ slot: HotSlot) -> String? {
        guard let bytes else { return table.value(slot) }
        guard let i = index(slot, in: bytes) else { return nil }
        return ParameterTable.effectiveValue(key: bytes.key(i), raw: raw(i, in: bytes))
    }

    /// `ParameterTable.int(slot)`: parsed from the bytes when the value needs no decoding.
    func int(_ slot: HotSlot) -> Int? {
        guard let bytes else { return table.int(slot) }
        guard let i = index(slot, in: bytes) else { return nil }
        let key = bytes.key(i)
        let raw = raw(i, in: bytes)
        guard let plain = ParameterTable.plainValue(key: key, raw: raw) else {
            return Int(ParameterTable.effectiveValue(key: key, raw: raw))
        }
        return ParameterTable.parseInt(plain, 0..<plain.count)
    }
}

extension ParameterTable {
    /// `body` with a reader of this table's values (see `ParameterReader`). The reader must not
    /// outlive the call: it points into the ping's text.
    func reading<R>(_ body: (ParameterReader) -> R) -> R {
        withBytes { body(ParameterReader(table: self, bytes: $0)) } ?? body(ParameterReader(table: self, bytes: nil))
    }
}
