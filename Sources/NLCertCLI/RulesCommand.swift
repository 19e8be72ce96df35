import NLCertKit

/// `nlcert rules` — not built yet.
public enum RulesCommand: Command {
    public static let name = "rules"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert rules"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert rules' is not built yet")
    }
}
