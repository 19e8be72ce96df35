import NLCertKit

/// Writes a flow as the Android App SDK 10.x prints it to logcat (`adb logcat -v threadtime`),
/// in the line shapes of a real run of the public SDK 10.2: each call an INFO line with its
/// argument (`Nielsen AppSDK METADATA: {…} `, `PLAYHEAD: 12`, `stop`) and then its outcome line
/// (`loadMetadata API - SUCCESS `, `setPlayheadPosition API. SUCCESS`). The SDK's message
/// starts with the Unix second in brackets; logcat's own time is the device's local time,
/// without a year.
public struct FlowLogcatWriter: Sendable {
    public var pid = 17882
    public var tid = 13
    public var uid = "17961221954480968"
    /// The device's offset from UTC in seconds.
    public var utcOffsetSeconds = 3600

    public init() {}

    public func write(_ flow: Flow) -> String {
        var out = "--------- beginning of main\n"
        for call in flow.calls {
            for (offset, level, text) in lines(call) {
                out += line(ts: call.ts + offset, level: level, text: text)
            }
        }
        return out
    }

    func lines(_ call: FlowCall) -> [(Double, String, String)] {
        let json = call.args.first.map { JSONWriter.write($0).replacingAll("/", with: "\\/") } ?? "{}"
        switch call.api {
        case "init":
            return [
                (0, "I", "Nielsen AppSDK appInit: \(json) "), (9, "D", "Nielsen AppSDK: constructor API - SUCCESS "),
            ]
        case "play":
            return [(0, "I", "Nielsen AppSDK PLAYINFO: \(json) "), (4, "I", "Nielsen AppSDK: play API - SUCCESS ")]
        case "loadMetadata":
            return [(0, "I", "Nielsen AppSDK METADATA: \(json) "), (2, "I", "loadMetadata API - SUCCESS ")]
        case "playheadPosition":
            let value = call.args.first?.doubleValue ?? 0
            let text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            return [(0, "I", "PLAYHEAD: \(text)"), (1, "I", "setPlayheadPosition API. SUCCESS")]
        case "stop":
            return [(0, "I", "stop"), (1, "I", "SESSION STOP"), (5, "I", "stop API. SUCCESS")]
        case "end":
            return [
                (0, "I", "SESSION END"), (1, "I", "Detected channel Change or content playback ended."),
                (2, "I", "end API. SUCCESS"),
            ]
        default:
            // staticEnd and the rest: the outcome line in the SDK's common shape.
            return [(0, "I", "\(call.api) API - SUCCESS ")]
        }
    }

    func line(ts: Double, level: String, text: String) -> String {
        let unix = Int((ts / 1000).rounded(.down))
        let word = ["I": "INFO", "D": "DEBUG", "W": "WARN", "E": "ERROR"][level] ?? "INFO"
        return
            "\(clock(ts)) \(pid) \(String(tid).leftPadded(4)) \(level) NielsenAPPSDK: [\(unix)] [\(word)] [\(uid)] [\(text)]\n"
    }

    /// `MM-DD HH:MM:SS.mmm` in the device's local time.
    func clock(_ ts: Double) -> String {
        let local = Int((ts + Double(utcOffsetSeconds) * 1000).rounded(.down))
        let millis = local % 1000
        let seconds = local / 1000
        let (_, month, day) = IOSConsoleWriter.civil(seconds / 86_400)
        let rest = seconds % 86_400
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(two(month))-\(two(day)) \(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60)).\(ms)"
    }
}

/// Writes a flow as the Browser SDK's debug console (`nol_sdkDebug: "debug"`), one line per
/// message as the corpus's headless-browser runs save it (`<epoch ms>\t<level>\t<text>`): the
/// initialisation's globals, then each call as `[nsdk] {… "msg":"pli=…&ggpm={\"evtInfo\":{…}}" …}`.
public struct FlowBrowserConsoleWriter: Sendable {
    public var playerID = "17960260397606824"

    public init() {}

    public func write(_ flow: Flow) -> String {
        var out = ""
        for call in flow.calls {
            if call.api == "init" {
                var globals: [JSONValue.JSONMember] = [
                    .init("apid", .string(FlowEmitter.appID)), .init("sfcode", .string("dcr")),
                    .init("nsdkv", .number(600)), .init("name", .string("nlsnInstance")),
                    .init("nol_sdkDebug", .string("debug")),
                ]
                if case .object(let members)? = call.args.first {
                    globals += members.filter { !["appid", "sfcode", "nol_devDebug"].contains($0.key) }
                }
                let msg = "SDK instance \"nlsnInstance\" initialized with globals \(JSONWriter.write(.object(globals)))"
                out += line(call.ts, msg: msg, event: nil)
                continue
            }
            let name = call.api == "playheadPosition" ? "setPlayheadPosition" : call.api
            var info: [JSONValue.JSONMember] = [.init("eventType", .string(name))]
            if let first = call.args.first { info.append(.init("param1", first)) }
            let ggpm = JSONWriter.write(
                .object([.init("evtInfo", .object(info)), .init("id", .string(playerID))]))
            out += line(call.ts, msg: "pli=\(playerID)&ggpm=\(ggpm)", event: name)
        }
        return out
    }

    func line(_ ts: Double, msg: String, event: String?) -> String {
        var target: [JSONValue.JSONMember] = [.init("type", .string("debug")), .init("msg", .string(msg))]
        if let event { target.append(.init("evtType", .string(event))) }
        let outer = JSONWriter.write(
            .object([
                .init("type", .string("debug")), .init("target", .object(target)),
                .init("tag", .string("BSDKDOMless")),
            ]))
        return "\(Int(ts))\tdebug\t[nsdk] \(outer)\n"
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
