/// The check behind NL404 (`rules/identity/NL404-kids-app-opt-out.json`).
extension CheckLibrary {
    static let kidsOptOut = CheckFunction(
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
            else { return .decided([], certainty: .exact) }
            return .decided(
                [
                    .init(
                        message:
                            "a kids app must call userOptOut(\"\(url)\") right after initialising; it came only after \(CheckContext.describe(measured))",
                        field: "userOptOut", time: time(optOut),
                        items: [ctx.item(initCall), ctx.item(measured), ctx.item(optOut)])
                ],
                certainty: .exact)
        }
        return .decided(
            [
                .init(
                    message: "a kids app must call userOptOut(\"\(url)\") after initialising; it did not",
                    field: "userOptOut",
                    time: time(initCall), items: [ctx.item(initCall)])
            ], certainty: .exact)
    }
}
