/// Why `rules/params.json` (or a user's replacement) could not be loaded.
public struct ParameterDictionaryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, and the parameter entry (0-based) when the problem is inside one.
    public var file: String
    public var entry: Int?
    public var problem: String

    public init(file: String, entry: Int? = nil, problem: String) {
        self.file = file
        self.entry = entry
        self.problem = problem
    }

    public var description: String {
        var text = file
        if let entry { text += " (parameter entry \(entry))" }
        return text + ": " + problem
    }
}
