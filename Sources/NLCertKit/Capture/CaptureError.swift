/// Why a file could not be read as a capture. Each case names the file and, where it can, the
/// line and column, says what is wrong and what to do. The CLI turns it into exit 2.
public struct CaptureError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    /// 0-based entry index (HAR / Charles), when the problem is inside one; messages show it
    /// 1-based, as a person counts.
    public var entry: Int?
    public var problem: String
    public var hint: String

    public init(file: String, line: Int? = nil, column: Int? = nil, entry: Int? = nil, problem: String, hint: String) {
        self.file = file
        self.line = line
        self.column = column
        self.entry = entry
        self.problem = problem
        self.hint = hint
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        var text = "\(place): \(problem)"
        if let entry { text += " (entry \(entry + 1))" }
        if !hint.isEmpty { text += "\n  hint: \(hint)" }
        return text
    }
}
