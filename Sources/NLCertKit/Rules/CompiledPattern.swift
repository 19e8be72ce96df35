/// A regular expression compiled once per run (compiling one per rule and session cost more
/// than the whole rest of the check), matched against whole values.
public struct CompiledPattern: @unchecked Sendable {
    public let source: String
    // Regex is not declared Sendable; it is immutable after compilation and only read.
    private let regex: Regex<AnyRegexOutput>
    /// Answers already computed, shared by the copies of this pattern.
    private let memo = PatternMemo()

    public init?(_ source: String) {
        guard let regex = try? Regex(source) else { return nil }
        self.source = source
        self.regex = regex
        // A regex compiles its program on first use; do it now, so that the sessions the
        // engine checks in parallel only ever read it.
        _ = try? regex.wholeMatch(in: "")
    }

    /// Whether the whole of `value` matches.
    func matches(_ value: String) -> Bool {
        memo.answer(value) { (try? regex.wholeMatch(in: value)) != nil }
    }
}
