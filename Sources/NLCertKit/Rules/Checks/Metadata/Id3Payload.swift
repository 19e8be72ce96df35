/// The check behind NL122 (`rules/metadata/NL122-id3-payload-invalid.json`).
extension CheckLibrary {
    static let id3Payload = CheckFunction(
        name: "id3Payload", scope: .session, summary: "sendID3 gets Nielsen ID3 payloads as the player surfaces them",
        options: [
            CheckParameter("prefix", .string, required: true, help: "how a Nielsen ID3 payload begins"),
            CheckParameter("length", .number, required: true, help: "the length of a Nielsen ID3 payload"),
        ]
    ) { ctx in evaluateId3Payload(ctx) }

    private static func evaluateId3Payload(_ ctx: CheckContext) -> CheckDecision {
        let prefix = ctx.string("prefix") ?? "www.nielsen.com/"
        let length = Int(ctx.number("length", default: 249))
        let sends = ctx.calls.filter { $0.api == .sendID3 }
        if sends.isEmpty { return .notExercised("no sendID3 call in this DTVR session") }
        let problems: [CheckDecision.Problem] = sends.compactMap { call in
            guard let payload = call.firstArg?.stringValue else {
                return .init(
                    message: "sendID3 without a payload string", field: "sendID3", time: time(call),
                    items: [ctx.item(call)])
            }
            if !payload.hasPrefix(prefix) {
                return .init(
                    message:
                        "sendID3 payload \(quote(payload)) is not a Nielsen ID3 tag (it does not begin with \(quote(prefix))): pass only Nielsen's tags, as the player surfaces them",
                    field: "sendID3", time: time(call), items: [ctx.item(call)])
            }
            if payload.count != length {
                return .init(
                    message:
                        "sendID3 payload is \(payload.count) characters long; a Nielsen ID3 tag is \(length): pass the tag whole, as the player surfaces it",
                    field: "sendID3", time: time(call), items: [ctx.item(call)])
            }
            return nil
        }
        return .decided(problems, certainty: .exact)
    }
}
