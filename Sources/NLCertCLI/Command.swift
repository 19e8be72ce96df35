import NLCertKit

/// One `nlcert` subcommand. Each lives in its own file, named after its type.
public protocol Command {
    static var name: String { get }
    /// One line for `nlcert help`.
    static var summary: String { get }
    /// `nlcert NAME …` synopsis and a paragraph of detail.
    static var usage: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode
}

extension Command {
    static var helpText: String {
        var text = usage
        if !options.isEmpty {
            text += "\n\nOptions:\n" + ArgumentParser.helpLines(options + [.flag("-h", "--help", help: "show this help")])
        }
        return text + "\n"
    }
}
