/// The check behind NL101 (`rules/metadata/NL101-assetid-too-long.json`), NL103 (`rules/metadata/NL103-program-too-long.json`), NL104 (`rules/metadata/NL104-title-too-long.json`).
extension CheckLibrary {
    static let maxLength = CheckFunction(
        name: "maxLength", scope: .session, combinesEvidence: true,
        summary: "a metadata field is at most `max` characters long",
        arguments: fieldArguments,
        options: [CheckParameter("max", .number, required: true, help: "longest allowed value")]
    ) { ctx in
        let max = Int(ctx.number("max", default: 0))
        return fieldCheck(ctx) { value in
            // Characters never outnumber UTF-8 bytes: most values are counted by their bytes alone.
            value.utf8.count > max && value.count > max
                ? "is \(value.count) characters long (limit \(max)): \(quote(value))" : nil
        }
    }
}
