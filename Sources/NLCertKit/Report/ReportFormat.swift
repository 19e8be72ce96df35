/// The output formats of `nlcert check` and `nlcert render` (README, "Reports and CI").
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, markdown, html, junit, github, sarif, gitlab

    /// The file name extension a report in this format is written with (`--output-dir`).
    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .json: return "json"
        case .markdown: return "md"
        case .html: return "html"
        case .junit: return "junit.xml"
        case .github: return "github.txt"
        case .sarif: return "sarif"
        case .gitlab: return "gitlab.json"
        }
    }

    /// Reads a format name, accepting the common aliases (`md`, `xml`, `codequality`).
    public init?(name: String) {
        switch name.lowercased() {
        case "md", "gfm": self = .markdown
        case "xml", "junit-xml": self = .junit
        case "codequality", "code-quality", "gitlab-codequality": self = .gitlab
        case "gh", "github-actions": self = .github
        default:
            guard let f = ReportFormat(rawValue: name.lowercased()) else { return nil }
            self = f
        }
    }

    /// The format a file name's extension names (`report.html`, `out.sarif`, `cq.gitlab.json`,
    /// `tests.junit.xml`), or `nil` for an extension that names none.
    public init?(fileName: String) {
        let name = fileName.lowercased()
        let byExtension: [(String, ReportFormat)] = [
            (".gitlab.json", .gitlab), (".codequality.json", .gitlab), (".sarif.json", .sarif), (".sarif", .sarif),
            (".junit.xml", .junit), (".xml", .junit), (".github.txt", .github), (".html", .html), (".htm", .html),
            (".md", .markdown), (".markdown", .markdown), (".json", .json), (".txt", .text),
        ]
        guard let match = byExtension.first(where: { name.hasSuffix($0.0) }) else { return nil }
        self = match.1
    }

    /// Parses a comma-separated list (`--format html,sarif`), keeping order and dropping
    /// repeats; returns the first unknown name when there is one.
    public static func parseList(_ text: String) -> Result<[ReportFormat], UnknownReportFormat> {
        var formats: [ReportFormat] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(part).trimmingSpaces()
            guard let f = ReportFormat(name: name) else { return .failure(UnknownReportFormat(name: name)) }
            if !formats.contains(f) { formats.append(f) }
        }
        return .success(formats)
    }
}
