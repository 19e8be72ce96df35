/// GitLab Code Quality: a JSON array of issues, each with a description, the rule as
/// `check_name`, a fingerprint unique within the report and stable across re-captures, a
/// severity (errors are `major`, warnings `minor`, info `info`) and the capture file and line.
/// Captures are taken in order of their names, so the fingerprints (and the `#n` told to the
/// second of two equal ones) do not depend on the order the captures were named in.
enum GitLabReportRenderer {
    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        let redactor = Redactor(isEnabled: options.redact)
        var issues: [JSONValue] = []
        var used: Set<String> = []
        let ordered = results.enumerated().sorted { a, b in
            let x = a.element.inputs.joined(separator: "\u{1F}")
            let y = b.element.inputs.joined(separator: "\u{1F}")
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        for r in ordered {
            let d = ReportDigest(r, failOn: options.failOn)
            for f in ReportDigest.sorted(r.findings) {
                let base = ReportDigest.fingerprint(f, profile: r.profile)
                var fp = base
                var n = 2
                while used.contains(fp) {
                    fp = StableHash.hex(base + "#\(n)")
                    n += 1
                }
                used.insert(fp)
                let loc = d.location(of: f)
                issues.append(
                    .obj([
                        "description": .string("\(f.ruleID) \(f.slug): \(redactor.text(f.message))"),
                        "check_name": .string(f.ruleID),
                        "fingerprint": .string(fp),
                        "severity": .string(severity(f.severity)),
                        "location": .obj([
                            "path": .string(loc.file), "lines": .obj(["begin": JSONReport.int(max(1, loc.line))]),
                        ]),
                    ]))
            }
        }
        return JSONWriter.write(.array(issues), pretty: true) + "\n"
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}
