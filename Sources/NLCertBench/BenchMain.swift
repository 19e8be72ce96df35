import NLCertCLI
import NLCertKit

/// `nlcert-bench` — the benchmark's own executable (`swift run -c release nlcert-bench`): kept
/// out of the shipped `nlcert`, it parses its options like an `nlcert` command, prints usage
/// errors on stderr with a hint, and maps failures to exit code 2.
public enum BenchMain {
    /// Runs the benchmark with `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        let help = OptionSpec.flag("-h", "--help", help: "show this help")
        if arguments.contains("-h") || arguments.contains("--help") {
            let lines = ArgumentParser.helpLines(BenchCommand.options + [help])
            console.out(BenchCommand.usage + "\n\nOptions:\n" + lines + "\n")
            return ExitCode.success.rawValue
        }
        let outcome: Result<ExitCode, CLIError>
        do {
            let parsed = try ArgumentParser.parse(arguments, options: BenchCommand.options)
            outcome = .success(try BenchCommand.run(parsed, console: console))
        } catch {
            outcome = .failure(error)
        }
        switch outcome {
        case .success(let code):
            return code.rawValue
        case .failure(.usage(let message)):
            let text = "usage error: \(message)\n  hint: run 'nlcert-bench --help' for its options"
            console.err("nlcert-bench: \(TerminalText.escape(text, keepNewlines: true))\n")
        case .failure(let error):
            console.err("nlcert-bench: \(TerminalText.escape(error.description, keepNewlines: true))\n")
        }
        return ExitCode.failure.rawValue
    }
}
