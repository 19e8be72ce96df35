/// Field checks: one metadata field (or a list of them) against a limit, a pattern, a list of
/// allowed values, or presence. From calls the `loadMetadata` objects are read; from pings the
/// parameter the field becomes (`assetid` → `ai`).
extension CheckLibrary {
    static let fieldArguments: [CheckParameter] = [
        CheckParameter("field", .field, required: true, help: "metadata key to check"),
        CheckParameter("metadata", .string, help: "which loadMetadata objects: content (default), ad or any"),
        CheckParameter("skipLiveBrowserPings", .bool, help: "pings: ignore live browser pings, whose value is the SDK's (sd=0), not the app's"),
    ]

    static var fieldFunctions: [CheckFunction] {
        [
            CheckFunction(
                name: "maxLength", scope: .session, combinesEvidence: true, summary: "a metadata field is at most `max` characters long",
                arguments: fieldArguments, options: [CheckParameter("max", .number, required: true, help: "longest allowed value")]
            ) { ctx in
                let max = Int(ctx.number("max", default: 0))
                return fieldCheck(ctx) { value in
                    value.count > max ? "is \(value.count) characters long (limit \(max)): \(quote(value))" : nil
                }
            },
            CheckFunction(
                name: "pattern", scope: .session, combinesEvidence: true, summary: "a metadata field matches a regular expression",
                arguments: fieldArguments + [CheckParameter("describe", .string, help: "what the pattern means, for messages")],
                options: [CheckParameter("pattern", .pattern, required: true, help: "regular expression the whole value must match")]
            ) { ctx in
                guard let regex = ctx.pattern("pattern") else {
                    return .notChecked("the rule's pattern is not a valid regular expression")
                }
                let describe = ctx.string("describe") ?? "match \(regex.source)"
                return fieldCheck(ctx) { value in
                    guard !value.isEmpty else { return nil }
                    return regex.matches(value) ? nil : "is \(quote(value)); it must \(describe)"
                }
            },
            CheckFunction(
                name: "enumeration", scope: .session, combinesEvidence: true, summary: "a metadata field is one of a list of values",
                arguments: fieldArguments, options: [CheckParameter("values", .stringList, required: true, help: "allowed values")]
            ) { ctx in
                let allowed = ctx.strings("values")
                return fieldCheck(ctx) { value in
                    allowed.contains(value) ? nil : "is \(quote(value)); allowed: \(allowed.joined(separator: ", "))"
                }
            },
            CheckFunction(
                name: "required", scope: .session, combinesEvidence: true, summary: "metadata fields are present and not empty",
                arguments: [
                    CheckParameter("fields", .fieldList, required: true, help: "keys that must be present"),
                    CheckParameter("metadata", .string, help: "which loadMetadata objects: content (default), ad or any"),
                ]
            ) { ctx in requiredCheck(ctx) },
            CheckFunction(
                name: "metadataStable", scope: .session, combinesEvidence: true,
                summary: "content metadata of one asset does not change within the session",
                arguments: [CheckParameter("fields", .fieldList, required: true, help: "keys compared")]
            ) { ctx in stableCheck(ctx) },
            CheckFunction(
                name: "metadataStrings", scope: .session, combinesEvidence: true,
                summary: "every metadata value is a JSON string and every key has its documented case",
                arguments: [CheckParameter("keys", .stringList, required: true, help: "documented keys, in their case")]
            ) { ctx in stringsCheck(ctx) },
            CheckFunction(
                name: "adMetadata", scope: .session, combinesEvidence: true, summary: "ad metadata has an assetid and a known ad type",
                options: [CheckParameter("types", .stringList, required: true, help: "allowed ad types")]
            ) { ctx in adMetadataCheck(ctx) },
            CheckFunction(
                name: "isAudioUsage", scope: .session, combinesEvidence: true,
                summary: "audio profiles send isAudio \"true\"; video profiles never send it",
                options: [CheckParameter("audio", .bool, required: true, help: "whether the profile measures audio")]
            ) { ctx in isAudioCheck(ctx) },
            CheckFunction(
                name: "channelName", scope: .session, summary: "play is called with a channelName object"
            ) { ctx in channelNameCheck(ctx) },
        ]
    }

    /// Runs `test` over every value of the rule's field in the scope, the calls' metadata and
    /// the pings' parameters alike (a value seen anywhere is checked); `test` returns the end
    /// of a message ("is 40 characters long …") for a bad value. Each distinct bad value is one
    /// finding, pointing at its first occurrence (a call before a ping).
    static func fieldCheck(_ ctx: CheckContext, _ test: (String) -> String?) -> CheckOutcome {
        guard let name = ctx.argument("field")?.stringValue, let field = MetadataField.named(name) else {
            return .notChecked("the rule names no known field")
        }
        let kind = ctx.argument("metadata")?.stringValue ?? "content"
        var problems: [CheckOutcome.Problem] = []
        var seen: Set<String> = []
        var sawValue = false
        for call in metadataCalls(ctx, kind: kind) {
            guard let value = text(call.firstArg?[field.key]) else { continue }
            sawValue = true
            guard seen.insert(value).inserted, let what = test(value) else { continue }
            problems.append(.init(
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
                problems.append(.init(
                    message: "\(field.key) (ping parameter \(param)) \(what)", field: field.key, time: ping.orderTime,
                    assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
        } else if ctx.mode == .pings {
            return .notChecked(CheckOutcome.needsCalls)
        }
        if !sawValue && problems.isEmpty { return .notExercised("no \(field.key) value in this session") }
        return .decided(problems, evidence: .exact)
    }

    static func requiredCheck(_ ctx: CheckContext) -> CheckOutcome {
        let fields = ctx.strings("fields").compactMap(MetadataField.named)
        let kind = ctx.argument("metadata")?.stringValue ?? "content"
        var problems: [CheckOutcome.Problem] = []
        var reported: Set<String> = []
        // The calls' metadata objects: keys missing or empty.
        let calls = metadataCalls(ctx, kind: kind)
        let list = pings(ctx, kind: kind)
        if calls.isEmpty && list.isEmpty {
            return .notExercised(ctx.mode == .calls ? "no \(kind) loadMetadata call in this session" : "no \(kind) ping in this session")
        }
        for call in calls {
            let missing = fields.filter { (text(call.firstArg?[$0.key]) ?? "").isEmpty }.map(\.key)
            reported.formUnion(missing)
            if !missing.isEmpty {
                problems.append(.init(
                    message: "loadMetadata(\(call.metadataType ?? "?")) lacks \(missing.joined(separator: ", "))",
                    field: missing.first, time: time(call), assetID: call.firstArg?["assetid"]?.stringValue,
                    items: [ctx.item(call)]))
            }
        }
        // The pings' parameters: sent empty (a key the calls already lack is reported once).
        do {
            let keys = fields.map { $0.pingParameter.map(PingView.Key.init) }
            for (index, ping) in list {
                for (field, key) in zip(fields, keys) {
                    guard let key, let value = ping.value(key), value.isEmpty,
                        reported.insert(field.key).inserted
                    else { continue }
                    problems.append(.init(
                        message: "\(field.key) is empty (ping parameter \(key.name))", field: field.key, time: ping.orderTime,
                        assetID: ping.assetID, items: [ctx.item(pingAt: index)].compactMap { $0 }))
                }
            }
        }
        return .decided(problems, evidence: .exact)
    }

    static func stableCheck(_ ctx: CheckContext) -> CheckOutcome {
        let fields = ctx.strings("fields").compactMap(MetadataField.named)
        // Where a value was seen: evidence items are described only for a finding.
        enum Source {
            case call(APICall)
            case ping(Int)
        }
        func item(_ source: Source) -> EvidenceItem? {
            switch source {
            case .call(let call): return ctx.item(call)
            case .ping(let index): return ctx.item(pingAt: index)
            }
        }
        // First values per asset, aligned with `fields`.
        var firstSeen: [String: (values: [String?], source: Source)] = [:]
        var problems: [CheckOutcome.Problem] = []
        var reported: Set<String> = []
        func compare(asset: String, values: [String?], source: Source, time: Double?) {
            guard let first = firstSeen[asset] else {
                firstSeen[asset] = (values, source)
                return
            }
            for (i, field) in fields.enumerated() {
                guard let a = first.values[i], let b = values[i], a != b,
                    reported.insert(asset + "\u{0}" + field.key).inserted
                else { continue }
                problems.append(.init(
                    message: "\(field.key) of \(asset) changed from \(quote(a)) to \(quote(b))", field: field.key, time: time,
                    assetID: asset, items: [item(first.source), item(source)].compactMap { $0 }))
            }
        }
        // The calls' values and the pings' are compared each among themselves (the two
        // disagreeing is NL115's finding, not a change of metadata).
        for call in metadataCalls(ctx, kind: "content") {
            guard let asset = call.firstArg?["assetid"]?.stringValue else { continue }
            compare(asset: asset, values: fields.map { text(call.firstArg?[$0.key]) }, source: .call(call), time: time(call))
        }
        let sawCalls = !firstSeen.isEmpty
        firstSeen = [:]
        do {
            let params = fields.map { $0.pingParameter.map(PingView.Key.init) }
            // Pings mostly repeat the previous ping's asset: keep its first values at hand.
            var last: (asset: String, values: [String?])?
            for (index, ping) in pings(ctx, kind: "content") {
                guard let asset = ping.assetID, !asset.isEmpty else { continue }
                let first = last?.asset == asset ? last?.values : firstSeen[asset]?.values
                // Most pings repeat their asset's first values: check that without building a list.
                if let first, params.indices.allSatisfy({ i in
                    guard let a = first[i], let p = params[i], let b = ping.value(p) else { return true }
                    return a == b
                }) {
                    last = (asset, first)
                    continue
                }
                compare(asset: asset, values: params.map { $0.flatMap(ping.value) }, source: .ping(index), time: ping.orderTime)
                last = firstSeen[asset].map { (asset, $0.values) }
            }
        }
        if firstSeen.isEmpty && !sawCalls { return .notExercised("no content metadata in this session") }
        return .decided(problems, evidence: .exact)
    }

    static func stringsCheck(_ ctx: CheckContext) -> CheckOutcome {
        let known = ctx.strings("keys")
        let lowered = Dictionary(known.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        let calls = metadataCalls(ctx, kind: "any")
        if calls.isEmpty { return .notExercised("no loadMetadata call in this session") }
        var problems: [CheckOutcome.Problem] = []
        for call in calls {
            guard let members = call.firstArg?.objectValue else {
                problems.append(.init(
                    message: "loadMetadata was given \(call.firstArg?.typeName ?? "nothing"), not a metadata object",
                    time: time(call), items: [ctx.item(call)]))
                continue
            }
            for m in members {
                if let proper = lowered[m.key.lowercased()], proper != m.key {
                    problems.append(.init(
                        message: "metadata key \(quote(m.key)) must be spelled \(quote(proper))", field: proper, time: time(call),
                        assetID: call.firstArg?["assetid"]?.stringValue, items: [ctx.item(call)]))
                }
                if m.value.stringValue == nil {
                    problems.append(.init(
                        message: "metadata \(m.key) is a JSON \(m.value.typeName) (\(text(m.value) ?? "null")); every value must be a string",
                        field: m.key, time: time(call), assetID: call.firstArg?["assetid"]?.stringValue, items: [ctx.item(call)]))
                }
            }
        }
        return .decided(problems, evidence: .exact)
    }

    static func adMetadataCheck(_ ctx: CheckContext) -> CheckOutcome {
        let types = ctx.strings("types")
        var problems: [CheckOutcome.Problem] = []
        let ads = metadataCalls(ctx, kind: "ad")
        let adPings = pings(ctx, kind: "ad")
        if ads.isEmpty && adPings.isEmpty {
            if pingsShowAds(ctx) { return .notChecked("the browser SDK never sends ad metadata; " + CheckOutcome.needsCalls) }
            return .notExercised(ctx.mode == .calls ? "no ad loadMetadata call in this session" : "no ad in this session")
        }
        for call in ads {
            let type = call.metadataType ?? ""
            if !types.contains(type) {
                problems.append(.init(
                    message: "ad metadata type is \(quote(type)); allowed: \(types.joined(separator: ", "))", field: "type",
                    time: time(call), items: [ctx.item(call)]))
            }
            if (text(call.firstArg?["assetid"]) ?? "").isEmpty {
                problems.append(.init(
                    message: "ad metadata (\(type)) has no assetid", field: "assetid", time: time(call), items: [ctx.item(call)]))
            }
        }
        if ads.allSatisfy({ !(text($0.firstArg?["assetid"]) ?? "").isEmpty }) {
            for (index, ping) in adPings where (ping.assetID ?? "").isEmpty {
                problems.append(.init(
                    message: "App SDK ad ping without an assetid (ai)", field: "assetid", time: ping.orderTime,
                    items: [ctx.item(pingAt: index)].compactMap { $0 }))
            }
        }
        return .decided(problems, evidence: .exact)
    }

    static func isAudioCheck(_ ctx: CheckContext) -> CheckOutcome {
        let audio = ctx.bool("audio", default: false)
        var problems: [CheckOutcome.Problem] = []
        let calls = metadataCalls(ctx, kind: "content")
        let list = pings(ctx, kind: "content").filter { $0.ping.media == .audio || $0.ping.media == .video }
        if calls.isEmpty && list.isEmpty {
            return .notExercised(ctx.mode == .calls
                ? "no content loadMetadata call in this session" : "no audio or video content ping in this session")
        }
        for call in calls {
            let value = call.firstArg?["isAudio"]
            let asset = call.firstArg?["assetid"]?.stringValue
            if audio, value?.stringValue != "true" {
                let got = value.map { "is \(text($0) ?? "null") (\($0.typeName))" } ?? "is missing"
                problems.append(.init(
                    message: "audio content must send isAudio \"true\"; it \(got)", field: "isAudio", time: time(call),
                    assetID: asset, items: [ctx.item(call)]))
            } else if !audio, let value {
                problems.append(.init(
                    message: "video content must not send isAudio (sent \(text(value) ?? "null"))", field: "isAudio",
                    time: time(call), assetID: asset, items: [ctx.item(call)]))
            }
        }
        // What the pings show (`rt`), when the calls did not already explain it.
        if problems.isEmpty, let bad = list.first(where: { ($0.ping.media == .audio) != audio }) {
            let rt = bad.ping.value("rt") ?? ""
            problems.append(.init(
                message: audio
                    ? "the audio profile expects rt=audio (isAudio \"true\"); the pings say rt=\(rt)"
                    : "the video profile got rt=audio: isAudio was sent with a truthy value",
                field: "isAudio", time: bad.ping.orderTime, assetID: bad.ping.assetID,
                items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
        }
        return .decided(problems, evidence: .exact)
    }

    static func channelNameCheck(_ ctx: CheckContext) -> CheckOutcome {
        let plays = ctx.calls.filter { $0.api == .play }
        if plays.isEmpty { return .notExercised("no play call in this session") }
        if isBrowserSDK(ctx), plays.allSatisfy({ $0.firstArg?.objectValue == nil }) {
            return .notExercised("an App SDK rule: this is the Browser SDK (its play takes a playhead, not a channelName object)")
        }
        var problems: [CheckOutcome.Problem] = []
        for call in plays {
            let name = call.firstArg?["channelName"].flatMap { text($0) } ?? ""
            if name.isEmpty {
                problems.append(.init(
                    message: "play was called without a channelName object", field: "channelName", time: time(call),
                    items: [ctx.item(call)]))
            }
        }
        return .decided(problems, evidence: .exact)
    }
}
