/// Which SDK made the calls of a trace or log, read from the calls' shape when no ping says
/// (`c16 sdkv`). The Browser SDK is created with `(appid, instanceName, {…})` and its `play`
/// takes a number (the playhead); the App SDK is initialised with an object holding `appid`,
/// its `play` takes a `channelName` object, and iOS spells the playhead call
/// `playheadPosition`.
extension SDKFamily {
    init?(calls: [APICall]) {
        var browser = false
        var app = false
        for call in calls {
            switch call.format {
            case .browserSDKLog: browser = true
            case .logcat, .iosConsole: app = true
            default: break
            }
            switch call.api {
            case .initialize:
                if call.args.count >= 2, call.args[0].stringValue != nil, call.args[1].stringValue != nil {
                    browser = true
                }
                for arg in call.args {
                    guard let members = arg.objectValue else { continue }
                    if members.contains(where: { $0.key == "nol_sdkDebug" || $0.key == "domlessEnv" }) {
                        browser = true
                    }
                    if members.contains(where: { $0.key == "appid" || $0.key == "nol_devDebug" }) { app = true }
                }
            case .play:
                if call.firstArg?.objectValue != nil { app = true } else if call.position != nil { browser = true }
            case .playheadPosition:
                if call.rawName == "playheadPosition" { app = true }
            default:
                break
            }
        }
        guard browser != app else { return nil }
        if browser {
            self = .browser
            return
        }
        if calls.contains(where: { $0.format == .iosConsole || $0.rawName == "playheadPosition" }) {
            self = .iOS
            return
        }
        if calls.contains(where: { $0.format == .logcat }) {
            self = .android
            return
        }
        self = .unknown
    }
}

extension SDKFamily {
    /// The family the capture's calls show. A bounded look: a trace keeps one shape
    /// throughout, and a huge one must not be read whole for this.
    static func ofCaptureCalls(_ timeline: Timeline) -> SDKFamily? {
        SDKFamily(calls: Array(timeline.calls.prefix(2000)))
    }
}

extension CheckLibrary {
    /// The SDK family of a scope: what its pings' `sdkv` says, else the shape of the scope's
    /// calls, else the shape of the capture's calls (the init is not part of a session).
    static func sdkFamily(_ ctx: CheckContext) -> SDKFamily {
        if let f = ctx.dcrPings.lazy.map(\.ping.sdkFamily).first(where: { $0 != .unknown }) { return f }
        if let f = SDKFamily(calls: ctx.calls), f != .unknown { return f }
        if ctx.session != nil, let f = ctx.scope.captureCallFamily { return f }
        return .unknown
    }

    /// Whether the scope is the Browser SDK's.
    static func isBrowserSDK(_ ctx: CheckContext) -> Bool { sdkFamily(ctx) == .browser }
}
