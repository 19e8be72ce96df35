import NLCertKit

/// What nlcert found in the Nielsen calls an app made during one of its own tests: the result
/// of `TraceCheck`, narrowed to what should fail the test.
///
///     let check = try NielsenCallCheck(lines: memory.lines)
///     #expect(check.failures().isEmpty, "\(check.failureText())")
///
/// Prefer `expectNoNielsenFindings` (Swift Testing) or `XCTAssertNoNielsenFindings` (XCTest),
/// which do that and point at the test line.
public struct NielsenCallCheck: Sendable {
    /// The whole result, as `nlcert check` would give it for a file of these lines.
    public let result: CheckResult

    /// Whether the calls were timed at one playhead a second (`CallTiming`) rather than as
    /// recorded: they ran faster than real time, as in a unit test.
    public let retimed: Bool

    /// Checks `lines` (see `TraceCheck.check`). `timing` is `.automatic`: a unit test that
    /// drives the player's code in milliseconds is checked at the guides' one playhead a second,
    /// a UI test that plays in real time by the times recorded.
    public init(
        lines: [String], name: String = "app-calls.jsonl", profile: String = Profile.defaultName,
        timing: CallTiming = .automatic
    ) throws(TraceCheck.Failure) {
        (result, retimed) = try TraceCheck.run(lines: lines, name: name, profile: profile, timing: timing)
    }

    /// The findings that fail a test: at `minimum` severity or above (warnings and errors by
    /// default, as `nlcert check --fail-on warning`), except the rules in `ignoring` (ids such as
    /// `NL105`, or slugs).
    public func failures(minimum: Severity = .warning, ignoring: Set<String> = []) -> [Finding] {
        result.findings.filter {
            $0.severity >= minimum && !ignoring.contains($0.ruleID) && !ignoring.contains($0.slug)
        }
    }

    /// What nlcert noted while reading the lines (`file:line:column: …`): a line cut off or
    /// garbled, a call it could not read. The recorder writes whole lines, so a note means lines
    /// were lost or mixed with other text; the test helpers fail on each.
    public var notes: [String] { result.warnings }

    /// One paragraph per failure, then one line per note, for a test's failure message:
    ///
    ///     NL203 ad-playhead-starts-at-zero (error, exact), session #1, asset AD-1: …
    ///       evidence: app-calls.jsonl:6:1 playheadPosition(5)
    ///       fix: …
    ///
    /// Empty when there is nothing to report.
    public func failureText(minimum: Severity = .warning, ignoring: Set<String> = []) -> String {
        (failures(minimum: minimum, ignoring: ignoring).map(describe) + notes.map { "note: " + $0 })
            .joined(separator: "\n")
    }

    /// A finding as a failure message: rule, severity and certainty, where, what, the evidence
    /// (at most five items, then a count) and the fix.
    public func describe(_ f: Finding) -> String {
        var head = "\(f.ruleID) \(f.slug) (\(f.severity.rawValue), \(f.certainty.rawValue))"
        if let n = f.sessionOrdinal { head += ", session #\(n)" }
        if let asset = f.assetID, !asset.isEmpty { head += ", asset \(asset)" }
        var out = [head + ": " + f.message]
        for item in f.items.prefix(5) {
            out.append("  evidence: \(item.location.description) \(EvidenceText.of(item, in: result.timeline))")
        }
        if f.items.count > 5 { out.append("  evidence: … and \(f.items.count - 5) more") }
        if !f.fix.isEmpty { out.append("  fix: " + f.fix) }
        if retimed {
            out.append(
                "  timing: the calls ran faster than real time (a unit test), so each playhead was taken as one second after the one before"
            )
        }
        return out.joined(separator: "\n")
    }
}
