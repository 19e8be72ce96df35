/// The check behind NL102 (`rules/metadata/NL102-assetid-special-characters.json`), NL106 (`rules/metadata/NL106-airdate-format.json`), NL109 (`rules/metadata/NL109-length-value.json`).
extension CheckLibrary {
    static let pattern = CheckFunction(
        name: "pattern", scope: .session, combinesEvidence: true,
        summary: "a metadata field matches a regular expression",
        arguments: fieldArguments + [CheckParameter("describe", .string, help: "what the pattern means, for messages")],
        options: [
            CheckParameter("pattern", .pattern, required: true, help: "regular expression the whole value must match")
        ]
    ) { ctx in
        guard let regex = ctx.pattern("pattern") else {
            return .notChecked("the rule's pattern is not a valid regular expression")
        }
        return fieldCheck(ctx) { value in
            guard !value.isEmpty, !regex.matches(value) else { return nil }
            // Built for a finding only: a million pings run this on 100,000 sessions.
            let describe = ctx.string("describe") ?? "match \(regex.source)"
            return "is \(quote(value)); it must \(describe)"
        }
    }
}
