/// A scenario file nlcert cannot use: the file, what is wrong, and what to do.
public struct ScenarioCatalogError: Error, Sendable, CustomStringConvertible, FileLocated {
    /// The file, and line and column for JSON syntax errors.
    public var location: FileDiagnostic
    public var problem: String

    public init(location: FileDiagnostic, problem: String) {
        self.location = location
        self.problem = problem
    }

    public init(file: String, problem: String) {
        self.init(location: FileDiagnostic(file: file), problem: problem)
    }

    public var file: String { location.file }

    public var description: String {
        "\(location.place): \(problem)\n  hint: each scenario needs id, title, detect (one of: \(ScenarioDetector.names.joined(separator: ", "))), profiles, required, play, checklist and source"
    }
}
