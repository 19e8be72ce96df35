import NLCertKit

/// `nlcert bench` — not built yet.
public enum BenchCommand: Command {
    public static let name = "bench"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert bench"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert bench' is not built yet")
    }
}
