/// The check behind NL402 (`rules/identity/NL402-debug-flag-in-release.json`).
extension CheckLibrary {
    static let debugFlag = CheckFunction(
        name: "debugFlag", scope: .capture, summary: "no debug logging key at init in the release build",
        options: [
            CheckParameter("keys", .stringList, required: true, help: "init keys that turn on SDK logging"),
            CheckParameter(
                "releaseBuild", .bool,
                help:
                    "the capture is of the build that goes live (set by --release-build); otherwise debug logging is what certification needs"
            ),
        ]
    ) { ctx in evaluateDebugFlag(ctx) }

    /// Debug logging is what a certification capture needs (`nol_devDebug: "DEBUG"` makes the
    /// SDK log every call) and what the build going live must not have: a going-live check,
    /// decided only for a capture of the release build.
    private static func evaluateDebugFlag(_ ctx: CheckContext) -> CheckDecision {
        let keys = ctx.strings("keys")
        let inits = ctx.calls.filter { $0.api == .initialize }
        if inits.isEmpty { return .notExercised("no init call in the capture") }
        var found: [(call: APICall, key: String, value: String)] = []
        for call in inits {
            for arg in call.args {
                guard let members = arg.objectValue else { continue }
                for m in members where keys.contains(m.key) { found.append((call, m.key, text(m.value) ?? "")) }
            }
        }
        guard ctx.bool("releaseBuild", default: false) else {
            var reason = "a going-live check: it applies to a capture of the release build (--release-build)"
            if let low = found.first(where: { $0.value.uppercased() != "DEBUG" }) {
                let level = low.key == "nol_devDebug" ? "\"DEBUG\"" : "\"debug\""
                reason +=
                    "; this capture's init passes \(low.key) \(quote(low.value)): a certification capture needs \(level), the level at which the SDK logs every API call"
            }
            return .notExercised(reason)
        }
        let problems = found.map { f in
            CheckDecision.Problem(
                message:
                    "the release build's init still passes \(f.key) \(quote(f.value)): remove it before going live",
                field: f.key, time: time(f.call), items: [ctx.item(f.call)])
        }
        return .decided(problems, certainty: .exact)
    }
}
