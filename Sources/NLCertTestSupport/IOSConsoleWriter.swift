import NLCertKit

/// Writes what the Nielsen App SDK for iOS prints to its console for a run — its calls, its
/// requests and their answers — in each form an iOS engineer saves a console in, so that tests
/// can read the same run through every form and compare it with the run's API trace.
///
/// The message is the SDK's own, from the format strings and the logger of the public
/// framework (App SDK 10.x): `[%lld] %{public}@` around `[%@] [NielsenAPPSDK:%@] %@` — the Unix
/// second, the level, the player id, the text — and the texts `play: %@`, `loadMetadata: %@ `,
/// `playheadPosition: %lli`, `stop`, `end`, `Sending Message : GET : %@`, `NlsHttpClient request
/// returned with statusCode: %d`, … with arguments as compact JSON (`/` written `\/`). Calls are
/// INFO lines, requests and answers DEBUG. The prefixes the consoles put before the message are
/// the documented shapes of those tools; no console of the SDK's has been published to compare.
public struct IOSConsoleWriter: Sendable {
    /// The ways an iOS console reaches a file.
    public enum Form: String, Sendable, CaseIterable {
        /// Xcode 15+ debug console: the message alone.
        case xcodeBare = "xcode-bare"
        /// Xcode's console with its metadata: `2026-12-01 10:00:10.123456+0100 App[123:4567] [Default] …`.
        case xcode
        /// `idevicesyslog`: `Dec  1 10:00:10 iPhone App(NielsenAppApi)[123] <Info>: …` (no year, no zone).
        case idevicesyslog
        /// `log stream` / `log show`, default style, with the tool's header lines.
        case logStream = "log-stream"
        /// `log stream --style syslog`.
        case syslogStyle = "log-syslog"
        /// `log stream --style compact`: local time without a zone.
        case compact = "log-compact"
        /// `log show --style json`: one JSON array, an object per message, pretty-printed.
        case json = "log-json"
        /// `log stream --style ndjson`: one JSON object per line.
        case ndjson = "log-ndjson"
        /// `log show --archive x.logarchive` saved to text: default style with the tool's
        /// header and its closing summary.
        case logArchive = "logarchive"
        /// Console.app, messages selected and copied: tab-separated type, time of day, process,
        /// message (no date).
        case consoleApp = "console-app"
        /// A tvOS app's `idevicesyslog` (the framework is `NielsenTVAppApi`).
        case tvOS = "tvos-idevicesyslog"
        /// The iOS Simulator: `xcrun simctl spawn booted log stream`.
        case simulator
    }

    /// One thing the console shows, at its time (epoch milliseconds).
    public enum Event: Sendable {
        /// The app called the SDK.
        case call(ts: Double, api: String, args: [JSONValue])
        /// The SDK sent a request and its HTTP client answered with `status` (`nil`: no response).
        case request(ts: Double, url: String, status: Int?)
        /// Any other text of the SDK's, at a level.
        case text(ts: Double, level: String, text: String)
    }

    public var form: Form
    public var playerID = "player-1"
    public var app = "NielsenDemo"
    public var pid = 812
    public var thread = 30211
    /// The device's offset from UTC, in seconds (the local times the consoles print).
    public var utcOffsetSeconds = 3600

    public init(form: Form) { self.form = form }

    /// The console for `events`, in order, as the form writes it (with a newline at the end).
    public func write(_ events: [Event]) -> String {
        var messages: [(ts: Double, level: String, body: String)] = []
        for event in events {
            switch event {
            case .call(let ts, let api, let args):
                if api == "init" || api == "initWithAppInfo" {
                    messages.append(
                        (ts, "INFO", "Created instance with UID: 17961221954480968, PlayerId: \(playerID)"))
                }
                messages.append((ts, "INFO", Self.callText(api: api, args: args)))
            case .request(let ts, let url, let status):
                messages.append((ts, "DEBUG", "Sending Message : GET : \(url)"))
                if let status {
                    messages.append((ts + 40, "DEBUG", "NlsHttpClient request returned with statusCode: \(status)"))
                } else {
                    messages.append((ts + 40, "ERROR", "No Response"))
                }
            case .text(let ts, let level, let text):
                messages.append((ts, level, text))
            }
        }
        var out = header()
        if form == .json { out += "[" }
        for (index, m) in messages.enumerated() {
            let body = "[\(Int((m.ts / 1000).rounded(.down)))] [\(m.level)] [NielsenAPPSDK:\(playerID)] \(m.body)"
            out += line(body, ts: m.ts, level: m.level, first: index == 0)
        }
        if form == .json { out += "]\n" }
        out += trailer(count: messages.count)
        return out
    }

    /// The SDK's text for a call (the 10.x format strings).
    public static func callText(api: String, args: [JSONValue]) -> String {
        let first = args.first
        switch api {
        case "init", "initWithAppInfo": return "initWithAppInfo \(json(first))"
        case "play": return "play: \(json(first))"
        case "loadMetadata": return "loadMetadata: \(json(first)) "
        case "playheadPosition", "setPlayheadPosition":
            return "playheadPosition: \(whole(first).map(String.init) ?? json(first))"
        case "stop": return "stop"
        case "end": return "end"
        case "updateOTT": return "updateOTT: \(json(first)) "
        case "userOptOut": return "userOptOut \(first?.stringValue ?? "") "
        case "sendID3": return "sendID3 \(first?.stringValue ?? "")"
        case "appDisableApi", "setAppDisableApi":
            return "setAppDisableApi \(whole(first) ?? (first == .bool(true) ? 1 : 0)) "
        case "trackViewability": return "trackViewability \(json(first))"
        default: return "\(api): \(json(first))"
        }
    }

    /// A number argument that is a whole number, as `%lli` / `%i` print it.
    static func whole(_ value: JSONValue?) -> Int? {
        guard let d = value?.doubleValue, d == d.rounded(), abs(d) < 1e15 else { return nil }
        return Int(d)
    }

    /// Compact JSON as `NSJSONSerialization` writes it: `/` escaped.
    static func json(_ value: JSONValue?) -> String {
        JSONWriter.write(value ?? .null).replacingAll("/", with: "\\/")
    }

    private func header() -> String {
        switch form {
        case .logStream, .simulator:
            return "Filtering the log data using \"subsystem == \\\"nielsen.sdk.NielsenAppApi\\\"\"\n"
                + "Timestamp                       Thread     Type        Activity             PID    TTL  \n"
        case .logArchive:
            return "Timestamp                       Thread     Type        Activity             PID    TTL  \n"
        case .compact:
            return "Timestamp               Ty Process[PID:TID]\n"
        default:
            return ""
        }
    }

    private func trailer(count: Int) -> String {
        guard form == .logArchive else { return "" }
        return String(repeating: "-", count: 100) + "\n"
            + "Log      - Default:          0, Info:             \(count), Debug:             0, Error:          0, Fault:          0\n"
            + "Activity - Create:           0, Transition:       0, Actions:           0\n"
    }

    private func line(_ body: String, ts: Double, level: String, first: Bool) -> String {
        let image = form == .tvOS ? "NielsenTVAppApi" : "NielsenAppApi"
        switch form {
        case .xcodeBare:
            return body + "\n"
        case .xcode:
            return "\(isoTime(ts, fraction: 6, zone: true)) \(app)[\(pid):\(hex(thread))] [Default] \(body)\n"
        case .idevicesyslog, .tvOS:
            return "\(syslogTime(ts)) iPhone \(app)(\(image))[\(pid)] <\(syslogLevel(level))>: \(body)\n"
        case .logStream, .simulator, .logArchive:
            let type = streamType(level).padding(12)
            let thread = ("0x" + hex(thread)).padding(11)
            return
                "\(isoTime(ts, fraction: 6, zone: true)) \(thread)\(type)\("0x0".padding(21))\(String(pid).padding(7))0    \(app): (\(image)) [nielsen.sdk.NielsenAppApi:Default] \(body)\n"
        case .syslogStyle:
            return
                "\(isoTime(ts, fraction: 6, zone: true))  localhost \(app)[\(pid)]: (\(image)) [nielsen.sdk.NielsenAppApi:Default] \(body)\n"
        case .compact:
            return
                "\(isoTime(ts, fraction: 3, zone: false)) \(compactType(level).padding(3))\(app)[\(pid):\(hex(thread))] [nielsen.sdk.NielsenAppApi:Default] \(body)\n"
        case .consoleApp:
            return "\(streamType(level).lowercased())\t\(clockTime(ts))\t\(app)\t\(body)\n"
        case .json, .ndjson:
            let object = unifiedLogObject(body, ts: ts, level: level)
            if form == .ndjson { return JSONWriter.write(object) + "\n" }
            let pretty = JSONWriter.write(object, pretty: true).replacingAll("\": ", with: "\" : ")
            return (first ? "" : ",") + pretty
        }
    }

    /// The object `log show --style json` writes for one message (its keys in the tool's order).
    private func unifiedLogObject(_ body: String, ts: Double, level: String) -> JSONValue {
        .object([
            .init("traceID", .number(40_000_000 + ts.truncatingRemainder(dividingBy: 1000))),
            .init("eventMessage", .string(body)),
            .init("eventType", .string("logEvent")),
            .init("source", .null),
            .init("formatString", .string("[%lld] %{public}@")),
            .init("activityIdentifier", .number(0)),
            .init("subsystem", .string("nielsen.sdk.NielsenAppApi")),
            .init("category", .string("Default")),
            .init("threadID", .number(Double(thread))),
            .init("senderImageUUID", .string("5D2C3E0B-7E5A-3C46-9E10-2A1F4A7E9B11")),
            .init("backtrace", .object([.init("frames", .array([]))])),
            .init("bootUUID", .string("")),
            .init("processImagePath", .string("/private/var/containers/Bundle/Application/\(app).app/\(app)")),
            .init(
                "senderImagePath",
                .string(
                    "/private/var/containers/Bundle/Application/\(app).app/Frameworks/NielsenAppApi.framework/NielsenAppApi"
                )),
            .init("timestamp", .string(isoTime(ts, fraction: 6, zone: true))),
            .init("machTimestamp", .number(1_000_000 + ts)),
            .init("messageType", .string(streamType(level))),
            .init("processImageUUID", .string("0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0")),
            .init("processID", .number(Double(pid))),
            .init("senderProgramCounter", .number(1234)),
            .init("parentActivityIdentifier", .number(0)),
            .init("timezoneName", .string("")),
        ])
    }

    // MARK: levels as each tool names them (the SDK's level → its os_log type)

    private func streamType(_ level: String) -> String {
        switch level {
        case "DEBUG": return "Debug"
        case "ERROR": return "Error"
        case "WARN": return "Default"
        default: return "Info"
        }
    }

    private func compactType(_ level: String) -> String {
        switch level {
        case "DEBUG": return "Db"
        case "ERROR": return "E"
        case "WARN": return "Df"
        default: return "I"
        }
    }

    private func syslogLevel(_ level: String) -> String {
        switch level {
        case "DEBUG": return "Debug"
        case "ERROR": return "Error"
        case "WARN": return "Notice"
        default: return "Info"
        }
    }

    // MARK: times (the device's local time at `utcOffsetSeconds`)

    private func local(_ ts: Double) -> (y: Int, mo: Int, d: Int, h: Int, mi: Int, s: Int, micros: Int) {
        let localMillis = ts + Double(utcOffsetSeconds) * 1000
        let seconds = Int((localMillis / 1000).rounded(.down))
        let micros = Int(((localMillis - Double(seconds) * 1000) * 1000).rounded())
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (y, mo, d) = Self.civil(days)
        return (y, mo, d, rest / 3600, rest % 3600 / 60, rest % 60, min(micros, 999_999))
    }

    func isoTime(_ ts: Double, fraction: Int, zone: Bool) -> String {
        let t = local(ts)
        var text = "\(t.y)-\(two(t.mo))-\(two(t.d)) \(two(t.h)):\(two(t.mi)):\(two(t.s))"
        let digits = String(String(t.micros + 1_000_000).dropFirst())
        text += "." + digits.prefix(fraction)
        if zone { text += offsetText(separator: "") }
        return text
    }

    private func clockTime(_ ts: Double) -> String {
        let t = local(ts)
        let digits = String(String(t.micros + 1_000_000).dropFirst())
        return "\(two(t.h)):\(two(t.mi)):\(two(t.s)).\(digits)\(offsetText(separator: ""))"
    }

    private func syslogTime(_ ts: Double) -> String {
        let t = local(ts)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let day = t.d < 10 ? " \(t.d)" : "\(t.d)"
        return "\(months[t.mo - 1]) \(day) \(two(t.h)):\(two(t.mi)):\(two(t.s))"
    }

    private func offsetText(separator: String) -> String {
        let minutes = abs(utcOffsetSeconds) / 60
        return (utcOffsetSeconds < 0 ? "-" : "+") + two(minutes / 60) + separator + two(minutes % 60)
    }

    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    private func hex(_ n: Int) -> String { String(n, radix: 16) }

    /// Year, month, day of a day count since 1970-01-01 (H. Hinnant's civil-from-days).
    static func civil(_ z0: Int) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }

    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
