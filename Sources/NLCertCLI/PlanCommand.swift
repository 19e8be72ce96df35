import NLCertKit

/// `nlcert plan` — the scenarios a certification run under a profile should play, as a
/// Markdown test plan a tester can work through (and tick off).
public enum PlanCommand: Command {
    public static let name = "plan"
    public static let summary = "print the certification test plan (scenarios to play) for a profile, as Markdown"
    public static let usage = """
        Usage: nlcert plan [--profile NAME]

        Lists every scenario a certification under the profile exercises: what to play, which
        checklist items it shows, and whether the run needs it (required) or only when the app
        has the feature. 'nlcert check DIR' then says which scenarios the captures cover.
        """
    public static let options: [OptionSpec] = RuleSetup.options

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw CLIError.usage("'nlcert plan' takes no files (did you mean 'nlcert check'?)")
        }
        let setup = try RuleSetup.load(arguments, console: console)
        let catalog = try catalog(setup)
        console.out(markdown(catalog.scenarios(for: setup.profile, rules: setup.ruleSet), setup: setup))
        return .success
    }

    static func catalog(_ setup: RuleSetup) throws(CLIError) -> ScenarioCatalog {
        do {
            return try ScenarioCatalog.builtIn(rules: setup.ruleSet)
        } catch {
            throw CLIError.config(error.description)
        }
    }

    static func markdown(_ scenarios: [Scenario], setup: RuleSetup) -> String {
        let titles = Dictionary(setup.ruleSet.checklist.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        var out = "# Certification test plan — profile \(setup.profile)\n\n"
        out += "Play each scenario with the proxy and the device log recording (`nol_devDebug: \"DEBUG\"`), "
        out += "save one capture per scenario in one folder, then run `nlcert check --campaign FOLDER`.\n\n"
        for (kind, list) in [
            ("Required", scenarios.filter(\.required)),
            ("When the app has the feature", scenarios.filter { !$0.required }),
        ]
        where !list.isEmpty {
            out += "## \(kind)\n\n"
            for s in list {
                // The catalog is nlcert's own text (embedded), written as Markdown already.
                out += "- [ ] **\(s.title)** (`\(s.id)`)\n"
                out += "  \(s.play)\n"
                let items = s.checklist.map { "\($0) \(titles[$0] ?? "")" }
                out += "  Shows: \(items.joined(separator: "; ")).\n"
                out += "  Source: \(s.source).\n"
            }
            out += "\n"
        }
        return out
    }
}
