import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Set by the SIGINT handler; the read loop ends the session cleanly when it sees it.
nonisolated(unsafe) private var watchInterrupted: sig_atomic_t = 0

/// `nlcert watch FILE|-` — follows a device log as it is written (`adb logcat | nlcert watch -`,
/// or a growing file as `tail -f` does), rebuilds the timeline as lines arrive and shows each
/// verdict as soon as its evidence is complete. Ctrl-C or the end of input ends the session and
/// writes the reports `check` would, with the same exit code.
public enum WatchCommand: Command {
    public static let name = "watch"
    public static let summary = "follow a device log live: verdicts as they are decided, then the reports check writes"
    public static let usage = """
        Usage: nlcert watch [options] FILE|-

        '-' reads standard input (adb logcat -v threadtime | nlcert watch -); a FILE is followed
        as it grows until Ctrl-C (--no-follow stops at its current end). Only Nielsen lines are
        kept; the rest are counted. A viewing session's verdicts are decided when it closes: the
        app called end (or staticEnd), or a later session began. On a terminal the checklist
        (with the rules that failed each item) and the open sessions are redrawn in place when
        they change; otherwise one line per decided verdict and one per closed session.
        Exit codes as 'nlcert check'.
        """
    public static let options: [OptionSpec] =
        RuleSetup.options + [
            .value(
                "--fail-on", name: "LEVEL",
                help: "error (default), warning or info: the lowest severity that fails the run"),
            .flag("--no-follow", help: "read FILE to its current end and stop, instead of following it"),
        ] + OutputOptions.specs(formatFromExtension: false)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CLIError.usage("'nlcert watch' follows one log: a FILE or '-' for standard input")
        }
        // Without --format the final report is text, whatever file -o names.
        let destination = try OutputOptions.parse(
            arguments, console: console, conflict: .watch, formatFromExtension: false)
        let formats = destination.formats
        var failOn = Severity.error
        if let text = arguments.value("--fail-on") {
            guard let s = Severity(rawValue: text) else {
                throw CLIError.usage("--fail-on must be error, warning or info, not '\(text)'")
            }
            failOn = s
        }
        let setup = try RuleSetup.load(arguments, console: console)
        let session = WatchSession(path: path, engine: try setup.engine())
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else {
            throw CLIError.io(
                "\(path): cannot open the log (\(String(cString: strerror(errno))))\n  hint: check the path")
        }
        defer { if fd != 0 { close(fd) } }
        let live = console.stdoutIsTTY && destination.output == nil
        var view = WatchView(console: console, enabled: live)
        // A machine-readable report on stdout must stay clean: the running lines go to stderr.
        let reportOnStdout = destination.output == nil && destination.outputDir == nil
        let toStderr = reportOnStdout && formats != [.text]
        let say: (String) -> Void = { toStderr ? console.err($0) : console.out($0) }
        watchInterrupted = 0
        signal(SIGINT) { _ in watchInterrupted = 1 }
        defer { signal(SIGINT, SIG_DFL) }

        var reader = LineReader(fd: fd)
        let follow = path != "-" && !arguments.flag("--no-follow")
        var pacer = RefreshPacer()
        while watchInterrupted == 0 {
            let more = reader.readAvailable(waitMillis: 100) { session.feed($0) }
            try refuseDocument(session, path: path)
            if let at = reader.binaryAt {
                throw CLIError.io(
                    "\(path): a NUL byte at byte offset \(at): this is binary data, not a device log\n  hint: give the text the SDK logs (adb logcat -v threadtime | nlcert watch -), or check a HAR with 'nlcert check'"
                )
            }
            let now = monotonicSeconds()
            if pacer.isDue(at: now) {
                let decided = try session.refresh(final: false)
                if live {
                    view.draw(session)
                } else {
                    for d in decided { say(WatchSession.line(d)) }
                    for line in session.closedLines() { say(line) }
                }
                pacer.refreshed(from: now, to: monotonicSeconds())
            }
            if !more && !follow { break }
        }
        reader.flush { session.feed($0) }
        try refuseDocument(session, path: path)
        let decided = try session.refresh(final: true)
        if live { view.clear() } else { for d in decided { say(WatchSession.line(d)) } }
        guard let result = session.result else { throw CLIError.usage("\(path): no Nielsen SDK output was read") }
        var options = destination.reportOptions(failOn: failOn, colored: false)
        // Paths and columns as check writes them.
        var results = [result]
        options.utf16Columns = destination.relocate(&results, console: console)
        try ReportOutput.emit(results, to: destination, options: options, console: console)
        return CheckCommand.exitCode(results, failOn: failOn, maxWarnings: nil, exitZero: false)
    }

    /// A HAR or Charles session is read whole by `check`, not followed line by line.
    static func refuseDocument(_ session: WatchSession, path: String) throws(CLIError) {
        guard let document = session.log.document else { return }
        throw CLIError.io(
            "\(path) is \(document), not a device log: 'nlcert watch' follows a log as it is written (adb logcat, the Xcode console, the Browser SDK console) or an API trace\n  hint: check it whole with 'nlcert check \(path)'"
        )
    }

    static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
