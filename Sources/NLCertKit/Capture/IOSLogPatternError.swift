/// A pattern file for iOS console lines that nlcert cannot use: which file, which pattern, and
/// what is wrong with it.
public struct IOSLogPatternError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String?
    var pattern: String?
    public var problem: String

    public init(file: String? = nil, pattern: String? = nil, problem: String) {
        self.file = file
        self.pattern = pattern
        self.problem = problem
    }

    public var description: String {
        var text = file.map { "\($0): " } ?? ""
        if let pattern { text += "pattern \"\(pattern)\": " }
        return text + problem
    }
}
