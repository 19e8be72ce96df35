/// A JSON number as the scanner reads it, byte by byte. A whole number of up to 15 digits (an
/// HTTP status, a size, a time in ms: nearly every number of a capture) is kept as its value,
/// exactly, without text or `strtod`; anything else (a fraction, an exponent, more digits) is
/// kept as text, the digits read so far written back, and parsed as `Double` parses it.
struct JSONNumberText {
    /// The longest text kept: a longer number is refused.
    static let maxLength = 64

    private var whole = 0
    private var digits = 0
    private var negative = false
    private var plain = true
    private var text: [UInt8] = []

    /// Adds the next byte of the number; `false` when the text would grow past `maxLength`.
    mutating func add(_ b: UInt8) -> Bool {
        if plain, b >= 0x30, b <= 0x39, digits < 15 {
            whole = whole * 10 + Int(b - 0x30)
            digits += 1
            return true
        }
        if plain, b == UInt8(ascii: "-"), digits == 0, !negative {
            negative = true
            return true
        }
        if plain {
            plain = false
            text = wholeText
        }
        guard text.count < Self.maxLength else { return false }
        text.append(b)
        return true
    }

    /// The number's value, or `nil` when its text is not a number.
    var value: Double? {
        if plain, digits > 0 { return negative ? -Double(whole) : Double(whole) }
        return Double(String(decoding: plain ? wholeText : text, as: UTF8.self))
    }

    /// The text as read (for an error message).
    var description: String { String(decoding: plain ? wholeText : text, as: UTF8.self) }

    /// The sign and the digits read while the number was whole, leading zeros included.
    private var wholeText: [UInt8] {
        var bytes = [UInt8](repeating: UInt8(ascii: "0"), count: digits)
        var rest = whole
        var i = digits
        while i > 0 {
            i -= 1
            bytes[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return negative ? [UInt8(ascii: "-")] + bytes : bytes
    }
}
