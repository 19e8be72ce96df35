extension [UInt8] {
    /// Appends `s`'s UTF-8 bytes at once: `withUTF8` lends even a small (inline) string's
    /// bytes, where `append(contentsOf: s.utf8)` would copy them one at a time. The writers
    /// that build large outputs as bytes (JSON, `decode`'s text) append through this.
    @inline(__always)
    public mutating func appendUTF8(_ s: String) {
        var s = s
        s.withUTF8 { append(contentsOf: $0) }
    }
}
