/// The check behind NL401 (`rules/identity/NL401-appid-format.json`).
extension CheckLibrary {
    static let appIDFormat = CheckFunction(
        name: "appIDFormat", scope: .capture, summary: "the App ID has the documented form",
        options: [CheckParameter("pattern", .pattern, required: true, help: "regular expression for the App ID")]
    ) { ctx in
        guard let regex = ctx.pattern("pattern") else {
            return .notChecked("the rule's pattern is not a valid regular expression")
        }
        // Each App ID once, where it is first seen (a capture can hold thousands of app starts).
        var seen: [(String, EvidenceItem?)] = []
        var known: Set<String> = []
        // A ping nearly always has the App ID of the ping before: only a change is hashed.
        var last: String?
        for (index, ping) in ctx.nielsenPings where ping.kind.hasDCRParameters {
            guard let asid = ping.value("c13"), asid != last else { continue }
            last = asid
            if !asid.isEmpty, known.insert(asid).inserted {
                seen.append((asid, ctx.item(pingAt: index)))
            }
        }
        for call in ctx.calls where call.api == .initialize {
            let id = call.firstArg?.stringValue ?? call.firstArg?["appid"]?.stringValue
            if let id, known.insert(id).inserted { seen.append((id, ctx.item(call))) }
        }
        if seen.isEmpty { return .notExercised("no App ID in the capture") }
        let problems = seen.filter { !regex.matches($0.0) }.map { id, item in
            CheckDecision.Problem(
                message:
                    "App ID \(quote(id)) is not a P-prefixed GUID (test App IDs look like PXXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX)",
                field: "appid", items: [item].compactMap { $0 })
        }
        return .decided(problems, certainty: .exact)
    }
}
