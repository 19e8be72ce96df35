import Testing

@testable import NLCertKit

/// Markdown: capture strings cannot break tables or inject HTML, identifiers are redacted by
/// default, and a huge capture stays under the step-summary limit, each session cut with a note
/// while its findings (written first) survive.
@Suite struct FormatMarkdownTests {
    @Test func escapesMarkdownAndHTML() {
        #expect(MarkdownText.escape("a|b `c` <img> & *d*") == "a\\|b \\`c\\` &lt;img&gt; &amp; \\*d\\*")
        #expect(MarkdownText.escape("line\nbreak") == "line break")
    }

    @Test func tableRowsKeepTheirColumnsWithHostileValues() {
        var r = ReportSamples.cleanResult()
        r.checklist = [
            ChecklistVerdict(id: "C4", title: "a | b | c", ruleIDs: ["NL101"], verdict: .fail, detail: "x|y\n| z")
        ]
        let md = ReportRenderer.render([r], format: .markdown, options: ReportOptions())
        let row = md.split(separator: "\n").first { $0.hasPrefix("| C4 ") }
        // An unescaped pipe would add cells: count the pipes not preceded by a backslash.
        let chars = Array(row ?? "")
        let cellBars = chars.indices.filter { chars[$0] == "|" && ($0 == 0 || chars[$0 - 1] != "\\") }.count
        #expect(cellBars == 6, "5 cells need 6 bars")
    }

    @Test func sampleHasNoRawMarkupAndRedactsIdentifiers() {
        let md = ReportRenderer.render([ReportSamples.result()], format: .markdown, options: ReportOptions())
        #expect(!md.contains("<script"))
        #expect(!md.contains("<img"))
        #expect(md.contains("&lt;script&gt;document.title='pwned'&lt;/script&gt;Episode"))
        #expect(!md.contains(ReportSamples.idfa))
        let open = ReportRenderer.render(
            [ReportSamples.result()], format: .markdown, options: ReportOptions(redact: false))
        #expect(open.contains(ReportSamples.idfa))
    }

    @Test func hugeCaptureIsTruncatedPerSessionUnderTheLimit() {
        var r = ReportSamples.result()
        // Blow session 1 up to ~40,000 timeline rows (non-playhead events are not folded).
        var sessions = r.timeline.appSessions[0].viewingSessions
        let filler = (0..<40_000).map { i in
            TimelineEvent(
                kind: .viewPing, time: ReportSamples.t0 + Double(i), certainty: .exact,
                summary: "view ping \(i) with some padding text")
        }
        sessions[0].recordedEvents = r.timeline.events(of: sessions[0]) + filler
        r.timeline.appSessions[0].viewingSessions = sessions
        let limit = 200_000
        let md = ReportRenderer.render([r], format: .markdown, options: ReportOptions(markdownByteLimit: limit))
        #expect(md.utf8.count <= limit)
        #expect(md.contains("**Truncated:** Session 1"))
        #expect(!md.contains("**Truncated:** Session 2"), "the small session keeps everything")
        // Findings come first in each session, so they survive the cut.
        #expect(md.contains("`NL202`") && md.contains("`NL203`") && md.contains("`NL302`"))
        #expect(md.contains("Pre-certification checklist"))
        // The default limit is under GitHub's 1 MiB.
        #expect(ReportOptions().markdownByteLimit < 1_048_576)
        let full = ReportRenderer.render([r], format: .markdown, options: ReportOptions())
        #expect(full.utf8.count <= ReportOptions().markdownByteLimit)
    }

    @Test func smallReportIsNotTruncated() {
        let md = ReportRenderer.render([ReportSamples.result()], format: .markdown, options: ReportOptions())
        #expect(!md.contains("Truncated"))
        // Consecutive playhead calls are folded: the preroll's 15 calls are one row.
        #expect(md.contains("playheadPosition\\(0\\) … playheadPosition\\(14\\) (15 calls)"))
    }
}
