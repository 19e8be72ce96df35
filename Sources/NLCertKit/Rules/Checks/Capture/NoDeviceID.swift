/// The check behind NL010 (`rules/capture/NL010-kids-device-id.json`).
/// Under the `kids` profile: an app in a kids category uses the SDK's NoID build, so its pings
/// carry no device identifier (Nielsen, "Apps in the Kids Category").
extension CheckLibrary {
    static let noDeviceID = CheckFunction(
        name: "noDeviceID", scope: .capture, summary: "Nielsen requests carry no device identifier",
        options: [
            CheckParameter("parameters", .stringList, required: true, help: "ping parameters that hold a device id")
        ]
    ) { ctx in evaluateNoDeviceID(ctx) }

    private static func evaluateNoDeviceID(_ ctx: CheckContext) -> CheckDecision {
        let keys = ctx.strings("parameters")
        let pings = ctx.nielsenPings.lazy.filter { $0.ping.kind == .dcrPing || $0.ping.kind == .sessionPing }
        if pings.isEmpty { return .notExercised("no DCR or session ping in the capture") }
        for (index, ping) in pings {
            for key in keys {
                guard let value = ping.value(key), !value.isEmpty, value != "0" else { continue }
                return .decided(
                    [
                        .init(
                            message:
                                "a kids app's ping carries a device id in \(key): the SDK in use is not the NoID build",
                            field: key, time: ping.orderTime, assetID: ping.assetID,
                            items: [ctx.item(pingAt: index)].compactMap { $0 })
                    ],
                    certainty: .exact)
            }
        }
        return .decided([], certainty: .exact)
    }
}
