/// A `--format` name nlcert does not know; its description lists the ones it does.
public struct UnknownReportFormat: Error, Sendable, Equatable, CustomStringConvertible {
    public var name: String

    public init(name: String) { self.name = name }

    public var description: String {
        let known = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        return "unknown report format '\(name)' (known formats: \(known))"
    }
}
