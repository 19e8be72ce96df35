/// Why the rule set (a rule file, a profile, the checklist or a user config) could not be
/// loaded. Always names the file and what is wrong; the CLI turns it into exit 2. A broken rule
/// is never skipped silently.
public struct RuleLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file at fault, as given (embedded files: `rules/<path>`).
    public var file: String
    /// Line and column, for JSON syntax errors.
    public var line: Int?
    public var column: Int?
    /// What is wrong, naming the key or value.
    public var problem: String

    public init(file: String, line: Int? = nil, column: Int? = nil, problem: String) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(problem)"
    }
}
