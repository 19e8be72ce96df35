/// Identity, privacy and going-live checks (4xx): App ID, debug flag, opt-out state and calls,
/// `updateOTT` payloads, browser static pings inside app captures.
extension CheckLibrary {
    static var identityFunctions: [CheckFunction] {
        [
            CheckFunction(
                name: "appIDFormat", scope: .capture, summary: "the App ID has the documented form",
                options: [CheckParameter("pattern", .pattern, required: true, help: "regular expression for the App ID")]
            ) { ctx in
                guard let regex = ctx.pattern("pattern") else {
                    return .notChecked("the rule's pattern is not a valid regular expression")
                }
                var seen: [(String, EvidenceItem?)] = []
                for (index, ping) in ctx.nielsenPings where ping.kind.hasDCRParameters {
                    if let asid = ping.value("c13"), !asid.isEmpty, !seen.contains(where: { $0.0 == asid }) {
                        seen.append((asid, ctx.item(pingAt: index)))
                    }
                }
                for call in ctx.calls where call.api == .initialize {
                    let id = call.firstArg?.stringValue ?? call.firstArg?["appid"]?.stringValue
                    if let id, !seen.contains(where: { $0.0 == id }) { seen.append((id, ctx.item(call))) }
                }
                if seen.isEmpty { return .notExercised("no App ID in the capture") }
                let problems = seen.filter { !regex.matches($0.0) }.map { id, item in
                    CheckOutcome.Problem(
                        message: "App ID \(quote(id)) is not a P-prefixed GUID (test App IDs look like PXXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX)",
                        field: "appid", items: [item].compactMap { $0 })
                }
                return .decided(problems, evidence: .exact)
            },
            CheckFunction(
                name: "debugFlag", scope: .capture, summary: "no debug logging key at init in the release build",
                options: [
                    CheckParameter("keys", .stringList, required: true, help: "init keys that turn on SDK logging"),
                    CheckParameter(
                        "releaseBuild", .bool,
                        help: "the capture is of the build that goes live (set by --release-build); otherwise debug logging is what certification needs"),
                ]
            ) { ctx in debugFlagCheck(ctx) },
            CheckFunction(name: "optOutState", scope: .capture, summary: "the capture was not made opted out") { ctx in
                let pings = ctx.nielsenPings.filter { $0.ping.kind.hasDCRParameters && $0.ping.has("uoo") }
                if pings.isEmpty { return .notExercised("no ping carries the opt-out state (uoo)") }
                if let out = pings.first(where: { let v = $0.ping.value("uoo") ?? ""; return v == "1" || v == "true" }) {
                    return .decided([.init(
                        message: "pings report the user as opted out (uoo=\(out.ping.value("uoo") ?? "")): demographic measurement is off in this capture",
                        field: "uoo", time: out.ping.orderTime, items: [ctx.item(pingAt: out.index)].compactMap { $0 })], evidence: .exact)
                }
                return .decided([], evidence: .exact)
            },
            CheckFunction(
                name: "kidsOptOut", scope: .capture, summary: "userOptOut(nielsenappsdk://1) follows initialisation",
                options: [CheckParameter("url", .string, required: true, help: "the opt-out URL kids apps pass")]
            ) { ctx in
                let url = ctx.string("url") ?? "nielsenappsdk://1"
                guard let initCall = ctx.calls.first(where: { $0.api == .initialize }) else {
                    return .notExercised("no init call in the capture")
                }
                let after = ctx.calls.filter { $0.ordinal >= initCall.ordinal && $0.api != .initialize }
                if let optOut = after.first(where: { $0.api == .userOptOut && $0.firstArg?.stringValue == url }) {
                    // "Immediately following the initialization": before anything is measured.
                    guard let measured = after.first(where: { [.play, .loadMetadata, .playheadPosition].contains($0.api) }),
                        measured.ordinal < optOut.ordinal
                    else { return .decided([], evidence: .exact) }
                    return .decided([.init(
                        message: "a kids app must call userOptOut(\"\(url)\") right after initialising; it came only after \(CheckContext.describe(measured))",
                        field: "userOptOut", time: time(optOut), items: [ctx.item(initCall), ctx.item(measured), ctx.item(optOut)])],
                        evidence: .exact)
                }
                return .decided([.init(
                    message: "a kids app must call userOptOut(\"\(url)\") after initialising; it did not", field: "userOptOut",
                    time: time(initCall), items: [ctx.item(initCall)])], evidence: .exact)
            },
            CheckFunction(
                name: "ottUpdate", scope: .capture, summary: "updateOTT payloads are well formed",
                options: [CheckParameter("types", .stringList, required: true, help: "allowed ottType values")]
            ) { ctx in ottCheck(ctx) },
            CheckFunction(
                name: "optOutURL", scope: .capture, summary: "userOptOut gets only the documented URLs",
                options: [CheckParameter("urls", .stringList, required: true, help: "allowed userOptOut arguments")]
            ) { ctx in
                let allowed = ctx.strings("urls")
                let calls = ctx.calls.filter { $0.api == .userOptOut }
                if calls.isEmpty { return .notExercised("no userOptOut call in the capture") }
                let problems = calls.compactMap { call -> CheckOutcome.Problem? in
                    let arg = call.firstArg?.stringValue
                    if let arg, allowed.contains(arg) { return nil }
                    return .init(
                        message: "userOptOut was called with \(arg.map(quote) ?? call.firstArg?.typeName ?? "nothing"); allowed: \(allowed.joined(separator: ", "))",
                        field: "userOptOut", time: time(call), items: [ctx.item(call)])
                }
                return .decided(problems, evidence: .exact)
            },
            CheckFunction(name: "webviewStaticPings", scope: .capture, summary: "no browser static pings inside an app capture") { ctx in
                let dcr = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing || $0.ping.kind == .sessionPing }
                let app = dcr.contains { $0.ping.sdkFamily == .iOS || $0.ping.sdkFamily == .android }
                    || (SDKFamily(calls: ctx.calls).map { $0 != .browser } ?? false)
                guard app else { return .notExercised("not an app capture (no App SDK traffic or calls)") }
                let statics = dcr.filter { $0.ping.media == .staticPage && $0.ping.sdkFamily == .browser }
                let problems = statics.prefix(10).map { p in
                    CheckOutcome.Problem(
                        message: "browser static-SDK ping (rt=text, sdkv \(p.ping.value("c16") ?? "")) inside an app capture: inhibit the static SDK in in-app WebViews",
                        field: "rt", time: p.ping.orderTime, items: [ctx.item(pingAt: p.index)].compactMap { $0 })
                }
                return .decided(Array(problems), evidence: .exact)
            },
        ]
    }

    static func ottCheck(_ ctx: CheckContext) -> CheckOutcome {
        let types = ctx.strings("types")
        switch ctx.mode {
        case .calls:
            let calls = ctx.calls.filter { $0.api == .updateOTT }
            if calls.isEmpty { return .notExercised("no updateOTT call in the capture") }
            var problems: [CheckOutcome.Problem] = []
            for call in calls {
                guard let members = call.firstArg?.objectValue else {
                    problems.append(.init(message: "updateOTT was given \(call.firstArg?.typeName ?? "nothing"), not an object", field: "ottStatus", time: time(call), items: [ctx.item(call)]))
                    continue
                }
                var issues: [String] = []
                for m in members where m.value.stringValue == nil { issues.append("\(m.key) is a \(m.value.typeName), not a string") }
                let obj = call.firstArg
                let status = obj?["ottStatus"].flatMap { text($0) }
                if status != "0" && status != "1" { issues.append("ottStatus is \(status.map(quote) ?? "missing"), not \"0\" or \"1\"") }
                if status == "1" {
                    let type = obj?["ottType"].flatMap { text($0) }
                    if !(type.map(types.contains) ?? false) { issues.append("ottType is \(type.map(quote) ?? "missing"); allowed: \(types.joined(separator: ", "))") }
                    for key in ["ottDevice", "ottDeviceModel", "ottDeviceID"] where (obj?[key].flatMap { text($0) } ?? "").isEmpty {
                        issues.append("\(key) is missing")
                    }
                }
                for issue in issues {
                    problems.append(.init(message: "updateOTT: \(issue)", field: "ottStatus", time: time(call), items: [ctx.item(call)]))
                }
            }
            return .decided(problems, evidence: .exact)
        case .pings:
            let pings = ctx.nielsenPings.filter { $0.ping.kind == .dcrPing && !["", "0"].contains($0.ping.value("c71") ?? "") }
            if pings.isEmpty { return .notExercised("no ping reports an OTT (AirPlay, mirroring) state") }
            var problems: [CheckOutcome.Problem] = []
            if let bad = pings.first(where: { let f = $0.ping.value("c71") ?? ""; return !["0", "1", ""].contains(f) }) {
                problems.append(.init(message: "ping reports ottflg \(quote(bad.ping.value("c71") ?? "")), not 0 or 1", field: "ottStatus", time: bad.ping.orderTime, items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
            }
            if let bad = pings.first(where: { $0.ping.value("c71") == "1" && !types.contains($0.ping.value("c72") ?? "") }) {
                problems.append(.init(message: "ping reports OTT on (ottflg 1) with otttyp \(quote(bad.ping.value("c72") ?? "")); allowed: \(types.joined(separator: ", "))", field: "ottType", time: bad.ping.orderTime, items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
            }
            return .decided(problems, evidence: .inferred)
        }
    }

    /// Debug logging is what a certification capture needs (`nol_devDebug: "DEBUG"` makes the
    /// SDK log every call) and what the build going live must not have: a going-live check,
    /// decided only for a capture of the release build.
    static func debugFlagCheck(_ ctx: CheckContext) -> CheckOutcome {
        let keys = ctx.strings("keys")
        let inits = ctx.calls.filter { $0.api == .initialize }
        if inits.isEmpty { return .notExercised("no init call in the capture") }
        var found: [(call: APICall, key: String, value: String)] = []
        for call in inits {
            for arg in call.args {
                guard let members = arg.objectValue else { continue }
                for m in members where keys.contains(m.key) { found.append((call, m.key, text(m.value) ?? "")) }
            }
        }
        guard ctx.bool("releaseBuild", default: false) else {
            var reason = "a going-live check: it applies to a capture of the release build (--release-build)"
            if let low = found.first(where: { $0.value.uppercased() != "DEBUG" }) {
                let level = low.key == "nol_devDebug" ? "\"DEBUG\"" : "\"debug\""
                reason += "; this capture's init passes \(low.key) \(quote(low.value)): a certification capture needs \(level), the level at which the SDK logs every API call"
            }
            return .notExercised(reason)
        }
        let problems = found.map { f in
            CheckOutcome.Problem(
                message: "the release build's init still passes \(f.key) \(quote(f.value)): remove it before going live",
                field: f.key, time: time(f.call), items: [ctx.item(f.call)])
        }
        return .decided(problems, evidence: .exact)
    }
}
