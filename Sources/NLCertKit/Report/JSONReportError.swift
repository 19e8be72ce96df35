/// Why a saved JSON report could not be read back: not JSON, not an nlcert report, written by
/// a newer nlcert, or a field of the wrong shape. Says where (file, line and column for syntax
/// errors, the JSON path otherwise), what is wrong and what to do. The CLI exits 2 on it.
public struct JSONReportError: Error, Sendable, Equatable, CustomStringConvertible, FileLocated {
    /// The file, and line and column for syntax errors.
    public var location: FileDiagnostic
    /// Where in the document: `results[0].findings[2].severity`.
    public var path: String?
    public var problem: String
    public var hint: String

    public init(
        file: String = "-", line: Int? = nil, column: Int? = nil, path: String? = nil, problem: String, hint: String
    ) {
        self.location = FileDiagnostic(file: file, line: line, column: column)
        self.path = path
        self.problem = problem
        self.hint = hint
    }

    public var description: String {
        var text = "\(location.place): "
        if let path, !path.isEmpty { text += "at \(path): " }
        text += problem
        if !hint.isEmpty { text += "\n  hint: \(hint)" }
        return text
    }
}
