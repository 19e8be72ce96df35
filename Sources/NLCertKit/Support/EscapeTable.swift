/// One escaping target (terminal, HTML, XML, Markdown, GitHub workflow commands, JSON) as a
/// table: what to write for each Unicode scalar. ASCII is looked up in an array built once;
/// other scalars ask the target's rule. `TextEscaper` walks the text; the targets are in
/// `EscapeTable+Targets.swift`.
struct EscapeTable: Sendable {
    private let ascii: [ScalarEscape]
    /// Per UTF-8 byte: could a scalar this byte starts or continues need escaping? A string
    /// with no such byte is written whole.
    private let byteMayEscape: [Bool]
    private let rule: @Sendable (Unicode.Scalar) -> ScalarEscape

    /// `nonASCIILeadBytes`: when every non-ASCII scalar the rule escapes starts with one of
    /// these UTF-8 bytes (JSON: only U+2028/9, lead byte 0xE2), the check for text that needs
    /// no escaping skips the other non-ASCII bytes. `nil`: any non-ASCII byte may need it.
    init(nonASCIILeadBytes: [UInt8]? = nil, _ rule: @escaping @Sendable (Unicode.Scalar) -> ScalarEscape) {
        self.rule = rule
        let ascii = (0..<0x80).map { rule(Unicode.Scalar(UInt8($0))) }
        self.ascii = ascii
        var bytes = ascii.map { $0 != .keep } + [Bool](repeating: nonASCIILeadBytes == nil, count: 0x80)
        for b in nonASCIILeadBytes ?? [] where b >= 0x80 { bytes[Int(b)] = true }
        self.byteMayEscape = bytes
    }

    /// What to write for `scalar`.
    @inline(__always)
    func action(for scalar: Unicode.Scalar) -> ScalarEscape {
        scalar.value < 0x80 ? ascii[Int(scalar.value)] : rule(scalar)
    }

    /// Whether a scalar this UTF-8 byte starts or continues could need escaping.
    @inline(__always)
    func mayEscape(_ byte: UInt8) -> Bool { byteMayEscape[Int(byte)] }

    /// True when no scalar of `s` can need escaping (decided on the bytes, without decoding).
    func isPlain(_ s: String) -> Bool {
        // Every line of a large report passes here: read in place, not through the view's
        // iterator, which costs several times more a byte.
        let inPlace = s.utf8.withContiguousStorageIfAvailable { bytes in
            byteMayEscape.withUnsafeBufferPointer { table in !bytes.contains { table[Int($0)] } }
        }
        if let inPlace { return inPlace }
        for b in s.utf8 where byteMayEscape[Int(b)] { return false }
        return true
    }
}
