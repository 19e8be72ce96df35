import NLCertKit

/// `nlcert explain` — not built yet.
public enum ExplainCommand: Command {
    public static let name = "explain"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert explain"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert explain' is not built yet")
    }
}
