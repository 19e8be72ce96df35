/// The check behind NL002 (`rules/capture/NL002-ssl-proxying-off.json`).
extension CheckLibrary {
    static let tlsDecrypted = CheckFunction(
        name: "tlsDecrypted", scope: .capture, summary: "Nielsen traffic was decrypted, not only tunnelled"
    ) { ctx in
        // One decrypted Nielsen request settles it; otherwise count the tunnels.
        let all = ctx.timeline.pings
        var tunnels: [Int] = []
        var tunnelCount = 0
        for i in all.indices where all[i].kind.isNielsen || RequestClassifier.concernsNielsen(all[i].request) {
            guard all[i].isTunnel else { return .decided([], certainty: .exact) }
            tunnelCount += 1
            if tunnels.count < 5 { tunnels.append(i) }
        }
        if tunnelCount == 0 { return .notExercised("no Nielsen host in the capture") }
        return .decided(
            [
                .init(
                    message:
                        "only CONNECT tunnels to Nielsen hosts (\(tunnelCount)): TLS was not decrypted, so no ping can be read; enable SSL proxying for *.imrworldwide.com and *.nmrodam.com",
                    field: "host", items: tunnels.compactMap { ctx.item(pingAt: $0) })
            ], certainty: .exact)
    }
}
