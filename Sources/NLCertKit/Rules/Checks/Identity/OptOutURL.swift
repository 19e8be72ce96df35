/// The check behind NL406 (`rules/identity/NL406-opt-out-url-invalid.json`).
extension CheckLibrary {
    static let optOutURL = CheckFunction(
        name: "optOutURL", scope: .capture, summary: "userOptOut gets only the documented URLs",
        options: [CheckParameter("urls", .stringList, required: true, help: "allowed userOptOut arguments")]
    ) { ctx in
        let allowed = ctx.strings("urls")
        let calls = ctx.calls.filter { $0.api == .userOptOut }
        if calls.isEmpty { return .notExercised("no userOptOut call in the capture") }
        let problems = calls.compactMap { call -> CheckDecision.Problem? in
            let arg = call.firstArg?.stringValue
            if let arg, allowed.contains(arg) { return nil }
            return .init(
                message:
                    "userOptOut was called with \(arg.map(quote) ?? call.firstArg?.typeName ?? "nothing"); allowed: \(allowed.joined(separator: ", "))",
                field: "userOptOut", time: time(call), items: [ctx.item(call)])
        }
        return .decided(problems, certainty: .exact)
    }
}
