#if canImport(XCTest)
    import NLCertKit
    import XCTest

    /// Fails an XCTest at the caller for every Nielsen finding and every reading note in `lines` (the recorder's lines,
    /// e.g. `NielsenTraceMemory.lines`), and once if the lines cannot be read:
    ///
    ///     XCTAssertNoNielsenFindings(memory.lines)
    ///
    /// Each failure names the rule, the evidence (the line of the call) and the fix.
    public func XCTAssertNoNielsenFindings(
        _ lines: [String], profile: String = Profile.defaultName, ignoring: Set<String> = [],
        minimum: Severity = .warning, timing: CallTiming = .automatic, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let check: NielsenCallCheck
        do {
            check = try NielsenCallCheck(lines: lines, profile: profile, timing: timing)
        } catch {
            XCTFail("nlcert could not check the Nielsen calls: \(error)", file: file, line: line)
            return
        }
        for finding in check.failures(minimum: minimum, ignoring: ignoring) {
            XCTFail(check.describe(finding), file: file, line: line)
        }
        for note in check.notes {
            XCTFail("nlcert: \(note)", file: file, line: line)
        }
    }
#endif
