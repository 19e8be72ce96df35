/// Whole numbers read from a capture (`c27 cln`, `c64 starttm`, `c61 createtm`, `evdata`
/// positions, …) are someone else's text: a 19-digit value parses as an `Int` but overflows
/// the first sum or difference it enters. Every such value is read through here, so it is either
/// within a range no real ping leaves or treated as absent (and said so in a capture note, see
/// `ImplausibleValueScan`); sums over many pings saturate instead of trapping.
enum PlausibleNumber {
    /// The largest magnitude kept: 10^13, above any Unix time even in milliseconds (until the
    /// year 2286), and far above any count of seconds or ads. Two such values add or subtract
    /// without overflow.
    static let limit = 10_000_000_000_000

    /// The fewest characters an out-of-range whole number is written in: 14 digits (`limit` + 1).
    static let shortestOutOfRange = String(limit + 1).utf8.count

    /// Whether `value` is within `±limit`.
    @inline(__always)
    static func isPlausible(_ value: Int) -> Bool { value >= -limit && value <= limit }

    /// `value` when it is plausible, else `nil`.
    @inline(__always)
    static func bounded(_ value: Int?) -> Int? {
        guard let value, isPlausible(value) else { return nil }
        return value
    }

    /// `Int(text)` within `±limit`: `nil` for text that is not a whole number or is out of range.
    static func parse<S: StringProtocol>(_ text: S) -> Int? { bounded(Int(text)) }

    /// Whether `text` is a whole number (optional sign, digits) that is out of range — too
    /// large for an `Int` or beyond `±limit`: a value a capture note should name.
    static func isOutOfRange<S: StringProtocol>(_ text: S) -> Bool {
        var digits = text.utf8[...]
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 &- 0x30 < 10 }) else { return false }
        guard let value = Int(text) else { return true }
        return !isPlausible(value)
    }
}

extension Int {
    /// `self + other`, clamped to `Int.min…Int.max` instead of trapping.
    @inline(__always)
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped to `Int.min…Int.max` instead of trapping.
    @inline(__always)
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `abs(self)`, with `Int.min` giving `Int.max` instead of trapping.
    @inline(__always)
    var saturatingMagnitude: Int { self == .min ? .max : Swift.abs(self) }
}

extension Sequence {
    /// The saturating sum of `value(element)` over the sequence (`nil` counts as 0).
    func saturatingSum(_ value: (Element) -> Int?) -> Int {
        reduce(0) { $0.saturatingAdd(value($1) ?? 0) }
    }
}
