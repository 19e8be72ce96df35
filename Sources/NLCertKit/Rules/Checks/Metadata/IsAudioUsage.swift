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
        // What the pings show (`rt`), when the calls did not already explain it.
        if problems.isEmpty, let bad = list.first(where: { ($0.ping.media == .audio) != audio }) {
            let rt = bad.ping.value("rt") ?? ""
            problems.append(
                .init(
                    message: audio
                        ? "the audio profile expects rt=audio (isAudio \"true\"); the pings say rt=\(rt)"
                        : "the video profile got rt=audio: isAudio was sent with a truthy value",
                    field: "isAudio", time: bad.ping.orderTime, assetID: bad.ping.assetID,
                    items: [ctx.item(pingAt: bad.index)].compactMap { $0 }))
        }
        return .decided(problems, certainty: .exact)
    }
}
