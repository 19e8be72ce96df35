import NLCertKit

/// `nlcert timeline` — not built yet.
public enum TimelineCommand: Command {
    public static let name = "timeline"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert timeline"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert timeline' is not built yet")
    }
}
