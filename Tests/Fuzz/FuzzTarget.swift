// libFuzzer harness for nlcert, compiled together with Sources/NLCertKit by `.ci/fuzz` (not a
// SwiftPM target: `swiftc -sanitize=fuzzer,address -parse-as-library`). One binary holds every
// target; NLCERT_FUZZ_TARGET picks one:
//
//   har, charles, text, trace — that reader on the input, whole and in tiny chunks: the same
//                               capture (or the same error) both ways;
//   ping                      — the input as a ping URL, decoded, with evdata and the numbers
//                               the timeline adds up;
//   pipeline (default)        — read (format by content) → timeline → rules → every report
//                               format, rendered twice: identical output; the capture joined
//                               with a copy of itself keeps one to two times its pings;
//   report                    — the input as a saved JSON report (`render`, `diff`): decoded,
//                               then every format and a diff against itself, twice: identical;
//   config                    — the input as each file a user can hand over besides captures:
//                               a rule file (loaded with the built-in set, its examples run), a
//                               .nlcert.json, an iOS pattern file (then used on console lines),
//                               a scenario catalog, example sessions, a parameter dictionary.
//
// Any property that fails aborts, which libFuzzer records as a crash with the input.
#if canImport(Glibc)
    import Glibc
#endif

enum FuzzTarget: String {
    case har, charles, text, trace, ping, pipeline, report, config

    static let current: FuzzTarget = {
        guard let name = getenv("NLCERT_FUZZ_TARGET").map({ String(cString: $0) }), !name.isEmpty else {
            return .pipeline
        }
        guard let target = FuzzTarget(rawValue: name) else {
            say(
                "NLCERT_FUZZ_TARGET must be one of har, charles, text, trace, ping, pipeline, report, config (not \(name))\n"
            )
            exit(2)
        }
        return target
    }()

    static let engine: RuleEngine = {
        do { return try RuleEngine(ruleSet: try RuleSet.builtIn()) } catch {
            say("the built-in rules do not load: \(error)\n")
            exit(2)
        }
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .har:
            Self.sameInChunks(bytes) { (s: ByteSource) throws(CaptureError) in
                try HARReader.read(source: s, bufferSize: 4096)
            }
        case .charles:
            Self.sameInChunks(bytes) { (s: ByteSource) throws(CaptureError) in
                try CharlesJSONReader.read(source: s, bufferSize: 4096)
            }
        case .text:
            Self.sameInChunks(bytes) { (s: ByteSource) throws(CaptureError) in try TextCaptureReader.read(source: s) }
        case .trace:
            Self.sameInChunks(bytes) { (s: ByteSource) throws(CaptureError) in try APITraceReader.read(source: s) }
        case .ping: Self.ping(bytes)
        case .pipeline: Self.pipeline(bytes)
        case .report: Self.report(bytes)
        case .config: Self.config(bytes)
        }
    }

    /// Reading whole and reading in 1- and 7-byte chunks give the same result.
    static func sameInChunks(_ bytes: [UInt8], _ read: (ByteSource) throws(CaptureError) -> Capture) {
        func outcome(_ chunk: Int) -> String {
            do {
                let c = try read(MemoryByteSource(bytes: bytes, path: "fuzz", chunkSize: chunk))
                return "\(c.requests.map { ($0.url, $0.location, $0.time?.epochMillis) })|\(c.calls.count)|\(c.notes)"
            } catch {
                return "error: \(error.description)"
            }
        }
        let whole = outcome(1 << 20)
        for chunk in [1, 7] where outcome(chunk) != whole {
            say("reading in \(chunk)-byte chunks differs from reading whole\n")
            abort()
        }
    }

    static func ping(_ bytes: [UInt8]) {
        let ping = PingDecoder.decode(url: String(decoding: bytes, as: UTF8.self))
        _ = (ping.creditedSeconds, ping.adSeconds, ping.startTime, ping.createTime, ping.events, ping.parameters.count)
        let view = PingView(ping)
        _ = (view.creditedSeconds, view.startTime, view.orderTime, view.int("sd"))
    }

    /// The whole path, every report format, twice: the same bytes each time; and the timeline
    /// of a capture decoded as it is read is the one decoded after.
    static func pipeline(_ bytes: [UInt8]) {
        let capture: Capture
        do {
            capture = try CaptureReader.read(source: MemoryByteSource(bytes: bytes, path: "fuzz", chunkSize: 4093))
        } catch {
            return
        }
        // The same capture recorded twice (a second file of the same bytes): never fewer
        // pings than one copy, and copies are matched without trapping.
        var joined = capture
        if let copy = try? CaptureReader.read(
            source: MemoryByteSource(bytes: bytes, path: "fuzz-copy", chunkSize: 4093))
        {
            joined.append(copy)
            let once = TimelineBuilder.build(capture).pings.count
            let twice = TimelineBuilder.build(joined).pings.count
            if twice < once || twice > 2 * once {
                say("a capture joined with its copy keeps \(twice) pings, one copy \(once)\n")
                abort()
            }
        }
        // Decoding each request as its reader keeps it (what `check` reads with) builds the
        // timeline that decoding after reading builds: the same pings, places and sessions.
        if let carried = try? CaptureReader.read(
            source: MemoryByteSource(bytes: bytes, path: "fuzz", chunkSize: 4093), filter: .nielsenPings),
            let plain = try? CaptureReader.read(
                source: MemoryByteSource(bytes: bytes, path: "fuzz", chunkSize: 4093), filter: .nielsenTraffic)
        {
            let a = TimelineBuilder.build(carried)
            let b = TimelineBuilder.build(plain)
            if a.pings != b.pings || a.pings.map(\.location) != b.pings.map(\.location)
                || a.appSessions != b.appSessions || a.notes != b.notes
            {
                say("decoding while reading builds another timeline than decoding after reading\n")
                abort()
            }
        }
        let timeline = TimelineBuilder.build(capture)
        _ = TimelineText.render(timeline)
        _ = TimelineJSONEncoder.render(timeline)
        let result = engine.check(timeline, inputs: ["fuzz"])
        for format in ReportFormat.allCases {
            let options = ReportOptions()
            let first = ReportRenderer.render([result], format: format, options: options)
            let again = ReportRenderer.render(
                [engine.check(timeline, inputs: ["fuzz"])], format: format, options: options)
            if first != again {
                say("the \(format.rawValue) report differs between two runs on the same input\n")
                abort()
            }
        }
    }
}

extension FuzzTarget {
    /// A saved report read back, rendered in every format and diffed against itself, twice.
    static func report(_ bytes: [UInt8]) {
        guard let saved = try? JSONReportDecoder.decode(bytes: bytes, file: "fuzz") else { return }
        let options = ReportOptions(redact: saved.redacted, failOn: saved.failOn)
        for format in ReportFormat.allCases {
            let first = ReportRenderer.render(saved.results, format: format, options: options)
            if first != ReportRenderer.render(saved.results, format: format, options: options) {
                say("the \(format.rawValue) rendering of a saved report differs between two runs\n")
                abort()
            }
        }
        if let r = saved.results.first {
            let diff = RunDiffBuilder.diff(r, r)
            for format in ReportFormat.allCases {
                _ = RunDiffReport.render(diff, format: format, failOn: saved.failOn)
            }
        }
    }

    /// Every parser of user-supplied configuration on the same text; what parses is used.
    static func config(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        _ = try? CheckConfiguration.parse(text, file: "fuzz.json")
        _ = try? ExampleSessions.parse(text, file: "fuzz.json")
        _ = try? ParameterDictionary.parse(text, file: "fuzz.json")
        if let builtIn = try? RuleSet.builtIn() {
            _ = try? ScenarioCatalog.parse(text, file: "fuzz.json", rules: builtIn)
        }
        if let patterns = try? IOSLogPatternSet(json: text, file: "fuzz.json") {
            for line in consoleLines {
                _ = patterns.interpret(line)
            }
        }
        if (try? RuleSetLoader.parseRule(text, file: "custom/fuzz.json")) != nil,
            let set = try? RuleSetLoader.load(files: RuleData.files + [("custom/fuzz.json", text)], prefix: "rules/"),
            let engine = try? RuleEngine(ruleSet: set)
        {
            let timeline = TimelineBuilder.build(Capture())
            _ = engine.check(timeline, inputs: ["fuzz"])
        }
    }

    static let consoleLines = [
        "2024-05-02 10:03:11.002000-0400 App[812:30211] [NielsenAppApi] loadMetadata API - SUCCESS",
        "Nielsen AppSDK METADATA: {\"type\":\"content\",\"assetid\":\"VID-9\"}",
        "PLAYHEAD: -3", "Sending message: https://secure-sdk.imrworldwide.com/cgi-bin/gn?prd=dcr&rnd=1",
        String(repeating: "nielsen {api} API - ", count: 200),
    ]
}

/// Writes a line to standard error.
func say(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { _ = write(2, $0.baseAddress, $0.count) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func nlcertFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.current.run(bytes)
    return 0
}
