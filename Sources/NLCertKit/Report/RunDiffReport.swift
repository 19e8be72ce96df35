/// `nlcert diff` output: text for a terminal, Markdown for a pull-request comment, JSON for
/// tools. Every capture-derived string is escaped for its target.
public enum RunDiffReport {
    public static func render(_ diff: RunDiff, format: ReportFormat, failOn: Severity) -> String {
        switch format {
        case .markdown: return markdown(diff, failOn: failOn)
        case .json: return JSONWriter.write(json(diff, failOn: failOn), pretty: true) + "\n"
        default: return text(diff, failOn: failOn)
        }
    }

    static func headline(_ diff: RunDiff, failOn: Severity) -> String {
        let regressions = diff.regressions(failOn: failOn).count
        return "\(diff.fixed.count) fixed, \(diff.new.count) new, \(diff.unchanged.count) unchanged finding(s)"
            + (regressions > 0 ? " — \(regressions) new failing finding(s): REGRESSION" : "")
    }

    static func findingLine(_ f: Finding) -> String {
        "\(f.ruleID) [\(f.severity.rawValue)]" + (f.sessionOrdinal.map { " session #\($0)" } ?? "") + ": \(f.message)"
    }

    static func stepLine(_ line: SequenceDiff.Line) -> String {
        switch line {
        case .same(let s): return "  " + s
        case .removed(let s): return "- " + s
        case .added(let s): return "+ " + s
        }
    }

    static func verdictName(_ v: Verdict?) -> String { v?.rawValue ?? "—" }

    // MARK: text

    static func text(_ diff: RunDiff, failOn: Severity) -> String {
        let e = { (s: String) in TerminalText.escape(s) }
        var out =
            "nlcert diff\n  before: \(e(diff.before))\n  after:  \(e(diff.after))\n\(headline(diff, failOn: failOn))\n"
        for (title, list) in [("Fixed", diff.fixed), ("New", diff.new), ("Unchanged", diff.unchanged)]
        where !list.isEmpty {
            out += "\n\(title):\n"
            for f in list { out += "  " + e(findingLine(f)) + "\n" }
        }
        if !diff.checklist.isEmpty {
            out += "\nChecklist items that changed:\n"
            for c in diff.checklist {
                out += "  \(c.id) \(verdictName(c.before)) → \(verdictName(c.after))  \(e(c.title))\n"
            }
        }
        for s in diff.sessions {
            out += "\nSession #\(s.ordinal)" + (s.presence.map { ": \($0)" } ?? "") + "\n"
            for m in s.metadata + (s.cadence.map { [$0] } ?? []) + s.adBreaks {
                out += "  \(m.field): \(e(m.before)) → \(e(m.after))\n"
            }
            if s.steps.contains(where: { if case .same = $0 { return false } else { return true } }) {
                out += "  calls:\n"
                for line in s.steps { out += "    " + e(stepLine(line)) + "\n" }
            }
        }
        return out
    }

    // MARK: markdown

    static func markdown(_ diff: RunDiff, failOn: Severity) -> String {
        let e = MarkdownText.escape
        var out = "### nlcert diff\n\n\(e(headline(diff, failOn: failOn)))\n\n"
        out += "before: `\(diff.before.replacingBackticks())` · after: `\(diff.after.replacingBackticks())`\n"
        for (title, list) in [("Fixed", diff.fixed), ("New", diff.new), ("Unchanged", diff.unchanged)]
        where !list.isEmpty {
            out += "\n**\(title)**\n\n"
            for f in list { out += "- \(e(findingLine(f)))\n" }
        }
        if !diff.checklist.isEmpty {
            out += "\n| item | before | after | title |\n|---|---|---|---|\n"
            for c in diff.checklist {
                out += "| \(c.id) | \(verdictName(c.before)) | \(verdictName(c.after)) | \(e(c.title)) |\n"
            }
        }
        for s in diff.sessions {
            out += "\n**Session #\(s.ordinal)**" + (s.presence.map { ": \($0)" } ?? "") + "\n\n"
            for m in s.metadata + (s.cadence.map { [$0] } ?? []) + s.adBreaks {
                out += "- \(e(m.field)): \(e(m.before)) → \(e(m.after))\n"
            }
            if s.steps.contains(where: { if case .same = $0 { return false } else { return true } }) {
                out += "\n```diff\n"
                for line in s.steps { out += stepLine(line).replacingBackticks() + "\n" }
                out += "```\n"
            }
        }
        return out
    }

    // MARK: json

    static func json(_ diff: RunDiff, failOn: Severity) -> JSONValue {
        func finding(_ f: Finding) -> JSONValue {
            var m: [JSONValue.JSONMember] = [
                .init("ruleId", .string(f.ruleID)), .init("severity", .string(f.severity.rawValue)),
                .init("message", .string(f.message)), .init("fingerprint", .string(f.fingerprint)),
            ]
            if let s = f.sessionOrdinal { m.append(.init("session", .number(Double(s)))) }
            return .object(m)
        }
        func change(_ c: RunDiff.FieldChange) -> JSONValue {
            .obj(["field": .string(c.field), "before": .string(c.before), "after": .string(c.after)])
        }
        return .obj([
            "before": .string(diff.before), "after": .string(diff.after),
            "regression": .bool(!diff.regressions(failOn: failOn).isEmpty),
            "fixed": .array(diff.fixed.map(finding)), "new": .array(diff.new.map(finding)),
            "unchanged": .array(diff.unchanged.map(finding)),
            "checklist": .array(
                diff.checklist.map { c in
                    var m: [JSONValue.JSONMember] = [.init("id", .string(c.id)), .init("title", .string(c.title))]
                    if let b = c.before { m.append(.init("before", .string(b.rawValue))) }
                    if let a = c.after { m.append(.init("after", .string(a.rawValue))) }
                    return .object(m)
                }),
            "sessions": .array(
                diff.sessions.map { s in
                    var m: [JSONValue.JSONMember] = [.init("session", .number(Double(s.ordinal)))]
                    if let p = s.presence { m.append(.init("presence", .string(p))) }
                    m.append(
                        .init("changes", .array((s.metadata + (s.cadence.map { [$0] } ?? []) + s.adBreaks).map(change)))
                    )
                    m.append(.init("steps", .array(s.steps.map { .string(stepLine($0)) })))
                    return .object(m)
                }),
        ])
    }
}

extension String {
    /// Backticks would end a Markdown code span or fence: shown as a similar quote instead.
    fileprivate func replacingBackticks() -> String {
        TextEscaper.escape(self, .markdownCodeSpan)
    }
}
