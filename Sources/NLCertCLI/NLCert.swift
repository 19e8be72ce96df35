import NLCertKit

/// The `nlcert` command line: dispatches to subcommands, prints help on stdout and errors on
/// stderr, and maps every failure to an exit code.
public enum NLCert {
    public static var commands: [any Command.Type] { [
        CheckCommand.self,
        DecodeCommand.self,
        TimelineCommand.self,
        RulesCommand.self,
        ExplainCommand.self,
        RenderCommand.self,
        PlanCommand.self,
        DiffCommand.self,
        WatchCommand.self,
        BenchCommand.self,
    ] }

    /// Runs `nlcert` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.out(overview)
            return ExitCode.success.rawValue
        }
        switch first {
        case "-h", "--help", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.helpText)
            } else {
                console.out(overview)
            }
            return ExitCode.success.rawValue
        case "--version", "version":
            console.out("nlcert \(NLCertVersion.current)\n")
            return ExitCode.success.rawValue
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err("nlcert: unknown command '\(TerminalText.escape(first))'\n  hint: run 'nlcert help' for the commands\n")
            return ExitCode.failure.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help") {
            console.out(command.helpText)
            return ExitCode.success.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            return try command.run(parsed, console: console).rawValue
        } catch {
            console.err("nlcert \(command.name): \(TerminalText.escape(error.description, keepNewlines: true))\n")
            return ExitCode.failure.rawValue
        }
    }

    static var overview: String {
        var text = """
            nlcert \(NLCertVersion.current) — check a Nielsen DCR integration against Nielsen's documented rules,
            offline, from what you captured (HAR, Charles .chlsj, URL lists, console pastes, SDK logs, API traces).

            Usage: nlcert <command> [options] FILE...

            Commands:

            """
        for c in commands {
            text += "  " + c.name + String(repeating: " ", count: max(2, 12 - c.name.count)) + c.summary + "\n"
        }
        text += """

            Run 'nlcert help <command>' or 'nlcert <command> --help' for a command's options.
            Exit codes: 0 no finding at or above --fail-on, 1 findings, 2 usage/input/config error.

            """
        return text
    }
}
