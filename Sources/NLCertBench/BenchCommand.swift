import NLCertCLI
import NLCertKit

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `nlcert-bench` — writes a large synthetic Charles-like HAR and measures nlcert reading it
/// (and building timelines, and checking it) next to baselines on the same file, in one
/// invocation: `jq` and Python's `json` module extracting the ping URLs when installed, and
/// `cat > /dev/null` as the floor. Each step runs as its own process so its peak memory is its own.
public enum BenchCommand {
    public static let usage = """
        Usage: nlcert-bench [--size-mb N] [--out FILE] [--write-only]
               nlcert-bench --stage STAGE FILE

        Generates a synthetic Charles-like HAR (default 350 MB: ~20% Nielsen pings with real
        shapes, 1–4 MB base64 bodies, 30–75 KB JS/HTML bodies full of escapes, decoy ping URLs in
        initiator stacks and bodies; the same bytes on every run), then times each stage of nlcert
        on it, in a child process of its own, next to `jq` and Python's json module extracting the
        ping URLs (each when installed) and `cat > /dev/null`. Prints wall and CPU time, MB/s
        (from wall time), peak memory and the ratios to jq and to Python. Then tables of growth
        at doubling sizes: the rules and reports in-process (NLCERT_BENCH_SCALE,
        NLCERT_BENCH_REPORT_SCALE, NLCERT_BENCH_BREAKS_SCALE), and the nlcert binary on HARs of
        distinct pings in NLCERT_BENCH_SESSION_PINGS-ping sessions (NLCERT_BENCH_DISTINCT, default
        100000,200000,400000,1000000; empty for none). Before those, text captures: an Android
        logcat and an iOS console of NLCERT_BENCH_TEXT_MB MB (default 400; 0 for none), one line
        in a hundred the SDK's, read and checked next to `grep -c` of the same file.
        With --stage, runs one stage (\(BenchStage.all.map(\.name).joined(separator: ", "))) on FILE and
        prints what it found: this is what the benchmark runs in each child.
        """
    public static let options: [OptionSpec] = [
        .value("--size-mb", name: "N", help: "size of the generated HAR in MB (default 350)"),
        .value("--out", name: "FILE", help: "write the HAR here and keep it (default: a temporary file, removed)"),
        .value("--stage", name: "STAGE", help: "run one stage on FILE and exit (used by the benchmark itself)"),
        .flag("--write-only", help: "write the HAR (keep it with --out) and exit without measuring"),
    ]

    /// One measured step: its label, and its measurement (`nil`: it could not be started).
    typealias Row = (label: String, measurement: BenchProcess.Measurement?)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        if let stageName = arguments.value("--stage") {
            return try runStage(stageName, arguments.positionals, console: console)
        }
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("'nlcert-bench' takes no file (did you mean --stage STAGE FILE?)")
        }
        var sizeMB = 350
        if let text = arguments.value("--size-mb") {
            guard let n = Int(text), n >= 1, n <= 10_000 else {
                throw CLIError.usage("--size-mb needs a whole number of MB from 1 to 10000, not '\(text)'")
            }
            sizeMB = n
        }
        guard let me = BenchProcess.selfPath() else {
            throw CLIError.io("nlcert-bench: cannot find its own executable (/proc/self/exe)")
        }
        let (path, tempDir) = try outputPath(arguments.value("--out"), console: console)
        let keep = tempDir == nil
        defer {
            if !keep {
                unlink(path)
                if let tempDir { rmdir(tempDir) }
            }
        }
        let mb = try generate(path, sizeMB: sizeMB, console: console)
        if arguments.flag("--write-only") { return .success }
        let reportPath = (tempDir ?? "/tmp") + "/stage-\(getpid()).txt"
        defer { unlink(reportPath) }
        var reports: [String: String] = [:]
        var rows: [Row] = BenchStage.all.map { stage in
            let m = BenchProcess.run([me, "--stage", stage.name, path], stdoutPath: reportPath)
            reports[stage.name] = BenchProcess.readSmallFile(reportPath)
            return (stage.label, m)
        }
        // The stages run in this benchmark's own process (which loads Foundation); the shipped
        // binary, when it is built next to it, is timed too: its peak is what a user sees.
        var skipped: [String] = []
        if let nlcert = BenchProcess.sibling(of: me, named: "nlcert") {
            rows.append(
                (
                    "nlcert check, the binary (text)",
                    BenchProcess.run([nlcert, "check", "--no-color", "--exit-zero", path])
                ))
        } else {
            skipped.append(
                "the nlcert binary is not built next to nlcert-bench: swift build -c release first to time it")
        }
        let baselines = BenchBaselines.run(path, environment: console.environment)
        rows += baselines.rows
        console.out(table(rows, megabytes: mb, jq: baselines.jq, python: baselines.python))
        printNotes(rows: rows, reports: reports, skipped: skipped + baselines.skipped, console: console)
        let texts = BenchTextCaptures.run(me: me, beside: path, console: console)
        let scaled = scaleRows(me: me, path: path, console: console) && texts
        if keep { console.out("\nThe HAR is kept at \(TerminalText.escape(path)).\n") }
        // A failing baseline is shown in the table; only a failing nlcert stage fails the run.
        let failed = rows.prefix(BenchStage.all.count).contains { $0.1 == nil || $0.1?.exitStatus != 0 }
        return failed || !scaled ? .failure : .success
    }

    /// Where the HAR goes: `--out FILE` (kept), or a file in a new temporary directory (returned
    /// too, to be removed).
    static func outputPath(_ out: String?, console: Console) throws(CLIError) -> (String, String?) {
        if let out { return (out, nil) }
        let base = console.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/nlcert-bench-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CLIError.io("nlcert-bench: cannot create a temporary directory in \(base)")
        }
        let dir = String(cString: made)
        return (dir + "/bench.har", dir)
    }

    /// Writes the capture and says what is in it; returns its size in MB.
    static func generate(_ path: String, sizeMB: Int, console: Console) throws(CLIError) -> Double {
        console.out(
            "nlcert-bench: writing a \(sizeMB) MB synthetic Charles-like HAR to "
                + "\(TerminalText.escape(path)) …\n")
        let genStart = BenchProcess.now()
        let summary: SyntheticHARGenerator.Summary
        do {
            summary = try SyntheticHARGenerator(targetBytes: sizeMB * 1_000_000).write(to: path)
        } catch {
            throw CLIError.io("nlcert-bench: \(error.description)")
        }
        let genSeconds = BenchProcess.now() - genStart
        let mb = Double(summary.bytes) / 1_000_000
        let share = format(100 * Double(summary.pings) / Double(max(1, summary.entries)), 1)
        console.out(
            "  \(format(mb, 1)) MB, \(summary.entries) entries, \(summary.pings) pings (\(share)%), "
                + "\(summary.decoys) decoy ping URLs in initiators and bodies, written in \(format(genSeconds, 2)) s\n\n"
        )
        return mb
    }

    static func printNotes(rows: [Row], reports: [String: String], skipped: [String], console: Console) {
        if let engine = reports["engine"]?.split(separator: "\n").first, engine.hasPrefix("engine: ") {
            // The engine row is the whole child: reading the HAR and building the big timeline too.
            console.out(
                "\n* the whole process (reading the HAR, building the timeline to check, the rules); "
                    + "the rules alone:\n  "
                    + TerminalText.escape(String(engine.dropFirst("engine: ".count))) + "\n")
        }
        for reason in skipped { console.out("\n" + reason + "\n") }
        if rows.contains(where: { $0.1?.peakIsUpperBound == true }) {
            console.out("≤: the step ended too fast to tell its peak from the benchmark's own memory\n")
        }
    }
}

extension BenchCommand {
    /// The scaling rows: `check` with the text report, then with every report but JSON, at
    /// doubling numbers of sessions, each in its own process, with the growth factor (CPU-time ratio ÷ size ratio to the row before —
    /// CPU time, since wall time on a shared machine drifts: 1.0 is linear, 2.0 would be
    /// quadratic). False when a row failed.
    static func scaleRows(me: String, path: String, console: Console) -> Bool {
        let text = growthRows(
            "Scaling: rules + text report", stage: "scale", sizes: BenchStage.scaleSizes, me: me, path: path,
            console: console)
        let reports = growthRows(
            "Scaling: rules + every report but JSON", stage: "reports", sizes: BenchStage.reportSizes, me: me,
            path: path, console: console)
        let breaks = growthRows(
            "Scaling: one viewing session of API calls, an ad break every other call", stage: "breaks",
            sizes: BenchStage.breakSizes, unit: "calls", me: me, path: path, console: console)
        return text && reports && breaks && distinctRows(me: me, beside: path, console: console)
    }

    /// The shipped binary's `check` (text report) on HARs of pings that share no storage —
    /// every URL its own, as a real capture's are — at doubling sizes: each HAR is written next
    /// to the benchmark's own, checked, and removed. Skipped, with the reason, when the binary
    /// is not built next to the benchmark.
    static func distinctRows(me: String, beside path: String, console: Console) -> Bool {
        let sizes = BenchStage.distinctSizes
        guard !sizes.isEmpty else { return true }
        guard let nlcert = BenchProcess.sibling(of: me, named: "nlcert") else {
            console.out(
                "\nthe nlcert binary is not built next to nlcert-bench: the distinct-ping rows need it "
                    + "(swift build -c release first)\n")
            return true
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return growthRows(
            "Scaling: nlcert check (the binary) on distinct pings, a HAR of nothing else", sizes: sizes,
            console: console
        ) { size in
            let har = (folder.isEmpty ? "." : folder) + "/distinct-\(size).har"
            defer { unlink(har) }
            let generator = SyntheticHARGenerator(
                targetBytes: 0, distinctPings: (size, BenchStage.sessionPings))
            guard (try? generator.write(to: har)) != nil else { return nil }
            return BenchProcess.run([nlcert, "check", "--no-color", "--exit-zero", har])
        }
    }

    /// One table of growth rows: `stage:size` for each size, each in its own process.
    static func growthRows(
        _ title: String, stage: String, sizes: [Int], unit: String = "pings", me: String, path: String,
        console: Console
    ) -> Bool {
        growthRows(title, sizes: sizes, unit: unit, console: console) { size in
            BenchProcess.run([me, "--stage", "\(stage):\(size)", path])
        }
    }

    /// One table of growth rows, `measure` giving each size's run (`nil` when it failed).
    static func growthRows(
        _ title: String, sizes: [Int], unit: String = "pings", console: Console,
        measure: (Int) -> BenchProcess.Measurement?
    ) -> Bool {
        guard !sizes.isEmpty else { return true }
        let perSession = unit == "pings" ? BenchStage.sessionPings : nil
        console.out(
            "\n\(title)\(perSession.map { ", \($0)-ping sessions" } ?? "") (growth = CPU-time ratio "
                + "÷ size ratio to the row before; 1.0 is linear, 2.0 quadratic)\n")
        console.out(
            pad(unit, 12) + pad("sessions", 10, right: true) + pad("wall s", 9, right: true)
                + pad("cpu s", 8, right: true)
                + pad("peak MB", 10, right: true) + pad("growth", 9, right: true) + "\n")
        var previous: (size: Int, m: BenchProcess.Measurement)?
        var ok = true
        for size in sizes {
            guard let m = measure(size), m.exitStatus == 0 else {
                console.out(pad("\(size)", 12) + "  failed\n")
                ok = false
                continue
            }
            var growth = "—"
            if let p = previous {
                growth = format((m.cpuSeconds / max(p.m.cpuSeconds, 1e-9)) / (Double(size) / Double(p.size)), 2)
            }
            let sessions = perSession.map { (size + $0 - 1) / $0 } ?? 1
            console.out(
                pad("\(size)", 12) + pad("\(sessions)", 10, right: true) + pad(format(m.seconds, 2), 9, right: true)
                    + pad(format(m.cpuSeconds, 2), 8, right: true) + pad(format(m.peakMB, 1), 10, right: true)
                    + pad(growth, 9, right: true) + "\n")
            previous = (size, m)
        }
        return ok
    }

    /// `--stage NAME FILE`: what each child process runs.
    static func runStage(_ name: String, _ files: [String], console: Console) throws(CLIError) -> ExitCode {
        guard let stage = BenchStage.named(name) else {
            throw CLIError.usage(
                "unknown stage '\(name)'; stages: \(BenchStage.all.map(\.name).joined(separator: ", "))")
        }
        guard files.count == 1, let file = files.first else {
            throw CLIError.usage("--stage \(name) needs exactly one FILE")
        }
        do {
            console.out("\(stage.name): \(try stage.run(file))\n")
        } catch let error as CaptureError {
            throw CLIError.input(error)
        } catch {
            throw CLIError.io("\(error)")
        }
        return .success
    }

    /// The table: one row per step, with the ratios of its time and peak memory to jq's and to
    /// Python's (each pair of columns only when that baseline ran).
    static func table(
        _ rows: [Row], megabytes: Double, jq: BenchProcess.Measurement?, python: BenchProcess.Measurement?
    ) -> String {
        table(rows, megabytes: megabytes, baselines: [("jq", jq), ("py", python)])
    }

    /// The table with a pair of ratio columns for each baseline that ran.
    static func table(
        _ rows: [Row], megabytes: Double, baselines named: [(String, BenchProcess.Measurement?)]
    )
        -> String
    {
        let baselines = named.compactMap { name, m in
            m.flatMap { $0.exitStatus == 0 ? (name, $0) : nil }
        }
        var header =
            pad("step", 30) + pad("wall s", 9, right: true) + pad("cpu s", 8, right: true) + pad("MB/s", 9, right: true)
            + pad("peak MB", 10, right: true)
        for (name, _) in baselines {
            header += pad("time ÷ \(name)", 13, right: true) + pad("memory ÷ \(name)", 15, right: true)
        }
        var lines = [header]
        for (label, m) in rows {
            guard let m, m.exitStatus == 0 else {
                let why = m.map { "failed (exit \($0.exitStatus))" } ?? "could not be started"
                lines.append(pad(label, 30) + "  " + why)
                continue
            }
            var line =
                pad(label, 30) + pad(format(m.seconds, 3), 9, right: true)
                + pad(format(m.cpuSeconds, 2), 8, right: true)
                + pad(format(megabytes / max(m.seconds, 1e-9), 0), 9, right: true)
                + pad((m.peakIsUpperBound ? "≤" : "") + format(m.peakMB, 1), 10, right: true)
            for (_, base) in baselines {
                line += pad(format(m.seconds / max(base.seconds, 1e-9), 3), 13, right: true)
                line += pad(format(m.peakMB / max(base.peakMB, 1e-9), 3), 15, right: true)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    /// A fixed-point number without Foundation's formatter.
    static func format(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let frac = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: decimals - frac.count) + frac
        }
        return text
    }
}
