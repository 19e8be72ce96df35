import NLCertKit

/// The `nlcert` command line: dispatches to subcommands, prints help on stdout and errors on
/// stderr, and maps every failure to an exit code.
public enum NLCert {
    public static var commands: [any Command.Type] {
        [
            CheckCommand.self,
            DecodeCommand.self,
            TimelineCommand.self,
            RulesCommand.self,
            ExplainCommand.self,
            RenderCommand.self,
            PlanCommand.self,
            DiffCommand.self,
            WatchCommand.self,
        ]
    }

    /// Runs `nlcert` with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.out(overview)
            return ExitCode.success.rawValue
        }
        switch first {
        case "-h", "--help", "help":
            guard arguments.count > 1 else {
                console.out(overview)
                return ExitCode.success.rawValue
            }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                console.err(
                    "nlcert help: unknown command '\(TerminalText.escape(arguments[1]))'\(suggestion(arguments[1], among: commands.map { $0.name }))\n  hint: run 'nlcert help' for the commands\n"
                )
                return ExitCode.failure.rawValue
            }
            console.out(command.helpText)
            return ExitCode.success.rawValue
        case "--version", "version":
            console.out(NLCertVersion.banner)
            return ExitCode.success.rawValue
        default:
            break
        }
        if first == "bench" {
            console.err(
                "nlcert: the benchmark is its own tool now, not shipped with nlcert\n  hint: run 'swift run -c release nlcert-bench' in the source tree (README, Speed)\n"
            )
            return ExitCode.failure.rawValue
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.err(
                "nlcert: unknown command '\(TerminalText.escape(first))'\(suggestion(first, among: commands.map { $0.name }))\n  hint: run 'nlcert help' for the commands\n"
            )
            return ExitCode.failure.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help") {
            console.out(command.helpText)
            return ExitCode.success.rawValue
        }
        return execute(command, rest, console: console)
    }

    /// Parses the arguments and runs `command`; a usage error points at that command's help.
    static func execute<C: Command>(_ command: C.Type, _ rest: [String], console: Console) -> Int32 {
        reportingFailure(program: "nlcert \(C.name)", help: "nlcert \(C.name) --help", console: console) {
            () throws(CLIError) -> ExitCode in
            let parsed = try ArgumentParser.parse(rest, options: C.allOptions)
            return try C.run(parsed, console: console)
        }
    }

    /// Runs `body` and returns its exit code; a failure goes to stderr as `program: message`
    /// (escaped for the terminal), a usage error with the hint to run `help`, and exits 2.
    public static func reportingFailure(
        program: String, help: String, console: Console, _ body: () throws(CLIError) -> ExitCode
    ) -> Int32 {
        do {
            return try body().rawValue
        } catch .usage(let message) {
            let text = "usage error: \(message)\n  hint: run '\(help)' for its options"
            console.err("\(program): \(TerminalText.escape(text, keepNewlines: true))\n")
        } catch {
            console.err("\(program): \(TerminalText.escape(error.description, keepNewlines: true))\n")
        }
        return ExitCode.failure.rawValue
    }

    /// ` (did you mean 'check'?)` when a known name is within two edits of `word`.
    static func suggestion(_ word: String, among names: [String]) -> String {
        guard let best = EditDistance.nearest(word, among: names) else { return "" }
        return " (did you mean '\(best)'?)"
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
