import NLCertKit

/// Checks text held in memory — the API-trace lines the nlcert call recorder collected inside an
/// app's tests, or any capture text — exactly as `nlcert check FILE` checks a file holding the
/// same text: the same readers, timeline and built-in rules, so the `CheckResult` is the CLI's.
/// (No `.nlcert.json` is read: pass the profile, and ignore rules where the result is used.)
public enum TraceCheck {
    /// Why the lines could not be checked.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The text is no capture nlcert can read (names the line and what to do).
        case unreadable(CaptureError)
        /// The profile is unknown, or the built-in rules did not load.
        case rules(RuleLoadError)
        /// No line at all: nothing was recorded.
        case nothingRecorded

        public var description: String {
            switch self {
            case .unreadable(let e): return e.description
            case .rules(let e): return e.description
            case .nothingRecorded:
                return "no line was recorded: give the recorder the memory's sink "
                    + "(NielsenCallRecorder(wrapping: sdk, sink: memory.sink)) and run the scenario before checking"
            }
        }
    }

    /// - Parameters:
    ///   - lines: trace lines (`[nlcert-trace] {"ts":…,"api":…,"args":[…]}` or bare JSON), or
    ///     the lines of any capture text; a line may carry a console prefix before the trace.
    ///   - name: the file name findings point at (`name:line:column`; line N is `lines[N-1]`).
    ///   - profile: the rule profile, as `--profile` takes it.
    ///   - timing: the clock of the calls; `.asRecorded` is `nlcert check`'s.
    public static func check(
        lines: [String], name: String = "app-calls.jsonl", profile: String = Profile.defaultName,
        timing: CallTiming = .asRecorded
    ) throws(Failure) -> CheckResult {
        try run(lines: lines, name: name, profile: profile, timing: timing).result
    }

    /// `check`, and whether the calls were timed anew.
    static func run(
        lines: [String], name: String, profile: String, timing: CallTiming
    ) throws(Failure) -> (result: CheckResult, retimed: Bool) {
        guard !lines.isEmpty else { throw .nothingRecorded }
        var bytes: [UInt8] = []
        for line in lines {
            bytes += line.utf8
            bytes.append(0x0A)
        }
        let engine: RuleEngine
        do {
            engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: profile)
        } catch {
            throw .rules(error)
        }
        var capture: Capture
        do {
            capture = try CaptureReader.read(
                source: MemoryByteSource(bytes: bytes, path: name), filter: .nielsenPings)
        } catch {
            throw .unreadable(error)
        }
        let retimed = timing.retimes(capture.calls)
        if retimed { capture.calls = CallTiming.retimed(capture.calls) }
        return (engine.check(TimelineBuilder.build(capture), inputs: [name]), retimed)
    }
}
