/// Where in a user's file something is: the file, and the 1-based line and column (and the
/// 0-based HAR / Charles entry) when known. Every error that names a place — a capture, a rule
/// file, a saved report, a scenario file, a JSON syntax error — holds one, and `place` is the one
/// formatter of `file:line:column`, the form editors and CI annotations understand.
public struct FileDiagnostic: Sendable, Hashable {
    /// The path as the user gave it (`-` for standard input, `rules/<path>` for embedded files).
    public var file: String
    public var line: Int?
    var column: Int?
    /// 0-based entry index; messages show it 1-based, as a person counts.
    public var entry: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil, entry: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.entry = entry
    }

    /// `file`, `file:line` or `file:line:column` — as much as is known.
    public var place: String {
        var text = file
        if let line { text += ":\(line)" }
        if let column { text += ":\(column)" }
        return text
    }
}
