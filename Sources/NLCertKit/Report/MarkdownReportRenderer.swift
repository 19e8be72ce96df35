/// GitHub-flavoured Markdown: the HTML report's content without pictures, for PR comments and
/// `$GITHUB_STEP_SUMMARY`. Each capture gets its verdict and checklist; each viewing session
/// its findings (first, so they survive truncation), events and pings. Sessions share the byte
/// budget fairly; a session that does not fit is cut at a line and says so. Capture strings
/// are escaped for Markdown and HTML; identifiers are redacted unless `redact` is off.
enum MarkdownReportRenderer {
    /// One chunk of the document; `label` names it in a truncation note.
    private struct Block {
        var lines: [String]
        var label: String
        var bytes: Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }
    }

    static func render(_ results: [CheckResult], options: ReportOptions) -> String {
        let redactor = Redactor(isEnabled: options.redact)
        let digests = results.map { ReportDigest($0, failOn: options.failOn) }
        var blocks: [Block] = []
        var head = ["# nlcert report", ""]
        if digests.count > 1 {
            let failed = digests.filter(\.failed).count
            head.append(
                "**\(failed > 0 ? "FAIL" : "PASS")** — \(digests.count) captures: \(failed) failed, \(digests.count - failed) passed."
            )
            head.append("")
            head.append("| capture | verdict | errors | warnings | info |")
            head.append("|---|---|---:|---:|---:|")
            for d in digests {
                head.append(
                    "| \(MarkdownText.escape(d.title)) | \(d.verdictWord) | \(d.count(.error)) | \(d.count(.warning)) | \(d.count(.info)) |"
                )
            }
            head.append("")
        }
        blocks.append(Block(lines: head, label: "the summary"))
        for d in digests {
            blocks.append(
                Block(lines: captureHeader(d, multiple: digests.count > 1, redactor: redactor), label: "the checklist"))
            for section in d.sections {
                blocks.append(
                    Block(
                        lines: sectionLines(section, d: d, level: digests.count > 1 ? 3 : 2, redactor: redactor),
                        label: section.label))
            }
        }
        var foot = ["---", ""]
        foot.append(
            "*nlcert \(NLCertVersion.current). **exact** = decided from the app's API calls (SDK debug log or API trace); **inferred** = from the signature the pings leave. "
                + (options.redact
                    ? "Device and user identifiers are redacted.*" : "Identifiers are shown (`--no-redact`).*"))
        blocks.append(Block(lines: foot, label: "the footer"))
        return fit(blocks, limit: options.markdownByteLimit)
    }

    private static func captureHeader(_ d: ReportDigest, multiple: Bool, redactor: Redactor) -> [String] {
        let r = d.result
        var lines: [String] = []
        if multiple { lines += ["## \(MarkdownText.escape(d.title))", ""] }
        lines.append(
            "**\(d.verdictWord)** — \(d.countsText) · profile \(MarkdownText.escape(r.profile)) · \(MarkdownText.escape(d.title))"
        )
        lines.append("")
        let exact = r.timeline.hasCalls
        lines.append(
            "Evidence: \(r.timeline.pings.filter { $0.kind.isNielsen }.count) Nielsen requests, \(r.timeline.calls.count) API calls"
                + (exact
                    ? ""
                    : " — sequence and playhead rules can only be inferred; add the SDK debug log or an API trace to decide them exactly")
                + ".")
        let notChecked = d.verdictCount(.notChecked)
        if notChecked > 0 {
            lines.append(
                "\(notChecked) rule verdict\(notChecked == 1 ? " was" : "s were") **not checked** (the evidence cannot decide \(notChecked == 1 ? "it" : "them"))."
            )
        }
        if !r.suppressed.isEmpty {
            lines.append(
                "\(r.suppressed.count) finding\(r.suppressed.count == 1 ? "" : "s") suppressed by the baseline or ignore entries:"
            )
            lines.append("")
            for s in r.suppressed {
                let f = s.finding
                let session = f.sessionOrdinal.map { " (session \($0))" } ?? ""
                lines.append(
                    "- `\(MarkdownText.escape(f.ruleID))` \(MarkdownText.escape(f.slug))\(session): \(MarkdownText.escape(redactor.text(f.message))) — \(MarkdownText.escape(redactor.text(s.cause.description)))"
                )
            }
            lines.append("")
        }
        for w in r.warnings { lines.append("> **Note:** \(MarkdownText.escape(redactor.text(w)))") }
        lines.append("")
        if !r.checklist.isEmpty {
            lines.append("\(multiple ? "###" : "##") Pre-certification checklist")
            lines.append("")
            lines.append("| # | item | verdict | rules | detail |")
            lines.append("|---|---|---|---|---|")
            for c in r.checklist {
                lines.append(
                    "| \(MarkdownText.escape(c.id)) | \(MarkdownText.escape(c.title)) | \(verdict(c.verdict)) | \(c.ruleIDs.map(MarkdownText.escape).joined(separator: ", ")) | \(MarkdownText.escape(redactor.text(c.detail))) |"
                )
            }
            lines.append("")
        }
        return lines
    }

    static func verdict(_ v: Verdict) -> String {
        switch v {
        case .pass: return "✅ pass"
        case .fail: return "❌ **fail**"
        case .notExercised: return "➖ not exercised"
        case .notChecked: return "❔ not checked"
        case .warn: return "⚠️ warn"
        }
    }

    private static func sectionLines(_ s: ReportSection, d: ReportDigest, level: Int, redactor: Redactor) -> [String] {
        let t = d.result.timeline
        let h = String(repeating: "#", count: level)
        let sub = h + "#"
        var lines = ["\(h) \(MarkdownText.escape(redactor.text(s.label)))", ""]
        if let session = s.session { lines += factLines(session, redactor: redactor) }
        lines += findingLines(s, heading: sub, timeline: t, redactor: redactor)
        let unchecked = s.verdicts.filter { $0.verdict == .notChecked }
        if !unchecked.isEmpty {
            lines.append(
                "Not checked: "
                    + unchecked.map { v in
                        "\(MarkdownText.escape(v.ruleID))" + (v.reason.map { " (\(MarkdownText.escape($0)))" } ?? "")
                    }.joined(separator: "; ") + ".")
            lines.append("")
        }
        if let session = s.session, case let events = t.events(of: session), !events.isEmpty {
            lines += eventLines(events, heading: sub, redactor: redactor)
        }
        let pingIndices = s.session?.pingIndices ?? (s.ordinal == nil ? ReportDigest.unsessioned(t) : [])
        if !pingIndices.isEmpty {
            lines += pingLines(pingIndices, heading: sub, timeline: t, numbers: d.pingNumbers, redactor: redactor)
        }
        return lines
    }

    /// A session's content views and ads, one line each, then a blank line (none when it has none).
    private static func factLines(_ session: ViewingSession, redactor: Redactor) -> [String] {
        var lines: [String] = []
        for v in session.contentViews {
            var line = "- Content \(MarkdownText.escape(DisplayCut.text(redactor.text(v.assetID))))"
            if let title = v.title { line += " “\(MarkdownText.escape(redactor.text(title)))”" }
            if let p = v.program { line += ", program “\(MarkdownText.escape(redactor.text(p)))”" }
            if let l = v.length { line += ", length \(MarkdownText.escape(l))" }
            if let st = v.startTime { line += ", started \(ReportTime.dateTime(st))" }
            lines.append(line + " (\(v.certainty.rawValue))")
        }
        for a in session.ads {
            var line = "- Ad: \(a.position.rawValue)"
            if let id = a.assetID { line += " \(MarkdownText.escape(DisplayCut.text(redactor.text(id))))" }
            if let s = a.seconds { line += ", \(s) s" }
            if a.count > 1 { line += ", \(a.count) ads" }
            lines.append(line + " (\(a.certainty.rawValue))")
        }
        if !lines.isEmpty { lines.append("") }
        return lines
    }

    /// The section's findings with their evidence and fix, or the count of rules that passed.
    private static func findingLines(
        _ s: ReportSection, heading: String, timeline t: Timeline, redactor: Redactor
    ) -> [String] {
        guard !s.findings.isEmpty else {
            let count = { (v: Verdict) in s.verdicts.filter { $0.verdict == v }.count }
            let summary =
                s.verdicts.isEmpty
                ? "No findings."
                : "No findings: \(count(.pass)) rules passed, \(count(.notChecked)) not checked, "
                    + "\(count(.notExercised)) not exercised."
            return [summary, ""]
        }
        var lines = ["\(heading) Findings", ""]
        for f in s.findings {
            lines.append(
                "- **\(f.severity.rawValue)** `\(MarkdownText.escape(f.ruleID))` \(MarkdownText.escape(f.slug))"
                    + " · *\(f.certainty.rawValue)* — \(MarkdownText.escape(redactor.text(f.message)))")
            for item in f.items.prefix(10) {
                let text = redactor.text(EvidenceText.of(item, in: t))
                let place = MarkdownText.escape(item.location.description)
                lines.append("  - at \(place) — \(MarkdownText.escape(text))")
            }
            if f.items.count > 10 { lines.append("  - … and \(f.items.count - 10) more") }
            if !f.fix.isEmpty { lines.append("  - Fix: \(MarkdownText.escape(f.fix))") }
        }
        lines.append("")
        return lines
    }

    /// The session's events as a table, runs of playhead calls folded into one row.
    private static func eventLines(_ events: [TimelineEvent], heading: String, redactor: Redactor) -> [String] {
        let start = events.compactMap(\.time).min()
        var lines = ["\(heading) Timeline", "", "| time | offset | event | evidence | where |"]
        lines.append("|---|---:|---|---|---|")
        for run in eventRuns(events) {
            let e = run.first
            let time = e.time.map { ReportTime.clock($0) } ?? ""
            let off = (e.time.flatMap { t in start.map { ReportTime.offset(t - $0) } }) ?? ""
            let loc = e.location.map { MarkdownText.escape($0.description) } ?? ""
            var what = MarkdownText.escape(redactor.text(e.summary))
            if run.count > 1 {
                what += " … " + MarkdownText.escape(redactor.text(run.last.summary)) + " (\(run.count) calls)"
            }
            lines.append("| \(time) | \(off) | \(what) | \(e.certainty.rawValue) | \(loc) |")
        }
        lines.append("")
        return lines
    }

    /// The section's pings as a table.
    private static func pingLines(
        _ pingIndices: [Int], heading: String, timeline t: Timeline, numbers: PingNumbers, redactor: Redactor
    ) -> [String] {
        var lines = [
            "\(heading) Pings", "", "| # | time (UTC) | kind | asset | credited | ads | evdata | where |",
            "|---:|---|---|---|---:|---|---|---|",
        ]
        for i in pingIndices where i >= 0 && i < t.pings.count {
            let row = PingRow(t.pings[i], index: i, number: numbers[i] ?? i + 1)
            let cells = [
                row.time, row.kind, redactor.text(row.asset), row.credited, row.ads, row.events,
                row.location.description,
            ].map(MarkdownText.escape)
            lines.append("| \(row.number) | " + cells.joined(separator: " | ") + " |")
        }
        lines.append("")
        return lines
    }

    /// Events with runs of consecutive playhead calls folded into one row (first … last).
    private static func eventRuns(
        _ events: [TimelineEvent]
    ) -> [(first: TimelineEvent, last: TimelineEvent, count: Int)] {
        var runs: [(first: TimelineEvent, last: TimelineEvent, count: Int)] = []
        for e in events {
            let isPlayhead = e.kind == .call && e.call?.api == .playheadPosition
            if isPlayhead, let last = runs.last, last.last.kind == .call, last.last.call?.api == .playheadPosition,
                last.last.certainty == e.certainty
            {
                runs[runs.count - 1] = (last.first, e, last.count + 1)
            } else {
                runs.append((e, e, 1))
            }
        }
        return runs
    }

    /// Joins the blocks under `limit` bytes: every block gets a fair share (small blocks keep
    /// all of theirs, the rest is split among the larger ones), and a cut block ends with a
    /// note saying how much was left out.
    private static func fit(_ blocks: [Block], limit: Int) -> String {
        let sizes = blocks.map(\.bytes)
        let total = sizes.reduce(0, +)
        if total <= limit { return blocks.flatMap(\.lines).joined(separator: "\n") + "\n" }
        var allowance = [Int](repeating: 0, count: blocks.count)
        var remaining = limit
        var left = blocks.count
        for i in blocks.indices.sorted(by: { sizes[$0] < sizes[$1] }) {
            let share = remaining / max(1, left)
            allowance[i] = min(sizes[i], share)
            remaining -= allowance[i]
            left -= 1
        }
        var out: [String] = []
        for (i, b) in blocks.enumerated() {
            if allowance[i] >= sizes[i] {
                out += b.lines
                continue
            }
            func note(_ omitted: Int) -> String {
                "> **Truncated:** \(MarkdownText.escape(b.label)) was cut here to keep this report under \(limit / 1024) KiB "
                    + "(GitHub's step summary allows 1 MiB); \(omitted) more lines are in the HTML and JSON reports."
            }
            let budget = allowance[i] - note(b.lines.count).utf8.count - 16
            var used = 0
            var kept = 0
            for line in b.lines {
                let n = line.utf8.count + 1
                if used + n > budget { break }
                used += n
                kept += 1
            }
            out += b.lines.prefix(kept)
            out.append("")
            out.append(note(b.lines.count - kept))
            out.append("")
        }
        return out.joined(separator: "\n") + "\n"
    }
}
