#if canImport(Testing)
    import NLCertKit
    import Testing

    /// Records a Swift Testing issue at the caller for every Nielsen finding and every reading note in `lines` (the
    /// recorder's lines, e.g. `NielsenTraceMemory.lines`), and one if the lines cannot be read:
    ///
    ///     expectNoNielsenFindings(memory.lines)
    ///     expectNoNielsenFindings(memory.lines, ignoring: ["NL105"], minimum: .error)
    ///
    /// Each issue names the rule, the evidence (the line of the call) and the fix.
    public func expectNoNielsenFindings(
        _ lines: [String], profile: String = Profile.defaultName, ignoring: Set<String> = [],
        minimum: Severity = .warning, timing: CallTiming = .automatic,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let check: NielsenCallCheck
        do {
            check = try NielsenCallCheck(lines: lines, profile: profile, timing: timing)
        } catch {
            Issue.record("nlcert could not check the Nielsen calls: \(error)", sourceLocation: sourceLocation)
            return
        }
        for finding in check.failures(minimum: minimum, ignoring: ignoring) {
            Issue.record("\(check.describe(finding))", sourceLocation: sourceLocation)
        }
        for note in check.notes {
            Issue.record("nlcert: \(note)", sourceLocation: sourceLocation)
        }
    }
#endif
