/// A read position in the bytes of an ISO 8601 date-time, for `Timestamp.parseISO8601`.
struct ISO8601Cursor {
    /// The text's bytes, pinned by the caller while the cursor reads them.
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Reads exactly `count` ASCII digits as a number, or nothing (and `nil`).
    mutating func digits(_ count: Int) -> Int? {
        guard i + count <= bytes.count else { return nil }
        var value = 0
        for k in 0..<count {
            let b = bytes[i + k]
            guard b >= 0x30, b <= 0x39 else { return nil }
            value = value * 10 + Int(b - 0x30)
        }
        i += count
        return value
    }

    /// Steps over `ascii` when it comes next.
    mutating func take(_ ascii: UInt8) -> Bool {
        if i < bytes.count, bytes[i] == ascii {
            i += 1
            return true
        }
        return false
    }
}
