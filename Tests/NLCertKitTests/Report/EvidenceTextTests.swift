import Testing

@testable import NLCertKit

/// Evidence items point into the timeline (`EvidenceReference`) and reports describe them from
/// it (`EvidenceText`), in the forms `EvidenceText` documents: `DCR ping #3 (timer, davty=2,
/// cln 40)`, `loadMetadata(content VID-1)`, `SDK log line code 1025: "…"`.
@Suite struct EvidenceTextTests {
    static let host = "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=dcr"

    @Test func aPingIsNamedByItsNumberAndTheParametersThatTellItApart() {
        let view = PingDecoder.decode(url: Self.host + "&at=view&davty=0&rnd=1")
        let timer = PingDecoder.decode(url: Self.host + "&at=timer&davty=2&c27=cln,40&rnd=2")
        let t = Timeline(pings: [view, view, timer])
        let item = EvidenceItem(location: timer.request.location, reference: .ping(2))
        #expect(EvidenceText.of(item, in: t) == "DCR ping #3 (timer, davty=2, cln 40)")
        #expect(
            EvidenceText.of(EvidenceItem(location: view.request.location, reference: .ping(0)), in: t)
                == "DCR ping #1 (view, davty=0)")
        // An App SDK ad ping says so; empty values say nothing; a ping with none of them has
        // no parentheses; another kind is named by its kind.
        let ad = PingDecoder.decode(url: Self.host + "&at=timer&c3=st,a&davty=&c27=cln,5&rnd=3")
        let bare = PingDecoder.decode(url: Self.host + "&at=&c27=&rnd=4")
        let session = PingDecoder.decode(url: "https://secure-x.imrworldwide.com/cgi-bin/gn?prd=session&at=view")
        let u = Timeline(pings: [ad, bare, session])
        let text = { (i: Int) in
            EvidenceText.of(EvidenceItem(location: ad.request.location, reference: .ping(i)), in: u)
        }
        #expect(text(0) == "DCR ping #1 (timer, ad, cln 5)")
        #expect(text(1) == "DCR ping #2")
        #expect(text(2) == "\(session.kind.rawValue) #3 (view)")
    }

    @Test func aCallIsNamedWithItsArgument() throws {
        let location = SourceLocation(file: "run.calls.jsonl", line: 4)
        let metadata = try JSONParser.parse(#"{"type": "content", "assetid": "VID-1"}"#)
        let calls = [
            APICall(
                api: .play, rawName: "play", args: [], time: nil, location: location, format: .apiTrace, ordinal: 0),
            APICall(
                api: .loadMetadata, rawName: "loadMetadata", args: [metadata], time: nil, location: location,
                format: .apiTrace, ordinal: 1),
            APICall(
                api: .playheadPosition, rawName: "setPlayheadPosition", args: [.number(10)], time: nil,
                location: location, format: .apiTrace, ordinal: 2),
        ]
        let t = Timeline(calls: calls)
        #expect(
            EvidenceText.of(EvidenceItem(location: location, reference: .call(1)), in: t)
                == "loadMetadata(content VID-1)")
        #expect(
            EvidenceText.of(EvidenceItem(location: location, reference: .call(2)), in: t) == "setPlayheadPosition(10)")
    }

    @Test func textCarriedWithAnItemWinsAndABadReferenceIsNotACrash() {
        let location = SourceLocation(file: "x.har", line: 1)
        #expect(
            EvidenceText.of(EvidenceItem(location: location, summary: "ping #8 tl"), in: Timeline()) == "ping #8 tl")
        #expect(EvidenceText.of(EvidenceItem(location: location, reference: .ping(5)), in: Timeline()) == "?")
        #expect(EvidenceText.of(EvidenceItem(location: location, reference: .call(-1)), in: Timeline()) == "?")
    }

    /// On the corpus, every item the engine makes points at a ping or call of the timeline at
    /// the item's own location, and a saved JSON report reads back with the same text.
    @Test(arguments: ["b_ads_correct", "g_long_fields"])
    func engineItemsPointIntoTheTimeline(scenario: String) throws {
        let r = try ReportCorpusTests.result(scenario)
        let t = r.timeline
        let items = (r.findings + r.verdicts.flatMap(\.findings)).flatMap(\.items)
        for item in items {
            switch item.reference {
            case .ping(let i): #expect(t.pings.indices.contains(i) && t.pings[i].request.location == item.location)
            case .call(let i): #expect(t.calls.indices.contains(i) && t.calls[i].location == item.location)
            case .sdkMessage(let i):
                #expect(t.sdkMessages.indices.contains(i) && t.sdkMessages[i].location == item.location)
            case .none: Issue.record("\(scenario): an engine item without a reference at \(item.location)")
            }
            #expect(item.text == nil)
        }
        let saved = try JSONReportDecoder.decode(ReportRenderer.render([r], format: .json, options: ReportOptions()))
        let decoded = (saved.results.first?.findings ?? []).flatMap(\.items)
        let redactor = Redactor(isEnabled: ReportOptions().redact)
        #expect(
            decoded.map { $0.text ?? "" }
                == r.findings.flatMap(\.items).map { redactor.text(EvidenceText.of($0, in: t)) })
        #expect(decoded.allSatisfy { $0.reference == .none })
    }
}
