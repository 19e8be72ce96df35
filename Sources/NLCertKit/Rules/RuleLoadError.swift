/// Why the rule set (a rule file, a profile, the checklist or a user config) could not be
/// loaded. Always names the file and what is wrong; the CLI turns it into exit 2. A broken rule
/// is never skipped silently.
public struct RuleLoadError: Error, Sendable, Equatable, CustomStringConvertible, FileLocated {
    /// The file at fault, as given (embedded files: `rules/<path>`); line and column for JSON
    /// syntax errors.
    public var location: FileDiagnostic
    /// What is wrong, naming the key or value.
    public var problem: String

    public init(file: String, line: Int? = nil, column: Int? = nil, problem: String) {
        self.location = FileDiagnostic(file: file, line: line, column: column)
        self.problem = problem
    }

    public init(location: FileDiagnostic, problem: String) {
        self.location = location
        self.problem = problem
    }

    public var description: String {
        "\(location.place): \(problem)"
    }
}
