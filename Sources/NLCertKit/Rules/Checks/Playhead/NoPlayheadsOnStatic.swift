/// The check behind NL220 (`rules/playhead/NL220-playhead-on-static.json`).
extension CheckLibrary {
    static let noPlayheadsOnStatic = CheckFunction(
        name: "noPlayheadsOnStatic", scope: .session, summary: "no playheads are sent for a static view"
    ) { ctx in
        let views = ctx.calls.filter { $0.api == .loadMetadata }
        if views.isEmpty { return .notExercised("no static loadMetadata in this session") }
        let heads = ctx.calls.filter { $0.api == .playheadPosition }
        guard let first = heads.first else { return .decided([], certainty: .exact) }
        return .decided(
            [
                .init(
                    message: "\(heads.count) playhead call(s) for a static view: static content takes no playhead",
                    field: "playheadPosition", time: time(first), items: heads.prefix(3).map { ctx.item($0) })
            ], certainty: .exact)
    }
}
