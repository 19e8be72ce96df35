/// Checks for the products besides DCR video and audio: DCR Static page views (metadata,
/// `staticEnd`, no playheads) and DTVR (`adModel`, `sendID3` payloads). They run only on
/// sessions of their product (`products` in their rule files).
extension CheckLibrary {
    static var productFunctions: [CheckFunction] {
        [
            CheckFunction(
                name: "staticMetadata", scope: .session,
                summary: "static loadMetadata has type \"static\" and a section, all values strings",
                options: [CheckParameter("maxSectionLength", .number, help: "longest section accepted (the guides give none; unset: not checked)")]
            ) { ctx in staticMetadataCheck(ctx) },
            CheckFunction(
                name: "staticEndCalled", scope: .session, summary: "staticEnd is called when a static view is left"
            ) { ctx in staticEndCheck(ctx) },
            CheckFunction(
                name: "noPlayheadsOnStatic", scope: .session, summary: "no playheads are sent for a static view"
            ) { ctx in
                let views = ctx.calls.filter { $0.api == .loadMetadata }
                if views.isEmpty { return .notExercised("no static loadMetadata in this session") }
                let heads = ctx.calls.filter { $0.api == .playheadPosition }
                guard let first = heads.first else { return .decided([], evidence: .exact) }
                return .decided([.init(
                    message: "\(heads.count) playhead call(s) for a static view: static content takes no playhead",
                    field: "playheadPosition", time: time(first), items: heads.prefix(3).map { ctx.item($0) })], evidence: .exact)
            },
            CheckFunction(
                name: "dtvrAdModel", scope: .session, summary: "DTVR metadata carries adModel with a documented value",
                options: [CheckParameter("values", .stringList, required: true, help: "accepted adModel values")]
            ) { ctx in
                let allowed = ctx.strings("values")
                let loads = ctx.calls.filter { $0.api == .loadMetadata }
                if loads.isEmpty { return .notExercised("no loadMetadata in this DTVR session") }
                let problems: [CheckOutcome.Problem] = loads.compactMap { call in
                    let value = call.firstArg?["adModel"]
                    guard let text = value?.stringValue, allowed.contains(text) else {
                        let shown = value.map { JSONWriter.write($0) } ?? "missing"
                        return .init(
                            message: "DTVR loadMetadata adModel is \(shown); documented values are \(allowed.map(quote).joined(separator: ", ")) as strings",
                            field: "adModel", time: time(call), items: [ctx.item(call)])
                    }
                    return nil
                }
                return .decided(problems, evidence: .exact)
            },
            CheckFunction(
                name: "id3Payload", scope: .session, summary: "sendID3 gets Nielsen ID3 payloads as the player surfaces them",
                options: [
                    CheckParameter("prefix", .string, required: true, help: "how a Nielsen ID3 payload begins"),
                    CheckParameter("length", .number, required: true, help: "the length of a Nielsen ID3 payload"),
                ]
            ) { ctx in id3Check(ctx) },
            CheckFunction(
                name: "optionalFields", scope: .session,
                summary: "documented optional metadata fields are passed (a notice, never a fault)",
                options: [
                    CheckParameter("fields", .stringList, required: true, help: "optional fields to mention when absent"),
                    CheckParameter("types", .stringList, required: true, help: "metadata types the fields belong to"),
                ]
            ) { ctx in optionalFieldsCheck(ctx) },
        ]
    }

    /// Which documented optional fields a stream's metadata leaves out: worth knowing (custom
    /// segments and cross ids shape Nielsen's reports), never a fault.
    static func optionalFieldsCheck(_ ctx: CheckContext) -> CheckOutcome {
        let fields = ctx.strings("fields")
        let types = Set(ctx.strings("types"))
        let loads = ctx.calls.filter {
            $0.api == .loadMetadata && !$0.argumentsMissing && types.contains($0.metadataType ?? "")
        }
        if loads.isEmpty { return .notExercised("no \(types.sorted().joined(separator: " or ")) metadata in this session") }
        var missing: [String] = []
        for field in fields where !loads.contains(where: { ($0.firstArg?[field]?.stringValue ?? "").isEmpty == false }) {
            missing.append(field)
        }
        guard !missing.isEmpty, let first = loads.first else { return .decided([], evidence: .exact) }
        return .decided([.init(
            message: "optional metadata not passed: \(missing.joined(separator: ", ")) (documented as optional; pass them if your reports should carry them)",
            field: missing.joined(separator: ","), time: time(first), items: [ctx.item(first)])], evidence: .exact)
    }

    static func staticMetadataCheck(_ ctx: CheckContext) -> CheckOutcome {
        let loads = ctx.calls.filter { $0.api == .loadMetadata }
        if loads.isEmpty { return .notExercised("no loadMetadata in this static session") }
        let limit = ctx.option("maxSectionLength")?.doubleValue
        var problems: [CheckOutcome.Problem] = []
        for call in loads {
            guard let members = call.firstArg?.objectValue else {
                problems.append(.init(message: "static loadMetadata without a metadata object", time: time(call), items: [ctx.item(call)]))
                continue
            }
            if call.metadataType != "static" {
                problems.append(.init(
                    message: "static view metadata has type \(call.firstArg?["type"].map { JSONWriter.write($0) } ?? "missing"), not \"static\"",
                    field: "type", time: time(call), items: [ctx.item(call)]))
            }
            let section = call.firstArg?["section"]?.stringValue ?? ""
            if section.isEmpty {
                problems.append(.init(
                    message: "static view metadata has no section (the page or screen name)", field: "section", time: time(call),
                    items: [ctx.item(call)]))
            } else if let limit, Double(section.count) > limit {
                problems.append(.init(
                    message: "static section is \(section.count) characters long (limit \(fmt(limit))): \(quote(section))",
                    field: "section", time: time(call), items: [ctx.item(call)]))
            }
            for m in members where m.value.stringValue == nil {
                problems.append(.init(
                    message: "static metadata \(m.key) is \(JSONWriter.write(m.value)), not a string", field: m.key, time: time(call),
                    items: [ctx.item(call)]))
            }
        }
        if problems.isEmpty, limit == nil {
            return CheckOutcome(
                verdict: .pass, evidence: .exact,
                reason: "section length not checked: the guides give no limit (set options.maxSectionLength to enforce one)")
        }
        return .decided(problems, evidence: .exact)
    }

    /// Every static view ends with `staticEnd` before the next view or the end of the capture.
    static func staticEndCheck(_ ctx: CheckContext) -> CheckOutcome {
        var open: APICall?
        var problems: [CheckOutcome.Problem] = []
        var views = 0
        func unclosed(_ view: APICall, _ why: String) {
            let section = view.firstArg?["section"]?.stringValue.map { " (section \(quote($0)))" } ?? ""
            problems.append(.init(
                message: "static view\(section) \(why) without staticEnd: call staticEnd when the user leaves the page or screen",
                field: "staticEnd", time: time(view), items: [ctx.item(view)]))
        }
        for call in ctx.calls {
            if call.api == .loadMetadata, call.metadataType == "static" {
                views += 1
                if let view = open { unclosed(view, "was followed by another view") }
                open = call
            } else if call.api == .staticEnd || call.rawName == "staticEnd" {
                open = nil
            }
        }
        if views == 0 { return .notExercised("no static view in this session") }
        if let view = open { unclosed(view, "is the last of the capture") }
        return .decided(problems, evidence: .exact)
    }

    static func id3Check(_ ctx: CheckContext) -> CheckOutcome {
        let prefix = ctx.string("prefix") ?? "www.nielsen.com/"
        let length = Int(ctx.number("length", default: 249))
        let sends = ctx.calls.filter { $0.api == .sendID3 }
        if sends.isEmpty { return .notExercised("no sendID3 call in this DTVR session") }
        let problems: [CheckOutcome.Problem] = sends.compactMap { call in
            guard let payload = call.firstArg?.stringValue else {
                return .init(message: "sendID3 without a payload string", field: "sendID3", time: time(call), items: [ctx.item(call)])
            }
            if !payload.hasPrefix(prefix) {
                return .init(
                    message: "sendID3 payload \(quote(payload)) is not a Nielsen ID3 tag (it does not begin with \(quote(prefix))): pass only Nielsen's tags, as the player surfaces them",
                    field: "sendID3", time: time(call), items: [ctx.item(call)])
            }
            if payload.count != length {
                return .init(
                    message: "sendID3 payload is \(payload.count) characters long; a Nielsen ID3 tag is \(length): pass the tag whole, as the player surfaces it",
                    field: "sendID3", time: time(call), items: [ctx.item(call)])
            }
            return nil
        }
        return .decided(problems, evidence: .exact)
    }
}
