/// The check behind NL107 (`rules/metadata/NL107-isfullepisode-value.json`), NL108 (`rules/metadata/NL108-adloadtype-value.json`).
extension CheckLibrary {
    static let enumeration = CheckFunction(
        name: "enumeration", scope: .session, combinesEvidence: true,
        summary: "a metadata field is one of a list of values",
        arguments: fieldArguments,
        options: [CheckParameter("values", .stringList, required: true, help: "allowed values")]
    ) { ctx in
        let allowed = ctx.strings("values")
        return fieldCheck(ctx) { value in
            allowed.contains(value) ? nil : "is \(quote(value)); allowed: \(allowed.joined(separator: ", "))"
        }
    }
}
