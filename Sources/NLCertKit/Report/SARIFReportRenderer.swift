/// SARIF 2.1.0 for code-scanning tools: one run per capture, with the rules that ran as
/// `tool.driver.rules[]` and one result per finding, located at the capture file and the line
/// and column of the entry that proves it, with the finding's stable fingerprint as
/// `partialFingerprints`.
enum SARIFReportRenderer {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        let runs = results.map { run(ReportDigest($0, failOn: options.failOn), options: options) }
        let doc: JSONValue = .obj([
            "$schema": .string(schemaURI),
            "version": "2.1.0",
            "runs": .array(runs),
        ])
        return JSONWriter.write(doc, pretty: true) + "\n"
    }

    private static func run(_ d: ReportDigest, options: ReportOptions) -> JSONValue {
        let redactor = Redactor(isEnabled: options.redact)
        let rules = d.ruleDescriptors
        var index: [String: Int] = [:]
        for (i, r) in rules.enumerated() { index[r.id] = i }
        let driverRules: [JSONValue] = rules.map { r in
            let full = r.description.isEmpty ? r.title : r.description
            let help = r.help.isEmpty ? "Run `nlcert explain \(r.id)` for the rule's documentation and examples." : r.help
            var rule: JSONValue = .obj([
                "id": .string(r.id),
                "name": .string(pascal(r.slug)),
                "shortDescription": .obj(["text": .string(r.title)]),
                "fullDescription": .obj(["text": .string(full)]),
                "help": .obj(["text": .string(help)]),
                "defaultConfiguration": .obj(["level": .string(level(r.severity))]),
                "properties": .obj(["slug": .string(r.slug)]),
            ])
            if let uri = r.helpURI ?? options.informationURI.map({ $0 + "#" + r.id.lowercased() }),
                case .object(var members) = rule
            {
                members.insert(.init("helpUri", .string(uri)), at: 5)
                rule = .object(members)
            }
            return rule
        }
        // Suppressed findings are results too, each with its `suppressions` entry (the ignore
        // entry's reason, or the baseline), so code scanning shows them as dismissed.
        let suppressedFindings = d.result.suppressed.map(\.finding)
        let causes = Dictionary(d.result.suppressed.map { ($0.finding, $0.cause) }, uniquingKeysWith: { a, _ in a })
        let findings = ReportDigest.sorted(d.result.findings) + ReportDigest.sorted(suppressedFindings)
        let sarifResults: [JSONValue] = findings.enumerated().map { n, f in
            let loc = d.location(of: f)
            var text = redactor.text(f.message)
            if !f.fix.isEmpty { text += " Fix: " + f.fix }
            var members: [JSONValue.JSONMember] = [.init("ruleId", .string(f.ruleID))]
            if let i = index[f.ruleID] { members.append(.init("ruleIndex", JSONReport.int(i))) }
            members.append(.init("level", .string(level(f.severity))))
            members.append(.init("message", .obj(["text": .string(text)])))
            members.append(.init("locations", .array([location(loc, message: f.items.first.map { redactor.text($0.summary) })])))
            if f.items.count > 1 {
                members.append(.init("relatedLocations", .array(f.items.dropFirst().enumerated().map { i, item in
                    var l = location(item.location, message: redactor.text(item.summary))
                    if case .object(var m) = l {
                        m.insert(.init("id", JSONReport.int(i + 1)), at: 0)
                        l = .object(m)
                    }
                    return l
                })))
            }
            members.append(.init("partialFingerprints", .obj(["nlcert/v1": .string(ReportDigest.fingerprint(f, profile: d.result.profile))])))
            var props: [JSONValue.JSONMember] = [.init("evidence", .string(f.evidence.rawValue))]
            if let o = f.sessionOrdinal { props.append(.init("session", JSONReport.int(o))) }
            if let a = f.assetID { props.append(.init("assetId", .string(redactor.text(a)))) }
            members.append(.init("properties", .object(props)))
            if n >= d.result.findings.count, let cause = causes[f] {
                members.append(.init("suppressions", .array([.obj([
                    "kind": "external", "justification": .string(redactor.text(cause.description)),
                ])])))
            }
            return .object(members)
        }
        var driver: [JSONValue.JSONMember] = [
            .init("name", "nlcert"),
            .init("version", .string(NLCertVersion.current)),
            .init("semanticVersion", .string(NLCertVersion.current)),
        ]
        if let uri = options.informationURI { driver.append(.init("informationUri", .string(uri))) }
        driver.append(.init("rules", .array(driverRules)))
        return .obj([
            "tool": .obj(["driver": .object(driver)]),
            "automationDetails": .obj(["id": .string("nlcert/" + d.result.profile + "/")]),
            "results": .array(sarifResults),
            "properties": .obj(["profile": .string(d.result.profile), "inputs": .array(d.result.inputs.map { .string($0) })]),
        ])
    }

    private static func location(_ l: SourceLocation, message: String?) -> JSONValue {
        var region: [JSONValue.JSONMember] = [.init("startLine", JSONReport.int(max(1, l.line)))]
        region.append(.init("startColumn", JSONReport.int(max(1, l.column))))
        let physical: JSONValue = .obj([
            "artifactLocation": .obj(["uri": .string(uri(l.file))]),
            "region": .object(region),
        ])
        var m: [JSONValue.JSONMember] = [.init("physicalLocation", physical)]
        if let message, !message.isEmpty { m.append(.init("message", .obj(["text": .string(message)]))) }
        return .object(m)
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative URI reference for a path as the user gave it: RFC 3986 unreserved characters
    /// and `/` kept, everything else percent-encoded; absolute paths become `file://` URIs.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for b in path.utf8 {
            let c = Character(Unicode.Scalar(b))
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(b, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// `ad-playhead-starts-at-zero` → `AdPlayheadStartsAtZero` (SARIF rule names are
    /// identifiers).
    static func pascal(_ slug: String) -> String {
        slug.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
