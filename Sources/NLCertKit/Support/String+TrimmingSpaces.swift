extension String {
    /// The string without leading and trailing spaces, tabs, carriage returns and newlines
    /// (`trimmingCharacters(in:)` is not in FoundationEssentials).
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
