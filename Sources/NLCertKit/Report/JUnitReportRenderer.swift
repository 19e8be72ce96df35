/// JUnit XML for CI test tabs: one `<testsuite>` per capture and one `<testcase>` per rule ×
/// viewing session (capture-wide rules under the `capture` class). Pass is an empty test case,
/// fail a `<failure>` whose message is repeated in the body with the evidence and fix, not
/// exercised / not checked a `<skipped message=…>`. Every (classname, name) pair is unique —
/// GitLab keeps only the first of a duplicate.
enum JUnitReportRenderer {
    private struct Case {
        var classname: String
        var name: String
        var body: String
    }

    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        let redactor = Redactor(isEnabled: options.redact)
        var suites: [(name: String, cases: [Case], failures: Int, skipped: Int, profile: String)] = []
        var seen: Set<String> = []
        for r in results {
            let d = ReportDigest(r, failOn: options.failOn)
            var cases: [Case] = []
            var failures = 0, skipped = 0
            for section in d.sections {
                let classname = d.title + "/" + section.shortName
                var rules: [(id: String, slug: String, verdict: RuleVerdict?)] = section.verdicts.map { ($0.ruleID, $0.slug, $0) }
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
                    let verdict: Verdict = findings.isEmpty ? (rule.verdict?.verdict ?? .pass) : .fail
                    var body = ""
                    switch verdict {
                    case .pass, .warn: break
                    case .fail:
                        failures += 1
                        let first = redactor.text(findings.first?.message ?? rule.verdict?.reason ?? "rule failed")
                        let message = findings.count > 1 ? "\(first) (and \(findings.count - 1) more)" : first
                        let type = (findings.map(\.severity).max() ?? rule.verdict?.severity ?? .error).rawValue
                        let text = redactor.text(findings.map { details($0) }.joined(separator: "\n\n"))
                        body = "      <failure message=\"\(XMLText.escape(message))\" type=\"\(type)\">"
                            + XMLText.cdata(text.isEmpty ? message : text) + "</failure>\n"
                    case .notExercised, .notChecked:
                        skipped += 1
                        let word = verdict == .notChecked ? "not checked" : "not exercised"
                        let reason = rule.verdict?.reason.map { "\(word): \(redactor.text($0))" } ?? word
                        body = "      <skipped message=\"\(XMLText.escape(reason))\"/>\n"
                    }
                    cases.append(Case(classname: classname, name: name, body: body))
                }
            }
            suites.append((d.title, cases, failures, skipped, r.profile))
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let skipped = suites.reduce(0) { $0 + $1.skipped }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"nlcert\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n"
        for (i, s) in suites.enumerated() {
            out += "  <testsuite name=\"\(XMLText.escape(s.name))\" id=\"\(i)\" tests=\"\(s.cases.count)\" failures=\"\(s.failures)\" errors=\"0\" skipped=\"\(s.skipped)\" time=\"0\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"profile\" value=\"\(XMLText.escape(s.profile))\"/>\n"
            out += "      <property name=\"nlcert.version\" value=\"\(XMLText.escape(NLCertVersion.current))\"/>\n"
            out += "    </properties>\n"
            for c in s.cases {
                let open = "    <testcase classname=\"\(XMLText.escape(c.classname))\" name=\"\(XMLText.escape(c.name))\" time=\"0\""
                out += c.body.isEmpty ? open + "/>\n" : open + ">\n" + c.body + "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private static func details(_ f: Finding) -> String {
        var lines = ["[\(f.severity.rawValue), \(f.evidence.rawValue)] \(f.message)"]
        for item in f.items { lines.append("  at \(item.location.description)  \(item.summary)") }
        if !f.fix.isEmpty { lines.append("  fix: \(f.fix)") }
        return lines.joined(separator: "\n")
    }
}
