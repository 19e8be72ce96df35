/// The check behind NL113 (`rules/metadata/NL113-isaudio-misuse.json`).
extension CheckLibrary {
    static let isAudioUsage = CheckFunction(
        name: "isAudioUsage", scope: .session, combinesEvidence: true,
        summary: "audio profiles send isAudio \"true\"; video profiles never send it",
        options: [CheckParameter("audio", .bool, required: true, help: "whether the profile measures audio")]
    ) { ctx in evaluateIsAudioUsage(ctx) }

    private static func evaluateIsAudioUsage(_ ctx: CheckContext) -> CheckDecision {
        let audio = ctx.bool("audio", default: false)
        var problems: [CheckDecision.Problem] = []
        let calls = metadataCalls(ctx, kind: "content")
        let list = pings(ctx, kind: "content").filter { $0.ping.media == .audio || $0.ping.media == .video }
        if calls.isEmpty && list.isEmpty {
            return .notExercised(
                ctx.mode == .calls
                    ? "no content loadMetadata call in this session" : "no audio or video content ping in this session")
        }
        for call in calls {
            let value = call.firstArg?["isAudio"]
            let asset = call.firstArg?["assetid"]?.stringValue
            if audio, value?.stringValue != "true" {
                let got = value.map { "is \(text($0) ?? "null") (\($0.typeName))" } ?? "is missing"
                problems.append(
                    .init(
                        message: "audio content must send isAudio \"true\"; it \(got)", field: "isAudio",
                        time: time(call),
                        assetID: asset, items: [ctx.item(call)]))
            } else if !audio, let value {
                problems.append(
                    .init(
                        message: "video content must not send isAudio (sent \(text(value) ?? "null"))",
                        field: "isAudio",
                        time: time(call), assetID: asset, items: [ctx.item(call)]))
            }
        }
        // What the pings show (`rt`), only when no call was given: the calls are the exact evidence.
        // rt=audio proves a truthy isAudio was sent. rt=video does not prove it was missing: the SDK's config
        // sets rt per ping tag, and the real Android App SDK 10.2 and Browser SDK sent rt=video for content
        // loaded with isAudio "true".
        if calls.isEmpty {
            if audio {
                if list.contains(where: { $0.ping.media == .audio }) { return .decided([], certainty: .exact) }
                return .notChecked(
                    "the pings say rt=video, which does not show whether isAudio \"true\" was sent (the SDK's "
                        + "config sets rt); give the SDK debug log or an API trace to check the metadata")
            }
            if let bad = list.first(where: { $0.ping.media == .audio }) {
                problems.append(
                    .init(
                        message: "the video profile got rt=audio: isAudio was sent with a truthy value",
                        field: "isAudio", time: bad.ping.orderTime, assetID: bad.ping.assetID,
                        items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
            }
        }
        return .decided(problems, certainty: .exact)
    }
}
