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
        return NLCert.reportingFailure(program: "nlcert-bench", help: "nlcert-bench --help", console: console) {
            () throws(CLIError) -> ExitCode in
            let parsed = try ArgumentParser.parse(arguments, options: BenchCommand.options)
            return try BenchCommand.run(parsed, console: console)
        }
    }
}
