/// Small helpers every check may use: capture times, quoting and numbers for messages, the
/// scope's metadata calls and pings by kind. Helpers of a few checks have their own files
/// (`Metadata/FieldCheck.swift`, `Rules/PlaybackStep.swift`, `Rules/PlayheadRun.swift`).
extension CheckLibrary {
    /// Seconds on the capture clock of a call.
    static func time(_ call: APICall) -> Double? { call.time?.epochSeconds }

    /// `VID-1` → `"VID-1"`, cut to 120 characters for messages.
    static func quote(_ s: String) -> String {
        let cut = s.count > 120 ? String(s.prefix(117)) + "…" : s
        return "\"\(cut)\""
    }

    static func fmt(_ d: Double) -> String { CheckContext.number(d) }

    /// The metadata objects of the scope's `loadMetadata` calls of one kind (`content`, `ad`,
    /// `any`).
    /// A call whose argument line the log lost holds no metadata to read: it is left out (the
    /// pings, and the log-incomplete finding, speak for it).
    static func metadataCalls(_ ctx: CheckContext, kind: String) -> [APICall] {
        ctx.calls.filter { call in
            guard call.api == .loadMetadata, !call.argumentsMissing else { return false }
            let type = call.metadataType
            switch kind {
            case "content": return type == "content"
            case "ad": return type != "content"
            default: return true
            }
        }
    }

    /// A metadata value as text (strings as they are, numbers and booleans written out).
    static func text(_ v: JSONValue?) -> String? {
        guard let v else { return nil }
        switch v {
        case .string(let s): return s
        case .number(let d): return fmt(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return nil
        default: return JSONWriter.write(v)
        }
    }

    /// The content/ad pings of the scope for a metadata kind.
    static func pings(_ ctx: CheckContext, kind: String) -> [(index: Int, ping: PingView)] {
        switch kind {
        case "content": return ctx.scope.contentPings
        case "ad": return ctx.scope.adPings
        default: return ctx.scope.dcrPings
        }
    }

    /// Whether the session's pings show ads: App SDK ad pings, or browser `noad` counts.
    static func pingsShowAds(_ ctx: CheckContext) -> Bool { ctx.scope.showsAds }

    /// The `evdata` events of the scope's content pings, with the ping each came in.
    static func events(_ ctx: CheckContext) -> [(event: PingEvent, index: Int, ping: PingView)] { ctx.scope.events }
}
