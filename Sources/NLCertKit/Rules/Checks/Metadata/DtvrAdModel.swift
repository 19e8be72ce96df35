/// The check behind NL121 (`rules/metadata/NL121-dtvr-admodel-invalid.json`).
extension CheckLibrary {
    static let dtvrAdModel = CheckFunction(
        name: "dtvrAdModel", scope: .session, summary: "DTVR metadata carries adModel with a documented value",
        options: [CheckParameter("values", .stringList, required: true, help: "accepted adModel values")]
    ) { ctx in
        let allowed = ctx.strings("values")
        let loads = ctx.calls.filter { $0.api == .loadMetadata }
        if loads.isEmpty { return .notExercised("no loadMetadata in this DTVR session") }
        let problems: [CheckDecision.Problem] = loads.compactMap { call in
            let value = call.firstArg?["adModel"]
            guard let text = value?.stringValue, allowed.contains(text) else {
                let shown = value.map { JSONWriter.write($0) } ?? "missing"
                return .init(
                    message:
                        "DTVR loadMetadata adModel is \(shown); documented values are \(allowed.map(quote).joined(separator: ", ")) as strings",
                    field: "adModel", time: time(call), items: [ctx.item(call)])
            }
            return nil
        }
        return .decided(problems, certainty: .exact)
    }
}
