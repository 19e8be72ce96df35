import NLCertKit

/// `nlcert render` — not built yet.
public enum RenderCommand: Command {
    public static let name = "render"
    public static let summary = "(not built yet)"
    public static let usage = "Usage: nlcert render"
    public static let options: [OptionSpec] = []

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        throw CLIError.usage("'nlcert render' is not built yet")
    }
}
