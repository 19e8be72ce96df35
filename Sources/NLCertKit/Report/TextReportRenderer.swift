/// The default terminal report: the verdict line first, then findings grouped by viewing
/// session, then the pre-certification checklist, and a summary line when there are several
/// captures. Capture-derived text always goes through `TerminalText.escape`; colour only when
/// `ReportOptions.color`.
enum TextReportRenderer {
    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        var out = ""
        write(results, options: options) { out += $0 }
        return out
    }

    /// The report handed to `sink` in pieces (a capture's head, its sessions a batch at a time,
    /// its checklist), so that it is written as it is made and never held whole: the text of a
    /// million pings is tens of megabytes, and a string grown to it twice that.
    static func write(_ results: [CheckResult], options: ReportOptions, to sink: (String) -> Void) {
        let paint = TerminalPaint(enabled: options.color)
        let digests = results.map { ReportDigest($0, failOn: options.failOn) }
        for (i, d) in digests.enumerated() {
            if i > 0 { sink("\n") }
            capture(d, paint: paint, redactor: Redactor(isEnabled: options.redact), to: sink)
        }
        var out = ""
        if digests.count > 1 {
            let failed = digests.filter(\.failed).count
            let e = digests.reduce(0) { $0 + $1.count(.error) }
            let w = digests.reduce(0) { $0 + $1.count(.warning) }
            let n = digests.reduce(0) { $0 + $1.count(.info) }
            let word = failed > 0 ? paint.red("FAIL") : paint.green("PASS")
            out += "\n\(word)  \(digests.count) captures: \(failed) failed, \(digests.count - failed) passed; "
            out += ReportDigest.countsText(errors: e, warnings: w, infos: n) + "\n"
        }
        if digests.isEmpty { out += "No captures were checked.\n" }
        if !out.isEmpty { sink(out) }
    }

    /// Sections rendered on the cores at a time.
    static let sectionBatch = 1024

    private static func capture(
        _ d: ReportDigest, paint: TerminalPaint, redactor: Redactor, to sink: (String) -> Void
    ) {
        let r = d.result
        var out = ""
        let word = d.failed ? paint.red(paint.bold("FAIL")) : paint.green(paint.bold("PASS"))
        let inputs = TerminalText.escape(d.title)
        out += "\(word)  \(d.countsText)  ·  profile \(TerminalText.escape(r.profile))  ·  \(inputs)\n"
        let notChecked = d.verdictCount(.notChecked)
        if notChecked > 0 {
            let what = notChecked == 1 ? "1 rule verdict is" : "\(notChecked) rule verdicts are"
            out +=
                paint.dim(
                    "      \(what) not checked: the evidence given cannot decide \(notChecked == 1 ? "it" : "them")")
                + "\n"
        }
        for w in r.warnings { out += paint.yellow("      note: ") + TerminalText.escape(w) + "\n" }
        if !r.suppressed.isEmpty {
            let base = r.suppressed.filter { $0.cause == .baseline }.count
            out +=
                paint.dim(
                    "      \(r.suppressed.count) finding\(r.suppressed.count == 1 ? "" : "s") suppressed (\(base) by the baseline, \(r.suppressed.count - base) by ignore entries)"
                ) + "\n"
            for s in r.suppressed {
                let session = s.finding.sessionOrdinal.map { " (session \($0))" } ?? ""
                out +=
                    paint.dim(
                        "        \(TerminalText.escape(s.finding.ruleID)) \(TerminalText.escape(s.finding.slug))\(session) — \(TerminalText.escape(redactor.text(s.cause.description)))"
                    ) + "\n"
            }
        }
        sink(out)
        out = ""
        // Sections render independently: on every core for a large capture, handed on in order
        // a batch at a time.
        let timeline = r.timeline
        let sections = d.sections
        let listed = sections.indices.filter { sections.findingCount(at: $0) > 0 }
        for start in stride(from: 0, to: listed.count, by: Self.sectionBatch) {
            // Each section is built where it is rendered (see `ReportSections`), on the cores: built
            // first on one core, they held the others idle for a fifth of a second a million pings.
            let batch = Array(listed[start..<min(start + Self.sectionBatch, listed.count)])
            let blocks = Concurrently.map(batch) { index in
                let section = sections[index]
                var block = "\n" + paint.bold(TerminalText.escape(section.label)) + "\n"
                for f in section.findings { block += finding(f, timeline: timeline, paint: paint, redactor: redactor) }
                return block
            }
            sink(blocks.joined())
        }
        if r.findings.isEmpty { out += "\nNo findings.\n" }
        if !r.checklist.isEmpty {
            out += "\n" + paint.bold("Pre-certification checklist") + "\n"
            for item in r.checklist {
                let id = item.id.padding(4)
                let v = verdict(item.verdict, paint: paint, width: 14)
                out += "  \(TerminalText.escape(id)) \(v) \(TerminalText.escape(item.title))\n"
                if !item.detail.isEmpty {
                    out += paint.dim("                      " + TerminalText.escape(item.detail)) + "\n"
                }
            }
        }
        sink(out)
    }

    /// One finding's lines, appended to one buffer: a million-ping report has some 200,000
    /// findings, and building each line as an interpolated string first copied every piece twice.
    private static func finding(_ f: Finding, timeline: Timeline, paint: TerminalPaint, redactor: Redactor) -> String {
        let sev: String
        switch f.severity {
        case .error: sev = paint.red("error  ")
        case .warning: sev = paint.yellow("warning")
        case .info: sev = paint.cyan("info   ")
        }
        var out = ""
        out.reserveCapacity(320 + f.message.utf8.count + f.fix.utf8.count)
        out += "  "
        out += sev
        out += " "
        TextEscaper.append(f.ruleID, .terminal, into: &out)
        out += " "
        TextEscaper.append(f.slug, .terminal, into: &out)
        out += "  ["
        out += f.certainty.rawValue
        out += "]\n          "
        TextEscaper.append(redactor.text(f.message), .terminal, into: &out)
        out += "\n"
        for item in f.items.prefix(5) {
            let text = redactor.text(EvidenceText.of(item, in: timeline))
            out += "          at "
            TextEscaper.append(item.location.description, .terminal, into: &out)
            out += "  "
            out += paint.dim(TerminalText.escape(text))
            out += "\n"
        }
        if f.items.count > 5 { out += paint.dim("          … and \(f.items.count - 5) more") + "\n" }
        if !f.fix.isEmpty {
            out += "          fix: "
            TextEscaper.append(f.fix, .terminal, into: &out)
            out += "\n"
        }
        return out
    }

    private static func verdict(_ v: Verdict, paint: TerminalPaint, width: Int) -> String {
        let word: String
        switch v {
        case .pass: word = "pass"
        case .fail: word = "FAIL"
        case .notExercised: word = "not exercised"
        case .notChecked: word = "not checked"
        case .warn: word = "warn"
        }
        let padded = word.padding(width)
        switch v {
        case .pass: return paint.green(padded)
        case .fail: return paint.red(padded)
        case .warn: return paint.yellow(padded)
        case .notExercised, .notChecked: return paint.dim(padded)
        }
    }
}

extension String {
    /// Pads with spaces to `width` characters (never truncates).
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
