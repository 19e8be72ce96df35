/// The check behind NL405 (`rules/identity/NL405-ott-update-invalid.json`).
extension CheckLibrary {
    static let ottUpdate = CheckFunction(
        name: "ottUpdate", scope: .capture, summary: "updateOTT payloads are well formed",
        options: [CheckParameter("types", .stringList, required: true, help: "allowed ottType values")]
    ) { ctx in evaluateOttUpdate(ctx) }

    private static func evaluateOttUpdate(_ ctx: CheckContext) -> CheckDecision {
        let types = ctx.strings("types")
        switch ctx.mode {
        case .calls: return ottUpdateFromCalls(ctx, types: types)
        case .pings: return ottUpdateFromPings(ctx, types: types)
        }
    }

    /// Each updateOTT payload: an object of strings, a known status, and for OTT on a known type
    /// and the device keys.
    private static func ottUpdateFromCalls(_ ctx: CheckContext, types: [String]) -> CheckDecision {
        let calls = ctx.calls.filter { $0.api == .updateOTT }
        if calls.isEmpty { return .notExercised("no updateOTT call in the capture") }
        var problems: [CheckDecision.Problem] = []
        for call in calls {
            guard let members = call.firstArg?.objectValue else {
                problems.append(
                    .init(
                        message: "updateOTT was given \(call.firstArg?.typeName ?? "nothing"), not an object",
                        field: "ottStatus", time: time(call), items: [ctx.item(call)]))
                continue
            }
            // Each problem names the key it is about, so two problems of one call are two
            // findings with their own fingerprints.
            var issues: [(field: String, text: String)] = []
            for m in members where m.value.stringValue == nil {
                issues.append((m.key, "\(m.key) is a \(m.value.typeName), not a string"))
            }
            let obj = call.firstArg
            let status = obj?["ottStatus"].flatMap { text($0) }
            if status != "0" && status != "1" {
                issues.append(("ottStatus", "ottStatus is \(status.map(quote) ?? "missing"), not \"0\" or \"1\""))
            }
            if status == "1" {
                let type = obj?["ottType"].flatMap { text($0) }
                if !(type.map(types.contains) ?? false) {
                    let allowed = types.joined(separator: ", ")
                    issues.append(("ottType", "ottType is \(type.map(quote) ?? "missing"); allowed: \(allowed)"))
                }
                for key in ["ottDevice", "ottDeviceModel", "ottDeviceID"]
                where (obj?[key].flatMap { text($0) } ?? "").isEmpty {
                    issues.append((key, "\(key) is missing"))
                }
            }
            for issue in issues {
                problems.append(
                    .init(
                        message: "updateOTT: \(issue.text)", field: issue.field, time: time(call),
                        items: [ctx.item(call)]))
            }
        }
        return .decided(problems, certainty: .exact)
    }

    /// What the pings show of the OTT state (`c71 ottflg`, `c72 otttyp`).
    private static func ottUpdateFromPings(_ ctx: CheckContext, types: [String]) -> CheckDecision {
        // No list is made per ping (a million pings made a million).
        let pings = ctx.nielsenPings.filter {
            guard $0.ping.kind == .dcrPing, let flag = $0.ping.ping.value(.ottFlag) else { return false }
            return flag != "" && flag != "0"
        }
        if pings.isEmpty { return .notExercised("no ping reports an OTT (AirPlay, mirroring) state") }
        var problems: [CheckDecision.Problem] = []
        if let bad = pings.first(where: {
            let f = $0.ping.ping.value(.ottFlag) ?? ""
            return !["0", "1", ""].contains(f)
        }) {
            problems.append(
                .init(
                    message: "ping reports ottflg \(quote(bad.ping.value("c71") ?? "")), not 0 or 1",
                    field: "ottStatus", time: bad.ping.orderTime,
                    items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
        }
        if let bad = pings.first(where: {
            $0.ping.value("c71") == "1" && !types.contains($0.ping.value("c72") ?? "")
        }) {
            problems.append(
                .init(
                    message:
                        "ping reports OTT on (ottflg 1) with otttyp \(quote(bad.ping.value("c72") ?? "")); allowed: \(types.joined(separator: ", "))",
                    field: "ottType", time: bad.ping.orderTime,
                    items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
        }
        return .decided(problems, certainty: .inferred)
    }
}
