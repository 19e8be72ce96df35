/// SARIF 2.1.0 for code-scanning tools. One run per invocation — GitHub code scanning refuses an
/// upload with two runs of one tool and category — with every capture's files as `artifacts`,
/// the rules that ran as `tool.driver.rules[]` (each with `helpUri`, its page in the rule
/// reference) and one result per finding, located at the capture file and the line and column
/// of the entry that proves it. Columns are UTF-16 code units (`columnKind`), converted from
/// the readers' UTF-8 byte columns when the file could be measured (`ReportOptions.utf16Columns`).
/// Each result carries nlcert's own fingerprint and a `primaryLocationLineHash` that also names
/// the capture, so the same finding in two captures is two alerts, not one.
enum SARIFReportRenderer {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        let doc: JSONValue = .obj([
            "$schema": .string(schemaURI),
            "version": "2.1.0",
            "runs": .array([run(results.map { ReportDigest($0, failOn: options.failOn) }, options: options)]),
        ])
        return JSONWriter.write(doc, pretty: true) + "\n"
    }

    private static func run(_ digests: [ReportDigest], options: ReportOptions) -> JSONValue {
        let rules = ruleDescriptors(digests)
        var ruleIndex: [String: Int] = [:]
        for (i, r) in rules.enumerated() { ruleIndex[r.id] = i }
        var artifacts: [String] = []
        var artifactIndex: [String: Int] = [:]
        for d in digests {
            for file in d.result.inputs where artifactIndex[file] == nil {
                artifactIndex[file] = artifacts.count
                artifacts.append(file)
            }
        }
        var context = ResultContext(options: options, ruleIndex: ruleIndex, artifactIndex: artifactIndex)
        var sarifResults: [JSONValue] = []
        // Suppressed findings are results too, each with its `suppressions` entry (the ignore
        // entry's reason, or the baseline), so code scanning shows them as dismissed.
        for d in digests {
            for f in ReportDigest.sorted(d.result.findings) { sarifResults.append(context.result(f, in: d)) }
            let causes = Dictionary(d.result.suppressed.map { ($0.finding, $0.cause) }, uniquingKeysWith: { a, _ in a })
            for f in ReportDigest.sorted(d.result.suppressed.map(\.finding)) {
                sarifResults.append(context.result(f, in: d, suppressedBy: causes[f]))
            }
        }
        var driver: [JSONValue.JSONMember] = [
            .init("name", "nlcert"),
            .init("version", .string(NLCertVersion.current)),
            .init("semanticVersion", .string(NLCertVersion.current)),
        ]
        if let uri = options.informationURI { driver.append(.init("informationUri", .string(uri))) }
        driver.append(.init("rules", .array(rules.map { rule($0, options: options) })))
        let profiles = Array(Set(digests.map(\.result.profile))).sorted()
        return .obj([
            "tool": .obj(["driver": .object(driver)]),
            "automationDetails": .obj(["id": "nlcert/"]),
            "artifacts": .array(artifacts.map { .obj(["location": .obj(["uri": .string(uri($0))])]) }),
            "columnKind": "utf16CodeUnits",
            "results": .array(sarifResults),
            "properties": .obj([
                "profiles": .array(profiles.map { .string($0) }),
                "captures": .array(
                    digests.map {
                        .obj([
                            "name": .string($0.title), "profile": .string($0.result.profile),
                            "verdict": .string($0.verdictWord.lowercased()),
                        ])
                    }),
            ]),
        ])
    }

    /// Every capture's rules, once each (the first capture's effective severity wins), by id.
    private static func ruleDescriptors(_ digests: [ReportDigest]) -> [RuleDescriptor] {
        var byID: [String: RuleDescriptor] = [:]
        for d in digests { for r in d.ruleDescriptors where byID[r.id] == nil { byID[r.id] = r } }
        return byID.values.sorted { $0.id < $1.id }
    }

    private static func rule(_ r: RuleDescriptor, options: ReportOptions) -> JSONValue {
        let full = r.description.isEmpty ? r.title : r.description
        let help = r.help.isEmpty ? "Run `nlcert explain \(r.id)` for the rule's documentation and examples." : r.help
        var members: [JSONValue.JSONMember] = [
            .init("id", .string(r.id)),
            .init("name", .string(pascal(r.slug))),
            .init("shortDescription", .obj(["text": .string(r.title)])),
            .init("fullDescription", .obj(["text": .string(full)])),
            .init("help", .obj(["text": .string(help)])),
        ]
        if let uri = r.helpURI.flatMap({ helpURI($0, options: options) }) {
            members.append(.init("helpUri", .string(uri)))
        }
        members.append(.init("defaultConfiguration", .obj(["level": .string(level(r.severity))])))
        members.append(.init("properties", .obj(["slug": .string(r.slug)])))
        return .object(members)
    }

    /// A repository-relative documentation path (`rules/reference/NL203.md`) is resolved against
    /// the project's home page when one is configured; an absolute URI is kept. Without a home
    /// page there is no absolute URI to give, and SARIF's `helpUri` must be one: `nil`, left out.
    static func helpURI(_ target: String, options: ReportOptions) -> String? {
        if target.contains("://") { return target }
        guard let base = options.informationURI else { return nil }
        return (base.hasSuffix("/") ? base : base + "/") + target
    }

    /// Builds results, counting repeated line hashes so each stays distinct.
    private struct ResultContext {
        let options: ReportOptions
        let ruleIndex: [String: Int]
        let artifactIndex: [String: Int]
        var lineHashes: [String: Int] = [:]

        init(options: ReportOptions, ruleIndex: [String: Int], artifactIndex: [String: Int]) {
            self.options = options
            self.ruleIndex = ruleIndex
            self.artifactIndex = artifactIndex
        }

        mutating func result(
            _ f: Finding, in d: ReportDigest, suppressedBy cause: SuppressedFinding.Cause? = nil
        ) -> JSONValue {
            let redactor = Redactor(isEnabled: options.redact)
            let loc = d.location(of: f)
            var text = redactor.text(f.message)
            if !f.fix.isEmpty { text += " Fix: " + f.fix }
            var members: [JSONValue.JSONMember] = [.init("ruleId", .string(f.ruleID))]
            if let i = ruleIndex[f.ruleID] { members.append(.init("ruleIndex", JSONReport.int(i))) }
            members.append(.init("level", .string(level(f.severity))))
            members.append(.init("message", .obj(["text": .string(text)])))
            func itemText(_ item: EvidenceItem) -> String {
                redactor.text(EvidenceText.of(item, in: d.result.timeline))
            }
            members.append(.init("locations", .array([location(loc, message: f.items.first.map(itemText))])))
            if f.items.count > 1 {
                members.append(
                    .init(
                        "relatedLocations",
                        .array(
                            f.items.dropFirst().enumerated().map { i, item in
                                var l = location(item.location, message: itemText(item))
                                if case .object(var m) = l {
                                    m.insert(.init("id", JSONReport.int(i + 1)), at: 0)
                                    l = .object(m)
                                }
                                return l
                            })))
            }
            let fingerprint = ReportDigest.fingerprint(f, profile: d.result.profile)
            // GitHub de-duplicates alerts on primaryLocationLineHash: nlcert's fingerprint
            // (stable across re-captures) plus the capture, and an occurrence count.
            let hash = StableHash.hex(fingerprint + "\u{1F}" + d.title)
            let occurrence = lineHashes[hash, default: 0] + 1
            lineHashes[hash] = occurrence
            members.append(
                .init(
                    "partialFingerprints",
                    .obj([
                        "nlcert/v1": .string(fingerprint),
                        "primaryLocationLineHash": .string("\(hash):\(occurrence)"),
                    ])))
            var props: [JSONValue.JSONMember] = [
                .init("capture", .string(d.title)),
                .init("profile", .string(d.result.profile)),
                .init("evidence", .string(f.certainty.rawValue)),
            ]
            if let o = f.sessionOrdinal { props.append(.init("session", JSONReport.int(o))) }
            if let a = f.assetID { props.append(.init("assetId", .string(DisplayCut.text(redactor.text(a))))) }
            members.append(.init("properties", .object(props)))
            if let cause {
                members.append(
                    .init(
                        "suppressions",
                        .array([
                            .obj([
                                "kind": "external", "justification": .string(redactor.text(cause.description)),
                            ])
                        ])))
            }
            return .object(members)
        }

        private func location(_ l: SourceLocation, message: String?) -> JSONValue {
            let column = options.utf16Columns[l] ?? l.column
            let region: [JSONValue.JSONMember] = [
                .init("startLine", JSONReport.int(max(1, l.line))),
                .init("startColumn", JSONReport.int(max(1, column))),
            ]
            var artifact: [JSONValue.JSONMember] = [.init("uri", .string(uri(l.file)))]
            if let i = artifactIndex[l.file] { artifact.append(.init("index", JSONReport.int(i))) }
            let physical: JSONValue = .obj(["artifactLocation": .object(artifact), "region": .object(region)])
            var m: [JSONValue.JSONMember] = [.init("physicalLocation", physical)]
            if let message, !message.isEmpty { m.append(.init("message", .obj(["text": .string(message)]))) }
            return .object(m)
        }
    }

    static func level(_ s: Severity) -> String {
        switch s {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative URI reference for a path: RFC 3986 unreserved characters and `/` kept,
    /// everything else percent-encoded. Paths reach reports relative to the working directory
    /// (or `--base-dir`); an absolute one that is left keeps its leading `/` as a path-absolute
    /// reference, never a `file://` URI naming the machine's folders.
    static func uri(_ path: String) -> String {
        var out = ""
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
        slug.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " }).map {
            $0.prefix(1).uppercased() + $0.dropFirst()
        }.joined()
    }
}
