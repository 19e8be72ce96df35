import Foundation
import Testing

@testable import NLCertKit

/// The HTML timeline's geometry, read from the SVG it writes (not from pixels): pins that never
/// overlap, nothing outside the plot, exact marks never under inferred ones, playback broken
/// from a stop to its resume, ads in a row as one break with its count, and the links between
/// a finding, its pin and its ping row.
@Suite struct TimelineGeometryTests {
    static let t0 = ReportSamples.t0
    static let plot = SessionTimelineSVG.left...(SessionTimelineSVG.width - SessionTimelineSVG.right)

    /// A preroll of 37 ads, content from t0+600, a stop at +640 and a play at +660 (exact), an
    /// inferred pause at the same moment as the stop, and five findings at one moment plus one
    /// at the very end.
    static func session() -> (ViewingSession, [(number: Int, finding: Finding, anchor: String)]) {
        func call(_ api: APIName, _ at: Double, line: Int) -> TimelineEvent {
            TimelineEvent(
                kind: .call, time: t0 + at, certainty: .exact, summary: api.rawValue,
                call: ReportSamples.call(api, api.rawValue, [], at: t0 + at, line: line))
        }
        let ads = (0..<37).map { i in
            AdView(position: .preroll, seconds: 15, time: t0 + 40 + Double(i) * 15, certainty: .inferred)
        }
        let events = [
            call(.play, 0, line: 1), call(.stop, 640, line: 2),
            TimelineEvent(
                kind: .pauseEvent, time: t0 + 640, certainty: .inferred, summary: "pause at 40", position: 40),
            call(.play, 660, line: 3), call(.end, 900, line: 4),
        ]
        let s = ViewingSession(
            id: "s1", ordinal: 1, contentViews: [ContentView(assetID: "VID-1", startTime: t0 + 600, certainty: .exact)],
            ads: ads, events: events)
        var findings = (1...5).map { i in
            (
                number: i,
                finding: Finding(
                    ruleID: "NL30\(i)", slug: "r\(i)", severity: .error, message: "m\(i)", certainty: .exact,
                    sessionOrdinal: 1, time: t0 + 640), anchor: "c1-session-1-f\(i)"
            )
        }
        findings.append(
            (
                6,
                Finding(
                    ruleID: "NL304", slug: "end", severity: .warning, message: "late", certainty: .inferred,
                    sessionOrdinal: 1, time: t0 + 900), "c1-session-1-f6"
            ))
        findings.append(
            (
                7,
                Finding(
                    ruleID: "NL305", slug: "x", severity: .warning, message: "late too", certainty: .inferred,
                    sessionOrdinal: 1, time: t0 + 899), "c1-session-1-f7"
            ))
        return (s, findings)
    }

    static func svg() throws -> String {
        let (s, findings) = session()
        return try #require(
            SessionTimelineSVG.render(
                session: s, timeline: Timeline(appSessions: [AppSession(id: "a", viewingSessions: [s])]),
                findings: findings, redactor: Redactor(isEnabled: true)))
    }

    static func numbers(_ text: String, _ attribute: String) -> [Double] {
        let pattern = try! NSRegularExpression(pattern: " \(attribute)=\"(-?[0-9.]+)\"")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { m in
            Range(m.range(at: 1), in: text).flatMap { Double(text[$0]) }
        }
    }

    /// The elements (`<a …>…</a>`, `<rect …>`, `<g …>`) whose class list contains `cls`.
    static func elements(_ svg: String, _ open: String, classed cls: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix(open) && $0.contains("class=\"\(cls)") }
    }

    @Test func pinsNeverOverlapAndStayInsideThePlot() throws {
        let svg = try Self.svg()
        let pins = Self.elements(svg, "<a ", classed: "tl-pin")
        let xs = pins.flatMap { Self.numbers($0, "cx") }
        #expect(xs.count == 3, "five findings at one moment are one pin, the two at the end side by side")
        for x in xs {
            #expect(
                Self.plot.contains(x - SessionTimelineSVG.pinRadius)
                    && Self.plot.contains(x + SessionTimelineSVG.pinRadius), "pin at \(x)")
        }
        let sorted = xs.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            #expect(b - a >= 2 * SessionTimelineSVG.pinRadius, "pins at \(a) and \(b) overlap")
        }
        #expect(pins.contains { $0.contains(">5×</text>") })
        // Every finding can be reached from the picture: one pin id per finding.
        for i in 1...7 { #expect(svg.contains("id=\"c1-session-1-f\(i)-pin\""), "F\(i)") }
        // Layout on its own: crowded pins at the right edge are pulled inside.
        let edge = SessionTimelineSVG.width - SessionTimelineSVG.right
        let laid = SessionTimelineSVG.pinLayout([edge, edge - 1, edge - 2]).map(\.x)
        #expect(laid.allSatisfy { $0 + SessionTimelineSVG.pinRadius <= edge })
        #expect(zip(laid, laid.dropFirst()).allSatisfy { $1 - $0 >= SessionTimelineSVG.pinSpacing })
    }

    @Test func nothingIsDrawnOutsideThePlot() throws {
        let svg = try Self.svg()
        // Everything but the lane labels, the axis and the legend (a translated group) is plot.
        let drawn = svg.components(separatedBy: "\n").filter {
            ["<rect", "<line", "<a ", "<circle", "<polyline"].contains(where: $0.hasPrefix)
        }
        for line in drawn
        where line.contains("class=\"tl-content") || line.contains("class=\"tl-ad") || line.contains("tl-ping") {
            let x = Self.numbers(line, "x") + Self.numbers(line, "x1")
            let w = Self.numbers(line, "width")
            for v in x { #expect(Self.plot.contains(v), "\(line.prefix(90))") }
            if let x0 = x.first, let w0 = w.first {
                #expect(x0 + w0 <= Self.plot.upperBound + 0.05, "\(line.prefix(90))")
            }
        }
    }

    @Test func exactMarksAreDrawnOverInferredOnes() throws {
        let svg = try Self.svg()
        let marks = svg.components(separatedBy: "\n").filter { $0.hasPrefix("<g class=\"tl-mark") }
        let firstExact = try #require(marks.firstIndex { !$0.contains("tl-inferred") })
        #expect(
            marks[firstExact...].allSatisfy { !$0.contains("tl-inferred") },
            "an inferred mark after (over) an exact one")
        #expect(marks.contains { $0.contains("tl-pause tl-inferred") })
    }

    @Test func playbackIsBrokenAtTheStopAndResumedAtThePlay() throws {
        let svg = try Self.svg()
        let content = Self.elements(svg, "<rect ", classed: "tl-content")
        #expect(content.count == 2)
        let spans = content.map { (Self.numbers($0, "x")[0], Self.numbers($0, "x")[0] + Self.numbers($0, "width")[0]) }
        // The gap is the 20 s from the stop (t0+640) to the play (t0+660).
        let secondsPerUnit = 900.0 / (Self.plot.upperBound - Self.plot.lowerBound)
        #expect(abs((spans[1].0 - spans[0].1) * secondsPerUnit - 20) < 1)
    }

    @Test func adsInARowAreOneBreakWithTheirCount() throws {
        let svg = try Self.svg()
        let ads = Self.elements(svg, "<rect ", classed: "tl-ad")
        #expect(ads.count == 1)
        #expect(ads[0].contains("preroll break · 37 ads · 555 s"))
        #expect(svg.contains("class=\"tl-adcount\" text-anchor=\"middle\">37</text>"))
    }

    @Test func findingsPingRowsAndPinsLinkBothWays() throws {
        let html = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions())
        // NL202's evidence is a call; NL302's (session 2) is a ping: its row links back to it.
        let article = try #require(
            html.components(separatedBy: "<article").dropFirst().first {
                $0.contains("<code>NL302</code><span>stop-before-resume")
            }?.components(separatedBy: "</article>").first)
        let anchor = try #require(article.firstMatch(of: /id="([^"]+)"/)?.1)
        #expect(article.contains("href=\"#\(anchor)-pin\""), "finding → its pin")
        #expect(html.contains("id=\"\(anchor)-pin\""), "the pin exists")
        let pingLink = try #require(article.firstMatch(of: /<a href="#(c1-p[0-9]+)">ping #/)?.1)
        #expect(html.contains("<tr id=\"\(pingLink)\" class=\"evidence\">"), "finding → its ping row")
        let row = try #require(html.components(separatedBy: "<tr id=\"\(pingLink)\"").last)
        #expect(row.prefix(300).contains("href=\"#\(anchor)\""), "ping row → the finding")
        #expect(html.contains("<a href=\"#\(pingLink)\" id=\"\(pingLink)-tick\">"), "timeline tick → its ping row")
    }

    @Test func printStylesKeepRowsWholeAndDetailsOpen() {
        let css = HTMLStyleSheet.css
        #expect(css.contains("tr,figure,article.finding,dl.facts{break-inside:avoid}"))
        #expect(css.contains("details::details-content{content-visibility:visible"))
        #expect(!css.contains("break-inside:avoid-page"), "a whole session kept on one page leaves near-empty pages")
        #expect(css.contains("@media (max-width:800px){table{display:block;overflow-x:auto"))
        #expect(!css.contains("word-break:break-all"), "prose breaks between words")
    }
}
