import Foundation
import Testing

@testable import NLCertKit

/// The HTML report is one self-contained, script-free file: hostile capture strings appear
/// only as escaped text, nothing is loaded from elsewhere, a CSP forbids it anyway, and
/// identifiers are redacted unless asked otherwise.
@Suite struct HTMLReportTests {
    static let html = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions())

    /// Every tag in the document as written (`<name attr=…>`); text never holds a raw `<`.
    static func tags(_ html: String) -> [String] {
        var tags: [String] = []
        var current: String?
        for ch in html {
            if ch == "<" {
                current = ""
            } else if ch == ">", let c = current {
                tags.append(c)
                current = nil
            } else if current != nil {
                current?.append(ch)
            }
        }
        return tags
    }

    @Test func hostileStringsAreTextNotMarkup() {
        let lower = Self.html.lowercased()
        #expect(!lower.contains("<script"))
        #expect(!lower.contains("<img"))
        for tag in Self.tags(Self.html) {
            let t = tag.lowercased()
            #expect(!t.contains("onerror"), "event handler in a tag: \(tag.prefix(120))")
            #expect(!t.contains("onload") && !t.contains("javascript:"), "script hook in a tag: \(tag.prefix(120))")
        }
        #expect(Self.html.contains("&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;Episode"))
        #expect(Self.html.contains("&quot;&gt;&lt;img src=x onerror=&quot;document.body.setAttribute("))
        // The input file name with quotes and an ampersand is escaped in the heading.
        #expect(Self.html.contains("captures/b_ads &quot;q&quot; &amp; &lt;x&gt;.har"))
    }

    @Test func selfContainedWithAContentSecurityPolicy() {
        #expect(Self.html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            Self.html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
            ))
        for tag in Self.tags(Self.html) {
            let t = tag.lowercased()
            #expect(
                !t.hasPrefix("link") && !t.hasPrefix("script") && !t.hasPrefix("iframe") && !t.hasPrefix("object"),
                "external-resource element: \(tag.prefix(80))")
            #expect(!t.contains("src="), "a src attribute: \(tag.prefix(120))")
            if let r = t.range(of: "href=\"") {
                #expect(t[r.upperBound...].hasPrefix("#"), "a non-local link: \(tag.prefix(120))")
            }
        }
        #expect(!Self.html.contains("url("), "no CSS resource loads")
        #expect(!Self.html.contains("@import"))
    }

    @Test func hasTheVerdictChecklistTimelinesFindingsAndPings() {
        let h = Self.html
        #expect(h.contains("<span class=\"badge\">FAIL</span>"))
        #expect(h.contains("Pre-certification checklist"))
        for id in ["C1", "C3", "C7", "C14", "C15"] { #expect(h.contains("<td><b>\(id)</b></td>")) }
        #expect(h.components(separatedBy: "<svg class=\"timeline\"").count - 1 == 2, "one timeline per viewing session")
        #expect(h.contains("class=\"tl-playhead"), "the playhead is drawn where calls give it")
        #expect(h.contains("tl-mark tl-pause tl-inferred"), "the evdata pause is drawn as inferred")
        #expect(h.contains("tl-mark tl-stop\""), "stop calls are drawn as exact")
        #expect(h.contains("<a href=\"#c1-session-1-f1\""), "finding pins link to their entry")
        #expect(h.contains("id=\"c1-session-1-f1\""))
        #expect(h.contains("<b>Fix:</b> Reset the playhead to 0 when each ad starts."))
        // Every Nielsen request is in a decoded table (7 of the 8; the player script is not).
        #expect(
            h.components(separatedBy: "parameters and URL</summary>").count - 1
                + h.components(separatedBy: ">URL</summary>").count - 1 == 7)
        #expect(!h.contains("driver.js"))
    }

    @Test func identifiersAreRedactedByDefaultAndShownWithNoRedact() {
        for id in [
            ReportSamples.deviceID, ReportSamples.nuid, ReportSamples.fpID, ReportSamples.plid, ReportSamples.idfa,
        ] {
            #expect(!Self.html.contains(id), "\(id) leaked")
        }
        #expect(Self.html.contains("devid,REDACTED"), "the URL keeps the pair name")
        #expect(Self.html.contains(ReportSamples.appID), "the App ID is not personal")
        let open = ReportRenderer.render([ReportSamples.result()], format: .html, options: ReportOptions(redact: false))
        for id in [
            ReportSamples.deviceID, ReportSamples.nuid, ReportSamples.fpID, ReportSamples.plid, ReportSamples.idfa,
        ] {
            #expect(open.contains(id), "\(id) shown with --no-redact")
        }
    }

    @Test func escaperHandlesAllFiveCharactersAndHiddenOnes() {
        #expect(HTMLText.escape("&<>\"'") == "&amp;&lt;&gt;&quot;&#39;")
        #expect(HTMLText.escape("a\u{202E}b") == "a\\u{202E}b")
    }

    @Test func sessionWithoutTimesHasNoPicture() {
        let html = ReportRenderer.render([ReportSamples.cleanResult()], format: .html, options: ReportOptions())
        #expect(html.contains("<span class=\"badge\">PASS</span>"))
        // The clean sample's content view has a start time, so it does get a picture.
        #expect(html.contains("<svg class=\"timeline\""))
        var r = ReportSamples.cleanResult()
        r.timeline.appSessions[0].viewingSessions[0].contentViews = []
        let none = ReportRenderer.render([r], format: .html, options: ReportOptions())
        #expect(!none.contains("<svg class=\"timeline\""))
        #expect(none.contains("Nothing in this session carries a time"))
    }
}
