#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the benchmark's synthetic text captures: a device log of which about one line in a
/// hundred is the Nielsen App SDK's, the rest other apps' and the system's chatter of varied
/// length. The SDK's lines are viewing sessions in the real 10.x shapes — on Android `adb logcat
/// -v threadtime` lines of the `NielsenAPPSDK` tag (`[<unix s>] [INFO] [<id>] [PLAYHEAD: 7]`,
/// `Sending message: <url>` …), on iOS `log stream` lines of the `nielsen.sdk.NielsenAppApi`
/// subsystem (`[<unix s>] [INFO] [NielsenAPPSDK:1] playheadPosition: 7`, `Sending Message : GET :
/// <url>` and its status line) — a play, content metadata, a playhead a second with a ping every
/// ten, a stop and an end. A fixed seed makes the file identical for the same size.
struct SyntheticTextLogGenerator {
    enum Kind: String, CaseIterable {
        case logcat
        case iosConsole = "ios-console"

        var label: String { self == .logcat ? "Android logcat" : "iOS console (log stream)" }
    }

    struct Summary: Equatable {
        var bytes: Int
        var lines: Int
        var nielsenLines: Int
        var sessions: Int
    }

    var kind: Kind
    var targetBytes: Int
    /// One line in `nielsenEvery` is the SDK's.
    var nielsenEvery = 100

    /// Other processes' lines: tag or subsystem, and message stems that are lengthened at random.
    static let chatter: [(String, String)] = [
        ("ActivityManager", "Displayed com.example.news/.PlayerActivity for user 0: +412ms"),
        ("chatty", "uid=10187(com.example.news) RenderThread identical 4 lines"),
        ("OkHttp", "<-- 200 https://api.example.com/v2/feed?page=3&size=20 (84ms, unknown-length body)"),
        ("ExoPlayerImpl", "Init 1f2e3d [AndroidXMedia3/1.3.1] [husky, Pixel 8 Pro, Google, 34]"),
        ("wpa_supplicant", "wlan0: CTRL-EVENT-SIGNAL-CHANGE above=1 signal=-61 noise=9999 txrate=864800"),
        ("com.apple.network", "nw_connection_report_state_with_handler [C14] reporting state ready"),
        ("com.apple.CFNetwork", "Task <6A1B2C3D-4E5F>.<12> finished with error [0] Error Domain=none"),
        ("AudioFlinger", "start output streamType (3, AUDIO_STREAM_MUSIC) for 2 session 1817"),
    ]

    func write(to path: String) throws(SyntheticHARGenerator.Failure) -> Summary {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw .cannotCreate(path, String(cString: strerror(errno))) }
        defer { close(fd) }
        var out = BenchWriter(fd: fd, path: path)
        var random = BenchRandom(seed: SyntheticHARGenerator.seed ^ (kind == .logcat ? 1 : 2))
        var summary = Summary(bytes: 0, lines: 0, nielsenLines: 0, sessions: 0)
        var session = SessionScript(start: 1_796_122_371)
        var clock = Clock(seconds: 1_796_122_371)
        while out.written < targetBytes {
            clock.advance(&random)
            if summary.lines % nielsenEvery == nielsenEvery - 1 {
                if session.finished {
                    session = SessionScript(start: clock.seconds)
                }
                if session.step == 0 { summary.sessions += 1 }
                out.put(line(for: session.next(), at: clock))
                summary.nielsenLines += 1
            } else {
                let (source, stem) = Self.chatter[random.int(0...(Self.chatter.count - 1))]
                let tail = String(repeating: "x", count: random.int(0...120))
                out.put(otherLine(source: source, message: stem + " " + tail, at: clock))
            }
            summary.lines += 1
        }
        try out.flush()
        summary.bytes = out.written
        return summary
    }

    /// Wall clock of the log: whole seconds (the SDK's own stamp) and milliseconds within.
    struct Clock {
        var seconds: Int
        var millis = 0

        mutating func advance(_ random: inout BenchRandom) {
            millis += random.int(0...9)
            if millis >= 1000 {
                seconds += millis / 1000
                millis %= 1000
            }
        }
    }

    /// One SDK event the session script yields.
    enum Event {
        case play
        case metadata
        case playhead(Int)
        case ping(Int)
        case stop
        case end
    }

    /// A viewing session: play, metadata, sixty playheads with a ping every ten, stop, end.
    struct SessionScript {
        let start: Int
        var step = 0
        static let playheads = 60
        /// play, metadata, playheads and their pings, stop, end.
        static let length = 2 + playheads + playheads / 10 + 2

        var finished: Bool { step >= Self.length }

        mutating func next() -> Event {
            defer { step += 1 }
            switch step {
            case 0: return .play
            case 1: return .metadata
            case Self.length - 2: return .stop
            case Self.length - 1: return .end
            default:
                let i = step - 2
                // Every eleventh event of the playhead run is a ping.
                return i % 11 == 10 ? .ping(i / 11) : .playhead(i - i / 11)
            }
        }
    }

    func pingURL(_ n: Int, sessionStart: Int) -> String {
        "https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&ci=us-999999&ch=us-999999_c12_P&asn=bench"
            + "&sup=1&segA=NA&segB=NA&segC=Bench&adid=VID-BENCH-\(sessionStart)&c3=st,c&at=view&rt=video"
            + "&c61=createtm,\(sessionStart + 10 * n)&c62=sendTime,\(sessionStart + 10 * n)&rnd=\(sessionStart * 7 + n)"
    }

    static let metadataJSON =
        #"{"type":"content","assetid":"VID-BENCH-0001","program":"Bench Program","title":"Bench Episode","#
        + #""length":"3600","airdate":"20240101 20:00:00","isfullepisode":"y","adloadtype":"2","crossId1":"","#
        + #""segB":"","segC":""}"#

    func line(for event: Event, at clock: Clock) -> String {
        let s = clock.seconds
        switch kind {
        case .logcat:
            let body: String
            switch event {
            case .play: body = "[INFO] [17961223719121676] [Nielsen AppSDK: play API - SUCCESS ]"
            case .metadata: body = "[INFO] [17961223719121676] [Nielsen AppSDK METADATA: \(Self.metadataJSON) ]"
            case .playhead(let p): body = "[INFO] [17961223719121676] [PLAYHEAD: \(p)]"
            case .ping(let n): body = "[DEBUG] [17961223719121676] [Sending message: \(pingURL(n, sessionStart: s))]"
            case .stop: body = "[INFO] [17961223719121676] [stop API. SUCCESS]"
            case .end: body = "[INFO] [17961223719121676] [end API. SUCCESS]"
            }
            return logcatPrefix(clock, level: "I", tag: "NielsenAPPSDK") + "[\(s)] " + body + "\n"
        case .iosConsole:
            let (level, body): (String, String)
            switch event {
            case .play: (level, body) = ("INFO", #"play: {"channelName":"Bench Channel"}"#)
            case .metadata: (level, body) = ("INFO", "loadMetadata: \(Self.metadataJSON) ")
            case .playhead(let p): (level, body) = ("INFO", "playheadPosition: \(p)")
            case .ping(let n):
                (level, body) = ("DEBUG", "Sending Message : GET : \(pingURL(n, sessionStart: s))")
            case .stop: (level, body) = ("INFO", "stop")
            case .end: (level, body) = ("INFO", "end")
            }
            let prefix =
                iosPrefix(clock, type: level == "INFO" ? "Info" : "Debug", process: "BenchApp", image: "NielsenAppApi")
                + "[nielsen.sdk.NielsenAppApi:Default] [\(s)] "
            let text = prefix + "[\(level)] [NielsenAPPSDK:1] \(body)\n"
            guard case .ping = event else { return text }
            // The framework logs the response on a line of its own, with no URL.
            return text + prefix + "[DEBUG] [NielsenAPPSDK:1] NlsHttpClient request returned with statusCode: 200\n"
        }
    }

    func otherLine(source: String, message: String, at clock: Clock) -> String {
        switch kind {
        case .logcat:
            return logcatPrefix(clock, level: "D", tag: source) + message + "\n"
        case .iosConsole:
            return iosPrefix(clock, type: "Default", process: "BenchApp", image: "CFNetwork")
                + "[\(source):connection] \(message)\n"
        }
    }

    func logcatPrefix(_ clock: Clock, level: String, tag: String) -> String {
        let (h, m, sec) = timeOfDay(clock.seconds)
        return "12-01 \(two(h)):\(two(m)):\(two(sec)).\(three(clock.millis)) 18170 18213 \(level) \(tag): "
    }

    func iosPrefix(_ clock: Clock, type: String, process: String, image: String) -> String {
        let (h, m, sec) = timeOfDay(clock.seconds)
        let typeColumn = type + String(repeating: " ", count: max(1, 12 - type.count))
        return "2026-12-01 \(two(h)):\(two(m)):\(two(sec)).\(three(clock.millis))000+0000 0x2f1a4    \(typeColumn)"
            + "0x0                  812    0    \(process): (\(image)) "
    }

    func timeOfDay(_ unix: Int) -> (Int, Int, Int) {
        let day = unix % 86_400
        return (day / 3600, (day / 60) % 60, day % 60)
    }

    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    func three(_ n: Int) -> String { n < 10 ? "00\(n)" : n < 100 ? "0\(n)" : "\(n)" }
}
