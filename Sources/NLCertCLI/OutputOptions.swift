import NLCertKit

/// Where and how `check`, `render` and `watch` write their reports, parsed and validated in one
/// place: `--format`/`-f` (else the `-o` file's extension, else text), `-o`/`--output`,
/// `--output-dir`, `--no-redact`, `--full`, `--base-dir` and `--color`/`--no-color`.
struct OutputOptions: Sendable {
    var formats: [ReportFormat]
    /// `-o FILE`: one format into one file.
    var output: String?
    /// `--output-dir DIR`: one `nlcert-report.EXT` per format.
    var outputDir: String?
    var redact: Bool
    /// Colour for the text format on standard output.
    var color: Bool
    /// `--full`: every ping in the per-ping detail.
    var fullPingDetail: Bool
    /// `--base-dir DIR`: files are named relative to it (default: the working directory).
    var baseDir: String?
    /// `--home-page URL`: where the tool's rules are documented online (SARIF `informationUri`,
    /// each rule's `helpUri`); the configuration's `homePage` when not given.
    var homePage: String?

    /// The words of the error for `-o` and `--output-dir` together, as each command has said it.
    enum Conflict: String, Sendable {
        case check = "give either -o FILE or --output-dir DIR, not both"
        case render = "give either --output or --output-dir, not both"
        case watch = "give either -o/--output or --output-dir, not both"
    }

    /// The declarations of the output options, the same names and help in every command that
    /// writes reports; `full`: the command offers `--full`.
    static func specs(full: Bool = false, formatFromExtension: Bool = true) -> [OptionSpec] {
        let formats = "json, markdown, html, junit, github, sarif, gitlab"
        var specs: [OptionSpec] = [
            .value(
                "--format", "-f", name: "F[,F…]",
                help: (formatFromExtension ? "text (default, or from the -o file's extension), " : "text (default), ")
                    + formats),
            .value("-o", "--output", name: "FILE", help: "write the report to FILE instead of stdout (one format)"),
            .value("--output-dir", name: "DIR", help: "write one file per format into DIR"),
            .value(
                "--base-dir", name: "DIR",
                help: "name files in reports relative to DIR (default: the working directory)"),
            .flag("--no-redact", help: "show device and user ids in reports (they are personal data)"),
            .value(
                "--home-page", name: "URL",
                help: "absolute http(s) URL of nlcert's rule pages, for SARIF informationUri and helpUri"),
        ]
        if full {
            specs.append(
                .flag(
                    "--full",
                    help: "keep every ping in the per-ping detail of reports (default: evidence + the first 200)"))
        }
        return specs
    }

    /// Reads the output options of `arguments`. `formatFromExtension`: without `--format`, the
    /// `-o` file's extension names the format (`watch` writes text unless told).
    static func parse(
        _ arguments: ParsedArguments, console: Console, conflict: Conflict, formatFromExtension: Bool = true
    ) throws(CLIError) -> OutputOptions {
        let output = arguments.value("-o") ?? arguments.value("--output")
        let outputDir = arguments.value("--output-dir")
        let formats = try self.formats(arguments.value("--format"), output: formatFromExtension ? output : nil)
        if output != nil && outputDir != nil { throw CLIError.usage(conflict.rawValue) }
        if formats.count > 1 && outputDir == nil {
            throw CLIError.usage("several formats need --output-dir DIR (one file per format)")
        }
        let homePage = arguments.value("--home-page")
        if let homePage, let problem = HomePage.problem(homePage) {
            throw CLIError.usage("--home-page \(homePage): \(problem)")
        }
        return OutputOptions(
            formats: formats, output: output, outputDir: outputDir, redact: !arguments.flag("--no-redact"),
            color: color(arguments, console: console), fullPingDetail: arguments.flag("--full"),
            baseDir: arguments.value("--base-dir"), homePage: homePage)
    }

    /// The report options these output options set (colour off when `colored` is false).
    func reportOptions(failOn: Severity, colored: Bool = true) -> ReportOptions {
        var options = ReportOptions(redact: redact, color: colored && color, failOn: failOn)
        options.fullPingDetail = fullPingDetail
        options.informationURI = homePage
        return options
    }

    /// The formats to write: `--format`, else the `-o` file's extension (`report.html` →
    /// html), else text. A `--format` the extension contradicts is a usage error.
    static func formats(_ list: String?, output: String?) throws(CLIError) -> [ReportFormat] {
        let implied = output.flatMap { ReportFormat(fileName: $0) }
        guard let list else {
            // An extension that names no format (`report.pdf`) is not quietly given plain text.
            if let output, implied == nil, let ext = fileExtension(output), !["text", "log", "out"].contains(ext) {
                let known = ".txt, .md, .html, .json, .xml (JUnit), .sarif, .gitlab.json"
                throw CLIError.usage(
                    "-o \(output): .\(ext) names no report format nlcert writes\n  hint: name the file \(known), or give --format"
                )
            }
            return [implied ?? .text]
        }
        let formats: [ReportFormat]
        switch ReportFormat.parseList(list) {
        case .success(let f): formats = f
        case .failure(let e): throw CLIError.usage(e.description)
        }
        if let output, let implied, formats.count == 1, formats[0] != implied {
            let named = formats[0]
            let hint = "drop --format to write \(implied.rawValue), or name the file .\(named.fileExtension)"
            throw CLIError.usage(
                "-o \(output) names a .\(implied.fileExtension) file but --format is \(named.rawValue)\n  hint: \(hint)"
            )
        }
        return formats
    }

    /// The lowercased extension of a file name's last component (`nil` without one).
    static func fileExtension(_ path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            return nil
        }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// Colour for the text format: `--color` forces it, `--no-color` and `NO_COLOR` turn it off,
    /// otherwise only on a terminal.
    static func color(_ arguments: ParsedArguments, console: Console) -> Bool {
        if arguments.flag("--no-color") { return false }
        if arguments.flag("--color") { return true }
        let allowed = console.environment["NO_COLOR"].map(\.isEmpty) ?? true
        return console.stdoutIsTTY && allowed
    }

    /// Names every file relative to the working directory (or `--base-dir`), and — for SARIF and
    /// GitHub annotations — measures the evidence columns in UTF-16 code units while the files
    /// are still where the user named them.
    /// Renames in place: a large result is not copied (its caller hands it over with `&`).
    func relocate(_ results: inout [CheckResult], console: Console) -> [SourceLocation: Int] {
        let paths = DisplayPath(workingDirectory: RuleSetup.workingDirectory(console), base: baseDir)
        var columns: [SourceLocation: Int] = [:]
        if formats.contains(.sarif) || formats.contains(.github) {
            let measured = UTF16Columns.measure(results.flatMap { $0.findings.flatMap { $0.items.map(\.location) } })
            for (l, c) in measured {
                var moved = l
                moved.file = paths.display(l.file)
                columns[moved] = c
            }
        }
        for i in results.indices { results[i].relocate(paths.display) }
        return columns
    }
}
