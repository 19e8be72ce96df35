/// What the field checks (`maxLength`, `pattern`, `enumeration`) share: their arguments and the
/// walk over every value of the field in the scope's `loadMetadata` calls and pings.
extension CheckLibrary {
    static let fieldArguments: [CheckParameter] = [
        CheckParameter("field", .field, required: true, help: "metadata key to check"),
        CheckParameter("metadata", .string, help: "which loadMetadata objects: content (default), ad or any"),
        CheckParameter(
            "skipLiveBrowserPings", .bool,
            help: "pings: ignore live browser pings, whose value is the SDK's (sd=0), not the app's"),
    ]

    /// Runs `test` over every value of the rule's field in the scope, the calls' metadata and
    /// the pings' parameters alike (a value seen anywhere is checked); `test` returns the end
    /// of a message ("is 40 characters long …") for a bad value. Each distinct bad value is one
    /// finding, pointing at its first occurrence (a call before a ping).
    static func fieldCheck(_ ctx: CheckContext, _ test: (String) -> String?) -> CheckDecision {
        guard let field = ctx.field(argument: "field") else {
            return .notChecked("the rule names no known field")
        }
        let kind = ctx.argument("metadata")?.stringValue ?? "content"
        var problems: [CheckDecision.Problem] = []
        var seen: Set<String> = []
        var sawValue = false
        for call in metadataCalls(ctx, kind: kind) {
            guard let value = text(call.firstArg?[field.key]) else { continue }
            sawValue = true
            guard seen.insert(value).inserted, let what = test(value) else { continue }
            problems.append(
                .init(
                    message: "\(kind == "content" ? "content" : "ad") metadata \(field.key) \(what)", field: field.key,
                    time: time(call), assetID: call.firstArg?["assetid"]?.stringValue, items: [ctx.item(call)]))
        }
        if let param = field.pingParameter {
            let key = PingView.Key(param)
            let skipLive = ctx.argument("skipLiveBrowserPings")?.boolValue ?? false
            // A session's pings mostly repeat one value: compare with the last one before hashing.
            var last: String?
            for (index, ping) in pings(ctx, kind: kind) {
                if skipLive, ping.value("c58") == "true", ping.sdkFamily == .browser { continue }
                guard let value = ping.value(key) else { continue }
                sawValue = true
                if value == last { continue }
                last = value
                guard seen.insert(value).inserted, let what = test(value) else { continue }
                problems.append(
                    .init(
                        message: "\(field.key) (ping parameter \(param)) \(what)", field: field.key,
                        time: ping.orderTime,
                        assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
        } else if ctx.mode == .pings {
            return .notChecked(CheckDecision.needsCalls)
        }
        if !sawValue && problems.isEmpty { return .notExercised("no \(field.key) value in this session") }
        return .decided(problems, certainty: .exact)
    }
}
