import NLCertKit

/// `nlcert timeline FILE…` — reads the files as one capture and prints what happened per app
/// session and viewing session: API calls (exact) and what the pings imply (inferred).
public enum TimelineCommand: Command {
    public static let name = "timeline"
    public static let summary = "show per-session timelines of API calls and what the pings imply"
    public static let usage = """
        Usage: nlcert timeline [--format text|json] FILE...

        Reads the files as one capture (say a HAR and an API trace of the same run) and prints, per
        app session and viewing session, the wall-clock start once and then every event at its offset
        from it: API calls marked '=' (exact) and what the pings imply marked '~' (inferred), with
        content views, ads (preroll/midroll/postroll) and the clock alignment used. '-' reads stdin.
        """
    public static let options: [OptionSpec] = [
        .value("--format", name: "text|json", help: "output format (default text)")
    ]

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw CLIError.usage("--format must be text or json, not '\(format)'")
        }
        guard !arguments.positionals.isEmpty else {
            throw CLIError.usage("give at least one capture file (HAR, URL list, API trace …)")
        }
        let timeline = TimelineBuilder.build(
            try CaptureArguments.read(arguments.positionals, console: console, filter: .nielsenPings))
        if format == "json" {
            TimelineJSONEncoder.write(timeline) { console.out($0) }
        } else {
            console.out(TimelineText.render(timeline))
        }
        return .success
    }
}
