/// Why a file could not be read as a capture. Each case names the file and, where it can, the
/// line and column, says what is wrong and what to do. The CLI turns it into exit 2.
public struct CaptureError: Error, Sendable, Equatable, CustomStringConvertible, FileLocated {
    /// The file, line, column and entry.
    public var location: FileDiagnostic
    public var problem: String
    public var hint: String

    public init(file: String, line: Int? = nil, column: Int? = nil, entry: Int? = nil, problem: String, hint: String) {
        self.location = FileDiagnostic(file: file, line: line, column: column, entry: entry)
        self.problem = problem
        self.hint = hint
    }

    /// 0-based entry index (HAR / Charles), when the problem is inside one; messages show it
    /// 1-based, as a person counts.
    public var entry: Int? {
        get { location.entry }
        set { location.entry = newValue }
    }

    public var description: String {
        var text = "\(location.place): \(problem)"
        if let entry { text += " (entry \(entry + 1))" }
        if !hint.isEmpty { text += "\n  hint: \(hint)" }
        return text
    }
}
