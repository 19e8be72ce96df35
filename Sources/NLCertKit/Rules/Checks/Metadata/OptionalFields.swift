/// The check behind NL116 (`rules/metadata/NL116-optional-metadata-absent.json`).
extension CheckLibrary {
    static let optionalFields = CheckFunction(
        name: "optionalFields", scope: .session,
        summary: "documented optional metadata fields are passed (a notice, never a fault)",
        options: [
            CheckParameter("fields", .stringList, required: true, help: "optional fields to mention when absent"),
            CheckParameter("types", .stringList, required: true, help: "metadata types the fields belong to"),
        ]
    ) { ctx in evaluateOptionalFields(ctx) }

    /// Which documented optional fields a stream's metadata leaves out: worth knowing (custom
    /// segments and cross ids shape Nielsen's reports), never a fault.
    private static func evaluateOptionalFields(_ ctx: CheckContext) -> CheckDecision {
        let fields = ctx.strings("fields")
        let types = Set(ctx.strings("types"))
        let loads = ctx.calls.filter {
            $0.api == .loadMetadata && !$0.argumentsMissing && types.contains($0.metadataType ?? "")
        }
        if loads.isEmpty {
            return .notExercised("no \(types.sorted().joined(separator: " or ")) metadata in this session")
        }
        var missing: [String] = []
        for field in fields where !loads.contains(where: { ($0.firstArg?[field]?.stringValue ?? "").isEmpty == false })
        {
            missing.append(field)
        }
        guard !missing.isEmpty, let first = loads.first else { return .decided([], certainty: .exact) }
        return .decided(
            [
                .init(
                    message:
                        "optional metadata not passed: \(missing.joined(separator: ", ")) (documented as optional; pass them if your reports should carry them)",
                    field: missing.joined(separator: ","), time: time(first), items: [ctx.item(first)])
            ], certainty: .exact)
    }
}
