/// JUnit XML for CI test tabs, valid against the Jenkins (xUnit plugin) `junit-10.xsd` that
/// Jenkins and GitLab read: one `<testsuite>` per capture and one `<testcase>` per rule ×
/// viewing session. A case fails only for a finding at or above `--fail-on`, with the finding's
/// message as `message` and its evidence and fix in the body; a finding below `--fail-on` (an
/// info, or a warning under the default) leaves the case passing and is shown in its
/// `<system-out>`, so a PASS run never turns a pipeline red or UNSTABLE. Not exercised / not
/// checked is `<skipped message=…>`. The notes from reading a capture are its suite's `<system-err>`.
///
/// With several captures, a `campaign` suite follows: one case per required checklist item and
/// scenario. An item that is not ready fails its case only under `check --campaign`
/// (`ReportOptions.campaignGate`), when readiness is the gate; otherwise it is skipped with what
/// is missing. The root's totals count every suite.
///
/// `classname` is `CAPTURE.SECTION` with every dot of the capture's name made `_`: CI tools split
/// a classname at its last dot into package and class, which gives "capture file" → "session 2"
/// rather than `samples/broken` → `har/session 2`. Every (classname, name) pair is unique —
/// GitLab keeps only the first of a duplicate.
enum JUnitReportRenderer {
    struct Case {
        var classname: String
        var name: String
        var body: String
    }

    struct Suite {
        var name: String
        var cases: [Case] = []
        var failures = 0
        var skipped = 0
        /// The capture's profile (`nil` for the campaign suite).
        var profile: String?
        /// The notes from reading the capture, shown in the suite's `<system-err>`: a CI test tab
        /// is often all a reviewer opens, and a line passed over is never silent.
        var notes: [String] = []
    }

    static func render(_ results: [CheckResult], campaign: CampaignResult? = nil, options: ReportOptions) -> String {
        let redactor = Redactor(isEnabled: options.redact)
        var suites: [Suite] = []
        var seen: Set<String> = []
        for r in results {
            let d = ReportDigest(r, failOn: options.failOn)
            var suite = Suite(name: d.title, profile: r.profile)
            suite.notes = r.warnings.map { redactor.text($0) }
            for section in d.sections {
                let classname = className(capture: d.title, section: section.shortName)
                var rules: [(id: String, slug: String, verdict: RuleVerdict?)] = section.verdicts.map {
                    ($0.ruleID, $0.slug, $0)
                }
                for f in section.findings where !rules.contains(where: { $0.id == f.ruleID }) {
                    rules.append((f.ruleID, f.slug, nil))
                }
                for rule in rules {
                    var name = rule.id + " " + rule.slug
                    var n = 2
                    while seen.contains(classname + "\u{1F}" + name) {
                        name = rule.id + " " + rule.slug + " (\(n))"
                        n += 1
                    }
                    seen.insert(classname + "\u{1F}" + name)
                    let findings = section.findings.filter { $0.ruleID == rule.id }
                    let body = caseBody(
                        findings, timeline: r.timeline, verdict: rule.verdict, failOn: options.failOn,
                        redactor: redactor, suite: &suite)
                    suite.cases.append(Case(classname: classname, name: name, body: body))
                }
            }
            suites.append(suite)
        }
        if let campaign { suites.append(CampaignReport.junitSuite(campaign, gated: options.campaignGate)) }
        return document(suites)
    }

    /// The children of one test case, counting its failure or skip in `suite`.
    private static func caseBody(
        _ findings: [Finding], timeline: Timeline, verdict: RuleVerdict?, failOn: Severity, redactor: Redactor,
        suite: inout Suite
    ) -> String {
        let failing = findings.filter { $0.severity >= failOn }
        if !failing.isEmpty {
            suite.failures += 1
            let first = redactor.text(failing[0].message)
            let message = failing.count > 1 ? "\(first) (and \(failing.count - 1) more)" : first
            let type = (failing.map(\.severity).max() ?? .error).rawValue
            let text = redactor.text(findings.map { details($0, in: timeline) }.joined(separator: "\n\n"))
            return "      <failure message=\"\(XMLText.escape(message))\" type=\"\(type)\">" + XMLText.cdata(text)
                + "</failure>\n"
        }
        if !findings.isEmpty {
            // Below --fail-on: the rule is not failed, but what it found is still shown.
            let text = redactor.text(findings.map { details($0, in: timeline) }.joined(separator: "\n\n"))
            return "      <system-out>" + XMLText.cdata(text) + "</system-out>\n"
        }
        guard let verdict, verdict.verdict == .notExercised || verdict.verdict == .notChecked else { return "" }
        suite.skipped += 1
        let word = verdict.verdict == .notChecked ? "not checked" : "not exercised"
        let reason = verdict.reason.map { "\(word): \(redactor.text($0))" } ?? word
        return "      <skipped message=\"\(XMLText.escape(reason))\"/>\n"
    }

    /// `samples/broken_har.session 2`: the capture's name without dots, then the section.
    static func className(capture: String, section: String) -> String {
        capture.replacingDots() + "." + section
    }

    private static func document(_ suites: [Suite]) -> String {
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        // Parsers that read the root (Jenkins, GitLab) and those that add the suites up must agree.
        let failures = suites.reduce(0) { $0 + $1.failures }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // junit-10.xsd: <testsuites> takes name, time, tests, failures and errors — no skipped.
        out += "<testsuites name=\"nlcert\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" time=\"0\">\n"
        for (i, s) in suites.enumerated() {
            out +=
                "  <testsuite name=\"\(XMLText.escape(s.name))\" id=\"\(i)\" tests=\"\(s.cases.count)\" failures=\"\(s.failures)\" errors=\"0\" skipped=\"\(s.skipped)\" time=\"0\">\n"
            out += "    <properties>\n"
            if let profile = s.profile {
                out += "      <property name=\"profile\" value=\"\(XMLText.escape(profile))\"/>\n"
            }
            out += "      <property name=\"nlcert.version\" value=\"\(XMLText.escape(NLCertVersion.current))\"/>\n"
            out += "    </properties>\n"
            for c in s.cases {
                let open =
                    "    <testcase classname=\"\(XMLText.escape(c.classname))\" name=\"\(XMLText.escape(c.name))\" time=\"0\""
                out += c.body.isEmpty ? open + "/>\n" : open + ">\n" + c.body + "    </testcase>\n"
            }
            if !s.notes.isEmpty {
                out +=
                    "    <system-err>" + XMLText.cdata(s.notes.map { "note: " + $0 }.joined(separator: "\n"))
                    + "</system-err>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// The finding as the body of a failure: message, every evidence item, the fix.
    private static func details(_ f: Finding, in timeline: Timeline) -> String {
        var lines = ["\(f.ruleID) \(f.slug) [\(f.severity.rawValue), \(f.certainty.rawValue)] \(f.message)"]
        for item in f.items {
            lines.append("  at \(item.location.description)  " + EvidenceText.of(item, in: timeline))
        }
        if !f.fix.isEmpty { lines.append("  fix: \(f.fix)") }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
