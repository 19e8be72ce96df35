/// A scenario file nlcert cannot use: the file, what is wrong, and what to do.
public struct ScenarioCatalogError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String {
        "\(file): \(problem)\n  hint: each scenario needs id, title, detect (one of: \(ScenarioDetector.names.joined(separator: ", "))), profiles, required, play, checklist and source"
    }
}
