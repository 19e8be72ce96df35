import NLCertKit

/// `nlcert check` — not built yet.
public enum CheckCommand: Command {
    public static let name = "check"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert check"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert check' is not built yet")
    }
}
