/// The check behind NL007 (`rules/capture/NL007-capture-clock.json`).
extension CheckLibrary {
    static let captureClock = CheckFunction(
        name: "captureClock", scope: .capture, summary: "capture times carry a zone and do not run backwards",
        options: [CheckParameter("backwardsSeconds", .number, required: true, help: "how far times may go backwards")]
    ) { ctx in
        let limit = ctx.number("backwardsSeconds", default: 5)
        // Indices of the timed requests, so no request is copied.
        let all = ctx.timeline.pings
        let requests = all.indices.filter { all[$0].capturedTime != nil }
        if requests.isEmpty { return .notExercised("no timed request in the capture") }
        var problems: [CheckDecision.Problem] = []
        if let naive = requests.first(where: { all[$0].capturedTime?.utcOffsetSeconds == nil }) {
            // Name the tool that wrote the times, so the note reads as what it is: a property of
            // that tool's export, not an edited file.
            let file = all[naive].location.file
            let tool = ctx.timeline.files.first { $0.path == file }?.creator.map { " as \($0) writes them" } ?? ""
            problems.append(
                .init(
                    message:
                        "capture times carry no zone\(tool) (e.g. \(quote(all[naive].capturedTime?.original ?? "?"))); nlcert assumed UTC",
                    field: "time", items: [ctx.item(pingAt: naive)].compactMap { $0 }))
        }
        // Backwards in recording order, per file (ties keep timeline order).
        func before(_ a: Int, _ b: Int) -> Bool {
            let pa = all[a]
            let pb = all[b]
            if pa.location.file != pb.location.file { return pa.location.file < pb.location.file }
            return pa.ordinal != pb.ordinal ? pa.ordinal < pb.ordinal : a < b
        }
        let inOrder = zip(requests, requests.dropFirst()).allSatisfy { before($0, $1) }
        let ordered = inOrder ? requests : requests.sorted(by: before)
        // `ordered` keeps each file's requests together, so the latest time so far is
        // one value, restarted at each new file.
        var lastFile: String?
        var latest: (time: Double, index: Int)?
        for index in ordered {
            let ping = all[index]
            guard let t = ping.capturedTime?.epochSeconds else { continue }
            let file = ping.location.file
            if file != lastFile {
                lastFile = file
                latest = nil
            }
            if let last = latest, last.time - t > limit {
                let creator = ctx.timeline.files.first { $0.path == file }?.creator
                let tool =
                    creator.map {
                        $0.lowercased().contains("charles")
                            ? " (written by \($0), which exports in the order its session view is sorted)"
                            : " (written by \($0))"
                    } ?? ""
                problems.append(
                    .init(
                        message:
                            "capture time goes back \(fmt((last.time - t).rounded())) s between two requests of \(file)\(tool)",
                        field: "time", time: t,
                        items: [ctx.item(pingAt: last.index), ctx.item(pingAt: index)].compactMap { $0 }))
                break
            }
            if (latest?.time ?? -Double.infinity) < t { latest = (t, index) }
        }
        return .decided(problems, certainty: .exact)
    }
}
