import Testing

@testable import NLCertKit

/// What a person reads is cut where a capture value runs long (`DisplayCut`); prose and short
/// values are left as they are.
@Suite struct DisplayCutTests {
    @Test func shortTextIsUntouched() {
        let message = "content metadata assetid is 40 characters long (limit 32): \"VID-1\""
        #expect(DisplayCut.text(message) == message)
        // Long prose of short words is untouched too (under the whole-text limit).
        let prose = Array(repeating: "word", count: 300).joined(separator: " ")
        #expect(DisplayCut.text(prose) == prose)
    }

    @Test func aLongWordKeepsItsStartAndTheRestOfTheTextStays() {
        let id = String(repeating: "A", count: 5000)
        let cut = DisplayCut.text("loadMetadata(preroll \(id)) then play")
        #expect(cut == "loadMetadata(preroll " + String(repeating: "A", count: 120) + "… then play")
    }

    @Test func aCutNeverSplitsACharacter() {
        // Two-, three- and four-byte characters: the cut falls between them.
        for unit in ["é", "€", "😀"] {
            let cut = DisplayCut.text(String(repeating: unit, count: 500))
            #expect(cut == String(repeating: unit, count: DisplayCut.wordLimit) + "…")
        }
    }

    @Test func aWholeTextKeepsAtMostItsLimit() {
        let long = Array(repeating: String(repeating: "b", count: 100), count: 100).joined(separator: " ")
        let cut = DisplayCut.text(long)
        #expect(cut.hasSuffix("…"))
        #expect(cut.utf8.count <= DisplayCut.textLimit + "…".utf8.count)
        #expect(long.hasPrefix(String(cut.dropLast())))
    }

    /// A trace whose asset ids are 50 KB each: every report stays small, and still names them.
    @Test func reportsOfHugeValuesStaySmall() throws {
        let id = String(repeating: "X", count: 50_000)
        var lines: [String] = []
        for i in 0..<20 {
            let type = i % 2 == 0 ? "preroll" : "content"
            lines.append(
                #"{"ts": \#(1_796_026_040_000 + i * 1000), "api": "loadMetadata", "args": [{"type": "\#(type)", "assetid": "\#(id)\#(i)", "length": "30"}]}"#
            )
            lines.append(#"{"ts": \#(1_796_026_040_500 + i * 1000), "api": "setPlayheadPosition", "args": [\#(i)]}"#)
        }
        let capture = try APITraceReader.read(text: lines.joined(separator: "\n") + "\n", path: "big.calls.jsonl")
        let engine = try RuleEngine(ruleSet: try RuleSet.builtIn(), profile: "dcr-video")
        let r = engine.check(TimelineBuilder.build(capture), inputs: ["big.calls.jsonl"])
        #expect(r.findings.count > 20)
        for format in ReportFormat.allCases where format != .json {
            let text = ReportRenderer.render([r], format: format, options: ReportOptions())
            // 1 MB of asset ids in; the report names each, cut.
            #expect(text.utf8.count < 400_000, "\(format): \(text.utf8.count) bytes")
            #expect(!text.contains(String(repeating: "X", count: DisplayCut.wordLimit + 1)), "\(format)")
        }
        let text = ReportRenderer.render([r], format: .text, options: ReportOptions())
        #expect(text.contains(String(repeating: "X", count: DisplayCut.wordLimit) + "…"))
    }
}
