import NLCertKit

/// `nlcert explain NL203` — one rule's documentation: why it exists, how to fix it, where it
/// comes from, the evidence that decides it, its options (effective values) and its examples.
public enum ExplainCommand: Command {
    public static let name = "explain"
    public static let summary = "print a rule's documentation, options and examples (by id or slug)"
    public static let usage = """
        Usage: nlcert explain RULE [--profile NAME] [--config FILE] [--rules DIR]

        RULE is an id (NL203) or a slug (ad-playhead-starts-at-zero).
        """
    public static let options: [OptionSpec] = RuleSetup.options

    public static func run(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> ExitCode {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw CLIError.usage("'nlcert explain' needs exactly one rule id or slug")
        }
        let setup = try RuleSetup.load(arguments, console: console)
        guard let rule = setup.ruleSet.rule(name) else {
            throw CLIError.usage("no rule \"\(TerminalText.escape(name))\"; run 'nlcert rules' for the list")
        }
        let effective = try setup.engine().rules.first { $0.id == rule.id }
        console.out(render(rule, effective: effective, profile: setup.profile))
        return .success
    }

    static func render(_ rule: RuleDefinition, effective: EffectiveRule?, profile: String) -> String {
        let e: (String) -> String = { TerminalText.escape($0) }
        var out = "\(rule.id) \(e(rule.slug)) — \(e(rule.title))\n\n"
        let state = effective.map { $0.enabled ? $0.severity.rawValue : "off" } ?? "off"
        out += "Family:    \(e(rule.family))\n"
        out += "Severity:  \(rule.severity.rawValue) by default; \(state) under \(profile)\n"
        out += "Profiles:  \(rule.profiles.map(e).joined(separator: ", "))\n"
        out += "Source:    \(e(rule.source))\n"
        out +=
            "Evidence:  API calls (SDK debug log or API trace): \(rule.decidability.api.rawValue); pings: \(rule.decidability.ping.rawValue)"
        if let cap = rule.decidability.inferredMaxSeverity { out += " (inferred findings at most \(cap.rawValue))" }
        out +=
            "\nReference: \(e(rule.file)) (the rule's own file; 'nlcert rules --reference DIR' writes every rule as a page)\n\n"
        out += "Why:\n  \(e(rule.rationale))\n\nFix:\n  \(e(rule.fix))\n\n"
        if let function = CheckLibrary.function(named: rule.function) {
            out += "Check:     \(function.name) — \(function.summary)\n"
            for a in rule.arguments { out += "           \(e(a.key)) = \(e(JSONWriter.write(a.value)))\n" }
            if !function.options.isEmpty {
                out +=
                    "\nOptions (set them per rule in .nlcert.json \"rules\": {\"\(rule.id)\": {\"options\": {…}}}):\n"
                for spec in function.options {
                    let value = (effective?.options ?? rule.options).first { $0.key == spec.name }?.value
                    out += "  \(spec.name) = \(value.map { e(JSONWriter.write($0)) } ?? "(unset)")  — \(e(spec.help))\n"
                }
            }
        }
        out += "\nExamples:\n"
        for ex in rule.examples {
            var expect = ex.verdict.rawValue
            if let ev = ex.certainty { expect += ", \(ev.rawValue)" }
            if let p = ex.profile { expect += ", profile \(e(p))" }
            if !ex.options.isEmpty { expect += ", options \(e(JSONWriter.write(.object(ex.options))))" }
            out += "  [\(ex.triggers ? "triggers" : "passes")] \(e(ex.name)) → \(expect)\n"
            for p in ex.pings { out += "      ping  \(e(shorten(summarize(p))))\n" }
            for c in ex.calls.prefix(12) { out += "      call  \(e(shorten(JSONWriter.write(c))))\n" }
            if ex.calls.count > 12 { out += "      … \(ex.calls.count - 12) more calls\n" }
        }
        return out
    }

    /// Parameters worth showing for an example ping; the rest is the same template everywhere.
    static let shownKeys: Set<String> = [
        "ai", "tl", "cg", "c3", "c13", "c16", "at", "rt", "sd", "c27", "c51", "c52", "c53", "c54", "c58", "c61", "c64",
        "c71",
        "c72", "davty", "evdata", "uoo", "cr",
    ]

    /// An example ping line as its notes, host and the parameters rules read
    /// (`[status 0] secure-sdk.imrworldwide.com at=view ai=VID-1 …`).
    static func summarize(_ line: String) -> String {
        var notes = ""
        var rest = Substring(line)
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            notes += rest[...close] + " "
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " })
        }
        let ping = PingDecoder.decode(url: String(rest))
        guard ping.kind == .dcrPing else { return notes + rest }
        let shown = ping.parameters.filter { shownKeys.contains($0.key) }.map { "\($0.key)=\($0.value)" }
        return notes + ping.scheme + "://" + ping.host + " " + shown.joined(separator: " ")
            + " (\(rest.utf8.count) chars)"
    }

    static func shorten(_ s: String) -> String {
        s.count > 400 ? String(s.prefix(397)) + "…" : s
    }
}
