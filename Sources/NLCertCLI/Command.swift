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
    /// The command's own options plus what every command takes alike: `-f` for `--format`,
    /// `--color` / `--no-color`, `-h` / `--help`.
    static var allOptions: [OptionSpec] {
        var all = options.map { spec in
            var spec = spec
            if spec.names.contains("--format") && !spec.names.contains("-f") { spec.names.append("-f") }
            return spec
        }
        let common: [OptionSpec] = [
            .flag("--color", help: "colour text output even when stdout is not a terminal"),
            .flag("--no-color", help: "never colour output (as NO_COLOR does)"),
        ]
        for spec in common where !all.contains(where: { $0.names.contains(spec.primary) }) { all.append(spec) }
        return all
    }

    static var helpText: String {
        usage + "\n\nOptions:\n"
            + ArgumentParser.helpLines(allOptions + [.flag("-h", "--help", help: "show this help")]) + "\n"
    }
}
