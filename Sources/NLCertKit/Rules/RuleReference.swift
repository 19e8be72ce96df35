/// The project's own rule reference, generated from `rules/`: one Markdown page per rule (what
/// it checks and why, the Nielsen guide and section it comes from, the fix, the evidence that
/// decides it, its profiles and its examples) and an index. `nlcert rules --reference DIR`
/// writes it; SARIF's `helpUri` and `nlcert explain` point at the rule's file, whose content the
/// page renders.
public enum RuleReference {
    /// `NL203-ad-playhead-starts-at-zero.md`.
    public static func fileName(_ rule: RuleDefinition) -> String { "\(rule.id)-\(rule.slug).md" }

    /// Every page and the index (`README.md`), as (file name, Markdown).
    public static func pages(_ set: RuleSet) -> [(name: String, text: String)] {
        let rules = set.rules.sorted { $0.id < $1.id }
        return rules.map { (fileName($0), page($0)) } + [("README.md", index(rules))]
    }

    public static func page(_ rule: RuleDefinition) -> String {
        let e = MarkdownText.escape
        var out = "# \(rule.id) \(e(rule.slug))\n\n**\(e(rule.title))**\n\n"
        out += "| | |\n|---|---|\n"
        out += "| Family | \(e(rule.family)) |\n| Default severity | \(rule.severity.rawValue) |\n"
        out += "| Profiles | \(rule.profiles.map(e).joined(separator: ", ")) |\n"
        out +=
            "| Decided by API calls | \(rule.decidability.api.rawValue) |\n| Decided by pings | \(rule.decidability.ping.rawValue)"
        if let cap = rule.decidability.inferredMaxSeverity { out += " (inferred findings at most \(cap.rawValue))" }
        out += " |\n| Source | \(e(rule.source)) |\n| Rule file | `\(rule.file)` |\n\n"
        out += "## Why\n\n\(e(rule.rationale))\n\n## Fix\n\n\(e(rule.fix))\n\n"
        if !rule.options.isEmpty {
            out += "## Options\n\n"
            for o in rule.options { out += "* `\(o.key)` = `\(JSONWriter.write(o.value))`\n" }
            out += "\n"
        }
        out += "## Examples\n\nEach example runs in nlcert's test suite.\n\n"
        for ex in rule.examples {
            var expect = ex.verdict.rawValue
            if let ev = ex.certainty { expect += ", \(ev.rawValue)" }
            if let p = ex.profile { expect += ", profile \(e(p))" }
            out += "### \(ex.triggers ? "Triggers" : "Passes"): \(e(ex.name)) → \(expect)\n\n"
            if !ex.pings.isEmpty || !ex.calls.isEmpty {
                out += "```\n"
                for p in ex.pings { out += "ping  \(p.replacingFences())\n" }
                for c in ex.calls { out += "call  \(JSONWriter.write(c).replacingFences())\n" }
                out += "```\n\n"
            }
        }
        return out
    }

    static func index(_ rules: [RuleDefinition]) -> String {
        var out = "# nlcert rule reference\n\nGenerated from `rules/` by `nlcert rules --reference DIR`.\n\n"
        out += "| Rule | Title | Severity | Source |\n|---|---|---|---|\n"
        for r in rules {
            out +=
                "| [\(r.id) \(MarkdownText.escape(r.slug))](\(fileName(r))) | \(MarkdownText.escape(r.title)) | \(r.severity.rawValue) | \(MarkdownText.escape(r.source)) |\n"
        }
        return out
    }
}

private extension String {
    /// Keeps an example line from closing the code block it is shown in.
    func replacingFences() -> String { replacing("```", with: "ʼʼʼ").replacing("\n", with: " ") }
}
