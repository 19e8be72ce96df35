import NLCertKit

/// `nlcert decode` — not built yet.
public enum DecodeCommand: Command {
    public static let name = "decode"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert decode"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert decode' is not built yet")
    }
}
