import NLCertKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `nlcert rules` — lists every rule with its effective severity under the profile and config,
/// the evidence that can decide it, and its family.
public enum RulesCommand: Command {
    public static let name = "rules"
    public static let summary = "list the rules, their effective severity and the evidence that decides them"
    public static let usage = """
        Usage: nlcert rules [--profile NAME] [--config FILE] [--rules DIR] [--format text|json]

        Lists every rule: id, slug, severity under the profile and config ("off" when the profile
        does not use it), which evidence decides it (api: the SDK debug log or an API trace; ping:
        captured traffic — exact, inferred or none), and its family.
        With --reference DIR, writes the rule reference instead: one Markdown page per rule (why,
        fix, source guide and section, evidence, examples) and an index, DIR/README.md.
        """
    public static let options: [OptionSpec] =
        RuleSetup.options + [
            .value("--format", name: "FORMAT", help: "text (default) or json"),
            .value("--reference", name: "DIR", help: "write the rule reference (one Markdown page per rule) into DIR"),
        ]

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        if !arguments.positionals.isEmpty { throw CLIError.usage("'nlcert rules' takes no file arguments") }
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw CLIError.usage("--format must be text or json") }
        let setup = try RuleSetup.load(arguments, console: console)
        if let dir = arguments.value("--reference") {
            try ReportOutput.createDirectory(dir)
            let pages = RuleReference.pages(setup.ruleSet)
            for page in pages {
                try ReportOutput.write(page.text, to: FileSystem.appending(dir, page.name))
            }
            console.out(
                "nlcert rules: wrote \(pages.count - 1) rule pages and README.md to \(TerminalText.escape(dir))\n")
            return .success
        }
        let rules = try setup.engine().rules
        if format == "json" {
            let items: [JSONValue] = rules.map { r in
                .obj([
                    "id": .string(r.id), "slug": .string(r.definition.slug), "title": .string(r.definition.title),
                    "family": .string(r.definition.family),
                    "severity": .string(r.enabled ? r.severity.rawValue : "off"),
                    "evidence": .obj([
                        "api": .string(r.definition.decidability.api.rawValue),
                        "ping": .string(r.definition.decidability.ping.rawValue),
                    ]),
                ])
            }
            console.out(
                JSONWriter.write(
                    .obj(["schemaVersion": 1, "profile": .string(setup.profile), "rules": .array(items)]), pretty: true)
                    + "\n")
            return .success
        }
        var out = "Rules under profile \(setup.profile)\(setup.config.map { " and \($0.file)" } ?? ""):\n\n"
        out += pad("ID", 7) + pad("SEVERITY", 9) + pad("API", 6) + pad("PING", 9) + pad("FAMILY", 9) + "SLUG — TITLE\n"
        for r in rules {
            let e = r.definition.decidability
            out +=
                pad(r.id, 7) + pad(r.enabled ? r.severity.rawValue : "off", 9) + pad(e.api.rawValue, 6)
                + pad(e.ping.rawValue + (e.inferredMaxSeverity != nil ? "*" : ""), 9) + pad(r.definition.family, 9)
                + TerminalText.escape(r.definition.slug) + " — " + TerminalText.escape(r.definition.title) + "\n"
        }
        out +=
            "\n* inferred from pings at most a \(rules.compactMap(\.definition.decidability.inferredMaxSeverity).first?.rawValue ?? "warning").\n"
        out += "Run 'nlcert explain <id>' for a rule's documentation, options and examples.\n"
        console.out(out)
        return .success
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(1, width - s.count))
    }
}
