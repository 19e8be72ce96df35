import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nlcert check FILE…|DIR` — reads each capture, rebuilds its timeline, runs the rules under
/// the profile and config, hides ignored and baselined findings, renders the report(s) and
/// exits 0 / 1 / 2 as the README says.
public enum CheckCommand: Command {
    public static let name = "check"
    public static let summary = "check captures against Nielsen's rules and give a verdict per rule and checklist item"
    public static let usage = """
        Usage: nlcert check [options] FILE...|DIR

        Each network capture (HAR, Charles .chlsj, URL list) is one capture; an SDK log or API
        trace joins the capture with the same file stem (b.har + b.calls.jsonl), or the only one
        given. A directory contributes its capture files. One verdict per capture.
        Several captures are also judged as one certification run (the campaign): a checklist
        across captures, the scenarios they cover, and whether the run is ready to submit.
        Exit: 0 no finding at or above --fail-on, 1 findings (or too many warnings; with
        --campaign: the run is not ready to submit), 2 usage, config, rule-file or
        unreadable-capture error.
        """
    public static let options: [OptionSpec] =
        RuleSetup.options + [
            .value(
                "--fail-on", name: "LEVEL",
                help: "error (default), warning or info: the lowest severity that fails the run"),
            .value("--max-warnings", name: "N", help: "also fail when there are more than N warnings"),
            .flag("--exit-zero", help: "report only: exit 0 unless the input or config is unusable"),
            .value("--baseline", name: "FILE", help: "hide findings recorded in FILE; report only new ones"),
            .value("--write-baseline", name: "FILE", help: "record the current findings' fingerprints in FILE"),
            .flag(
                "--release-build",
                help: "the capture is of the build going live: run the going-live checks (debug logging removed)"),
            .value(
                "--log", name: "FILE", help: "an extra evidence file (SDK log or API trace) for the capture",
                repeatable: true),
            .flag(
                "--no-optional-notices", help: "hide the info notices for documented optional metadata left out (NL116)"
            ),
            .flag(
                "--campaign", help: "judge the captures as one certification run: exit 1 unless it is ready to submit"),
            .value(
                "--require", name: "S[,S…]",
                help: "also require these scenarios (ids from 'nlcert plan') for the campaign"),
            .flag(
                "--strict",
                help:
                    "exit 2 when any capture file found in a directory cannot be read (default: report it, check the rest)"
            ),
        ] + OutputOptions.specs(full: true)

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw CLIError.usage("'nlcert check' needs at least one capture file or directory")
        }
        let destination = try OutputOptions.parse(arguments, console: console, conflict: .check)
        let maxWarnings = try self.maxWarnings(arguments)
        let setup = try RuleSetup.load(arguments, console: console)
        let failOn = try self.failOn(arguments, config: setup.config)
        let engine = try setup.engine(
            releaseBuild: arguments.flag("--release-build"), optionalNotices: !arguments.flag("--no-optional-notices"))
        let baseline = try readBaseline(arguments, config: setup.config)
        let grouping = try captureGroups(arguments, console: console)
        var (results, unreadable) = try check(grouping, engine: engine, console: console)
        if unreadable > 0 {
            let rest =
                results.isEmpty
                ? "no capture could be checked" : "the other \(results.count) capture(s) were checked"
            console.err("nlcert check: \(unreadable) file(s) could not be read; \(rest)\n")
            if results.isEmpty { return .failure }
        }
        results = suppress(results, setup: setup, baseline: baseline, failOn: failOn, console: console)
        if let path = arguments.value("--write-baseline") {
            try writeBaseline(results, to: path)
        }
        var options = destination.reportOptions(failOn: failOn)
        options.informationURI = destination.homePage ?? setup.config?.homePage
        options.campaignGate = arguments.flag("--campaign")
        options.utf16Columns = destination.relocate(&results, console: console)
        let campaign = try campaign(of: results, arguments: arguments, setup: setup)
        try ReportOutput.emit(results, campaign: campaign, to: destination, options: options, console: console)
        ProcessMemory.leaveToExit(results, console: console)
        // Recording a baseline is not a failed gate.
        if arguments.value("--write-baseline") != nil { return .success }
        if unreadable > 0, arguments.flag("--strict") { return .failure }
        let code = exitCode(results, failOn: failOn, maxWarnings: maxWarnings, exitZero: arguments.flag("--exit-zero"))
        if arguments.flag("--campaign"), !arguments.flag("--exit-zero"), let campaign, !campaign.ready {
            return .findings
        }
        return code
    }

    /// `--max-warnings N`, a whole number ≥ 0.
    static func maxWarnings(_ arguments: ParsedArguments) throws(CLIError) -> Int? {
        guard let text = arguments.value("--max-warnings") else { return nil }
        guard let n = Int(text), n >= 0 else {
            throw CLIError.usage("--max-warnings needs a whole number ≥ 0, not '\(text)'")
        }
        return n
    }

    /// `--fail-on`, else the config's, else error.
    static func failOn(_ arguments: ParsedArguments, config: CheckConfiguration?) throws(CLIError) -> Severity {
        guard let text = arguments.value("--fail-on") else { return config?.failOn ?? .error }
        guard let s = Severity(rawValue: text) else {
            throw CLIError.usage("--fail-on must be error, warning or info, not '\(text)'")
        }
        return s
    }

    /// The captures to check: the files and directories named, grouped (a network capture with
    /// its logs), with `--log` files joining the only capture. Skipped files are named on stderr.
    static func captureGroups(
        _ arguments: ParsedArguments, console: Console
    ) throws(CLIError) -> CaptureGrouping.Result {
        try StandardInput.check(arguments.positionals + arguments.values("--log"), console: console)
        var grouping = try CaptureGrouping.group(arguments.positionals)
        for line in grouping.skippedSummary() { console.err("nlcert check: \(line)\n") }
        let extra = arguments.values("--log")
        if !extra.isEmpty {
            guard grouping.groups.count == 1 else {
                throw CLIError.usage("--log joins one capture; give a single capture with it")
            }
            grouping.groups[0] += extra
        }
        return grouping
    }

    /// Reads and checks each capture in turn; returns the results and how many files could not
    /// be read.
    static func check(
        _ grouping: CaptureGrouping.Result, engine: RuleEngine, console: Console
    ) throws(CLIError) -> (results: [CheckResult], unreadable: Int) {
        var results: [CheckResult] = []
        var unreadable = 0
        let progress = ProgressIndicator(enabled: console.stderrIsTTY, total: grouping.groups.count, write: console.err)
        for var paths in grouping.groups {
            var timeline: Timeline?
            while timeline == nil, !paths.isEmpty {
                let name = paths.joined(separator: " + ")
                progress.next(name)
                do {
                    timeline = try self.timeline(of: paths, name: name, console: console, progress: progress)
                } catch {
                    // A file the user named is the run's error; one found in a directory is that
                    // file's own error: the rest of its capture and the other captures are still
                    // checked.
                    guard paths.allSatisfy(grouping.listed.contains) else { throw error }
                    console.err("nlcert check: \(TerminalText.escape(error.description, keepNewlines: true))\n")
                    unreadable += 1
                    guard case .input(let e) = error, paths.contains(e.file) else {
                        paths = []
                        break
                    }
                    paths.removeAll { $0 == e.file }
                }
            }
            guard let timeline else { continue }
            progress.stage("rules", of: paths.joined(separator: " + "))
            results.append(engine.check(timeline, inputs: paths))
        }
        progress.finish()
        return (results, unreadable)
    }

    /// Hides ignored and baselined findings; warns about ignore entries that matched nothing.
    static func suppress(
        _ results: [CheckResult], setup: RuleSetup, baseline: Set<String>, failOn: Severity, console: Console
    ) -> [CheckResult] {
        let ignores = setup.config?.ignores ?? []
        let (suppressed, unmatched) = Suppression.apply(results, ignores: ignores, baseline: baseline, failOn: failOn)
        let file = TerminalText.escape(setup.config?.file ?? ".nlcert.json")
        for u in unmatched {
            let entry = TerminalText.escape(u.description)
            console.err("nlcert check: warning: ignore entry \(entry) in \(file) matched no finding\n")
        }
        return suppressed
    }

    /// The certification run over every capture: built for several captures, or for one with
    /// `--campaign`; `--require` adds scenarios the run must cover.
    static func campaign(
        of results: [CheckResult], arguments: ParsedArguments, setup: RuleSetup
    ) throws(CLIError)
        -> CampaignResult?
    {
        let required = Set(
            (arguments.value("--require") ?? "").split(separator: ",").map { String($0.filter { $0 != " " }) }
        )
        .subtracting([""])
        guard results.count > 1 || arguments.flag("--campaign") || !required.isEmpty else { return nil }
        let catalog = try PlanCommand.catalog(setup)
        let known = Set(catalog.scenarios(for: setup.profile, rules: setup.ruleSet).map(\.id))
        for id in required.sorted() where !known.contains(id) {
            throw CLIError.usage(
                "--require: unknown scenario '\(id)' under profile \(setup.profile) (known: \(known.sorted().joined(separator: ", ")))"
            )
        }
        return CampaignBuilder.build(
            results, catalog: catalog, rules: setup.ruleSet, profile: setup.profile, alsoRequired: required)
    }

    /// Reads one capture (keeping only Nielsen traffic) and builds its timeline. The capture
    /// lives only in here, so it is gone before the rules run.
    static func timeline(
        of paths: [String], name: String, console: Console, progress: ProgressIndicator
    ) throws(CLIError) -> Timeline {
        var capture: Capture
        do {
            capture = try CaptureReader.read(paths: paths, stdinSource: console.stdinSource, filter: .nielsenPings)
        } catch {
            progress.finish()
            throw CLIError.input(error)
        }
        progress.stage("timeline", of: name)
        // Handed over, not copied: the builder lets the requests go once it has decoded them.
        let timeline = TimelineBuilder.build(consume capture)
        ProcessMemory.returnFreedPages()
        return timeline
    }

    /// 1 when a finding is at or above `failOn`, or warnings exceed `maxWarnings`; else 0.
    static func exitCode(_ results: [CheckResult], failOn: Severity, maxWarnings: Int?, exitZero: Bool) -> ExitCode {
        if exitZero { return .success }
        // Read where they lie: a list of every finding (200,000 on a large capture) was the
        // run's last and largest allocation.
        var warnings = 0
        for result in results {
            let gateFails = result.findings.withUnsafeBufferPointer { all in
                all.indices.contains { i in
                    if all[i].severity == .warning { warnings += 1 }
                    return all[i].severity >= failOn
                }
            }
            if gateFails { return .findings }
        }
        if let maxWarnings, warnings > maxWarnings { return .findings }
        return .success
    }

    static func readBaseline(_ arguments: ParsedArguments, config: CheckConfiguration?) throws(CLIError) -> Set<String>
    {
        var path = arguments.value("--baseline")
        if path == nil, let config, let b = config.baseline {
            path =
                b.hasPrefix("/")
                ? b : FileSystem.appending(FileSystem.deletingLastComponent(config.file), b)
            // Missing is an error as on the command line — unless this run records it.
            if let p = path, !FileSystem.exists(p) {
                if arguments.value("--write-baseline") != nil { return [] }
                throw CLIError.config(
                    "\(p): the baseline named in \(config.file) does not exist\n  hint: record it with 'nlcert check … --write-baseline \(p)', or remove \"baseline\" from the config"
                )
            }
        }
        guard let path else { return [] }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CLIError.config("\(path): cannot read the baseline file")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw CLIError.config("\(error.location(in: path).place): baseline is not valid JSON: \(error.message)")
        }
        let list = value["fingerprints"]?.arrayValue ?? value.arrayValue
        guard let list, list.allSatisfy({ $0.stringValue != nil }) else {
            throw CLIError.config("\(path): a baseline is {\"fingerprints\": [\"…\"]}, as --write-baseline writes it")
        }
        return Set(list.compactMap(\.stringValue))
    }

    static func writeBaseline(_ results: [CheckResult], to path: String) throws(CLIError) {
        let prints = Set(
            results.flatMap {
                $0.findings.map(\.fingerprint)
                    + $0.suppressed.compactMap { s in
                        if case .baseline = s.cause { return s.finding.fingerprint }
                        return nil
                    }
            }
        ).sorted()
        let doc: JSONValue = .obj(["schemaVersion": 1, "fingerprints": .array(prints.map { .string($0) })])
        try ReportOutput.write(JSONWriter.write(doc, pretty: true) + "\n", to: path)
    }
}
