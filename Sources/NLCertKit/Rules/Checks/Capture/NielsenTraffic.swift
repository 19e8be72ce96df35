/// The check behind NL001 (`rules/capture/NL001-no-nielsen-traffic.json`).
extension CheckLibrary {
    static let nielsenTraffic = CheckFunction(
        name: "nielsenTraffic", scope: .capture, summary: "the capture holds Nielsen requests"
    ) { ctx in
        if !ctx.hasTrafficEvidence {
            return .notChecked("\(ctx.trafficGap); " + CheckDecision.needsNetwork)
        }
        if ctx.nielsenPings.isEmpty {
            // Device logs show Nielsen traffic only when the SDK's debug output is on.
            let files = ctx.timeline.files
            if !files.isEmpty, files.allSatisfy({ $0.format.isDeviceLog }) {
                return .decided(
                    [
                        .init(
                            message:
                                "no Nielsen SDK output: set nol_devDebug: \"DEBUG\" and record again (the log holds no Nielsen line; the browser SDK's switch is nol_sdkDebug)"
                        )
                    ], certainty: .exact)
            }
            let what =
                ctx.timeline.requestCount == 0
                ? "no request at all" : "\(ctx.timeline.requestCount) requests, none of them Nielsen's"
            return .decided(
                [
                    .init(
                        message: "no Nielsen request in the capture (\(what)); filter on imr and nmrodam when recording"
                    )
                ], certainty: .exact)
        }
        return .decided([], certainty: .exact)
    }
}
